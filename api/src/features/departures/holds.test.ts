/**
 * Seat holds, through the real app and Postgres, with a one-minute hold and the worker's clock moved
 * instead of waiting: a pay-now booking holds its seats while unpaid, a lapsed hold gives them back
 * and the checkout says so, paying afterwards takes them again only if they still fit, a payment in
 * flight keeps the hold, pay later keeps its seats, and an offline replay of a booking refused for
 * want of seats gets the same refusal however often it is replayed.
 */
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBookingSchema, lapsedHoldNoSeatsMessage } from '@safari/shared/admin-bookings';
import { BOOKING_KEY_HEADER, bookingDetailSchema, bookingSchema, type Booking } from '@safari/shared/booking';
import { adminDepartureSchema, departureListSchema } from '@safari/shared/departures';
import { daysBefore } from '@safari/shared/money';
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
let tourId: string;
let worker: HoldsWorker;
const HOLD_MINUTES = 1;
const inDays = (days: number) => daysBefore(nairobiToday(), -days);
/** The worker's clock, `minutes` from now. */
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

beforeAll(async () => {
  db = await createTestDatabase();
  const created = createTestApp({ pool: db.pool, env: { RATE_LIMIT_FACTOR: '1000', SEAT_HOLD_MINUTES: String(HOLD_MINUTES) } });
  app = created.app;
  admin = `Bearer ${tokenFor(created.config.jwtSecret, await insertUser(db.pool, { role: 'admin' }))}`;
  tourId = await insertTour(db.pool, { slug: 'hold-camping', name: 'Hold Camping', price: 300 });
  worker = createHoldsWorker({ pool: db.pool, notifications: notificationsPort, holdMinutes: HOLD_MINUTES });
});

afterAll(async () => {
  await worker?.stop();
  await db?.drop();
});

let nextDay = 30;
async function addDeparture(seats: number) {
  const res = await request(app).post(`/api/admin/tours/${tourId}/departures`).set('Authorization', admin).send({ date: inDays((nextDay += 1)), seats }).expect(201);
  return adminDepartureSchema.parse(res.body);
}

const book = (departureId: string, adults: number, payMode: 'now' | 'later' = 'now') =>
  request(app)
    .post('/api/bookings')
    .send(bookingBody(tourId, { departureId, adults, children: 0, payment: { method: 'paypal', payMode } }));

async function booked(departureId: string, adults: number, payMode: 'now' | 'later' = 'now'): Promise<Booking> {
  return bookingSchema.parse((await book(departureId, adults, payMode).expect(201)).body);
}

const checkout = async (booking: Booking) =>
  bookingDetailSchema.parse((await request(app).get(`/api/bookings/${booking.id}`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').expect(200)).body);

const pay = (booking: Booking) => request(app).post(`/api/bookings/${booking.id}/payments`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').send({ method: 'paypal' });

async function seatsLeft(departureId: string): Promise<number | undefined> {
  const list = departureListSchema.parse((await request(app).get('/api/tours/hold-camping/departures').expect(200)).body);
  return list.items.find((item) => item.id === departureId)?.seatsLeft;
}

/** The seat ledger agrees with the bookings: seats taken are the seats bookings hold (no waitlist offers here). */
async function ledgerOf(departureId: string) {
  const { rows } = await db.pool.query<{ taken: number; held: number; seats: number }>(
    `select d.seats_taken as taken, d.seats, coalesce((select sum(b.seats) from bookings b where b.departure_id = d.id), 0)::int as held from departures d where d.id = $1`,
    [departureId],
  );
  return rows[0];
}

describe('a pay-now booking on a departure', () => {
  it('when it stays unpaid past the hold, then its seats go back, the checkout says the hold expired, and paying takes them again', async () => {
    const departure = await addDeparture(4);
    const booking = await booked(departure.id, 3);
    expect(await seatsLeft(departure.id)).toBe(1);
    const held = await checkout(booking);
    expect(held.hold).toMatchObject({ expired: false, seatsLeft: 1 });
    expect(Date.parse(held.hold?.expiresAt ?? '') - Date.now()).toBeGreaterThan(30_000);
    expect(Date.parse(held.hold?.expiresAt ?? '') - Date.now()).toBeLessThanOrEqual(HOLD_MINUTES * 60_000);

    // Not yet: the hold still runs.
    expect((await worker.runOnce(later(0.5))).released).toBe(0);
    expect(await seatsLeft(departure.id)).toBe(1);

    expect((await worker.runOnce(later(HOLD_MINUTES + 1))).released).toBe(1);
    expect(await seatsLeft(departure.id)).toBe(4);
    expect((await checkout(booking)).hold).toMatchObject({ expired: true, seatsLeft: 4 });
    // A second round (another replica) releases nothing more.
    expect((await worker.runOnce(later(HOLD_MINUTES + 2))).released).toBe(0);
    expect(await ledgerOf(departure.id)).toEqual({ taken: 0, held: 0, seats: 4 });

    // The seats are still free: paying takes them again, held anew.
    await pay(booking).expect(201);
    expect(await seatsLeft(departure.id)).toBe(1);
    expect((await checkout(booking)).hold).toMatchObject({ expired: false, seatsLeft: 1 });
    expect(await ledgerOf(departure.id)).toEqual({ taken: 3, held: 3, seats: 4 });
  });

  it('when its lapsed seats were sold meanwhile, then paying is refused with 409 and the seats left, and nothing is charged', async () => {
    const departure = await addDeparture(2);
    const booking = await booked(departure.id, 2);
    await worker.runOnce(later(HOLD_MINUTES + 1));
    await booked(departure.id, 1, 'later');
    const refused = await pay(booking).expect(409);
    expect(refused.body).toEqual({ error: expect.stringMatching(/^Only 1 seat left on /), seatsLeft: 1 });
    const { rows } = await db.pool.query('select 1 from payments where booking_id = $1', [booking.id]);
    expect(rows).toHaveLength(0);
    expect(await ledgerOf(departure.id)).toEqual({ taken: 1, held: 1, seats: 2 });
  });

  it('when a payment attempt is still awaiting the provider, then the lapsed hold is kept, and released once the attempt is over', async () => {
    const departure = await addDeparture(3);
    const booking = await booked(departure.id, 2);
    await pay(booking).expect(201);
    // As an M-Pesa prompt would be: the provider's answer is due in a while.
    await db.pool.query(`update payments set answer_due_at = $2 where booking_id = $1`, [booking.id, later(HOLD_MINUTES + 5)]);
    expect((await worker.runOnce(later(HOLD_MINUTES + 1))).extended).toBe(1);
    expect(await seatsLeft(departure.id)).toBe(1);
    expect((await checkout(booking)).hold?.expired).toBe(false);

    // The traveller cancels the attempt: at the end of the (extended) hold, the seats go back.
    const { rows } = await db.pool.query<{ id: string }>('select id from payments where booking_id = $1', [booking.id]);
    await request(app).post(`/api/payments/${rows[0]?.id}/cancel`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').expect(200);
    await worker.runOnce(later(2 * HOLD_MINUTES + 2));
    expect(await seatsLeft(departure.id)).toBe(3);
  });
});

describe('staff confirming a booking whose hold lapsed', () => {
  const staffView = async (booking: Booking) => adminBookingSchema.parse((await request(app).get(`/api/admin/bookings/${booking.id}`).set('Authorization', admin).expect(200)).body);
  /** Staff set the booking to confirmed in its edit form (every other field as it is). */
  async function confirm(booking: Booking) {
    const view = await staffView(booking);
    return request(app)
      .put(`/api/bookings/${booking.id}`)
      .set('Authorization', admin)
      .send({ customer: view.customer, email: view.email, phone: view.phone, tour: view.tourId, date: view.date, adults: view.adults, children: view.children, price: view.price, status: 'confirmed', notes: view.notes });
  }
  const recordCash = (booking: Booking, amount: number) =>
    request(app).post(`/api/admin/bookings/${booking.id}/payments`).set('Authorization', admin).send({ method: 'cash', amount, currency: 'USD' });

  it('when the seats are still free, then confirming takes them again and keeps them; a payment that confirms does the same', async () => {
    const departure = await addDeparture(5);
    const confirmed = await booked(departure.id, 2);
    const paid = await booked(departure.id, 2);
    expect((await worker.runOnce(later(HOLD_MINUTES + 1))).released).toBe(2);
    expect(await ledgerOf(departure.id)).toEqual({ taken: 0, held: 0, seats: 5 });

    const ok = await confirm(confirmed);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'confirmed', departureId: departure.id });
    expect(await ledgerOf(departure.id)).toEqual({ taken: 2, held: 2, seats: 5 });
    await recordCash(paid, paid.amount).expect(201);
    expect(await staffView(paid)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await ledgerOf(departure.id)).toEqual({ taken: 4, held: 4, seats: 5 });
    // Confirmed: no later round gives them back.
    await worker.runOnce(later(24 * 60));
    expect(await seatsLeft(departure.id)).toBe(1);
  });

  it('when its seats were sold meanwhile, then confirming (or a payment that would confirm it) is refused with 409 and the seats left, and nothing changes', async () => {
    const departure = await addDeparture(3);
    const lapsed = await booked(departure.id, 2);
    await worker.runOnce(later(HOLD_MINUTES + 1));
    await booked(departure.id, 2, 'later');

    const refused = await confirm(lapsed);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: lapsedHoldNoSeatsMessage(1, departure.date), seatsLeft: 1 });
    expect(refused.body.error).toMatch(/^Only 1 seat left on .+ cannot be confirmed now: move it to another departure or cancel it\.$/);
    const refusedPayment = await recordCash(lapsed, lapsed.amount).expect(409);
    expect(refusedPayment.body).toEqual(refused.body);

    expect(await staffView(lapsed)).toMatchObject({ status: 'pending', paymentStatus: 'unpaid', ledger: [] });
    const { rows } = await db.pool.query('select 1 from payments where booking_id = $1', [lapsed.id]);
    expect(rows).toHaveLength(0);
    expect(await ledgerOf(departure.id)).toEqual({ taken: 2, held: 2, seats: 3 });
  });
});

describe('a pay-later booking on a departure', () => {
  it('when any time passes unpaid, then it keeps its seats and has no hold', async () => {
    const departure = await addDeparture(3);
    const booking = await booked(departure.id, 2, 'later');
    expect((await checkout(booking)).hold).toBeNull();
    await worker.runOnce(later(24 * 60));
    expect(await seatsLeft(departure.id)).toBe(1);
    expect(await ledgerOf(departure.id)).toEqual({ taken: 2, held: 2, seats: 3 });
  });

  it('when a pay-now booking switches to pay later after its hold lapsed, then it takes its seats again and keeps them', async () => {
    const departure = await addDeparture(3);
    const booking = await booked(departure.id, 2);
    await worker.runOnce(later(HOLD_MINUTES + 1));
    expect(await seatsLeft(departure.id)).toBe(3);
    await request(app).post(`/api/bookings/${booking.id}/pay-later`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').expect(200);
    expect((await checkout(booking)).hold).toBeNull();
    await worker.runOnce(later(24 * 60));
    expect(await seatsLeft(departure.id)).toBe(1);
  });
});

describe('a booking queued offline for a departure that filled meanwhile', () => {
  it('when it is delivered, then 409 with the seats left; replayed with the same key, the same 409 and no seat, even once a seat is free', async () => {
    const departure = await addDeparture(1);
    await booked(departure.id, 1, 'later');
    const key = 'offline-outbox-7f3a9c21';
    const body = bookingBody(tourId, { departureId: departure.id, adults: 1, children: 0, payment: { method: 'paypal', payMode: 'later' } });
    const first = await request(app).post('/api/bookings').set('Idempotency-Key', key).send(body).expect(409);
    expect(first.body).toEqual({ error: 'This departure is full', seatsLeft: 0 });

    // A seat frees up (staff add one); the outbox replays the same request: the same answer, no booking.
    await request(app).put(`/api/admin/departures/${departure.id}`).set('Authorization', admin).send({ seats: 2 }).expect(200);
    for (let replay = 0; replay < 2; replay += 1) {
      const again = await request(app).post('/api/bookings').set('Idempotency-Key', key).send(body).expect(409);
      expect(again.body).toEqual(first.body);
    }
    expect(await ledgerOf(departure.id)).toEqual({ taken: 1, held: 1, seats: 2 });
    const { rows } = await db.pool.query('select count(*)::int as n from bookings where departure_id = $1', [departure.id]);
    expect(rows[0]).toEqual({ n: 1 });
    // A new request (a new key) may take the free seat.
    await request(app).post('/api/bookings').set('Idempotency-Key', 'offline-outbox-new-key-1').send(body).expect(201);
  });
});
