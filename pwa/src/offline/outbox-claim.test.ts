import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DB_NAME } from './db-name';
import { openDexieStore } from './dexie-store';
import { createOutboxItem, replayPending, type OutboxContext } from './outbox';
import type { OfflineStore } from './types';

/**
 * The page and the service worker replay the same outbox, each over its own connection to the one
 * IndexedDB database, and both start when the connection comes back: whoever claims an item first
 * sends it, the other leaves it.
 */
function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch that answers only when `release` is called, so both replayers are mid-replay at once. */
function heldFetch(answer: () => Response) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const fetchMock = vi.fn<OutboxContext['fetch']>(async () => {
    await released;
    return answer();
  });
  return { fetchMock, release };
}

async function queue(store: OfflineStore, id: string, withAuth = false) {
  const item = createOutboxItem(id, { kind: 'newsletter', url: '/api/newsletter', body: { name: 'Amina', email: 'amina@example.com' }, label: 'Newsletter sign-up', withAuth }, Date.now());
  await store.outbox.put(item);
}

describe('outbox claim across the page and the service worker', () => {
  afterEach(() => {
    indexedDB.deleteDatabase(DB_NAME);
  });

  it.each([
    { answer: () => json(201, { subscribed: true }), state: 'sent' },
    { answer: () => json(400, { error: 'Invalid request', fields: { email: 'Please enter a valid email address.' } }), state: 'failed' },
  ])('when both replay one queued item at once, then it is sent once and counted once ($state)', async ({ answer, state }) => {
    const page = await openDexieStore();
    const worker = await openDexieStore();
    await queue(page, 'key-00000001');
    const { fetchMock, release } = heldFetch(answer);
    const replays = [
      replayPending({ store: page, fetch: fetchMock, runsIn: 'page' }, { ignoreBackoff: true }),
      replayPending({ store: worker, fetch: fetchMock, runsIn: 'worker' }, { ignoreBackoff: true }),
      replayPending({ store: page, fetch: fetchMock, runsIn: 'page' }, { ignoreBackoff: true }),
    ];
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    release();
    expect(await Promise.all(replays)).toEqual([0, 0, 0]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await worker.outbox.get('key-00000001')).toMatchObject({ state, attempts: 1 });

    // Replays after the answer leave it alone too.
    await replayPending({ store: worker, fetch: fetchMock, runsIn: 'worker' }, { ignoreBackoff: true });
    await replayPending({ store: page, fetch: fetchMock, runsIn: 'page' }, { ignoreBackoff: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when the page leaves the reconnect to the worker, then it sends only what needs the token and the worker sends the rest once', async () => {
    const page = await openDexieStore();
    const worker = await openDexieStore();
    await queue(page, 'key-public01');
    await queue(page, 'key-withauth', true);
    const pageFetch = vi.fn<OutboxContext['fetch']>(async () => json(201, {}));
    const workerFetch = vi.fn<OutboxContext['fetch']>(async () => json(201, {}));

    expect(await replayPending({ store: page, fetch: pageFetch, runsIn: 'page' }, { ignoreBackoff: true, leaveToWorker: true })).toBe(1);
    expect(pageFetch.mock.calls.map(([url]) => url)).toEqual(['/api/newsletter']);
    expect(await page.outbox.get('key-withauth')).toMatchObject({ state: 'sent', attempts: 1 });
    expect(await page.outbox.get('key-public01')).toMatchObject({ state: 'queued', attempts: 0 });

    expect(await replayPending({ store: worker, fetch: workerFetch, runsIn: 'worker' }, { ignoreBackoff: true })).toBe(0);
    expect(workerFetch).toHaveBeenCalledTimes(1);
    expect(await page.outbox.get('key-public01')).toMatchObject({ state: 'sent', attempts: 1 });
  });
});
