import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { OPEN_CHAT_EVENT } from '../../../lib/open-chat';
import ChatIcon from '@mui/icons-material/Chat';
import ButtonBase from '@mui/material/ButtonBase';
import { floatingHiddenSx, useFloatingHidden } from '../../../components/layout/floating-actions';
import { brand } from '../../../lib/theme';
import { useHydrated } from '../../../hooks/use-hydrated';
import { CHAT_STORAGE_KEY } from '../lib/chat-key';
import { launcherLabel } from '../lib/chat-labels';

const loadWidget = () => import('./chat-widget');
const ChatWidget = lazy(loadWidget);
/** Fetches the widget's code when a tap or a click looks likely, so it is (nearly) there when it lands. */
const warmWidget = () => void loadWidget().catch(() => undefined);

/**
 * The closed launcher as the widget draws it (chat-launcher.tsx), without the widget's code. The
 * server renders it hidden (a button that does nothing until the app runs), so its styles come with
 * the page's stylesheet and the browser compiles none of them; it shows once the page is live.
 */
function LauncherPlaceholder({ onOpen }: { onOpen: () => void }) {
  const hidden = useFloatingHidden();
  const live = useHydrated();
  return (
    <ButtonBase
      hidden={!live}
      onClick={onOpen}
      onPointerEnter={warmWidget}
      onPointerDown={warmWidget}
      onFocus={warmWidget}
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
        '&[hidden]': { display: 'none' },
        '@media print': { display: 'none' },
      }}
    >
      <ChatIcon aria-hidden="true" sx={{ fontSize: 28 }} />
    </ButtonBase>
  );
}

/**
 * The chat's place in the shell. Its launcher button is there at once; the widget's code (panel,
 * storage, sending) loads when the visitor reaches for it (pointer over or down on the launcher,
 * keyboard focus on it) and the widget opens on the tap (or an `openChat()` from a page). A page
 * that is only read never runs it; after the first visit the service worker has it at hand.
 * Nothing is lost by waiting: a widget that starts shows the same closed launcher.
 *
 * A device that keeps a conversation (or a reply e-mail's link, '/?chat=…') starts the widget at
 * once, closed (open for the link), so planners' replies reach it and show on the launcher.
 */
const noChange = () => () => undefined;
/** A conversation kept on this device, or a reply e-mail's link ('/?chat=…'): read after hydration. */
function keptChat(): boolean {
  try {
    return /[?&]chat=|"conversation":/.test(window.location.search + window.localStorage.getItem(CHAT_STORAGE_KEY));
  } catch {
    return false;
  }
}

export function ChatSlot() {
  const [openRequested, setOpenRequested] = useState(false);
  // After hydration (the server renders the launcher alone); the widget opens itself for a link.
  const resume = useSyncExternalStore(noChange, keptChat, () => false);

  // Until the widget listens itself, a page's openChat() asks for it here.
  useEffect(() => {
    if (openRequested) return;
    const open = () => setOpenRequested(true);
    window.addEventListener(OPEN_CHAT_EVENT, open);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, open);
  }, [openRequested]);

  const placeholder = <LauncherPlaceholder onOpen={() => setOpenRequested(true)} />;
  if (!openRequested && !resume) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ChatWidget startOpen={openRequested} />
    </Suspense>
  );
}
