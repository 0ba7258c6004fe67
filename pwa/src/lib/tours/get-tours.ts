import { FEATURED_SORT_WEIGHTS } from '@safari/shared/constants';
import { compareNameKeys, nameKey } from '@safari/shared/format';
import type { Tour, TourList } from '@safari/shared/tour';
import { useCallback, useEffect } from 'react';
import { useLiveStoreQuery } from '../../offline/live';
import { requestSync, warmImagesForOffline } from '../../offline/request-sync';
import { storedOrSeed, useSyncStatus } from '../../offline/sync-status';
import { usePageData } from '../../offline/seed';
import type { OfflineStore } from '../../offline/types';
import { FALLBACK_IMAGE } from './tour-images';

/**
 * Published tours, offline-first: read from the offline store (IndexedDB), which the catalogue
 * sync refreshes from `GET /api/tours` in the background. Screens only use the hooks.
 */


function featuredWeight(tour: Tour): number {
  return (
    (tour.isFeatured ? FEATURED_SORT_WEIGHTS.isFeatured : 0) +
    (tour.isExclusive ? FEATURED_SORT_WEIGHTS.isExclusive : 0) +
    (tour.isPopular ? FEATURED_SORT_WEIGHTS.isPopular : 0)
  );
}

/**
 * Each name's place in the collator's order, for the names last sorted: the store is read again
 * after every write (seeding, each sync) with the same names, and comparing 200 of them through
 * ICU took a slow phone about 35 ms each time. Names the collator finds equal share a place.
 */
let nameRanks = new Map<string, number>();

function rankNames(tours: readonly Tour[]): Map<string, number> {
  if (tours.every((tour) => nameRanks.has(tour.name))) return nameRanks;
  const names = [...new Set(tours.map((tour) => tour.name))].map((name) => ({ name, key: nameKey(name) })).sort((a, b) => compareNameKeys(a.key, b.key));
  const ranks = new Map<string, number>();
  let rank = 0;
  names.forEach(({ name, key }, index) => {
    const previous = names[index - 1];
    if (previous === undefined || compareNameKeys(previous.key, key) !== 0) rank = index;
    ranks.set(name, rank);
  });
  nameRanks = ranks;
  return ranks;
}

/** The API's order: the spec's 'featured' weights, then the best rated, then by name, then by id. */
export function sortTours(tours: Tour[]): Tour[] {
  const ranks = rankNames(tours);
  const rankOf = (tour: Tour) => ranks.get(tour.name) ?? 0;
  return tours.sort((a, b) => featuredWeight(b) - featuredWeight(a) || b.rating - a.rating || rankOf(a) - rankOf(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The stored tours in the API's order. */
export async function readTours(store: OfflineStore): Promise<Tour[]> {
  return sortTours(await store.tours.all());
}

export interface ToursResult {
  /** The catalogue; undefined while loading, or when nothing is stored and the API failed. */
  data: TourList | undefined;
  /** Nothing stored yet and the first refresh is still running. */
  isPending: boolean;
  /** Nothing stored and the refresh failed (offline with an empty store, or an API error). */
  isError: boolean;
  /** A refresh is running. */
  isFetching: boolean;
  /** A refresh is running while something is already shown (data or the error). */
  isRefetching: boolean;
  /** Refreshes from the API now. */
  refetch: () => Promise<void>;
}

/**
 * All published tours. Shows what is stored at once (offline too) and refreshes in the
 * background; 'loading' only while the store is empty and the first refresh runs, 'error' only
 * when the store is empty and the refresh failed.
 */
export function useTours(): ToursResult {
  const seed = usePageData().tours;
  // With the server's tours on the page, the store and its refresh wait until offline use begins.
  const seeded = seed !== undefined;
  const stored = useLiveStoreQuery(readTours, [], { deferred: seeded });
  const status = useSyncStatus('tours');

  useEffect(() => {
    void requestSync('tours', { deferred: seeded });
    // The stock image that replaces a missing photo must be there offline too.
    warmImagesForOffline([FALLBACK_IMAGE]);
  }, [seeded]);

  const refetch = useCallback(() => requestSync('tours', { force: true }), []);
  // The tours the server rendered the page with stand in until the store or a refresh has some.
  const items = storedOrSeed(stored.data, status, seed);
  let data: TourList | undefined;
  if (items && items.length > 0) data = { items, total: items.length };
  // An empty catalogue only once the refresh said so and the store has caught up with it.
  else if (items && status.settled && !status.error && status.stored === 0 && !status.syncing) data = { items: [], total: 0 };

  const isError = data === undefined && status.settled && status.error !== null && !(items && items.length > 0);
  const isPending = data === undefined && !isError;
  return { data, isPending, isError, isFetching: status.syncing, isRefetching: status.syncing && !isPending, refetch };
}
