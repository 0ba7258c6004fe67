import type { ChatMessage } from './chat-state';
import { CHAT_STORAGE_KEY } from './chat-key';

const SESSION_KEY = 'safari.chat.v1';

/**
 * What this device keeps of the chat (local storage: the conversation is the traveller's own, and it
 * is there on the next visit): the conversation id the server gave, the messages, the details the
 * visitor left, the replies not yet read, and the thread's ETag.
 */
export interface StoredChat {
  /** The server's conversation id (absent until the first message has reached it). */
  conversation?: string;
  /** The client id of chats from before threads (still sent with queued messages). */
  conversationId: string;
  messages: ChatMessage[];
  name: string;
  email: string;
  unread?: number;
}

function isMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.id === 'string' && (item.from === 'me' || item.from === 'bot' || item.from === 'staff') && typeof item.text === 'string' && typeof item.time === 'string';
}

function parse(raw: string | null): StoredChat | null {
  if (!raw) return null;
  const value = JSON.parse(raw) as Partial<StoredChat>;
  if (typeof value.conversationId !== 'string' || !Array.isArray(value.messages) || !value.messages.every(isMessage)) return null;
  return {
    conversation: typeof value.conversation === 'string' ? value.conversation : undefined,
    conversationId: value.conversationId,
    // A message still sending when the page went away may not have arrived: offer a retry.
    messages: value.messages.map((message) => (message.delivery === 'sending' ? { ...message, delivery: 'failed' } : message)),
    name: typeof value.name === 'string' ? value.name : '',
    email: typeof value.email === 'string' ? value.email : '',
    unread: typeof value.unread === 'number' && value.unread > 0 ? value.unread : 0,
  };
}

/** The chat kept on this device (or, from before threads, in this tab), or null when there is none (or storage is blocked). */
export function loadChat(): StoredChat | null {
  try {
    return parse(window.localStorage.getItem(CHAT_STORAGE_KEY)) ?? parse(window.sessionStorage.getItem(SESSION_KEY));
  } catch {
    return null;
  }
}

export function saveChat(chat: StoredChat): void {
  try {
    window.localStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify(chat));
  } catch {
    // Private mode or a full quota: the chat still works, it just does not survive a reload.
  }
}

/** A random v4 UUID; crypto.randomUUID exists only on secure origins. */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
