/**
 * A tour's next departures, catalogue-style (DESIGN.md, flow 1): the server-rendered page's copy or
 * the offline store's, refreshed from the API in the background when online. The store keeps each
 * tour's list with the time it was fetched, so offline the screens say 'as of' when.
 */
import { useEffect, useState } from 'react';
import { loadStore, useLiveStoreQuery, useStoreWanted } from '../../offline/live';
import { usePageData } from '../../offline/seed';
import { readDepartures, writeDepartures, type DepartureSnapshot } from './departures-store';

export type { DepartureSnapshot };

export interface DeparturesResult {
  /** null until known (and when the tour has none stored and the fetch failed). */
  snapshot: DepartureSnapshot | null;
  /** True when the list came from the server during this visit; false: the stored copy of `asOf`. */
  live: boolean;
  /** True once there is a list, or the fetch has answered (or failed). */
  settled: boolean;
}

/**
 * The tour's departures; refreshes them from the API when the page did not bring them. `refreshKey`
 * (the booking form) always fetches, and again whenever it changes.
 */
export function useDepartures(tourId: string, options: { refreshKey?: number } = {}): DeparturesResult {
  const pageData = usePageData();
  const seeded = pageData.departures?.tourId === tourId ? pageData.departures : null;
  const stored = useLiveStoreQuery((store) => readDepartures(store, tourId), [tourId], { deferred: seeded !== null });
  const [fetched, setFetched] = useState<{ tourId: string; ok: boolean } | null>(null);
  const storeWanted = useStoreWanted();
  const refreshKey = options.refreshKey;

  // The server's copy is kept for offline use once the store is wanted.
  useEffect(() => {
    if (seeded && storeWanted) void loadStore().then((store) => writeDepartures(store, seeded));
  }, [seeded, storeWanted]);

  useEffect(() => {
    if (seeded && refreshKey === undefined) return;
    let cancelled = false;
    import('./refresh-departures')
      .then((module) => module.refreshDepartures(tourId))
      .then(
        () => !cancelled && setFetched({ tourId, ok: true }),
        () => !cancelled && setFetched({ tourId, ok: false }),
      );
    return () => {
      cancelled = true;
    };
  }, [tourId, seeded, refreshKey]);

  const storedSnapshot = stored.data ?? null;
  const snapshot = storedSnapshot && (!seeded || storedSnapshot.asOf >= seeded.asOf) ? storedSnapshot : seeded;
  const fetchedNow = fetched?.tourId === tourId ? fetched : null;
  return {
    snapshot,
    live: (seeded !== null && snapshot === seeded) || fetchedNow?.ok === true,
    settled: snapshot !== null || stored.error !== null || fetchedNow !== null,
  };
}
