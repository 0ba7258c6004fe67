/**
 * The manifest through the real app and Postgres: one row per booked seat with the traveller (or that
 * the details are missing), the booking's reference and payment state, pickup, guide and vehicle;
 * the CSV download neutralises formulas; staff only.
 */
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_KEY_HEADER, bookingSchema } from '@safari/shared/booking';
import { adminDepartureSchema, manifestSchema } from '@safari/shared/departures';
import { guideSchema, vehicleSchema } from '@safari/shared/fleet';
import { daysBefore } from '@safari/shared/money';
import type { TravellerFormValues } from '@safari/shared/travellers';
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
  const created = createTestApp({ pool: db.pool, env: { RATE_LIMIT_FACTOR: '1000' } });
  app = created.app;
  admin = `Bearer ${tokenFor(created.config.jwtSecret, await insertUser(db.pool, { role: 'admin' }))}`;
  traveller = `Bearer ${tokenFor(created.config.jwtSecret, await insertUser(db.pool, { role: 'user' }))}`;
  tourId = await insertTour(db.pool, { slug: 'manifest-camping', name: 'Manifest Camping', price: 300 });
});

afterAll(async () => {
  await db?.drop();
});

const asAdmin = (req: request.Test) => req.set('Authorization', admin);

async function book(departureId: string, adults: number, children: number, name: string) {
  const res = await request(app)
    .post('/api/bookings')
    .send(bookingBody(tourId, { departureId, adults, children, date: inDays(1), contact: { name, email: 'lead@example.com', phone: '+254 712 345 678' }, payment: { method: 'pesapal', payMode: 'later' } }))
    .expect(201);
  return bookingSchema.parse(res.body);
}

const traveller1 = (fullName: string, change: Partial<TravellerFormValues> = {}): TravellerFormValues => ({
  fullName,
  residency: 'resident',
  nationality: 'Kenyan',
  dietary: 'No pork',
  medical: 'Allergic to penicillin',
  emergencyContact: { name: 'Wanjiku Otieno', phone: '+254 722 000 111' },
  ...change,
});

describe('the manifest', () => {
  it('when staff open it, then every booked seat is a row with its traveller or "details missing", the booking, payment, pickup, guide and vehicle; the CSV says the same', async () => {
    const departure = adminDepartureSchema.parse(
      (await asAdmin(request(app).post(`/api/admin/tours/${tourId}/departures`)).send({ date: inDays(30), seats: 12, pickup: 'Nairobi, Sarova Stanley', pickupTime: '06:30' }).expect(201)).body,
    );
    const guide = guideSchema.parse((await asAdmin(request(app).post('/api/admin/fleet/guides')).send({ name: 'Moses Kiprono', phone: '+254 733 444 555', languages: ['English'] }).expect(201)).body);
    const vehicle = vehicleSchema.parse((await asAdmin(request(app).post('/api/admin/fleet/vehicles')).send({ name: 'KDE 789Z', seats: 7 }).expect(201)).body);
    await asAdmin(request(app).put(`/api/admin/departures/${departure.id}`)).send({ guideId: guide.id, vehicleId: vehicle.id }).expect(200);

    const filled = await book(departure.id, 1, 1, 'Otieno Family');
    const empty = await book(departure.id, 2, 0, 'Late Planner');
    const cancelled = await book(departure.id, 1, 0, 'Changed Mind');
    await asAdmin(request(app).put(`/api/bookings/${cancelled.id}/cancel`)).expect(200);
    await db.pool.query(`update bookings set payment_status = 'paid', status = 'confirmed' where id = $1`, [filled.id]);
    await request(app)
      .put(`/api/bookings/${filled.id}/travellers`)
      .set(BOOKING_KEY_HEADER, filled.accessKey!)
      // A name a spreadsheet would run as a formula.
      .send({ travellers: [traveller1('=HYPERLINK("http://evil.example","Otieno")'), traveller1('Baraka Otieno', { child: true, age: 7, medical: '' })] })
      .expect(200);

    const manifest = manifestSchema.parse((await asAdmin(request(app).get(`/api/admin/departures/${departure.id}/manifest`)).expect(200)).body);
    expect(manifest.departure).toMatchObject({ id: departure.id, guide: { name: 'Moses Kiprono', phone: '+254 733 444 555' }, vehicle: { name: 'KDE 789Z', seats: 7 } });
    expect(manifest.missing).toBe(2);
    expect(manifest.rows.map((row) => [row.bookingId, row.reference, row.seat, row.detailsMissing])).toEqual([
      [filled.id, filled.reference, 1, false],
      [filled.id, filled.reference, 2, false],
      [empty.id, empty.reference, 1, true],
      [empty.id, empty.reference, 2, true],
    ]);
    expect(manifest.rows[1]).toMatchObject({
      fullName: 'Baraka Otieno',
      child: true,
      age: 7,
      residency: 'resident',
      dietary: 'No pork',
      emergencyContact: { name: 'Wanjiku Otieno', phone: '+254 722 000 111' },
      paymentStatus: 'paid',
      pickup: 'Nairobi, Sarova Stanley',
      pickupTime: '06:30',
      guide: 'Moses Kiprono',
      vehicle: 'KDE 789Z',
    });
    expect(manifest.rows[0]?.medical).toBe('Allergic to penicillin');
    expect(manifest.rows[2]).toMatchObject({ leadName: 'Late Planner', fullName: '', paymentStatus: 'unpaid' });

    const csv = await asAdmin(request(app).get(`/api/admin/departures/${departure.id}/manifest.csv`)).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="manifest-manifest-camping-${departure.date}.csv"`);
    expect(csv.headers['cache-control']).toBe('no-store');
    const lines = csv.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^Booking reference,Seat,Full name,Child age,Residency,Nationality,Passport,Dietary needs,Medical notes,Emergency contact,Emergency phone,Payment,/);
    expect(lines[1]).toContain(`${filled.reference},1,"'=HYPERLINK(""http://evil.example"",""Otieno"")",,East-African resident,Kenyan,`);
    expect(lines[2]).toContain(`${filled.reference},2,Baraka Otieno,7,East-African resident`);
    expect(lines[3]).toContain(`${empty.reference},1,Details missing (booked by Late Planner)`);
    // A phone starting with '+' is kept as text, not a formula.
    expect(lines[3]).toMatch(/,unpaid,Late Planner,'\+254[\d ]+,"Nairobi, Sarova Stanley",06:30,Moses Kiprono,KDE 789Z,/);
    expect(lines[3]?.endsWith(`,${empty.id}`)).toBe(true);
  });

  it('when a traveller or a stranger asks for a manifest, then 403 or 401; an unknown departure is 404', async () => {
    const departure = adminDepartureSchema.parse((await asAdmin(request(app).post(`/api/admin/tours/${tourId}/departures`)).send({ date: inDays(31), seats: 4 }).expect(201)).body);
    for (const path of [`/api/admin/departures/${departure.id}/manifest`, `/api/admin/departures/${departure.id}/manifest.csv`]) {
      await request(app).get(path).expect(401);
      await request(app).get(path).set('Authorization', traveller).expect(403);
    }
    await asAdmin(request(app).get('/api/admin/departures/00000000-0000-4000-8000-000000000000/manifest')).expect(404);
  });
});
