/**
 * Seats on dated departures, through the real app and Postgres: the seat ledger never oversells
 * under concurrency, a party that does not fit gets 409 with the seats left, cancelling gives seats
 * back, and staff cannot shrink a departure below its taken seats.
 */
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBookingSchema } from '@safari/shared/admin-bookings';
import { bookingSchema } from '@safari/shared/booking';
import { adminDepartureListSchema, adminDepartureSchema, DEPARTURE_REQUIRED, departureListSchema } from '@safari/shared/departures';
import { tourListSchema, tourSchema } from '@safari/shared/tour';
import { daysBefore } from '@safari/shared/money';
import { createTestApp } from '../../../test/app';
import { insertUser, tokenFor } from '../../../test/auth-fixtures';
import { bookingBody } from '../../../test/bookings-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';
import { nairobiToday } from '../../lib/rates.repo';

let db: TestDatabase;
let app: express.Express;
let admin: string;
let traveller: string;
let tourId: string;
const inDays = (days: number) => daysBefore(nairobiToday(), -days);

beforeAll(async () => {
  db = await createTestDatabase();
  // Many bookings from one test address: the abuse limits are not what is tested here.
  const created = createTestApp({ pool: db.pool, env: { RATE_LIMIT_FACTOR: '1000' } });
  app = created.app;
  admin = `Bearer ${tokenFor(created.config.jwtSecret, await insertUser(db.pool, { role: 'admin' }))}`;
  traveller = `Bearer ${tokenFor(created.config.jwtSecret, await insertUser(db.pool, { role: 'user' }))}`;
  tourId = await insertTour(db.pool, { slug: 'budget-camping', name: 'Budget Camping', price: 420 });
});

afterAll(async () => {
  await db?.drop();
});

const asAdmin = (req: request.Test) => req.set('Authorization', admin);

async function addDeparture(seats: number, days = 90, change: Record<string, unknown> = {}) {
  const res = await asAdmin(request(app).post(`/api/admin/tours/${tourId}/departures`)).send({ date: inDays(days), seats, ...change }).expect(201);
  return adminDepartureSchema.parse(res.body);
}

const bookSeats = (departureId: string, adults: number, children = 0) =>
  request(app)
    .post('/api/bookings')
    .send(bookingBody(tourId, { departureId, adults, children, date: inDays(1), payment: { method: 'pesapal', payMode: 'later' } }));

async function seatsLeft(departureId: string): Promise<number | undefined> {
  const list = departureListSchema.parse((await request(app).get('/api/tours/budget-camping/departures').expect(200)).body);
  return list.items.find((item) => item.id === departureId)?.seatsLeft;
}

describe('departures for staff', () => {
  it('when a traveller or a stranger adds a departure, then it is refused; an admin gets it with its seats', async () => {
    await request(app).post(`/api/admin/tours/${tourId}/departures`).send({ date: inDays(30), seats: 7 }).expect(401);
    await request(app).post(`/api/admin/tours/${tourId}/departures`).set('Authorization', traveller).send({ date: inDays(30), seats: 7 }).expect(403);
    const past = await asAdmin(request(app).post(`/api/admin/tours/${tourId}/departures`)).send({ date: inDays(-1), seats: 7 }).expect(400);
    expect(Object.keys(past.body.fields)).toEqual(['date']);
    const departure = await addDeparture(7, 30, { pickup: 'Nairobi, Hilton', pickupTime: '07:00' });
    expect(departure).toMatchObject({ seats: 7, sold: 0, held: 0, free: 7, status: 'open', pickup: 'Nairobi, Hilton' });
    const calendar = adminDepartureListSchema.parse((await asAdmin(request(app).get(`/api/admin/departures?from=${inDays(0)}&to=${inDays(60)}`)).expect(200)).body);
    expect(calendar.items.map((item) => item.id)).toContain(departure.id);
  });
});

describe('the calendar as staff get it', () => {
  it('when a departure has its own price, notes, a guide and a vehicle, then the calendar and the edit answer give exactly its fields; without them, nulls', async () => {
    const { rows: guides } = await db.pool.query<{ id: string }>(`insert into guides (name) values ('Calendar guide') returning id`);
    const { rows: vehicles } = await db.pool.query<{ id: string }>(`insert into vehicles (name, seats) values ('KDA 123X', 7) returning id`);
    const guideId = guides[0]?.id;
    const vehicleId = vehicles[0]?.id;
    const staffed = await addDeparture(6, 61, { price: 512.5, pickup: 'Nairobi, Hilton', pickupTime: '06:30', notes: 'Park fees paid' });
    const edited = await asAdmin(request(app).put(`/api/admin/departures/${staffed.id}`)).send({ guideId, vehicleId }).expect(200);
    const bare = await addDeparture(4, 62);
    await bookSeats(staffed.id, 2).expect(201);
    const expected = {
      id: staffed.id,
      tourId,
      tourName: 'Budget Camping',
      date: inDays(61),
      seats: 6,
      sold: 0,
      held: 2,
      free: 4,
      status: 'open',
      price: 512.5,
      pickup: 'Nairobi, Hilton',
      pickupTime: '06:30',
      notes: 'Park fees paid',
      guide: { id: guideId, name: 'Calendar guide' },
      vehicle: { id: vehicleId, name: 'KDA 123X', seats: 7 },
    };
    expect(edited.body).toEqual({ ...expected, sold: 0, held: 0, free: 6 });
    const calendar = await asAdmin(request(app).get(`/api/admin/departures?from=${inDays(61)}&to=${inDays(62)}`)).expect(200);
    expect(calendar.body).toEqual({
      items: [expected, { ...expected, id: bare.id, date: inDays(62), seats: 4, held: 0, free: 4, price: null, pickup: '', pickupTime: '', notes: '', guide: null, vehicle: null }],
    });
  });
});

describe('the seat ledger', () => {
  it('when 50 travellers book one seat each at once for the last 3, then exactly 3 get it and 47 are told it is full', async () => {
    const departure = await addDeparture(3, 100);
    const answers = await Promise.all(Array.from({ length: 50 }, () => bookSeats(departure.id, 1)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(47);
    expect(answers.find((res) => res.status === 409)?.body).toEqual({ error: 'This departure is full', seatsLeft: 0 });
    const { rows } = await db.pool.query<{ n: number; seats: number }>('select count(*)::int as n, coalesce(sum(seats), 0)::int as seats from bookings where departure_id = $1', [departure.id]);
    expect(rows[0]).toEqual({ n: 3, seats: 3 });
    expect(await seatsLeft(departure.id)).toBe(0);
  });

  it('when a party does not fit, then 409 says how many seats are left on that date, and a party that fits books', async () => {
    const departure = await addDeparture(5, 110);
    const first = bookingSchema.parse((await bookSeats(departure.id, 2, 1).expect(201)).body);
    expect(first).toMatchObject({ departureId: departure.id, date: departure.date });
    const refused = await bookSeats(departure.id, 3).expect(409);
    expect(refused.body).toEqual({ error: expect.stringMatching(/^Only 2 seats left on \d{1,2} [A-Z][a-z]{2} \d{4}$/), seatsLeft: 2 });
    await bookSeats(departure.id, 2).expect(201);
    expect(await seatsLeft(departure.id)).toBe(0);

    // Cancelling gives the seats back; staff cannot shrink the departure below what is taken.
    const canceled = adminBookingSchema.parse((await asAdmin(request(app).put(`/api/bookings/${first.id}/cancel`)).expect(200)).body.booking);
    expect(canceled.status).toBe('canceled');
    expect(await seatsLeft(departure.id)).toBe(3);
    const shrink = await asAdmin(request(app).put(`/api/admin/departures/${departure.id}`)).send({ seats: 1 }).expect(400);
    expect(shrink.body.fields).toEqual({ seats: 'Seats cannot go below the seats already sold or held' });
    const resized = adminDepartureSchema.parse((await asAdmin(request(app).put(`/api/admin/departures/${departure.id}`)).send({ seats: 2 }).expect(200)).body);
    expect(resized).toMatchObject({ seats: 2, free: 0, held: 2 });
  });

  it('when a departure is closed or belongs to another tour, then it takes no booking', async () => {
    const departure = await addDeparture(10, 120);
    await asAdmin(request(app).put(`/api/admin/departures/${departure.id}`)).send({ status: 'closed' }).expect(200);
    expect((await bookSeats(departure.id, 1).expect(409)).body.seatsLeft).toBe(0);
    expect(await seatsLeft(departure.id)).toBeUndefined();
    const other = await insertTour(db.pool, { slug: 'other-tour', price: 100 });
    const wrong = await request(app).post('/api/bookings').send(bookingBody(other, { departureId: departure.id })).expect(400);
    expect(Object.keys(wrong.body.fields)).toEqual(['departureId']);
  });
});

describe('a scheduled tour', () => {
  it('when it is read, then its answer says it is scheduled (an on-request tour says so too); a booking must name one of its departures', async () => {
    const scheduledId = await insertTour(db.pool, { slug: 'scheduled-camping', name: 'Scheduled Camping', price: 300 });
    await db.pool.query(`update tours set schedule = 'scheduled' where id = $1`, [scheduledId]);
    expect(tourSchema.parse((await request(app).get('/api/tours/scheduled-camping').expect(200)).body).schedule).toBe('scheduled');
    expect(tourSchema.parse((await request(app).get('/api/tours/budget-camping').expect(200)).body).schedule).toBe('on_request');
    const list = tourListSchema.parse((await request(app).get('/api/tours').expect(200)).body);
    expect(list.items.find((item) => item.id === scheduledId)?.schedule).toBe('scheduled');

    // A free date would take no seat: refused, and nothing is written.
    const freeDate = await request(app).post('/api/bookings').send(bookingBody(scheduledId, { date: inDays(40), adults: 2 })).expect(400);
    expect(freeDate.body.fields).toEqual({ departureId: DEPARTURE_REQUIRED });
    const { rows } = await db.pool.query('select 1 from bookings where tour_id = $1', [scheduledId]);
    expect(rows).toHaveLength(0);
    const departure = adminDepartureSchema.parse((await asAdmin(request(app).post(`/api/admin/tours/${scheduledId}/departures`)).send({ date: inDays(41), seats: 4 }).expect(201)).body);
    const booked = bookingSchema.parse((await request(app).post('/api/bookings').send(bookingBody(scheduledId, { departureId: departure.id, adults: 2, payment: { method: 'pesapal', payMode: 'later' } })).expect(201)).body);
    expect(booked).toMatchObject({ departureId: departure.id, date: departure.date });
  });
});
