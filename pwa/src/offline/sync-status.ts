/**
 * Whether each catalogue resource is being refreshed and whether its last refresh failed. A tiny
 * external store (no imports) so read hooks can show 'loading' and 'error' without loading the
 * sync module itself.
 */
import { useSyncExternalStore } from 'react';

export type CatalogueResource = 'tours' | 'posts' | 'guides' | 'partners';

export interface SyncStatus {
  syncing: boolean;
  /** The last refresh failed (network, HTTP status or a malformed answer); null after a success. */
  error: unknown;
  /** Epoch ms of the last successful refresh in this page, or null. */
  lastSuccessAt: number | null;
  /** Whether a refresh has finished (either way) in this page. */
  settled: boolean;
  /** Records held after the last successful refresh (tells 'empty' from 'not shown yet'). */
  stored: number | null;
}

const INITIAL: SyncStatus = Object.freeze({ syncing: false, error: null, lastSuccessAt: null, settled: false, stored: null });
const statuses = new Map<CatalogueResource, SyncStatus>();
const listeners = new Set<() => void>();

export function getSyncStatus(resource: CatalogueResource): SyncStatus {
  return statuses.get(resource) ?? INITIAL;
}

export function setSyncStatus(resource: CatalogueResource, change: Partial<SyncStatus>): void {
  statuses.set(resource, { ...getSyncStatus(resource), ...change });
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSyncStatus(resource: CatalogueResource): SyncStatus {
  return useSyncExternalStore(
    subscribe,
    () => getSyncStatus(resource),
    () => INITIAL,
  );
}
