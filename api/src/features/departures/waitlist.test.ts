/**
 * The waitlist, through the real app and Postgres, with a one-minute hold and the worker's clock
 * moved: a full departure takes a waitlist, freed seats are offered to the first party that fits
 * (a party of 3 behind a party of 5 gets 3 freed seats), the offer's link books the held seats, an
 * offer not taken in time passes to the next party, and staff see and remove entries (audited).
 */
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingSchema } from '@safari/shared/booking';
import { adminDepartureSchema, departureListSchema } from '@safari/shared/departures';
import { daysBefore } from '@safari/shared/money';
import { waitlistJoinedSchema, waitlistListSchema, WAITLIST_OFFER_PARAM } from '@safari/shared/waitlist';
import { createTestApp } from '../../../test/app';
import { insertUser, tokenFor } from '../../../test/auth-fixtures';
import { bookingBody } from '../../../test/bookings-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';
import { notificationsPort } from '../../../test/ports';
import { nairobiToday } from '../../lib/rates.repo';
import { createHoldsWorker, type HoldsWorker } from './holds.worker';

let db: TestDatabase;
let app: express.Express;
let admin: string;
let adminId: string;
let tourId: string;
let worker: HoldsWorker;
const HOLD_MINUTES = 1;
const inDays = (days: number) => daysBefore(nairobiToday(), -days);
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

beforeAll(async () => {
  db = await createTestDatabase();
  const created = createTestApp({ pool: db.pool, env: { RATE_LIMIT_FACTOR: '1000', SEAT_HOLD_MINUTES: String(HOLD_MINUTES) } });
  app = created.app;
  const user = await insertUser(db.pool, { role: 'admin' });
  adminId = user.id;
  admin = `Bearer ${tokenFor(created.config.jwtSecret, user)}`;
  tourId = await insertTour(db.pool, { slug: 'waitlist-camping', name: 'Waitlist Camping', price: 300 });
  worker = createHoldsWorker({ pool: db.pool, notifications: notificationsPort, holdMinutes: HOLD_MINUTES });
});

beforeEach(async () => {
  await db.pool.query('delete from notifications');
});

afterAll(async () => {
  await worker?.stop();
  await db?.drop();
});

let nextDay = 40;
async function addDeparture(seats: number) {
  const res = await request(app).post(`/api/admin/tours/${tourId}/departures`).set('Authorization', admin).send({ date: inDays((nextDay += 1)), seats }).expect(201);
  return adminDepartureSchema.parse(res.body);
}

const book = (departureId: string, adults: number, payMode: 'now' | 'later', change: Record<string, unknown> = {}) =>
  request(app)
    .post('/api/bookings')
    .send(bookingBody(tourId, { departureId, adults, children: 0, payment: { method: 'paypal', payMode }, ...change }));

const join = (departureId: string, name: string, party: number) =>
  request(app)
    .post(`/api/departures/${departureId}/waitlist`)
    .send({ name, email: `${name.toLowerCase()}@example.com`, phone: '+254 712 345 678', party });

const waitlistOf = async (departureId: string) =>
  waitlistListSchema.parse((await request(app).get(`/api/admin/departures/${departureId}/waitlist`).set('Authorization', admin).expect(200)).body).items;

async function seatsLeft(departureId: string): Promise<number | undefined> {
  const list = departureListSchema.parse((await request(app).get('/api/tours/waitlist-camping/departures').expect(200)).body);
  return list.items.find((item) => item.id === departureId)?.seatsLeft;
}

/** The offer e-mails queued, by recipient, with the token their link carries. */
async function offers(): Promise<{ recipient: string; party: number; token: string; path: string }[]> {
  const { rows } = await db.pool.query<{ recipient: string; payload: { party: number; offerPath: string } }>(
    `select recipient, payload from notifications where kind = 'waitlist_offer' order by created_at`,
  );
  return rows.map(({ recipient, payload }) => ({
    recipient,
    party: payload.party,
    path: payload.offerPath,
    token: new URL(payload.offerPath, 'http://site.test').searchParams.get(WAITLIST_OFFER_PARAM) ?? '',
  }));
}

/** Seats taken on the departure, and the seats bookings and offers hold: always equal, never above the seats. */
async function ledgerOf(departureId: string) {
  const { rows } = await db.pool.query<{ taken: number; booked: number; offered: number; seats: number }>(
    `select d.seats_taken as taken, d.seats,
            coalesce((select sum(b.seats) from bookings b where b.departure_id = d.id), 0)::int as booked,
            coalesce((select sum(w.offered_seats) from waitlist_entries w where w.departure_id = d.id), 0)::int as offered
       from departures d where d.id = $1`,
    [departureId],
  );
  const row = rows[0];
  if (!row) throw new Error('no departure');
  expect(row.taken).toBe(row.booked + row.offered);
  expect(row.taken).toBeLessThanOrEqual(row.seats);
  return row;
}

describe('joining the waitlist', () => {
  it('when the party fits the seats left, then it is told to book; when it does not, then it joins in order; bad input is 400', async () => {
    const departure = await addDeparture(2);
    const fits = await join(departure.id, 'Early', 2).expect(409);
    expect(fits.body).toEqual({ error: 'Seats are still available on this departure: you can book it now.', seatsLeft: 2 });
    const first = waitlistJoinedSchema.parse((await join(departure.id, 'Wanjiru', 3).expect(201)).body);
    expect(first.position).toBe(1);
    expect(waitlistJoinedSchema.parse((await join(departure.id, 'Otieno', 4).expect(201)).body).position).toBe(2);
    // Joining again with the same e-mail keeps the place.
    expect((await join(departure.id, 'Wanjiru', 5).expect(201)).body).toEqual({ id: first.id, position: 1 });
    const bad = await request(app).post(`/api/departures/${departure.id}/waitlist`).send({ name: ' ', email: 'nope', phone: '', party: 0 }).expect(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['email', 'name', 'party', 'phone']);
    await join('00000000-0000-4000-8000-000000000000', 'Nobody', 3).expect(404);
  });
});

describe('offers when seats free up', () => {
  it('when an unpaid hold lapses, then its seats are offered to the first party that fits, and the offer link books them', async () => {
    const departure = await addDeparture(5);
    await book(departure.id, 3, 'now').expect(201);
    await book(departure.id, 2, 'later').expect(201);
    expect(await seatsLeft(departure.id)).toBe(0);
    await join(departure.id, 'Five', 5).expect(201);
    await join(departure.id, 'Three', 3).expect(201);

    const round = await worker.runOnce(later(HOLD_MINUTES + 1));
    expect(round).toMatchObject({ released: 1, offers: 1 });
    // The party of 5 does not fit 3 seats; the party of 3 behind it gets them, held for it.
    const sent = await offers();
    expect(sent).toEqual([{ recipient: 'three@example.com', party: 3, token: expect.stringMatching(/^[\w-]{20,}$/), path: expect.stringContaining(`/tours/waitlist-camping?departure=${departure.id}&offer=`) }]);
    expect(await seatsLeft(departure.id)).toBe(0);
    const list = await waitlistOf(departure.id);
    expect(list.map(({ name, position, status }) => ({ name, position, status }))).toEqual([
      { name: 'Five', position: 1, status: 'waiting' },
      { name: 'Three', position: 2, status: 'offered' },
    ]);
    expect(Date.parse(list[1]?.offerExpiresAt ?? '')).toBeGreaterThan(later(HOLD_MINUTES + 1).getTime());
    expect(await ledgerOf(departure.id)).toMatchObject({ taken: 5, offered: 3 });

    // A stranger cannot take the held seats; the offer's link can.
    await book(departure.id, 3, 'later').expect(409);
    const res = await book(departure.id, 3, 'later', { waitlistOffer: sent[0]?.token }).expect(201);
    const booking = bookingSchema.parse(res.body);
    const after = await waitlistOf(departure.id);
    expect(after[1]).toMatchObject({ status: 'booked', bookingId: booking.id, position: null });
    expect(after[0]).toMatchObject({ status: 'waiting', position: 1 });
    expect(await ledgerOf(departure.id)).toMatchObject({ taken: 5, booked: 5, offered: 0 });
    // Used once: the same link again finds no held seats.
    await book(departure.id, 3, 'later', { waitlistOffer: sent[0]?.token }).expect(409);
  });

  it('when an offer is not taken in time, then its seats pass to the next party that fits, and the old link no longer books', async () => {
    const departure = await addDeparture(4);
    await book(departure.id, 4, 'later').expect(201);
    await join(departure.id, 'Slow', 2).expect(201);
    await join(departure.id, 'Next', 2).expect(201);
    // Staff raise the capacity: two seats, for the first party only.
    await request(app).put(`/api/admin/departures/${departure.id}`).set('Authorization', admin).send({ seats: 6 }).expect(200);
    expect(await worker.runOnce(later(0))).toMatchObject({ offers: 1 });
    const [slow] = await offers();
    expect(slow?.recipient).toBe('slow@example.com');

    await db.pool.query('delete from notifications');
    expect(await worker.runOnce(later(HOLD_MINUTES + 1))).toMatchObject({ expiredOffers: 1, offers: 1 });
    expect((await offers()).map((offer) => offer.recipient)).toEqual(['next@example.com']);
    expect((await waitlistOf(departure.id)).map(({ name, status, position }) => ({ name, status, position }))).toEqual([
      { name: 'Slow', status: 'expired', position: null },
      { name: 'Next', status: 'offered', position: 1 },
    ]);
    const late = await book(departure.id, 2, 'later', { waitlistOffer: slow?.token }).expect(409);
    expect(late.body).toEqual({ error: 'This departure is full', seatsLeft: 0 });
    expect(await ledgerOf(departure.id)).toMatchObject({ taken: 6, booked: 4, offered: 2 });
  });
});

describe('staff and the waitlist', () => {
  it('when staff remove an offered entry, then it is audited and its held seats go to the next party', async () => {
    const departure = await addDeparture(1);
    await book(departure.id, 1, 'later').expect(201);
    const gone = waitlistJoinedSchema.parse((await join(departure.id, 'Gone', 1).expect(201)).body);
    await join(departure.id, 'Stays', 1).expect(201);
    await request(app).put(`/api/admin/departures/${departure.id}`).set('Authorization', admin).send({ seats: 2 }).expect(200);
    await worker.runOnce(later(0));
    expect((await waitlistOf(departure.id))[0]).toMatchObject({ id: gone.id, status: 'offered' });

    await request(app).delete(`/api/admin/waitlist/${gone.id}`).set('Authorization', admin).expect(204);
    await request(app).delete(`/api/admin/waitlist/${gone.id}`).set('Authorization', admin).expect(404);
    const { rows } = await db.pool.query('select action, entity, actor_id from audit_log where entity_id = $1', [gone.id]);
    expect(rows).toEqual([{ action: 'delete', entity: 'waitlist_entry', actor_id: adminId }]);
    expect(await ledgerOf(departure.id)).toMatchObject({ taken: 1, offered: 0 });

    await worker.runOnce(later(0));
    expect((await waitlistOf(departure.id)).map(({ name, status }) => ({ name, status }))).toEqual([
      { name: 'Gone', status: 'removed' },
      { name: 'Stays', status: 'offered' },
    ]);
    await request(app).get('/api/admin/departures/00000000-0000-4000-8000-000000000000/waitlist').set('Authorization', admin).expect(404);
  });
});
