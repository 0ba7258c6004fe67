/**
 * Scheduled tours for the traveller's departure tests, set up through the API as staff would: a
 * tour of its own (named to sort after the seeded ones, which other tests pick by name), its
 * departures, and bookings that take seats.
 */
import type { APIRequestContext } from '@playwright/test';
import type pg from 'pg';
import { expect } from './fixtures';
import { adminSession } from '../e2e/admin/helpers';

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** YYYY-MM-DD `days` from today (UTC, as the API's dates). */
export function isoDaysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export interface ScheduledTour {
  id: string;
  slug: string;
  name: string;
  token: string;
}

/** A published, scheduled tour at $400 per adult (no seasons, no resident prices). */
export async function scheduledTour(request: APIRequestContext, db: pg.Client, label: string): Promise<ScheduledTour> {
  const { token } = await adminSession(request);
  const name = `Zawadi Camp Departures ${label} ${Date.now().toString(36)}`;
  const response = await request.post('/api/tours', { headers: auth(token), data: { name, tourType: 'wildlife', location: 'Tsavo', price: 400, duration: 3 } });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await db.query(`update tours set schedule = 'scheduled' where id = $1`, [id]);
  const { rows } = await db.query<{ slug: string }>('select slug from tours where id = $1', [id]);
  return { id, slug: rows[0]!.slug, name, token };
}

export async function addDeparture(request: APIRequestContext, tour: ScheduledTour, date: string, seats: number, price?: number): Promise<string> {
  const response = await request.post(`/api/admin/tours/${tour.id}/departures`, { headers: auth(tour.token), data: { date, seats, ...(price ? { price } : {}) } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Books `adults` seats on the departure, paid later (the seats stay taken); the answer's status. */
export async function bookSeats(request: APIRequestContext, tour: ScheduledTour, departureId: string, date: string, adults: number): Promise<number> {
  const response = await request.post('/api/bookings', {
    data: {
      tourId: tour.id,
      tourName: tour.name,
      date,
      departureId,
      adults,
      children: 0,
      contact: { name: 'Wanjiru Kamau', email: `seats-${Date.now().toString(36)}@e2e.example.com`, phone: '+254 712 345 678' },
      payment: { method: 'mpesa', payMode: 'later' },
      consent: true,
    },
  });
  return response.status();
}
