/**
 * The in-memory fallback of the offline database, used when IndexedDB cannot be opened (private
 * modes, blocked storage, a broken browser profile). Same interface as the Dexie store, so the
 * catalogue, the outbox and the screens work the same for the visit; nothing survives a reload.
 */
import type { LiveSource, MetaEntry, OfflineStore, OfflineTable, OutboxItem, StoredGuide, StoredPartner, StoredPost, StoredTour, WishlistEntry } from './types';

type Listener = () => void;

function clone<T>(value: T): T {
  return structuredClone(value);
}

function memoryTable<T extends object>(keyOf: (record: T) => string, notify: Listener): OfflineTable<T> {
  const rows = new Map<string, T>();
  return {
    get: async (key) => {
      const row = rows.get(key);
      return row === undefined ? undefined : clone(row);
    },
    getByIndex: async (index, value) => {
      for (const row of rows.values()) {
        if ((row as Record<string, unknown>)[index] === value) return clone(row);
      }
      return undefined;
    },
    all: async () => [...rows.values()].map(clone),
    count: async () => rows.size,
    put: async (record) => {
      rows.set(keyOf(record), clone(record));
      notify();
    },
    bulkPut: async (records) => {
      for (const record of records) rows.set(keyOf(record), clone(record));
      if (records.length > 0) notify();
    },
    delete: async (key) => {
      if (rows.delete(key)) notify();
    },
    bulkDelete: async (keys) => {
      let changed = false;
      for (const key of keys) changed = rows.delete(key) || changed;
      if (changed) notify();
    },
    replaceAll: async (records) => {
      rows.clear();
      for (const record of records) rows.set(keyOf(record), clone(record));
      notify();
    },
    update: async (key, change) => {
      const current = rows.get(key);
      const next = change(current === undefined ? undefined : clone(current));
      if (next === undefined) return undefined;
      rows.set(key, clone(next));
      notify();
      return clone(next);
    },
  };
}

export function createMemoryStore(): OfflineStore {
  const listeners = new Set<Listener>();
  // Several writes in one task wake each live query once.
  let scheduled = false;
  const notify = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      for (const listener of [...listeners]) listener();
    });
  };

  return {
    kind: 'memory',
    tours: memoryTable<StoredTour>((tour) => tour.id, notify),
    posts: memoryTable<StoredPost>((post) => post.id, notify),
    guides: memoryTable<StoredGuide>((guide) => guide.id, notify),
    partners: memoryTable<StoredPartner>((partner) => partner.id, notify),
    wishlist: memoryTable<WishlistEntry>((entry) => entry.tourId, notify),
    outbox: memoryTable<OutboxItem>((item) => item.id, notify),
    meta: memoryTable<MetaEntry>((entry) => entry.key, notify),
    live<T>(querier: () => Promise<T>): LiveSource<T> {
      return {
        subscribe(observer) {
          let closed = false;
          let run = 0;
          const execute = () => {
            const current = ++run;
            querier().then(
              (value) => {
                if (!closed && current === run) observer.next(value);
              },
              (error: unknown) => {
                if (!closed && current === run) observer.error(error);
              },
            );
          };
          listeners.add(execute);
          execute();
          return {
            unsubscribe() {
              closed = true;
              listeners.delete(execute);
            },
          };
        },
      };
    },
  };
}
