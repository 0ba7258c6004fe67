import { describe, expect, it } from 'vitest';
import type { Departure } from '@safari/shared/departures';
import { createMemoryStore } from '../../offline/memory-store';
import { readDepartures, writeDepartures } from './departures-store';

const departure = (seatsLeft: number): Departure => ({
  id: '5f0c7a1e-2b3d-4c5e-8f90-a1b2c3d4e5f6',
  date: '2027-06-05',
  seats: 7,
  seatsLeft,
  status: seatsLeft > 0 ? 'open' : 'full',
  price: 400,
  pickup: '',
  pickupTime: '',
});

describe('departures in the offline store', () => {
  it('when a tour’s departures are kept, then they read back with the time they were fetched', async () => {
    const store = createMemoryStore();
    expect(await readDepartures(store, 'tour-1')).toBeNull();
    await writeDepartures(store, { tourId: 'tour-1', asOf: '2027-05-01T10:00:00.000Z', items: [departure(2)] });
    expect(await readDepartures(store, 'tour-1')).toEqual({ tourId: 'tour-1', asOf: '2027-05-01T10:00:00.000Z', items: [departure(2)] });
    expect(await readDepartures(store, 'tour-2')).toBeNull();
  });

  it('when an older copy arrives (a page rendered before the last refresh), then the newer one stays', async () => {
    const store = createMemoryStore();
    await writeDepartures(store, { tourId: 'tour-1', asOf: '2027-05-01T10:05:00.000Z', items: [departure(0)] });
    await writeDepartures(store, { tourId: 'tour-1', asOf: '2027-05-01T10:00:00.000Z', items: [departure(2)] });
    expect((await readDepartures(store, 'tour-1'))?.items[0]?.seatsLeft).toBe(0);
    await writeDepartures(store, { tourId: 'tour-1', asOf: '2027-05-01T10:10:00.000Z', items: [departure(1)] });
    expect((await readDepartures(store, 'tour-1'))?.items[0]?.seatsLeft).toBe(1);
  });
});
