/** A tour's departures in the offline store (its small `meta` table, as JSON), with when they were fetched. */
import type { Departure } from '@safari/shared/departures';
import type { OfflineStore } from '../../offline/types';

/** A tour's departures as fetched at `asOf` (ISO 8601). */
export interface DepartureSnapshot {
  tourId: string;
  asOf: string;
  items: Departure[];
}

/** The offline store's key of a tour's departures (kept in its small `meta` table, as JSON). */
export const departuresKey = (tourId: string) => `departures:${tourId}`;

export async function readDepartures(store: OfflineStore, tourId: string): Promise<DepartureSnapshot | null> {
  const entry = await store.meta.get(departuresKey(tourId));
  if (typeof entry?.value !== 'string') return null;
  try {
    const parsed = JSON.parse(entry.value) as DepartureSnapshot;
    return Array.isArray(parsed.items) && typeof parsed.asOf === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export async function writeDepartures(store: OfflineStore, snapshot: DepartureSnapshot): Promise<void> {
  const current = await readDepartures(store, snapshot.tourId);
  // An older copy (a page rendered before the last refresh) never replaces a newer one.
  if (current && current.asOf > snapshot.asOf) return;
  await store.meta.put({ key: departuresKey(snapshot.tourId), value: JSON.stringify(snapshot) });
}
