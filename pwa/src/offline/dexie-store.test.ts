import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDexieStore } from './dexie-store';
import { DB_NAME } from './db-name';
import type { OfflineStore, WishlistEntry } from './types';

const entries = (count: number, from = 0): WishlistEntry[] => Array.from({ length: count }, (_, i) => ({ tourId: `t${from + i}`, addedAt: from + i }));
/** Waits for a live query's answer (a fixed pause was too short on a loaded machine). */
const until = (check: () => void) => vi.waitFor(check, { timeout: 5_000, interval: 10 });

/** Every count a live query saw while `write` ran, until it saw `final`. */
async function countsSeenDuring(store: OfflineStore, write: () => Promise<void>, final: number): Promise<number[]> {
  const seen: number[] = [];
  const subscription = store.live(() => store.wishlist.count()).subscribe({ next: (count) => seen.push(count), error: () => undefined });
  await until(() => expect(seen).not.toHaveLength(0));
  await write();
  await until(() => expect(seen.at(-1)).toBe(final));
  subscription.unsubscribe();
  return seen;
}

describe('Dexie store', () => {
  afterEach(() => {
    indexedDB.deleteDatabase(DB_NAME);
  });

  it('when many records are written at once (in slices), then readers see none or all of them, and all arrive', async () => {
    const store = await openDexieStore();
    expect(await countsSeenDuring(store, () => store.wishlist.bulkPut(entries(110)), 110)).toEqual([0, 110]);
    expect(await store.wishlist.count()).toBe(110);

    expect(await countsSeenDuring(store, () => store.wishlist.replaceAll(entries(60, 500)), 60)).toEqual([110, 60]);
    const kept = await store.wishlist.all();
    expect(kept).toHaveLength(60);
    expect(kept.map((entry) => entry.tourId).sort()).toEqual(entries(60, 500).map((entry) => entry.tourId).sort());
  });

  it('when a whole table is read (in slices), then every record comes back once, in key order, and a live query over it follows changes', async () => {
    const store = await openDexieStore();
    const written = entries(130);
    await store.wishlist.bulkPut(written);
    const read = await store.wishlist.all();
    expect(read).toEqual([...written].sort((a, b) => (a.tourId < b.tourId ? -1 : 1)));

    const sizes: number[] = [];
    const subscription = store.live(() => store.wishlist.all()).subscribe({ next: (all) => sizes.push(all.length), error: () => undefined });
    await until(() => expect(sizes).toEqual([130]));
    await store.wishlist.put({ tourId: 'zzz', addedAt: 1 });
    await until(() => expect(sizes).toEqual([130, 131]));
    subscription.unsubscribe();
  });
});
