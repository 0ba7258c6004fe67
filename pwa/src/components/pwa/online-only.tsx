import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSyncExternalStore, type ReactNode } from 'react';

export const ADMIN_OFFLINE_MESSAGE = 'You are offline — the admin area needs a connection';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * Screens that only work with a connection (the admin area): offline, a clear message instead of a
 * broken screen; their code is not even requested until the connection is back. Part of the shell
 * (small), because the admin chunks are never precached.
 */
export function OnlineOnly({ children, message = ADMIN_OFFLINE_MESSAGE }: { children: ReactNode; message?: string }) {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine !== false,
    () => true,
  );
  if (online) return <>{children}</>;
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, bgcolor: 'background.default' }}>
      <Box role="alert" sx={{ maxWidth: 440, textAlign: 'center' }}>
        <Box aria-hidden="true" sx={{ mx: 'auto', width: 64, height: 64, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(27,67,50,0.1)', color: 'primary.main' }}>
          <CloudOffIcon sx={{ fontSize: 32 }} />
        </Box>
        <Typography component="h1" variant="h2" sx={{ mt: 2.5, fontSize: { xs: '1.5rem', md: '1.75rem' } }}>
          {message}
        </Typography>
        <Typography sx={{ mt: 1.25, color: 'text.secondary', lineHeight: 1.6 }}>
          Staff screens always show live data, so they open only online. This page comes back by itself when the connection returns.
        </Typography>
        <Button href="/" variant="outlined" sx={{ mt: 3 }}>
          Go to the public site
        </Button>
      </Box>
    </Box>
  );
}
