import { CHAT_REPLY_DELAY_MS } from '@safari/shared/constants';
import type { ChatEnquiry } from '@safari/shared/enquiry';
import { useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useLiveStoreQuery } from '../../../offline/live';
import { checkChatMessage, preloadChatModules, sendChatMessage } from '../api/send-chat-message';
import { CHAT_CANNED_REPLY, CHAT_GREETING, QUICK_REPLIES } from '../lib/chat-content';
import { chatReducer, initialChatState, type ChatMessage, type ChatView } from '../lib/chat-state';
import { loadChat, randomId, saveChat } from '../lib/chat-storage';
import { OPEN_CHAT_EVENT } from '../../../lib/open-chat';
import { ChatLauncher } from './chat-launcher';
import { ChatPanel, type ChatDetails } from './chat-panel';

const PAGE_MAX = 500;

function botMessage(text: string, link?: ChatMessage['link']): ChatMessage {
  return { id: randomId(), from: 'bot', text, time: new Date().toISOString(), ...(link ? { link } : {}) };
}

/** A quick reply's answer follows the canned reply after this pause, as a second message would. */
const ANSWER_AFTER_REPLY_MS = 700;

/** Touch screens get focus on the panel rather than the input, so the keyboard does not cover it at once. */
function prefersPanelFocus(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/**
 * The floating chat of every public page. A visitor's message shows at once, is stored for the
 * staff inbox (`POST /api/enquiries`, channel 'chat'), and 800 ms later a canned reply says a
 * planner will respond. A quick reply also gets a short answer from the site's own pages (the FAQ,
 * the Masai Mara guide, the About page's planning steps) with a link, shortly after. The
 * conversation survives navigation and reloads within the tab.
 */
export default function ChatWidget({ startOpen = false }: { startOpen?: boolean }) {
  const [stored] = useState(loadChat);
  const [conversationId] = useState(() => stored?.conversationId ?? randomId());
  const [state, dispatch] = useReducer(chatReducer, undefined, () => {
    const initial = initialChatState(stored?.messages ?? [botMessage(CHAT_GREETING)]);
    // Opened by a tap on the launcher (or openChat()) before this code had arrived.
    return startOpen ? chatReducer(initial, { type: 'open' }) : initial;
  });
  const [draft, setDraft] = useState('');
  const [details, setDetails] = useState<ChatDetails>({ name: stored?.name ?? '', email: stored?.email ?? '' });
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [messageError, setMessageError] = useState<string | null>(null);
  const { pathname } = useLocation();
  const panelId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const timers = useRef(new Set<number>());
  // 'closed' at first, so a widget that starts open moves focus into its panel as a tap would.
  const previousView = useRef<ChatView>('closed');

  useEffect(() => {
    saveChat({ conversationId, messages: state.messages, name: details.name, email: details.email });
  }, [conversationId, state.messages, details]);

  useEffect(() => {
    const open = () => dispatch({ type: 'open' });
    window.addEventListener(OPEN_CHAT_EVENT, open);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, open);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) window.clearTimeout(timer);
    };
  }, []);

  // Focus moves into the panel when it opens and back to the launcher when it is minimised or closed.
  useEffect(() => {
    const previous = previousView.current;
    previousView.current = state.view;
    if (state.view === 'open' && previous !== 'open') {
      preloadChatModules();
      if (prefersPanelFocus()) panelRef.current?.focus();
      else inputRef.current?.focus();
    } else if (state.view !== 'open' && previous === 'open') {
      launcherRef.current?.focus();
    }
  }, [state.view]);

  // Messages saved offline: marked sent (or not delivered) when the outbox reports their outcome.
  const queuedIds = state.messages.flatMap((message) => (message.delivery === 'queued' && message.outboxId ? [message.outboxId] : []));
  const queuedKey = queuedIds.join(',');
  const outcomes = useLiveStoreQuery(
    async (store) => {
      const items = await Promise.all(queuedKey.split(',').map((outboxId) => store.outbox.get(outboxId)));
      return items.flatMap((item) => (item && (item.state === 'sent' || item.state === 'failed') ? [{ outboxId: item.id, state: item.state }] : []));
    },
    [queuedKey],
    { enabled: queuedKey !== '' },
  ).data;
  useEffect(() => {
    for (const outcome of outcomes ?? []) {
      const message = state.messages.find((item) => item.outboxId === outcome.outboxId && item.delivery === 'queued');
      if (message) dispatch({ type: 'delivery', id: message.id, delivery: outcome.state });
    }
  }, [outcomes, state.messages]);

  const deliver = useCallback((message: ChatMessage, enquiry: ChatEnquiry) => {
    dispatch({ type: 'delivery', id: message.id, delivery: 'sending' });
    sendChatMessage(enquiry)
      .then((result) => {
        if (result.status === 'sent') dispatch({ type: 'delivery', id: message.id, delivery: 'sent' });
        else if (result.status === 'queued') dispatch({ type: 'delivery', id: message.id, delivery: 'queued', outboxId: result.id });
        else dispatch({ type: 'delivery', id: message.id, delivery: 'failed' });
      })
      .catch((error: unknown) => {
        // The chat goes on; the visitor sees 'Not delivered' with a retry.
        console.error('Chat message could not be stored:', error);
        dispatch({ type: 'delivery', id: message.id, delivery: 'failed' });
      });
  }, []);

  const enquiryFor = useCallback(
    (text: string) => ({
      channel: 'chat' as const,
      message: text,
      name: details.name.trim() || undefined,
      email: details.email.trim() || undefined,
      page: pathname.slice(0, PAGE_MAX),
      conversationId,
    }),
    [details, pathname, conversationId],
  );

  const send = async (text: string, fromDraft: boolean) => {
    if (text.trim() === '') return;
    const check = await checkChatMessage(enquiryFor(text));
    if (!check.ok) {
      if (check.fields.email) {
        setEmailError(check.fields.email);
        setDetailsOpen(true);
        emailRef.current?.focus();
      } else {
        setMessageError(check.fields.message ?? Object.values(check.fields)[0] ?? null);
      }
      return;
    }
    setEmailError(null);
    setMessageError(null);
    const message: ChatMessage = { id: randomId(), from: 'me', text: check.data.message, time: new Date().toISOString(), delivery: 'sending' };
    dispatch({ type: 'send', message });
    if (fromDraft) setDraft('');
    const later = (ms: number, reply: () => void) => {
      const timer = window.setTimeout(() => {
        timers.current.delete(timer);
        reply();
      }, ms);
      timers.current.add(timer);
    };
    later(CHAT_REPLY_DELAY_MS, () => dispatch({ type: 'reply', message: botMessage(CHAT_CANNED_REPLY) }));
    if (QUICK_REPLIES.some((reply) => reply.message === check.data.message)) {
      const answerAt = Date.now() + CHAT_REPLY_DELAY_MS + ANSWER_AFTER_REPLY_MS;
      // The pages' copy loads only now; offline it is in the precache like the rest of the app.
      void import('../lib/chat-answers')
        .then(({ answerFor }) => {
          const answer = answerFor(check.data.message);
          if (answer) later(Math.max(0, answerAt - Date.now()), () => dispatch({ type: 'answer', message: botMessage(answer.text, answer.link) }));
        })
        .catch((error: unknown) => console.error('Chat answer could not be loaded:', error));
    }
    deliver(message, check.data);
  };

  const retry = async (message: ChatMessage) => {
    const check = await checkChatMessage(enquiryFor(message.text));
    if (check.ok) deliver(message, check.data);
  };

  if (state.view !== 'open') {
    return <ChatLauncher ref={launcherRef} view={state.view} unread={state.unread} onOpen={() => dispatch({ type: 'open' })} />;
  }
  return (
    <ChatPanel
      id={panelId}
      messages={state.messages}
      typing={state.pendingReplies > 0}
      draft={draft}
      onDraftChange={(value) => {
        setDraft(value);
        if (messageError) setMessageError(null);
      }}
      onSend={(text, fromDraft) => void send(text, fromDraft)}
      onRetry={(message) => void retry(message)}
      onMinimise={() => dispatch({ type: 'minimise' })}
      onClose={() => dispatch({ type: 'close' })}
      details={details}
      onDetailsChange={(next) => {
        setDetails(next);
        if (emailError) setEmailError(null);
      }}
      detailsOpen={detailsOpen}
      onDetailsOpenChange={setDetailsOpen}
      emailError={emailError}
      messageError={messageError}
      inputRef={inputRef}
      emailRef={emailRef}
      panelRef={panelRef}
    />
  );
}
