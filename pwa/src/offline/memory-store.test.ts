import { describe, expect, it } from 'vitest';
import { createMemoryStore } from './memory-store';
import { getStore } from './store';

describe('memory store', () => {
  it('when records are written, then reads return copies that later changes do not touch', async () => {
    const store = createMemoryStore();
    const entry = { key: 'tours.since', value: 'a' };
    await store.meta.put(entry);
    entry.value = 'b';
    const read = await store.meta.get('tours.since');
    expect(read).toEqual({ key: 'tours.since', value: 'a' });
    read!.value = 'c';
    expect(await store.meta.get('tours.since')).toEqual({ key: 'tours.since', value: 'a' });
  });

  it('when a live query watches a table, then it answers now and again after each change', async () => {
    const store = createMemoryStore();
    const answers: number[] = [];
    const subscription = store.live(() => store.wishlist.count()).subscribe({ next: (count) => answers.push(count), error: () => undefined });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await store.wishlist.bulkPut([
      { tourId: 't1', addedAt: 1 },
      { tourId: 't2', addedAt: 2 },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    subscription.unsubscribe();
    await store.wishlist.delete('t1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answers).toEqual([0, 2]);
  });

  it('when update returns nothing, then the record is left alone; replaceAll swaps the whole table', async () => {
    const store = createMemoryStore();
    await store.wishlist.put({ tourId: 't1', addedAt: 1 });
    expect(await store.wishlist.update('t1', () => undefined)).toBeUndefined();
    expect(await store.wishlist.update('t1', (entry) => entry && { ...entry, addedAt: 5 })).toEqual({ tourId: 't1', addedAt: 5 });
    await store.wishlist.replaceAll([{ tourId: 't9', addedAt: 9 }]);
    expect(await store.wishlist.all()).toEqual([{ tourId: 't9', addedAt: 9 }]);
    expect(await store.wishlist.getByIndex('addedAt', 9 as unknown as string)).toEqual({ tourId: 't9', addedAt: 9 });
  });

  it('when IndexedDB is not available (a private mode), then the app gets the memory store instead of an error', async () => {
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      const store = await getStore();
      expect(store.kind).toBe('memory');
      await store.outbox.put({
        id: 'key-00000001', kind: 'chat', url: '/api/enquiries', method: 'POST', body: {}, label: 'Chat message', summary: '', state: 'queued',
        attempts: 0, createdAt: 1, updatedAt: 1, nextAttemptAt: 1, leaseUntil: 0, withAuth: false, error: null, fields: null, response: null,
      });
      expect(await store.outbox.count()).toBe(1);
    } finally {
      console.warn = warn;
    }
  });
});
