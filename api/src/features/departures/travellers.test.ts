/**
 * Travellers' details through the real app and Postgres: the owner, the booking's key holder and
 * staff read and save them, anybody else gets 404; one entry per seat; nothing of them reaches the
 * logs or the audit trail; the lead traveller is reminded once, 14 days before travel, when some are missing.
 */
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_KEY_HEADER, bookingSchema } from '@safari/shared/booking';
import { adminDepartureSchema } from '@safari/shared/departures';
import { daysBefore } from '@safari/shared/money';
import { bookingTravellersSchema, TRAVELLER_MESSAGES, TRAVELLERS_REMINDER_DAYS, type TravellerFormValues } from '@safari/shared/travellers';
import { createTestApp } from '../../../test/app';
import { insertUser, tokenFor } from '../../../test/auth-fixtures';
import { bookingBody, notificationRows } from '../../../test/bookings-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';
import { notificationsPort } from '../../../test/ports';
import { createLogger } from '../../lib/logger';
import { nairobiToday } from '../../lib/rates.repo';
import { createTravellersRemindersWorker } from './travellers-reminders.worker';

let db: TestDatabase;
let app: express.Express;
let admin: string;
let owner: string;
let stranger: string;
let tourId: string;
const logLines: string[] = [];
const inDays = (days: number) => daysBefore(nairobiToday(), -days);

beforeAll(async () => {
  db = await createTestDatabase();
  const logger = createLogger({ logLevel: 'trace' }, { write: (line: string) => void logLines.push(line) });
  const created = createTestApp({ pool: db.pool, env: { RATE_LIMIT_FACTOR: '1000' }, logger });
  app = created.app;
  admin = `Bearer ${tokenFor(created.config.jwtSecret, await insertUser(db.pool, { role: 'admin' }))}`;
  owner = `Bearer ${tokenFor(created.config.jwtSecret, await insertUser(db.pool, { role: 'user' }))}`;
  stranger = `Bearer ${tokenFor(created.config.jwtSecret, await insertUser(db.pool, { role: 'user' }))}`;
  tourId = await insertTour(db.pool, { slug: 'travellers-camping', name: 'Travellers Camping', price: 300 });
});

afterAll(async () => {
  await db?.drop();
});

async function book(days: number, adults: number, children: number, token?: string) {
  const departure = adminDepartureSchema.parse(
    (await request(app).post(`/api/admin/tours/${tourId}/departures`).set('Authorization', admin).send({ date: inDays(days), seats: 20 }).expect(201)).body,
  );
  const req = request(app).post('/api/bookings');
  if (token) void req.set('Authorization', token);
  const res = await req
    .send(bookingBody(tourId, { departureId: departure.id, adults, children, date: inDays(1), contact: { name: 'Amina Wanjiru', email: 'lead@example.com', phone: '+254 712 345 678' }, payment: { method: 'pesapal', payMode: 'later' } }))
    .expect(201);
  return bookingSchema.parse(res.body);
}

const adult = (name: string, change: Partial<TravellerFormValues> = {}): TravellerFormValues => ({
  fullName: name,
  residency: 'nonResident',
  nationality: 'German',
  passportNumber: 'C01X00T47',
  dietary: 'Vegetarian',
  medical: 'Asthma: inhaler in day pack',
  emergencyContact: { name: 'Ulrike Becker', phone: '+49 30 1234567' },
  ...change,
});
const child = (name: string, age: number): TravellerFormValues => adult(name, { child: true, age, passportNumber: '', medical: '' });

describe('who may read and save the travellers', () => {
  it('when the owner, the key holder or staff ask, then they get the travellers; a stranger, nobody or a wrong key gets 404', async () => {
    const booking = await book(60, 2, 1, owner);
    const key = booking.accessKey!;
    const get = () => request(app).get(`/api/bookings/${booking.id}/travellers`);

    const empty = bookingTravellersSchema.parse((await get().set('Authorization', owner).expect(200)).body);
    expect(empty).toMatchObject({ bookingId: booking.id, reference: booking.reference, adults: 2, children: 1, complete: false, travellers: [] });
    await get().set(BOOKING_KEY_HEADER, key).expect(200);
    await get().set('Authorization', admin).expect(200);
    await get().set('Authorization', stranger).expect(404);
    await get().expect(404);
    await get().set(BOOKING_KEY_HEADER, `${key.slice(0, -1)}x`).expect(404);
    const travellers = [adult('Hans Becker'), adult('Ulrike Becker', { emergencyContact: { name: 'Hans Becker', phone: '+49 30 7654321' } }), child('Mia Becker', 9)];
    await request(app).put(`/api/bookings/${booking.id}/travellers`).set('Authorization', stranger).send({ travellers }).expect(404);
    await request(app).put(`/api/bookings/${booking.id}/travellers`).send({ travellers }).expect(404);

    const saved = bookingTravellersSchema.parse((await request(app).put(`/api/bookings/${booking.id}/travellers`).set(BOOKING_KEY_HEADER, key).send({ travellers }).expect(200)).body);
    expect(saved.complete).toBe(true);
    expect(saved.travellers.map((t) => [t.seat, t.fullName, t.child, t.age])).toEqual([
      [1, 'Hans Becker', false, null],
      [2, 'Ulrike Becker', false, null],
      [3, 'Mia Becker', true, 9],
    ]);
    const byOwner = bookingTravellersSchema.parse((await get().set('Authorization', owner).expect(200)).body);
    expect(byOwner.travellers[0]).toMatchObject({ passportNumber: 'C01X00T47', dietary: 'Vegetarian', emergencyContact: { name: 'Ulrike Becker', phone: '+49 30 1234567' } });

    // Staff correct a name: audited, without the personal details themselves.
    await request(app)
      .put(`/api/bookings/${booking.id}/travellers`)
      .set('Authorization', admin)
      .send({ travellers: [adult('Hans J. Becker'), travellers[1], travellers[2]] })
      .expect(200);
    const { rows } = await db.pool.query<{ details: unknown; before: unknown; after: unknown }>(`select details, before, after from audit_log where entity = 'booking_travellers' and entity_id = $1`, [booking.id]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toMatch(/Becker|C01X00T47|Asthma/);

    // Nothing of it was logged, at any level.
    const logs = logLines.join('\n');
    expect(logs).toContain(`/api/bookings/${booking.id}/travellers`);
    expect(logs).not.toMatch(/Becker|C01X00T47|Asthma|Vegetarian/);
  });

  it('when the entries do not match the party, or a child has no age, then 400 says what is wrong and nothing is saved', async () => {
    const booking = await book(61, 2, 1, owner);
    const put = (travellers: unknown[]) => request(app).put(`/api/bookings/${booking.id}/travellers`).set('Authorization', owner).send({ travellers });

    const tooFew = await put([adult('Hans Becker'), child('Mia Becker', 9)]).expect(400);
    expect(tooFew.body.fields).toEqual({ travellers: TRAVELLER_MESSAGES.count(2, 1) });
    expect(TRAVELLER_MESSAGES.count(2, 1)).toBe('One entry per traveller: 2 adults and 1 child');
    const noAge = await put([adult('Hans Becker'), adult('Ulrike Becker'), adult('Mia Becker', { child: true })]).expect(400);
    expect(noAge.body.fields).toEqual({ 'travellers.2.age': TRAVELLER_MESSAGES.age });
    const noEmergency = await put([adult('Hans Becker'), adult('Ulrike Becker', { emergencyContact: { name: '', phone: 'none' } }), child('Mia Becker', 9)]).expect(400);
    expect(noEmergency.body.fields).toEqual({ 'travellers.1.emergencyContact.name': TRAVELLER_MESSAGES.emergencyName, 'travellers.1.emergencyContact.phone': TRAVELLER_MESSAGES.emergencyPhone });
    expect(bookingTravellersSchema.parse((await request(app).get(`/api/bookings/${booking.id}/travellers`).set('Authorization', owner).expect(200)).body).travellers).toEqual([]);
  });
});

describe('the reminder 14 days before travel', () => {
  it('when details are missing two weeks before travel, then the lead traveller is e-mailed once; complete or later bookings are not', async () => {
    const worker = createTravellersRemindersWorker({ pool: db.pool, notifications: notificationsPort });
    // Clear the way: earlier tests' bookings travel in two months.
    const missing = await book(TRAVELLERS_REMINDER_DAYS, 2, 0);
    const complete = await book(TRAVELLERS_REMINDER_DAYS - 3, 1, 0);
    await request(app).put(`/api/bookings/${complete.id}/travellers`).set(BOOKING_KEY_HEADER, complete.accessKey!).send({ travellers: [adult('Solo Traveller')] }).expect(200);
    await book(TRAVELLERS_REMINDER_DAYS + 1, 1, 0);

    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    const mails = (await notificationRows(db.pool)).filter((row) => row.kind === 'travellers_reminder');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: 'lead@example.com', payload: expect.objectContaining({ bookingId: missing.id, date: missing.date, name: 'Amina Wanjiru', missing: 2, seats: 2 }) });
    expect(mails[0]?.subject).toBe(`Travellers’ details needed: Travellers Camping (${missing.reference})`);
  });
});
