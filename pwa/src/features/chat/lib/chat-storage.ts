import type { ChatMessage } from './chat-state';

const STORAGE_KEY = 'safari.chat.v1';

/** What survives a reload within the tab: the conversation, and the details the visitor left. */
export interface StoredChat {
  conversationId: string;
  messages: ChatMessage[];
  name: string;
  email: string;
}

function isMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.id === 'string' && (item.from === 'me' || item.from === 'bot') && typeof item.text === 'string' && typeof item.time === 'string';
}

/** The conversation kept in session storage, or null when there is none (or storage is blocked). */
export function loadChat(): StoredChat | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredChat>;
    if (typeof value.conversationId !== 'string' || !Array.isArray(value.messages) || !value.messages.every(isMessage)) return null;
    return {
      conversationId: value.conversationId,
      // A message still sending when the page went away may not have arrived: offer a retry.
      messages: value.messages.map((message) => (message.delivery === 'sending' ? { ...message, delivery: 'failed' } : message)),
      name: typeof value.name === 'string' ? value.name : '',
      email: typeof value.email === 'string' ? value.email : '',
    };
  } catch {
    return null;
  }
}

export function saveChat(chat: StoredChat): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(chat));
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
