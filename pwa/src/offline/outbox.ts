/**
 * The outbox engine: sends queued submissions exactly once. Used by the page (replay on start,
 * `online`, return to the tab, a timer and the Retry buttons) and by the service worker (Background
 * Sync, where the browser has it), over the same store, so whoever holds an item's lease sends it.
 *
 * Every attempt carries the item's id as `Idempotency-Key`: the API stores the key with the row it
 * creates, so a replay after a lost answer gets the first answer again instead of a duplicate.
 * - 2xx: sent (the answer is kept for the screen)
 * - 4xx (but 408 and 429): failed with the server's message; never retried by itself
 * - no connection, a timeout, 408, 429 or 5xx: queued again with exponential backoff; a 429 or 503
 *   with Retry-After is not tried again before that time, whatever triggers the replay
 */
import { QUEUED_MESSAGE } from './messages';
import type { OfflineStore, OutboxItem, OutboxKind } from './types';

export { QUEUED_MESSAGE };
/** Shown when the server refused a submission without a message of its own. */
export const FAILED_MESSAGE = 'The server could not accept this. Please check it and try again.';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** One attempt may take this long (the API client's timeout). */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** A 'sending' item whose lease ran out (its tab died mid-send) is free to send again. */
export const LEASE_MS = ATTEMPT_TIMEOUT_MS + 20_000;
const BACKOFF_BASE_MS = 2_000;
const BACKOFF_MAX_MS = 5 * 60_000;
/** A Retry-After longer than this is read as this (a misconfigured server must not park an item for days). */
const RETRY_AFTER_MAX_MS = 24 * 60 * 60_000;
/** Shown on an item the server asked to wait for (429 Too Many Requests, 503 with Retry-After). */
export const WAITING_MESSAGE = 'The server asked us to wait a little; it goes out by itself.';

/** Milliseconds a Retry-After header asks to wait (seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (header === null || header.trim() === '') return null;
  const value = header.trim();
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  if (!Number.isFinite(ms)) return null;
  return Math.min(Math.max(ms, 0), RETRY_AFTER_MAX_MS);
}

export interface NewSubmission {
  kind: OutboxKind;
  /** Absolute path of the endpoint, e.g. '/api/enquiries'. */
  url: string;
  method?: 'POST' | 'PUT';
  body: unknown;
  label: string;
  summary?: string;
  withAuth?: boolean;
}

export interface OutboxContext {
  store: OfflineStore;
  fetch: typeof fetch;
  /** 'worker' cannot send items that need the visitor's token. */
  runsIn: 'page' | 'worker';
  /** The signed-in visitor's token, for items sent with auth. */
  authToken?: () => string | null;
  now?: () => number;
  /** 0..1; jitter of the backoff. */
  random?: () => number;
}

/** 2 s, 4 s, 8 s … up to 5 minutes, ±20 % so many phones coming back online do not send at once. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}

export function createOutboxItem(id: string, submission: NewSubmission, now: number): OutboxItem {
  return {
    id,
    kind: submission.kind,
    url: submission.url,
    method: submission.method ?? 'POST',
    // Stored as plain JSON (a round trip drops anything that would not survive the wire).
    body: JSON.parse(JSON.stringify(submission.body ?? null)) as unknown,
    label: submission.label,
    summary: submission.summary ?? '',
    state: 'queued',
    attempts: 0,
    createdAt: now,
    updatedAt: now,
    nextAttemptAt: now,
    leaseUntil: 0,
    withAuth: submission.withAuth ?? false,
    error: null,
    fields: null,
    response: null,
  };
}

/** Items waiting to be sent (or stuck in a dead tab's lease), oldest first. */
export function isPending(item: OutboxItem, now: number): boolean {
  return item.state === 'queued' || (item.state === 'sending' && item.leaseUntil <= now);
}

type Outcome =
  | { kind: 'sent'; status: number; body: unknown }
  | { kind: 'refused'; status: number; message: string; fields: Record<string, string> | null }
  | { kind: 'retry'; message: string; waitMs?: number };

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorMessage(body: unknown): { message: string; fields: Record<string, string> | null } {
  if (typeof body !== 'object' || body === null) return { message: FAILED_MESSAGE, fields: null };
  const { error, fields } = body as { error?: unknown; fields?: unknown };
  const fieldMessages: Record<string, string> = {};
  if (typeof fields === 'object' && fields !== null) {
    for (const [key, value] of Object.entries(fields)) if (typeof value === 'string') fieldMessages[key] = value;
  }
  const hasFields = Object.keys(fieldMessages).length > 0;
  return { message: typeof error === 'string' && error.trim() !== '' ? error : FAILED_MESSAGE, fields: hasFields ? fieldMessages : null };
}

async function send(context: OutboxContext, item: OutboxItem, now: number): Promise<Outcome> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    [IDEMPOTENCY_HEADER]: item.id,
  };
  const token = item.withAuth ? context.authToken?.() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await context.fetch(item.url, {
      method: item.method,
      headers,
      body: JSON.stringify(item.body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return { kind: 'retry', message: timedOut ? 'The server did not answer in time.' : 'No connection.' };
  }
  const body = await readJson(response).catch(() => null);
  if (response.ok) return { kind: 'sent', status: response.status, body };
  if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) {
    return { kind: 'refused', status: response.status, ...errorMessage(body) };
  }
  const waitMs = response.status === 429 || response.status === 503 ? retryAfterMs(response.headers.get('Retry-After'), now) : null;
  if (waitMs !== null) return { kind: 'retry', message: WAITING_MESSAGE, waitMs };
  if (response.status === 429) return { kind: 'retry', message: WAITING_MESSAGE };
  return { kind: 'retry', message: `The server is not available right now (${response.status}).` };
}

/**
 * Sends one item if it is pending and, unless `ignoreBackoff`, due; returns the item as it is
 * afterwards (undefined when it no longer exists). Safe to call from several tabs and the service
 * worker at once: only the one that takes the lease sends.
 */
export async function attemptItem(context: OutboxContext, id: string, options: { ignoreBackoff?: boolean } = {}): Promise<OutboxItem | undefined> {
  const now = context.now ?? Date.now;
  const claimedAt = now();
  let claimed = false;
  const current = await context.store.outbox.update(id, (item) => {
    if (!item || !isPending(item, claimedAt)) return undefined;
    if (!options.ignoreBackoff && item.nextAttemptAt > claimedAt) return undefined;
    // The server's own 'come back later' holds even for a reconnect or a press of Retry.
    if ((item.holdUntil ?? 0) > claimedAt) return undefined;
    if (item.withAuth && context.runsIn === 'worker') return undefined;
    claimed = true;
    return { ...item, state: 'sending', attempts: item.attempts + 1, leaseUntil: claimedAt + LEASE_MS, updatedAt: claimedAt };
  });
  if (!claimed || !current) return current ?? (await context.store.outbox.get(id));

  const outcome = await send(context, current, claimedAt);
  const finishedAt = now();
  const stored = await context.store.outbox.update(id, (item) => {
    // Discarded while sending: nothing to record.
    if (!item) return undefined;
    const base = { ...item, updatedAt: finishedAt, leaseUntil: 0 };
    switch (outcome.kind) {
      case 'sent':
        return { ...base, state: 'sent', error: null, fields: null, response: { status: outcome.status, body: outcome.body } };
      case 'refused':
        return { ...base, state: 'failed', error: outcome.message, fields: outcome.fields, response: { status: outcome.status, body: null } };
      case 'retry': {
        const backoff = finishedAt + backoffMs(item.attempts, context.random);
        if (outcome.waitMs === undefined) return { ...base, state: 'queued', error: outcome.message, nextAttemptAt: backoff, holdUntil: undefined };
        const holdUntil = finishedAt + outcome.waitMs;
        return { ...base, state: 'queued', error: outcome.message, holdUntil, nextAttemptAt: Math.max(backoff, holdUntil) };
      }
    }
  });
  return stored ?? (await context.store.outbox.get(id));
}

export interface ReplayOptions {
  ignoreBackoff?: boolean;
  /**
   * The page only: leave the items the service worker can send (all but those sent with the
   * visitor's token) to its Background Sync, which the browser fires when the connection is back.
   * They still count as queued.
   */
  leaveToWorker?: boolean;
}

/** Sends every pending item (oldest first, one at a time); resolves with how many are still queued. */
export async function replayPending(context: OutboxContext, options: ReplayOptions = {}): Promise<number> {
  const now = (context.now ?? Date.now)();
  const items = (await context.store.outbox.all()).filter((item) => isPending(item, now)).sort((a, b) => a.createdAt - b.createdAt);
  let stillQueued = 0;
  for (const item of items) {
    if (options.leaveToWorker && !item.withAuth) {
      stillQueued += 1;
      continue;
    }
    const after = await attemptItem(context, item.id, options);
    if (after && isPending(after, (context.now ?? Date.now)())) stillQueued += 1;
  }
  return stillQueued;
}

/** Puts a failed item back in the queue for one more attempt (the visitor pressed Retry). */
export async function requeue(store: OfflineStore, id: string, now: number): Promise<void> {
  await store.outbox.update(id, (item) => (item && item.state === 'failed' ? { ...item, state: 'queued', nextAttemptAt: now, updatedAt: now } : undefined));
}

/** Sent items are kept this long so a screen reloaded after the send can still show the result. */
export const SENT_KEEP_MS = 7 * 24 * 60 * 60_000;

/** Drops sent items older than a week. */
export async function pruneSent(store: OfflineStore, now: number): Promise<void> {
  const old = (await store.outbox.all()).filter((item) => item.state === 'sent' && now - item.updatedAt > SENT_KEEP_MS);
  await store.outbox.bulkDelete(old.map((item) => item.id));
}
