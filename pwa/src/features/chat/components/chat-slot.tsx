import { lazy, Suspense, useEffect, useState } from 'react';
import { useAfterLoad } from '../../../hooks/use-after-load';
import { OPEN_CHAT_EVENT } from '../../../lib/open-chat';
import ChatIcon from '@mui/icons-material/Chat';
import ButtonBase from '@mui/material/ButtonBase';
import { floatingHiddenSx, useFloatingHidden } from '../../../components/layout/floating-actions';
import { brand } from '../../../lib/theme';
import { launcherLabel } from '../lib/chat-labels';

const loadWidget = () => import('./chat-widget');
const ChatWidget = lazy(loadWidget);

/** The closed launcher as the widget draws it (chat-launcher.tsx), without the widget's code. */
function LauncherPlaceholder({ onOpen }: { onOpen: () => void }) {
  const hidden = useFloatingHidden();
  return (
    <ButtonBase
      onClick={onOpen}
      aria-label={launcherLabel(0)}
      aria-haspopup="dialog"
      data-floating="chat"
      sx={{
        position: 'fixed',
        right: { xs: 16, sm: 24 },
        zIndex: 1250,
        height: 60,
        minWidth: 60,
        borderRadius: 999,
        bgcolor: brand.green,
        color: '#FFFFFF',
        boxShadow: '0 10px 28px rgba(15,42,31,0.35), 0 2px 6px rgba(15,42,31,0.25)',
        ...floatingHiddenSx(hidden),
        '@media print': { display: 'none' },
      }}
    >
      <ChatIcon aria-hidden="true" sx={{ fontSize: 28 }} />
    </ButtonBase>
  );
}

/**
 * The chat's place in the shell. Its launcher button is there at once; the widget's code (panel,
 * storage, sending) loads once the page has loaded and been idle, or at once on the first tap (or
 * an `openChat()` from a page), and then opens.
 */
export function ChatSlot() {
  const afterLoad = useAfterLoad();
  const [openRequested, setOpenRequested] = useState(false);

  // Until the widget listens itself, a page's openChat() asks for it here.
  useEffect(() => {
    if (openRequested) return;
    const open = () => setOpenRequested(true);
    window.addEventListener(OPEN_CHAT_EVENT, open);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, open);
  }, [openRequested]);

  const placeholder = <LauncherPlaceholder onOpen={() => setOpenRequested(true)} />;
  if (!afterLoad && !openRequested) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ChatWidget startOpen={openRequested} />
    </Suspense>
  );
}
