import { lazy, Suspense, useEffect, useState } from 'react';
import { useAfterLoad } from '../../../hooks/use-after-load';
import { OPEN_CHAT_EVENT } from '../../../lib/open-chat';
import { ChatLauncher } from './chat-launcher';

const loadWidget = () => import('./chat-widget');
const ChatWidget = lazy(loadWidget);

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

  const placeholder = <ChatLauncher view="closed" unread={0} onOpen={() => setOpenRequested(true)} />;
  if (!afterLoad && !openRequested) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ChatWidget startOpen={openRequested} />
    </Suspense>
  );
}
