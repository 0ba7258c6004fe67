import type { ChatThread } from '@safari/shared/chat';
import { env } from '../../../config/env';

export type ThreadPoll =
  | { status: 'changed'; thread: ChatThread; etag: string | null }
  | { status: 'unchanged' }
  /** The server knows no such conversation. */
  | { status: 'gone' }
  /** Offline, or the server failed: try again at the next tick. */
  | { status: 'error' };

/**
 * Reads the chat's thread (`GET /api/chat/{conversation}`), sending the ETag of the last answer so
 * an unchanged thread costs a 304 with no body. Each read also tells the server the traveller is
 * here (a reply is then not e-mailed).
 */
export async function pollThread(conversation: string, etag: string | null, signal?: AbortSignal): Promise<ThreadPoll> {
  try {
    const response = await fetch(`${env.apiUrl}/chat/${encodeURIComponent(conversation)}`, {
      headers: { Accept: 'application/json', ...(etag ? { 'If-None-Match': etag } : {}) },
      cache: 'no-store',
      signal,
    });
    if (response.status === 304) return { status: 'unchanged' };
    if (response.status === 404) return { status: 'gone' };
    if (!response.ok) return { status: 'error' };
    // Parsed by shape, not with zod: the widget stays light and the server's answer is typed by the shared schema.
    const thread = (await response.json()) as ChatThread;
    if (!thread || !Array.isArray(thread.messages)) return { status: 'error' };
    return { status: 'changed', thread, etag: response.headers.get('ETag') };
  } catch {
    return { status: 'error' };
  }
}
