import { CHAT_REPLY_DELAY_MS } from '@safari/shared/constants';
import type { ChatEnquiry } from '@safari/shared/enquiry';
import { useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { getSession } from '../../../lib/session';
import { useLiveStoreQuery } from '../../../offline/live';
import { pollThread } from '../api/chat-thread';
import { checkChatMessage, preloadChatModules, sendChatMessage } from '../api/send-chat-message';
import { CHAT_LINK_PARAM, CONVERSATION_ID } from '../lib/chat-key';
import { CHAT_CANNED_REPLY, CHAT_GREETING, QUICK_REPLIES } from '../lib/chat-content';
import { chatReducer, initialChatState, type ChatMessage, type ChatView } from '../lib/chat-state';
import { loadChat, randomId, saveChat } from '../lib/chat-storage';
import { OPEN_CHAT_EVENT } from '../../../lib/open-chat';
import { ChatLauncher } from './chat-launcher';
import { ChatPanel, type ChatDetails } from './chat-panel';
import { useSite } from '../../../lib/site';

const PAGE_MAX = 500;
/** How often the widget asks for planners' replies: while open, and while closed (or the tab hidden) once a conversation exists. */
const POLL_OPEN_MS = 4_000;
const POLL_CLOSED_MS = 30_000;

/** The conversation an e-mail's link ('/?chat=…') opens, when it is well formed. */
function linkedConversation(params: URLSearchParams): string | undefined {
  const value = params.get(CHAT_LINK_PARAM) ?? '';
  return CONVERSATION_ID.test(value) ? value : undefined;
}

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
 * the Masai Mara guide, the About page's planning steps) with a link, shortly after.
 *
 * The chat is a conversation: the first message's answer gives its id, which this device keeps
 * (local storage) and sends with every further message. The widget reads the thread every few
 * seconds while open (every 30 s while closed), so a planner's reply from the console shows within
 * seconds, and counts as unread on the launcher while the panel is not open. On the next visit the
 * shell starts the widget (closed) when a conversation is kept, and a reply e-mail's link
 * ('/?chat=…') opens it.
 */
export default function ChatWidget({ startOpen = false }: { startOpen?: boolean }) {
  const [params, setParams] = useSearchParams();
  const [stored] = useState(loadChat);
  const [linked] = useState(() => linkedConversation(params));
  const [conversationId] = useState(() => stored?.conversationId ?? randomId());
  // A link to another conversation than the one kept here starts afresh: the thread fills it.
  const fresh = linked !== undefined && linked !== stored?.conversation;
  const [conversation, setConversation] = useState<string | undefined>(() => linked ?? stored?.conversation);
  const conversationRef = useRef(conversation);
  const [state, dispatch] = useReducer(chatReducer, undefined, () => {
    const initial = fresh || !stored ? initialChatState([botMessage(CHAT_GREETING)]) : initialChatState(stored.messages, stored.unread);
    // Opened by a tap on the launcher (or openChat(), or a reply e-mail's link) before this code had arrived.
    return startOpen || linked ? chatReducer(initial, { type: 'open' }) : initial;
  });
  const messagesRef = useRef(state.messages);
  const etagRef = useRef<string | null>(null);
  /** The first message on its way: a second one waits for its conversation id. */
  const firstSend = useRef<Promise<void> | null>(null);
  const [draft, setDraft] = useState('');
  // A signed-in traveller's name and e-mail fill the details (they can change them).
  const [details, setDetails] = useState<ChatDetails>(() => {
    const user = getSession()?.user;
    return { name: stored?.name || (fresh ? '' : user?.name) || '', email: stored?.email || (fresh ? '' : user?.email) || '' };
  });
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
    saveChat({ conversation, conversationId, messages: state.messages, name: details.name, email: details.email, unread: state.unread });
  }, [conversation, conversationId, state.messages, state.unread, details]);

  useEffect(() => {
    messagesRef.current = state.messages;
  }, [state.messages]);

  const adopt = useCallback((next: string | undefined) => {
    if (conversationRef.current === next) return;
    conversationRef.current = next;
    etagRef.current = null;
    setConversation(next);
  }, []);

  // The link's work is done once the widget holds its conversation: a reload does not reopen it.
  useEffect(() => {
    if (!params.has(CHAT_LINK_PARAM)) return;
    const next = new URLSearchParams(params);
    next.delete(CHAT_LINK_PARAM);
    setParams(next, { replace: true });
  }, [params, setParams]);

  // Outside office hours (Nairobi time, from the page's settings) the panel says when a planner will answer.
  const { officeHours } = useSite();
  const [officeNote, setOfficeNote] = useState<string | null>(null);
  const open = state.view === 'open';
  useEffect(() => {
    if (!open) return;
    let live = true;
    const update = () =>
      void import('../lib/chat-office-hours')
        .then(({ officeHoursNote }) => live && setOfficeNote(officeHoursNote(officeHours)))
        .catch(() => undefined);
    update();
    const timer = window.setInterval(update, 60_000);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [open, officeHours]);

  // Planners' replies: the thread is read every few seconds while open, slower while closed or hidden.
  useEffect(() => {
    if (!conversation) return;
    const controller = new AbortController();
    let timer: number | undefined;
    const tick = async () => {
      const result = await pollThread(conversation, etagRef.current, controller.signal);
      if (controller.signal.aborted) return;
      if (result.status === 'gone') {
        adopt(undefined);
        return;
      }
      if (result.status === 'changed') {
        etagRef.current = result.etag;
        // On a device that has not written in this conversation (a reply e-mail's link), the traveller's own messages too.
        const mineHere = messagesRef.current.some((message) => message.from === 'me');
        const incoming: ChatMessage[] = result.thread.messages
          .filter((message) => message.from === 'staff' || !mineHere)
          .map((message) => ({
            id: message.id,
            serverId: message.id,
            from: message.from === 'staff' ? 'staff' : 'me',
            text: message.text,
            time: message.at,
            ...(message.from === 'staff' ? { by: message.by ?? '' } : { delivery: 'sent' as const }),
          }));
        dispatch({ type: 'thread', messages: incoming });
      }
      timer = window.setTimeout(() => void tick(), open && !document.hidden ? POLL_OPEN_MS : POLL_CLOSED_MS);
    };
    void tick();
    // Back to the tab: look at once rather than at the slow pace.
    const onVisible = () => {
      if (document.hidden) return;
      window.clearTimeout(timer);
      void tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [conversation, open, adopt]);

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
      return items.flatMap((item) =>
        item && (item.state === 'sent' || item.state === 'failed')
          ? [{ outboxId: item.id, state: item.state, conversation: (item.response?.body as { conversation?: unknown } | undefined)?.conversation }]
          : [],
      );
    },
    [queuedKey],
    { enabled: queuedKey !== '' },
  ).data;
  useEffect(() => {
    for (const outcome of outcomes ?? []) {
      // A first message that waited offline: its answer starts the conversation.
      if (typeof outcome.conversation === 'string' && !conversationRef.current) adopt(outcome.conversation);
      const message = state.messages.find((item) => item.outboxId === outcome.outboxId && item.delivery === 'queued');
      if (message) dispatch({ type: 'delivery', id: message.id, delivery: outcome.state });
    }
  }, [outcomes, state.messages, adopt]);

  const deliver = useCallback(
    async (message: ChatMessage, enquiry: ChatEnquiry) => {
      dispatch({ type: 'delivery', id: message.id, delivery: 'sending' });
      if (!conversationRef.current && firstSend.current) await firstSend.current;
      const body: ChatEnquiry = conversationRef.current ? { ...enquiry, conversation: conversationRef.current } : enquiry;
      const sending = sendChatMessage(body)
        .then((result) => {
          if (result.status === 'sent') {
            const started = (result.response.body as { conversation?: unknown } | null)?.conversation;
            if (typeof started === 'string') adopt(started);
            dispatch({ type: 'delivery', id: message.id, delivery: 'sent' });
          } else if (result.status === 'queued') dispatch({ type: 'delivery', id: message.id, delivery: 'queued', outboxId: result.id });
          else {
            // The conversation is gone on the server: Retry starts a new one.
            if (result.httpStatus === 404 && body.conversation) adopt(undefined);
            dispatch({ type: 'delivery', id: message.id, delivery: 'failed' });
          }
        })
        .catch((error: unknown) => {
          // The chat goes on; the visitor sees 'Not delivered' with a retry.
          console.error('Chat message could not be stored:', error);
          dispatch({ type: 'delivery', id: message.id, delivery: 'failed' });
        });
      if (!body.conversation) firstSend.current = sending;
      await sending;
    },
    [adopt],
  );

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
    void deliver(message, check.data);
  };

  const retry = async (message: ChatMessage) => {
    const check = await checkChatMessage(enquiryFor(message.text));
    if (check.ok) void deliver(message, check.data);
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
      officeNote={officeNote}
      inputRef={inputRef}
      emailRef={emailRef}
      panelRef={panelRef}
    />
  );
}
