/**
 * The read side of the offline store for screens: a few hundred bytes, safe to import from any
 * route. Dexie and the store load on first use (a dynamic import), in parallel with the route.
 */
import { startTransition, useEffect, useState } from 'react';
import { isAppLive } from '../hooks/use-hydrated';
import { nextTask } from '../lib/next-task';
import { DB_NAME } from './db-name';
import type { OfflineStore } from './types';

let loading: Promise<OfflineStore> | null = null;

/**
 * Whether the offline store is wanted on this page yet. A first visit does without it at first:
 * the server-rendered page already shows its data, and nothing can be read offline before the
 * service worker that serves the app offline is in place. So the store (Dexie), the
 * catalogue sync (with zod) and the writes that only keep things for offline use wait until one of:
 * - the database exists already (a returning visitor: their wishlist, their outbox);
 * - the service worker is active (from then on the app opens offline, so the catalogue is kept);
 * - the visitor moves to another screen in the app (its data comes through the store);
 * - something opens the store itself (a heart tapped, a form sent).
 */
let wanted = false;
const wantedListeners = new Set<() => void>();

/** Lets the deferred store work start (see `wanted`); safe to call any number of times. */
export function wantStore(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of [...wantedListeners]) listener();
  wantedListeners.clear();
}

export function isStoreWanted(): boolean {
  return wanted;
}

/** Resolves once the store is wanted. */
export function whenStoreWanted(): Promise<void> {
  if (wanted) return Promise.resolve();
  return new Promise((resolve) => wantedListeners.add(resolve));
}

function subscribeWanted(listener: () => void): () => void {
  if (wanted) return () => undefined;
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

/**
 * Whether the store is wanted, kept current (false in the server render and while hydrating). The
 * switch renders in a transition, in slices: an external store's change is one synchronous render,
 * and this one re-renders whole screens (the tours list moving to the store's data), which was a
 * task of 60-100 ms on a slow phone when the service worker became active after load.
 */
export function useStoreWanted(): boolean {
  const [isWanted, setWanted] = useState(() => wanted && isAppLive());
  useEffect(() => {
    if (isWanted) return;
    const update = () => startTransition(() => setWanted(true));
    if (wanted) update();
    else return subscribeWanted(update);
  }, [isWanted]);
  return isWanted;
}

/**
 * Wants the store at once when this browser already holds the database, or has no way to say (no
 * `indexedDB.databases()`), and once a service worker is active. Called once, after the first render.
 */
export function watchForOfflineUse(): void {
  const idb = typeof indexedDB === 'undefined' ? undefined : indexedDB;
  if (!idb || typeof idb.databases !== 'function') wantStore();
  else {
    idb.databases().then(
      (databases) => {
        if (databases.some((database) => database.name === DB_NAME)) wantStore();
      },
      () => wantStore(),
    );
  }
  if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
    navigator.serviceWorker.ready.then(wantStore, () => undefined);
  }
}

/**
 * The offline store, loaded once (Dexie over IndexedDB, or the memory fallback). Dexie's module
 * and the opening of the database run in separate tasks (together about 55 ms on a slow phone).
 */
export function loadStore(): Promise<OfflineStore> {
  // Once the store is open, nothing else has a reason to hold off.
  wantStore();
  return (loading ??= import('./store').then(async (module) => {
    await nextTask();
    return module.getStore();
  }));
}

export interface LiveResult<T> {
  /** undefined until the first answer (and after a failure). */
  data: T | undefined;
  /** Set when the store could not answer at all (the query threw). */
  error: unknown;
}

/**
 * `useLiveQuery` over the offline store: runs `querier` and again whenever the data it read
 * changes, in this tab, another tab or the service worker. It is dexie-react-hooks' useLiveQuery
 * on Dexie's own `liveQuery`, with two differences the app needs: Dexie is imported on demand
 * (dexie-react-hooks imports it statically, which would put it into every catalogue route's
 * first load), and the memory fallback is observed too. Errors are returned, not thrown.
 */
export function useLiveStoreQuery<T>(
  querier: (store: OfflineStore) => Promise<T>,
  deps: readonly unknown[],
  options: { enabled?: boolean; deferred?: boolean } = {},
): LiveResult<T> {
  const storeWanted = useStoreWanted();
  // Deferred: the caller has something to show without the store (the server's page data), or
  // could only find something in a database that already exists; it waits until the store is wanted.
  const enabled = (options.enabled ?? true) && (!options.deferred || storeWanted);
  const [result, setResult] = useState<{ deps: readonly unknown[]; data: T | undefined; error: unknown }>({ deps, data: undefined, error: null });

  useEffect(() => {
    // Disabled: the store (and Dexie) is not even loaded.
    if (!enabled) return;
    let cancelled = false;
    let subscription: { unsubscribe(): void } | null = null;
    loadStore().then(
      (store) => {
        if (cancelled) return;
        // Answers render in a transition: a list of 200 tours arriving from the store is rendered
        // in slices between the browser's own work, not as one long task (the page shows the data
        // it had until then).
        subscription = store.live(() => querier(store)).subscribe({
          next: (data) => startTransition(() => setResult({ deps, data, error: null })),
          error: (error: unknown) => {
            console.error('Offline store query failed:', error);
            startTransition(() => setResult({ deps, data: undefined, error }));
          },
        });
      },
      (error: unknown) => {
        if (!cancelled) setResult({ deps, data: undefined, error });
      },
    );
    return () => {
      cancelled = true;
      subscription?.unsubscribe();
    };
    // The caller's deps decide when the query changes, as with useLiveQuery.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, ...deps]);

  // An answer for other deps (another tour id) is not shown for the new ones.
  const current = result.deps.length === deps.length && result.deps.every((value, index) => Object.is(value, deps[index]));
  return current ? { data: result.data, error: result.error } : { data: undefined, error: null };
}
