import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { CONSOLE_OFFLINE_BANNER } from './console-offline';

export const ADMIN_OFFLINE_MESSAGE = 'The console needs a connection; your drafts are kept on this tablet';


/** The height of the offline banner, for the screens and dialogs under it to start below it. */
const INSET = '--console-offline-inset';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

// The dialogs (MUI's modals and drawers) start below the banner, so none of their actions sits under it.
const insetStyles = {
  [`.MuiDialog-container`]: { paddingTop: `var(${INSET}, 0px)` },
  [`.MuiDrawer-paper`]: { top: `var(${INSET}, 0px) !important`, height: `calc(100% - var(${INSET}, 0px)) !important` },
  body: { paddingTop: `var(${INSET}, 0px)` },
};

/** 'You are offline', fixed at the top above everything (dialogs included), its height given to the page. */
function OfflineBanner() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(INSET, `${element.offsetHeight}px`));
    observer.observe(element);
    root.style.setProperty(INSET, `${element.offsetHeight}px`);
    return () => {
      observer.disconnect();
      root.style.removeProperty(INSET);
    };
  }, []);
  return (
    <>
      <GlobalStyles styles={insetStyles} />
      <Box
        ref={ref}
        role="status"
        data-testid="offline-banner"
        sx={{
          position: 'fixed',
          insetInline: 0,
          top: 0,
          // Above MUI's dialogs (1300), below its toasts and tooltips (1500).
          zIndex: 1450,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1.25,
          minHeight: 44,
          px: 2,
          py: 1,
          bgcolor: '#5C3B00',
          color: '#FFFFFF',
          fontSize: 15,
          fontWeight: 600,
          lineHeight: 1.4,
          boxShadow: '0 2px 6px rgba(0,0,0,0.25)',
        }}
      >
        <CloudOffIcon aria-hidden="true" sx={{ fontSize: 22, flexShrink: 0 }} />
        <span>{CONSOLE_OFFLINE_BANNER}</span>
      </Box>
    </>
  );
}

/**
 * Screens that only work with a connection (the staff console). Opened offline, they cannot load
 * (their code is never precached): a page says so, and the screen opens by itself when the
 * connection returns. Once loaded, a dropped connection only adds a banner: the screen and any open
 * form stay as they are. Part of the shell (small), because the console's chunks are never precached.
 */
export function OnlineOnly({ children, message = ADMIN_OFFLINE_MESSAGE }: { children: ReactNode; message?: string }) {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine !== false,
    () => true,
  );
  const [loaded, setLoaded] = useState(online);
  if (online && !loaded) setLoaded(true);
  if (loaded) {
    return (
      <>
        {!online && <OfflineBanner />}
        {children}
      </>
    );
  }
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, bgcolor: 'background.default' }}>
      <Box role="alert" sx={{ maxWidth: 480, textAlign: 'center' }}>
        <Box aria-hidden="true" sx={{ mx: 'auto', width: 64, height: 64, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(27,67,50,0.1)', color: 'primary.main' }}>
          <CloudOffIcon sx={{ fontSize: 32 }} />
        </Box>
        <Typography component="h1" variant="h2" sx={{ mt: 2.5, fontSize: { xs: '1.5rem', md: '1.75rem' } }}>
          {message}
        </Typography>
        <Typography sx={{ mt: 1.25, color: 'text.secondary', lineHeight: 1.6 }}>
          Staff screens always show live data, so they open only online. What you typed in a form and did not save is still on this tablet: open the same form
          again once the console is back. This page opens the console by itself when the connection returns.
        </Typography>
        <Button href="/" variant="outlined" sx={{ mt: 3, minHeight: 44 }}>
          Go to the public site
        </Button>
      </Box>
    </Box>
  );
}
