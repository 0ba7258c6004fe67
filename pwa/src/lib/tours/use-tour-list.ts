import type { Tour } from '@safari/shared/tour';
import { useCallback, useEffect, useState } from 'react';
import { TOURS_SYNCED_META } from '../../offline/catalogue-meta';
import { useLiveStoreQuery } from '../../offline/live';
import { requestSync, warmImagesForOffline } from '../../offline/request-sync';
import { usePageData } from '../../offline/seed';
import { useSyncStatus } from '../../offline/sync-status';
import type { OfflineStore } from '../../offline/types';
import { readTours } from './get-tours';
import { FALLBACK_IMAGE } from './tour-images';

/**
 * A list of tours computed from the whole catalogue (the tours list, a destination's tours), shown
 * from the server's first page until the catalogue is at hand. A server-rendered page embeds only
 * its list's first page (shared/src/tour-pages.ts): the page renders and hydrates from it, and
 * the offline store is left alone until offline use begins (offline/live.ts), as with every page.
 * Only when more than that page is wanted (Load more, other filters, another list) does the hook
 * open the store and refresh the catalogue at once, showing what is stored once it is whole.
 */

interface StoredCatalogue {
  tours: Tour[];
  /** The table holds the whole catalogue (a sync has run), not only tours some page brought. */
  whole: boolean;
}

async function readCatalogue(store: OfflineStore): Promise<StoredCatalogue> {
  const [tours, synced] = await Promise.all([readTours(store), store.meta.get(TOURS_SYNCED_META)]);
  return { tours, whole: synced !== undefined };
}

export interface FirstPage {
  tours: Tour[];
  /** How many tours the whole list holds. */
  total: number;
  /** The tours list's location choices (from the whole catalogue). */
  locations: string[] | undefined;
}

export interface TourListState {
  /**
   * The whole catalogue in the API's order, once at hand; after a failed refresh (offline), what
   * the store holds. Undefined while only the server's first page is known, or nothing yet.
   */
  catalogue: Tour[] | undefined;
  /** The server's first page of this list, while the catalogue is not at hand. */
  firstPage: FirstPage | undefined;
  /** Neither yet: the catalogue is on its way. */
  isPending: boolean;
  /** Neither, and nothing can be shown: the refresh failed with nothing stored. */
  isError: boolean;
  /** A refresh is running. */
  isFetching: boolean;
  /** More than the first page is wanted, and the catalogue could not be loaded (offline). */
  unavailable: boolean;
  /** Wants the whole catalogue now (more than the first page is asked for); retries a failed refresh. */
  loadAll: () => void;
  /** Refreshes from the API now. */
  refetch: () => Promise<void>;
}

/** `list`: the list's id as the server names its first page (`TourPage.list`, e.g. toursListId(filters)). */
export function useTourList(list: string): TourListState {
  const pageData = usePageData();
  const seed = pageData.tours && pageData.tourPage?.list === list ? pageData : undefined;
  const [wantAll, setWantAll] = useState(false);
  // Without the server's page for this list, the catalogue is needed to show anything.
  const needAll = seed === undefined || wantAll;
  const stored = useLiveStoreQuery(readCatalogue, [], { deferred: !needAll });
  const status = useSyncStatus('tours');

  useEffect(() => {
    void requestSync('tours', { deferred: !needAll });
    // The stock image that replaces a missing photo must be there offline too.
    warmImagesForOffline([FALLBACK_IMAGE]);
  }, [needAll]);

  const refetch = useCallback(() => requestSync('tours', { force: true }), []);
  const failed = status.settled && status.error !== null && !status.syncing;
  const loadAll = useCallback(() => {
    setWantAll(true);
    if (failed) void refetch();
  }, [failed, refetch]);

  const read = stored.data;
  let catalogue: Tour[] | undefined;
  if (read?.whole) catalogue = read.tours;
  // Offline without a whole catalogue and without the server's page: what is stored is all there is.
  else if (!seed && failed && read && read.tours.length > 0) catalogue = read.tours;

  const firstPage: FirstPage | undefined =
    catalogue === undefined && seed?.tours && seed.tourPage ? { tours: seed.tours, total: seed.tourPage.total, locations: seed.tourPage.locations } : undefined;
  const isError = catalogue === undefined && firstPage === undefined && (failed || stored.error !== null);
  return {
    catalogue,
    firstPage,
    isPending: catalogue === undefined && firstPage === undefined && !isError,
    isError,
    isFetching: status.syncing,
    unavailable: catalogue === undefined && needAll && (failed || stored.error !== null),
    loadAll,
    refetch,
  };
}
