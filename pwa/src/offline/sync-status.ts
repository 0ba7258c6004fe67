/**
 * Whether each catalogue resource is being refreshed and whether its last refresh failed. A tiny
 * external store (no imports) so read hooks can show 'loading' and 'error' without loading the
 * sync module itself.
 */
import { startTransition, useEffect, useState } from 'react';
import { isAppLive } from '../hooks/use-hydrated';

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

/**
 * The resource's sync status. Changes render in a transition (an external store's change would be
 * a synchronous render of the whole list that reads it: 200 tour cards on /tours). The server render
 * and hydration see the initial status; a screen mounted once the app is live starts from the
 * current one.
 */
export function useSyncStatus(resource: CatalogueResource): SyncStatus {
  const [status, setStatus] = useState(() => (isAppLive() ? getSyncStatus(resource) : INITIAL));
  useEffect(() => {
    const update = () => startTransition(() => setStatus(getSyncStatus(resource)));
    update();
    return subscribe(update);
  }, [resource]);
  return status;
}


/**
 * The records a catalogue list shows: the store's once it holds some, or once a refresh said there
 * are none; until then the server's page data (`seed`). An empty answer of the store read before a
 * refresh's writes showed up (its live query catches up a moment later) must not stand in for the
 * refresh: the page would flash its loading state between the server's records and the stored ones.
 */
export function storedOrSeed<T>(stored: T[] | undefined, status: SyncStatus, seed: T[] | undefined): T[] | undefined {
  const refreshedEmpty = status.settled && !status.error && status.stored === 0;
  return stored && (stored.length > 0 || refreshedEmpty) ? stored : (seed ?? stored);
}
