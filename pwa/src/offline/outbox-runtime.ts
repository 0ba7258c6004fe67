/**
 * The page side of the outbox: replays queued submissions on app start, when the connection comes
 * back, when the visitor returns to the tab and on a timer (none of these while offline), and on
 * Retry, and asks the service worker for a Background Sync where the browser has one (Chromium),
 * which also works with the app closed.
 * iOS Safari and Firefox have no Background Sync: the page-side replay is what they rely on.
 *
 * When the app starts or the connection comes back and a Background Sync is waiting, the service
 * worker is the one replayer of what it can send: the page leaves those items alone for
 * SYNC_GRACE_MS (the 'online' event can come before the network carries requests, and a try that
 * fails then is a wasted attempt, which the worker's sync repeats at once), and its timer picks up
 * whatever is still queued after.
 */
import { TOKEN_KEY } from '../lib/storage-keys';
import { loadStore } from './live';
import { attemptItem, pruneSent, replayPending, requeue, type OutboxContext } from './outbox';
import type { OfflineStore, OutboxItem } from './types';

/** How often the timer looks for items whose backoff ran out. */
const TICK_MS = 5_000;
export const SYNC_TAG = 'outbox';
/** After the connection returns with a Background Sync waiting, the page leaves the worker's items to it this long. */
export const SYNC_GRACE_MS = 5_000;
let leaveToWorkerUntil = 0;

function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function pageContext(store: OfflineStore): OutboxContext {
  return { store, fetch: (input, init) => window.fetch(input, init), runsIn: 'page', authToken: readToken };
}

/** Asks the service worker to replay the outbox when the connection returns, even if the tab is closed. */
export async function requestBackgroundSync(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator)) return;
    const registration = await navigator.serviceWorker.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await sync?.register(SYNC_TAG);
  } catch {
    // Not supported or not allowed: the page-side replay covers it.
  }
}

/** Whether the service worker holds a Background Sync for the outbox that the browser has not finished yet. */
async function backgroundSyncWaiting(): Promise<boolean> {
  try {
    if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return false;
    const registration = await navigator.serviceWorker.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { getTags?(): Promise<string[]> } }) | undefined)?.sync;
    const tags = await sync?.getTags?.();
    return tags?.includes(SYNC_TAG) ?? false;
  } catch {
    return false;
  }
}

let replaying: Promise<number> | null = null;

/** Sends what is due (all pending items with `ignoreBackoff`); joins a replay already running. */
export function replayOutbox(options: { ignoreBackoff?: boolean } = {}): Promise<number> {
  if (replaying) return replaying;
  replaying = (async () => {
    try {
      const store = await loadStore();
      const leaveToWorker = Date.now() < leaveToWorkerUntil;
      const stillQueued = await replayPending(pageContext(store), { ...options, leaveToWorker });
      if (stillQueued > 0 && !leaveToWorker) void requestBackgroundSync();
      return stillQueued;
    } catch (error) {
      console.error('Outbox replay failed:', error);
      return -1;
    } finally {
      replaying = null;
    }
  })();
  return replaying;
}

/** Sends one item now (Retry on a screen or in the outbox list), whatever its backoff or failure. */
export async function retryItem(id: string): Promise<OutboxItem | undefined> {
  const store = await loadStore();
  await requeue(store, id, Date.now());
  return attemptItem(pageContext(store), id, { ignoreBackoff: true });
}

/** Sends one freshly queued item right away (when online). */
export async function sendNow(id: string): Promise<OutboxItem | undefined> {
  const store = await loadStore();
  const item = await attemptItem(pageContext(store), id, { ignoreBackoff: true });
  if (item?.state === 'queued') void requestBackgroundSync();
  return item;
}

/** Removes an item the visitor no longer wants sent. */
export async function discardItem(id: string): Promise<void> {
  const store = await loadStore();
  await store.outbox.delete(id);
}

/**
 * Takes back an item that is not sent yet (the visitor changes a queued booking): it is removed only
 * while nobody is sending it, so it can never reach the server after this says 'withdrawn'.
 * 'sent': it already went out (show that result instead); 'sending': it is on its way right now.
 */
export async function withdrawItem(id: string): Promise<'withdrawn' | 'sent' | 'sending' | 'missing'> {
  const store = await loadStore();
  const now = Date.now();
  const result: { outcome: 'withdrawn' | 'sent' | 'sending' | 'missing' } = { outcome: 'missing' };
  await store.outbox.update(id, (item) => {
    if (!item) return undefined;
    if (item.state === 'sent') result.outcome = 'sent';
    else if (item.state === 'sending' && item.leaseUntil > now) result.outcome = 'sending';
    else {
      result.outcome = 'withdrawn';
      // Claimed for good in the same transaction, so no tab or worker starts sending it before the delete.
      return { ...item, state: 'sending', leaseUntil: Number.MAX_SAFE_INTEGER, updatedAt: now };
    }
    return undefined;
  });
  if (result.outcome === 'withdrawn') await store.outbox.delete(id);
  return result.outcome;
}

/**
 * The app starts or the connection is back: with a Background Sync waiting, the service worker sends
 * what it can (the page sends only what needs the visitor's token, and its timer takes the rest over
 * after SYNC_GRACE_MS if it is still queued); without one, the page sends everything now. Offline,
 * nothing is tried: the 'online' event comes back here.
 */
async function replayOnStartOrReconnect(): Promise<void> {
  if (navigator.onLine === false) return;
  if (await backgroundSyncWaiting()) leaveToWorkerUntil = Date.now() + SYNC_GRACE_MS;
  await replayOutbox({ ignoreBackoff: true });
}

let started = false;

/** Starts the replay triggers once per page. */
export function startOutbox(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  void loadStore().then((store) => pruneSent(store, Date.now()));
  void replayOnStartOrReconnect();
  window.addEventListener('online', () => void replayOnStartOrReconnect());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && navigator.onLine !== false) void replayOutbox();
  });
  window.setInterval(() => {
    if (navigator.onLine !== false && document.visibilityState !== 'hidden') void replayOutbox();
  }, TICK_MS);
}
