import { liveQuery, type Table } from 'dexie';
import { isConnectionLost, SafariDb } from './db';
import type { LiveSource, OfflineStore, OfflineTable } from './types';

type Reopen = () => Promise<void>;

/** Runs `operation`; when the connection was lost, reopens the database and tries once more. */
async function retryOnce<T>(reopen: Reopen, operation: () => PromiseLike<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (!isConnectionLost(error)) throw error;
    await reopen();
    return await operation();
  }
}

/** Records written per IndexedDB request when many are written at once. */
const WRITE_SLICE = 10;

/**
 * Writes `records` in slices of WRITE_SLICE, one request after the other, inside the caller's
 * transaction: each slice is cloned into IndexedDB in a task of its own (the answer to a request
 * arrives as an event), instead of 200 tours in one long task on a slow phone; the slices are small
 * because even 25 tours at a time were a long task there. The transaction keeps them atomic:
 * readers see all of them or none.
 */
async function putInSlices<T>(table: Table<T, string>, records: readonly T[]): Promise<void> {
  for (let start = 0; start < records.length; start += WRITE_SLICE) await table.bulkPut(records.slice(start, start + WRITE_SLICE));
}

/** Records read per IndexedDB request when a whole table is read. */
const READ_SLICE = 50;

/**
 * The whole table in key order, read READ_SLICE records per request inside one read transaction:
 * IndexedDB hands a request's records over (and the browser copies them out) in one task, and the
 * whole catalogue at once was a long task each time a screen read it.
 */
async function readInSlices<T>(db: SafariDb, table: Table<T, string>): Promise<T[]> {
  return db.transaction('r', table, async () => {
    const keys = await table.toCollection().primaryKeys();
    const records: T[] = [];
    for (let start = 0; start < keys.length; start += READ_SLICE) {
      for (const record of await table.bulkGet(keys.slice(start, start + READ_SLICE))) if (record !== undefined) records.push(record);
    }
    return records;
  });
}

function dexieTable<T>(db: SafariDb, table: Table<T, string>, reopen: Reopen): OfflineTable<T> {
  const run = <R>(operation: () => PromiseLike<R>) => retryOnce(reopen, operation);
  return {
    get: (key) => run(() => table.get(key)),
    getByIndex: (index, value) => run(() => table.where(index).equals(value).first()),
    all: () => run(() => readInSlices(db, table)),
    count: () => run(() => table.count()),
    put: async (record) => {
      await run(() => table.put(record));
    },
    bulkPut: async (records) => {
      if (records.length === 0) return;
      if (records.length <= WRITE_SLICE) await run(() => table.bulkPut([...records]));
      else await run(() => db.transaction('rw', table, () => putInSlices(table, records)));
    },
    delete: (key) => run(() => table.delete(key)),
    bulkDelete: async (keys) => {
      if (keys.length > 0) await run(() => table.bulkDelete([...keys]));
    },
    replaceAll: (records) =>
      run(() =>
        db.transaction('rw', table, async () => {
          await table.clear();
          await putInSlices(table, records);
        }),
      ),
    update: (key, change) =>
      run(() =>
        db.transaction('rw', table, async () => {
          const next = change(await table.get(key));
          if (next === undefined) return undefined;
          await table.put(next);
          return next;
        }),
      ),
  };
}

export interface DexieStoreOptions {
  /** Called after another tab or the service worker upgraded the schema and this connection closed. */
  onVersionChange?: () => void;
}

/** Opens the database; rejects when IndexedDB is missing or refuses to open. */
export async function openDexieStore(options: DexieStoreOptions = {}): Promise<OfflineStore> {
  if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is not available');
  const db = new SafariDb();
  // Dexie closes the connection itself so the other context can upgrade; this context's code is
  // now older than the schema, so it reloads (pending outbox items stay in the database).
  db.on('versionchange', () => {
    db.close({ disableAutoOpen: false });
    options.onVersionChange?.();
    return false;
  });
  await db.open();

  let reopening: Promise<void> | null = null;
  const reopen: Reopen = () =>
    (reopening ??= (async () => {
      try {
        if (db.isOpen()) db.close({ disableAutoOpen: false });
        await db.open();
      } finally {
        reopening = null;
      }
    })());

  return {
    kind: 'indexeddb',
    tours: dexieTable(db, db.tours, reopen),
    posts: dexieTable(db, db.posts, reopen),
    guides: dexieTable(db, db.guides, reopen),
    partners: dexieTable(db, db.partners, reopen),
    wishlist: dexieTable(db, db.wishlist, reopen),
    outbox: dexieTable(db, db.outbox, reopen),
    meta: dexieTable(db, db.meta, reopen),
    live<T>(querier: () => Promise<T>): LiveSource<T> {
      return {
        subscribe(observer) {
          let closed = false;
          let reopened = false;
          let current: { unsubscribe(): void } | null = null;
          const start = () => {
            current = liveQuery(querier).subscribe({
              next: (value) => observer.next(value),
              error: (error: unknown) => {
                if (closed) return;
                if (!reopened && isConnectionLost(error)) {
                  reopened = true;
                  reopen().then(start, (reopenError: unknown) => observer.error(reopenError));
                  return;
                }
                observer.error(error);
              },
            });
          };
          start();
          return {
            unsubscribe() {
              closed = true;
              current?.unsubscribe();
            },
          };
        },
      };
    },
  };
}
