import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from './memory-store';
import { attemptItem, backoffMs, createOutboxItem, IDEMPOTENCY_HEADER, LEASE_MS, pruneSent, replayPending, requeue, retryAfterMs, WAITING_MESSAGE, type OutboxContext } from './outbox';
import type { OfflineStore } from './types';

const NOW = 1_750_000_000_000;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(fetchImpl: OutboxContext['fetch'], overrides: Partial<OutboxContext> = {}) {
  const store = createMemoryStore();
  let now = NOW;
  const context: OutboxContext = { store, fetch: fetchImpl, runsIn: 'page', now: () => now, random: () => 0.5, ...overrides };
  return { store, context, advance: (ms: number) => (now += ms) };
}

async function queue(store: OfflineStore, id = 'key-00000001', extra: Partial<Parameters<typeof createOutboxItem>[1]> = {}) {
  const item = createOutboxItem(id, { kind: 'newsletter', url: '/api/newsletter', body: { name: 'Amina', email: 'amina@example.com' }, label: 'Newsletter sign-up', ...extra }, NOW);
  await store.outbox.put(item);
  return item;
}

describe('outbox', () => {
  it('when the server accepts, then the item is sent with its key as Idempotency-Key and keeps the answer', async () => {
    const fetchMock = vi.fn<OutboxContext['fetch']>(async () => json(201, { id: 'e1' }));
    const { store, context } = setup(fetchMock);
    await queue(store);
    const after = await attemptItem(context, 'key-00000001');
    expect(after).toMatchObject({ state: 'sent', attempts: 1, response: { status: 201, body: { id: 'e1' } }, error: null });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/newsletter');
    expect(new Headers(init?.headers).get(IDEMPOTENCY_HEADER)).toBe('key-00000001');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Amina', email: 'amina@example.com' });
  });

  it('when the server refuses with 400, then the item fails with its message and fields and is not replayed', async () => {
    const fetchMock = vi.fn<OutboxContext['fetch']>(async () => json(400, { error: 'Invalid request', fields: { email: 'Please enter a valid email address.' } }));
    const { store, context, advance } = setup(fetchMock);
    await queue(store);
    const after = await attemptItem(context, 'key-00000001');
    expect(after).toMatchObject({ state: 'failed', error: 'Invalid request', fields: { email: 'Please enter a valid email address.' } });
    advance(60 * 60_000);
    expect(await replayPending(context, { ignoreBackoff: true })).toBe(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when the network fails or the server answers 5xx, then the item stays queued with a growing backoff', async () => {
    const fetchMock = vi.fn<OutboxContext['fetch']>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json(503, { error: 'down' }));
    const { store, context, advance } = setup(fetchMock);
    await queue(store);
    const first = await attemptItem(context, 'key-00000001');
    expect(first).toMatchObject({ state: 'queued', attempts: 1, error: 'No connection.', nextAttemptAt: NOW + backoffMs(1, () => 0.5) });
    // Not due yet: the background replay leaves it alone.
    expect(await replayPending(context)).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    advance(backoffMs(1, () => 0.5));
    await replayPending(context);
    const second = await store.outbox.get('key-00000001');
    expect(second).toMatchObject({ state: 'queued', attempts: 2, error: 'The server is not available right now (503).' });
    expect(second!.nextAttemptAt - (NOW + backoffMs(1, () => 0.5))).toBe(backoffMs(2, () => 0.5));
  });

  it('when the backoff grows, then it doubles from 2 s, stays within ±20 % and stops at 5 minutes', () => {
    expect(backoffMs(1, () => 0.5)).toBe(2_000);
    expect(backoffMs(2, () => 0.5)).toBe(4_000);
    expect(backoffMs(3, () => 0)).toBe(6_400);
    expect(backoffMs(3, () => 1)).toBe(9_600);
    expect(backoffMs(30, () => 0.5)).toBe(300_000);
  });

  it('when another tab holds the lease, then this one does not send until the lease runs out', async () => {
    const fetchMock = vi.fn<OutboxContext['fetch']>(async () => json(200, {}));
    const { store, context, advance } = setup(fetchMock);
    const item = await queue(store);
    await store.outbox.put({ ...item, state: 'sending', leaseUntil: NOW + LEASE_MS });
    expect((await attemptItem(context, item.id, { ignoreBackoff: true }))?.state).toBe('sending');
    expect(fetchMock).not.toHaveBeenCalled();
    advance(LEASE_MS);
    expect((await attemptItem(context, item.id, { ignoreBackoff: true }))?.state).toBe('sent');
  });

  it('when the service worker replays, then items that need the visitor token are left to the page', async () => {
    const fetchMock = vi.fn<OutboxContext['fetch']>(async () => json(201, {}));
    const { store, context } = setup(fetchMock, { runsIn: 'worker' });
    await queue(store, 'key-withauth', { withAuth: true });
    await queue(store, 'key-public01');
    await replayPending(context, { ignoreBackoff: true });
    expect((await store.outbox.get('key-withauth'))?.state).toBe('queued');
    expect((await store.outbox.get('key-public01'))?.state).toBe('sent');
  });

  it('when the page sends an item that needs auth, then the token goes as a bearer header', async () => {
    const fetchMock = vi.fn<OutboxContext['fetch']>(async () => json(201, {}));
    const { store, context } = setup(fetchMock, { authToken: () => 'token-1' });
    await queue(store, 'key-withauth', { withAuth: true });
    await attemptItem(context, 'key-withauth');
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it('when the visitor discards an item while it is being sent, then nothing is written back', async () => {
    const { store, context } = setup(async () => {
      await store.outbox.delete('key-00000001');
      return json(201, {});
    });
    await queue(store);
    expect(await attemptItem(context, 'key-00000001')).toBeUndefined();
    expect(await store.outbox.count()).toBe(0);
  });

  it('when a failed item is retried, then it is queued again and sent', async () => {
    const fetchMock = vi.fn<OutboxContext['fetch']>().mockResolvedValueOnce(json(422, {})).mockResolvedValueOnce(json(201, {}));
    const { store, context } = setup(fetchMock);
    await queue(store);
    expect((await attemptItem(context, 'key-00000001'))?.state).toBe('failed');
    await requeue(store, 'key-00000001', NOW);
    expect((await attemptItem(context, 'key-00000001', { ignoreBackoff: true }))?.state).toBe('sent');
  });

  it('when sent items are older than a week, then they are pruned and others kept', async () => {
    const { store } = setup(async () => json(200, {}));
    const item = await queue(store);
    await store.outbox.put({ ...item, id: 'old-sent-1', state: 'sent', updatedAt: NOW - 8 * 24 * 60 * 60_000 });
    await store.outbox.put({ ...item, id: 'new-sent-1', state: 'sent', updatedAt: NOW - 60_000 });
    await pruneSent(store, NOW);
    expect((await store.outbox.all()).map((entry) => entry.id).sort()).toEqual(['key-00000001', 'new-sent-1']);
  });

  it('when a body holds values JSON cannot carry, then the stored item is plain JSON', () => {
    const item = createOutboxItem('key-00000002', { kind: 'booking', url: '/api/bookings', body: { date: new Date('2026-01-02T00:00:00Z'), skip: undefined }, label: 'Booking' }, NOW);
    expect(item.body).toEqual({ date: '2026-01-02T00:00:00.000Z' });
  });

  it('when the server answers 429 with Retry-After, then the item waits (not failed) at least that long, even on reconnect or Retry', async () => {
    const tooMany = () =>
      new Response(JSON.stringify({ error: 'Too many requests. Please wait 15 minutes and try again.' }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '900' },
      });
    const fetchMock = vi.fn<OutboxContext['fetch']>().mockResolvedValueOnce(tooMany()).mockResolvedValueOnce(json(200, { subscribed: true }));
    const { store, context, advance } = setup(fetchMock);
    await queue(store);

    const after = await attemptItem(context, 'key-00000001', { ignoreBackoff: true });
    expect(after).toMatchObject({ state: 'queued', error: WAITING_MESSAGE, holdUntil: NOW + 900_000 });
    expect(after?.nextAttemptAt).toBeGreaterThanOrEqual(NOW + 900_000);

    // Coming back online, the app starting and the Retry button all ignore the backoff, but not the server's wait.
    advance(899_000);
    expect(await replayPending(context, { ignoreBackoff: true })).toBe(1);
    await requeue(store, 'key-00000001', NOW + 899_000);
    expect(await attemptItem(context, 'key-00000001', { ignoreBackoff: true })).toMatchObject({ state: 'queued' });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    advance(1_000);
    expect(await replayPending(context)).toBe(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await store.outbox.get('key-00000001')).toMatchObject({ state: 'sent' });
  });

  it('when a 503 says when to come back, then that is the earliest next try; without Retry-After the usual backoff applies', async () => {
    const down = new Response('{}', { status: 503, headers: { 'Retry-After': '5' } });
    const { store, context } = setup(vi.fn<OutboxContext['fetch']>().mockResolvedValueOnce(down));
    await queue(store);
    expect(await attemptItem(context, 'key-00000001')).toMatchObject({ state: 'queued', holdUntil: NOW + 5_000 });

    const plain = setup(vi.fn<OutboxContext['fetch']>().mockResolvedValueOnce(json(429, { error: 'Slow down' })));
    await queue(plain.store);
    const item = await attemptItem(plain.context, 'key-00000001');
    expect(item).toMatchObject({ state: 'queued', error: WAITING_MESSAGE, nextAttemptAt: NOW + backoffMs(1, () => 0.5) });
    expect(item?.holdUntil).toBeUndefined();
  });

  it('when Retry-After is a date, seconds, missing or absurd, then it is read sensibly', () => {
    expect(retryAfterMs('120', NOW)).toBe(120_000);
    expect(retryAfterMs(new Date(NOW + 30_000).toUTCString(), NOW)).toBe(30_000);
    expect(retryAfterMs(null, NOW)).toBeNull();
    expect(retryAfterMs('soon', NOW)).toBeNull();
    expect(retryAfterMs('99999999', NOW)).toBe(24 * 60 * 60_000);
    expect(retryAfterMs(new Date(NOW - 5_000).toUTCString(), NOW)).toBe(0);
  });
});
