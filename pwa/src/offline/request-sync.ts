/** Asks for a catalogue refresh without loading the sync module with the first paint. */
import type { CatalogueResource } from './sync-status';

/**
 * Loads the sync module and refreshes `resource`: with `force`, now; without, only when this page
 * has not refreshed it within the last minute (every screen that mounts asks).
 */
export function requestSync(resource: CatalogueResource, options: { force?: boolean } = {}): Promise<void> {
  return import('./catalogue-sync').then((module) => (options.force ? module.refresh(resource) : module.refreshIfStale(resource)));
}
