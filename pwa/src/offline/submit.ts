/**
 * submit(): how every screen sends a booking, contact message, proposal, newsletter sign-up, chat
 * message or comment, online or not. Never use it for payments (they need a live answer).
 *
 *   // 1. Validate with the shared zod schema first; send only valid data.
 *   const result = await submit({
 *     kind: 'contact',
 *     path: 'enquiries',                 // under the API base: POST /api/enquiries
 *     body: parsed.data,                 // plain JSON
 *     label: 'Contact message',          // shown in the outbox list (/outbox)
 *     summary: parsed.data.subject,      // a short detail line there
 *   });
 *   // 2. Show what happened:
 *   switch (result.status) {
 *     case 'sent':   // the server accepted it: show the spec's success text; result.response has its answer
 *     case 'queued': // offline, no answer, or a 5xx: show result.message; it is sent later. result.cause
 *                    // says why: 'offline', or 'server' (online, but our server did not take it), and
 *                    // the message words it for the visitor (QUEUED_MESSAGE or SERVER_TROUBLE_MESSAGE)
 *     case 'failed': // the server refused it (4xx): show result.message and result.fields; not retried
 *   }
 *   // 3. Optionally follow a queued item to show the real result later:
 *   const item = useOutboxItem(result.id);   // item?.state: 'queued' | 'sending' | 'sent' | 'failed'
 *   // (resultOf(item) turns it back into a SubmitResult with the current wording.)
 *
 * The submission is first written to the outbox (IndexedDB, or memory where that is unavailable)
 * with a client-generated idempotency key, then sent at once when online. Every attempt carries
 * `Idempotency-Key: <id>`, so the API route must use `runIdempotent` (api/src/lib/idempotency.ts):
 * a replay after a lost answer then gets the first answer instead of creating a duplicate.
 */
import { env } from '../config/env';
import { loadStore } from './live';
import { queuedCause, queuedMessage, SERVER_TROUBLE_MESSAGE, type QueuedCause } from './messages';
import { createOutboxItem, QUEUED_MESSAGE, type NewSubmission } from './outbox';
import { requestBackgroundSync, sendNow, startOutbox } from './outbox-runtime';
import { requestPersistentStorage } from './persist';
import type { OutboxItem, OutboxKind } from './types';

export { QUEUED_MESSAGE, SERVER_TROUBLE_MESSAGE };

export interface SubmitInput {
  kind: OutboxKind;
  /** Endpoint under the API base, e.g. 'enquiries' or 'bookings'. */
  path: string;
  method?: 'POST' | 'PUT';
  /** The body, already validated with the shared schema. */
  body: unknown;
  label: string;
  summary?: string;
  /** Send the signed-in visitor's token (the page replays it; the service worker cannot). */
  withAuth?: boolean;
}

export type SubmitResult =
  | { status: 'sent'; id: string; response: { status: number; body: unknown } }
  /** `cause` is always set by submit() and resultOf(); optional only so older hand-made results still type-check. */
  | { status: 'queued'; id: string; message: string; cause?: QueuedCause }
  | { status: 'failed'; id: string; message: string; fields: Record<string, string> | null; httpStatus: number };

/** A random v4 UUID; crypto.randomUUID exists only on secure origins (and localhost). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What a screen shows for an outbox item's current state. */
export function resultOf(item: OutboxItem): SubmitResult {
  if (item.state === 'sent' && item.response) return { status: 'sent', id: item.id, response: item.response };
  if (item.state === 'failed') return { status: 'failed', id: item.id, message: item.error ?? '', fields: item.fields, httpStatus: item.response?.status ?? 400 };
  const cause = queuedCause(item, navigator.onLine !== false);
  return { status: 'queued', id: item.id, message: queuedMessage(cause), cause };
}

/** Queues a submission and sends it now when online; see the module comment. */
export async function submit(input: SubmitInput): Promise<SubmitResult> {
  startOutbox();
  const store = await loadStore();
  const submission: NewSubmission = {
    kind: input.kind,
    url: `${env.apiUrl}/${input.path.replace(/^\/+/, '')}`,
    method: input.method,
    body: input.body,
    label: input.label,
    summary: input.summary,
    withAuth: input.withAuth,
  };
  const item = createOutboxItem(newIdempotencyKey(), submission, Date.now());
  await store.outbox.put(item);
  // Something worth keeping now exists on this phone.
  void requestPersistentStorage();

  if (navigator.onLine === false) {
    void requestBackgroundSync();
    return resultOf(item);
  }
  const after = await sendNow(item.id);
  return resultOf(after ?? item);
}
