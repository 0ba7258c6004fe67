/** Fetches a tour's next departures and keeps them in the offline store with the time (loaded on demand). */
import { departureListSchema } from '@safari/shared/departures';
import { env } from '../../config/env';
import { loadStore } from '../../offline/live';
import { writeDepartures } from './departures-store';

export async function refreshDepartures(tourId: string): Promise<void> {
  const response = await fetch(`${env.apiUrl}/tours/${encodeURIComponent(tourId)}/departures`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Departures answered ${response.status}`);
  const { items } = departureListSchema.parse(await response.json());
  await writeDepartures(await loadStore(), { tourId, asOf: new Date().toISOString(), items });
}
