/**
 * The offline store of this page: IndexedDB through Dexie, or memory when IndexedDB cannot be
 * opened. Load it with `loadStore()` from './live' (a dynamic import), never statically from a
 * route: Dexie is large and stays out of every first load.
 */
import { openDexieStore } from './dexie-store';
import { createMemoryStore } from './memory-store';
import type { OfflineStore } from './types';

/** An open that takes longer than this is treated as broken (some WebKit builds never answer). */
const OPEN_TIMEOUT_MS = 5_000;

let store: Promise<OfflineStore> | null = null;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`IndexedDB did not open within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function reloadForNewSchema(): void {
  // Another tab (or the service worker) runs a newer version of the app that upgraded the database.
  if (typeof window !== 'undefined') window.location.reload();
}

async function open(): Promise<OfflineStore> {
  try {
    return await withTimeout(openDexieStore({ onVersionChange: reloadForNewSchema }), OPEN_TIMEOUT_MS);
  } catch (error) {
    console.warn('Offline storage is not available here; keeping data in memory for this visit.', error);
    return createMemoryStore();
  }
}

/** The page's store, opened once. */
export function getStore(): Promise<OfflineStore> {
  return (store ??= open());
}
