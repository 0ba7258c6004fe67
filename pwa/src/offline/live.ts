/**
 * The read side of the offline store for screens: a few hundred bytes, safe to import from any
 * route. Dexie and the store load on first use (a dynamic import), in parallel with the route.
 */
import { startTransition, useEffect, useState } from 'react';
import { nextTask } from '../lib/next-task';
import type { OfflineStore } from './types';

let loading: Promise<OfflineStore> | null = null;

/**
 * The offline store, loaded once (Dexie over IndexedDB, or the memory fallback). Dexie's module
 * and the opening of the database run in separate tasks (together about 55 ms on a slow phone).
 */
export function loadStore(): Promise<OfflineStore> {
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
  options: { enabled?: boolean } = {},
): LiveResult<T> {
  const enabled = options.enabled ?? true;
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
