/** Asks for a catalogue refresh without loading the sync module with the first paint. */
import { whenStoreWanted } from './live';
import type { CatalogueResource } from './sync-status';

/**
 * Loads the sync module and refreshes `resource`: with `force`, now; without, only when this page
 * has not refreshed it within the last minute (every screen that mounts asks). `deferred`: the
 * screen already shows the server's data, so the refresh only keeps the catalogue for offline use
 * and waits until the offline store is wanted (offline/live.ts).
 */
export async function requestSync(resource: CatalogueResource, options: { force?: boolean; deferred?: boolean } = {}): Promise<void> {
  if (options.deferred) await whenStoreWanted();
  const module = await import('./catalogue-sync');
  return options.force ? module.refresh(resource) : module.refreshIfStale(resource);
}

/**
 * Keeps `urls` for offline use (offline/image-cache.ts) when a service worker controls the page:
 * without one nothing would keep the files, and the module is not even loaded.
 */
export function warmImagesForOffline(urls: readonly string[]): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return;
  void import('./image-cache').then((cache) => cache.warmImages(urls));
}
