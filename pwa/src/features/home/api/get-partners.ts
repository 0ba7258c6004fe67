import type { Partner } from '@safari/shared/partner';
import { useCallback, useEffect } from 'react';
import { useLiveStoreQuery } from '../../../offline/live';
import { requestSync } from '../../../offline/request-sync';
import { useSyncStatus } from '../../../offline/sync-status';
import type { OfflineStore } from '../../../offline/types';

/** The stored partners in carousel order (the API's order, kept as `position`). */
export async function readPartners(store: OfflineStore): Promise<Partner[]> {
  const stored = await store.partners.all();
  return stored.sort((a, b) => a.position - b.position).map(({ position: _position, ...partner }) => partner);
}

export interface PartnersResult {
  /** The partners; undefined while loading, or when nothing is stored and the API failed. */
  data: Partner[] | undefined;
  /** Nothing stored yet and the first refresh is still running. */
  isPending: boolean;
  /** Nothing stored and the refresh failed. */
  isError: boolean;
  isRefetching: boolean;
  refetch: () => Promise<void>;
}

/**
 * The partners of the logo carousel, offline-first: what the offline store holds shows at once,
 * and the catalogue sync refreshes it from `GET /api/partners` in the background.
 */
export function usePartners(): PartnersResult {
  const stored = useLiveStoreQuery(readPartners, []);
  const status = useSyncStatus('partners');

  useEffect(() => {
    void requestSync('partners');
  }, []);

  const refetch = useCallback(() => requestSync('partners', { force: true }), []);
  const items = stored.data;
  let data: Partner[] | undefined;
  if (items && items.length > 0) data = items;
  // Empty only once the refresh said so and the store has caught up with it.
  else if (items && status.settled && !status.error && status.stored === 0 && !status.syncing) data = [];

  const isError = data === undefined && status.settled && status.error !== null;
  const isPending = data === undefined && !isError;
  return { data, isPending, isError, isRefetching: status.syncing && !isPending, refetch };
}
