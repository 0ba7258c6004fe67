/**
 * State of the chat widget as a pure reducer: the view (closed, open, minimised), the messages and
 * the unread count. Bot replies that arrive while the panel is not open count as unread; opening
 * resets the count.
 */

export type ChatView = 'closed' | 'open' | 'minimised';
/** 'queued': saved on the phone (offline), sent by the outbox when the connection returns. */
export type Delivery = 'sending' | 'queued' | 'sent' | 'failed';

/** A chat message (spec shape), plus whether a visitor's message reached the staff inbox. */
export interface ChatMessage {
  id: string;
  /** 'staff': a planner's reply from the console (the thread on the server). */
  from: 'me' | 'bot' | 'staff';
  /** A planner's reply: their first name. */
  by?: string;
  /** A message of the server's thread (a planner's reply, or the traveller's own read on another device): its id there. */
  serverId?: string;
  text: string;
  /** ISO 8601. */
  time: string;
  delivery?: Delivery;
  /** The outbox item of a queued message. */
  outboxId?: string;
  /** A bot answer drawn from a page of the site links to it. */
  link?: { to: string; label: string };
}

export interface ChatState {
  view: ChatView;
  messages: ChatMessage[];
  unread: number;
  /** Bot replies still to come (one per visitor message). */
  pendingReplies: number;
}

export type ChatAction =
  | { type: 'open' }
  | { type: 'minimise' }
  | { type: 'close' }
  | { type: 'send'; message: ChatMessage }
  | { type: 'reply'; message: ChatMessage }
  /** A further bot message after the reply (a quick reply's answer): unread like a reply, no reply owed. */
  | { type: 'answer'; message: ChatMessage }
  /** Messages of the server's thread not yet shown (planners' replies): unread unless the panel is open. */
  | { type: 'thread'; messages: ChatMessage[] }
  | { type: 'delivery'; id: string; delivery: Delivery; outboxId?: string };

export function initialChatState(messages: ChatMessage[], unread = 0): ChatState {
  return { view: 'closed', messages, unread, pendingReplies: 0 };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'open':
      return state.view === 'open' && state.unread === 0 ? state : { ...state, view: 'open', unread: 0 };
    case 'minimise':
      return state.view === 'open' ? { ...state, view: 'minimised' } : state;
    case 'close':
      return state.view === 'closed' ? state : { ...state, view: 'closed' };
    case 'send':
      return { ...state, messages: [...state.messages, action.message], pendingReplies: state.pendingReplies + 1 };
    case 'reply':
      return {
        ...state,
        messages: [...state.messages, action.message],
        unread: state.view === 'open' ? 0 : state.unread + 1,
        pendingReplies: Math.max(0, state.pendingReplies - 1),
      };
    case 'answer':
      return { ...state, messages: [...state.messages, action.message], unread: state.view === 'open' ? 0 : state.unread + 1 };
    case 'thread': {
      const known = new Set(state.messages.flatMap((message) => (message.serverId ? [message.serverId] : [])));
      const fresh = action.messages.filter((message) => !message.serverId || !known.has(message.serverId));
      if (fresh.length === 0) return state;
      const replies = fresh.filter((message) => message.from === 'staff').length;
      return { ...state, messages: [...state.messages, ...fresh], unread: state.view === 'open' ? 0 : state.unread + replies };
    }
    case 'delivery':
      return {
        ...state,
        messages: state.messages.map((message) =>
          message.id === action.id ? { ...message, delivery: action.delivery, outboxId: action.outboxId ?? message.outboxId } : message,
        ),
      };
  }
}

/** 'HH:MM' in the visitor's locale, or '' for an unreadable time. */
export function formatChatTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date);
}

// The launcher's texts live apart: the launcher is drawn by the shell before this module loads.
export { badgeText, launcherLabel } from './chat-labels';
