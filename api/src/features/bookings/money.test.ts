/**
 * Money as a ledger, through the real app and Postgres: deposits and the balance window, shilling
 * prices for residents, payments and refunds taken by staff (in KES at the office's rate), the
 * cancellation policy's bands, revenue from the ledger, overdue balances and the reminders.
 */
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminBookingListSchema, adminBookingSchema, bookingCancelResultSchema } from '@safari/shared/admin-bookings';
import { dashboardSchema } from '@safari/shared/admin-dashboard';
import { BOOKING_KEY_HEADER, bookingDetailSchema, bookingSchema, type Booking } from '@safari/shared/booking';
import { daysBefore, ratesSchema } from '@safari/shared/money';
import { createTestApp } from '../../../test/app';
import { insertUser, tokenFor } from '../../../test/auth-fixtures';
import { bookingBody, notificationRows } from '../../../test/bookings-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';
import { notificationsPort } from '../../../test/ports';
import { nairobiToday } from '../../lib/rates.repo';
import { createBalanceRemindersWorker } from './balance-reminders.worker';

let db: TestDatabase;
let app: express.Express;
let admin: string;
let traveller: string;
const tours = {} as Record<'mara' | 'camp', string>;
const RATE = 130;

/** A date `days` days from today in Nairobi. */
const inDays = (days: number) => daysBefore(nairobiToday(), -days);

beforeAll(async () => {
  db = await createTestDatabase();
  const created = createTestApp({ pool: db.pool });
  app = created.app;
  const secret = created.config.jwtSecret;
  admin = `Bearer ${tokenFor(secret, await insertUser(db.pool, { role: 'admin', name: 'Amina Office' }))}`;
  traveller = `Bearer ${tokenFor(secret, await insertUser(db.pool, { role: 'user' }))}`;
  tours.mara = await insertTour(db.pool, { slug: 'mara-money', name: 'Mara Money', price: 1000 });
  tours.camp = await insertTour(db.pool, { slug: 'camp-money', name: 'Camp Money', price: 400 });
  await db.pool.query(`update tours set resident_price_kes = 20000, citizen_price_kes = 15000 where id = $1`, [tours.camp]);
  await request(app).put('/api/admin/rates').set('Authorization', admin).send({ KES: { rate: RATE, asOf: '2026-11-20' } }).expect(200);
});

afterAll(async () => {
  await db?.drop();
});

beforeEach(async () => {
  await db.pool.query('delete from notifications');
});

async function book(change: Record<string, unknown> = {}, tourId = tours.mara): Promise<Booking> {
  const res = await request(app).post('/api/bookings').send(bookingBody(tourId, change)).expect(201);
  return bookingSchema.parse(res.body);
}

const asAdmin = (req: request.Test) => req.set('Authorization', admin);
const revenue = async () => dashboardSchema.parse((await asAdmin(request(app).get('/api/dashboard')).expect(200)).body).totals.revenue;

describe('the rate', () => {
  it('when anybody asks, then the rate and its date are public; only an admin may set it', async () => {
    expect(ratesSchema.parse((await request(app).get('/api/rates').expect(200)).body)).toEqual({ KES: { rate: RATE, asOf: '2026-11-20' } });
    await request(app).put('/api/admin/rates').send({ KES: { rate: 1 } }).expect(401);
    await request(app).put('/api/admin/rates').set('Authorization', traveller).send({ KES: { rate: 1 } }).expect(403);
    const bad = await asAdmin(request(app).put('/api/admin/rates')).send({ KES: { rate: -3 } }).expect(400);
    expect(bad.body.fields).toEqual({ 'KES.rate': 'The rate must be more than 0' });
    expect(ratesSchema.parse((await request(app).get('/api/rates').expect(200)).body).KES?.rate).toBe(RATE);
  });
});

describe('deposits and the balance window', () => {
  it('when booking well before the due date with a deposit, then 30 % is asked now and the balance falls due 60 days before travel', async () => {
    const date = inDays(120);
    const booking = await book({ date, adults: 2, children: 1, payment: { method: 'pesapal', payMode: 'deposit' } });
    // 2 × 1000 + 1 × 600 = 2 600; 30 % = 780.
    expect(booking).toMatchObject({ amount: 2600, currency: 'USD', depositAmount: 780, balanceDueDate: daysBefore(date, 60), payMode: 'deposit' });
    const detail = bookingDetailSchema.parse((await request(app).get(`/api/bookings/${booking.id}`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').expect(200)).body);
    expect(detail).toMatchObject({ paid: 0, balance: 2600, refunded: 0, paymentStatus: 'unpaid', dueNow: 780, ledger: [] });
  });

  it('when booking on the due date itself, then a deposit is refused with 400 and nothing is stored', async () => {
    const before = await db.pool.query('select count(*)::int as n from bookings');
    const res = await request(app)
      .post('/api/bookings')
      .send(bookingBody(tours.mara, { date: inDays(60), payment: { method: 'pesapal', payMode: 'deposit' } }))
      .expect(400);
    expect(Object.keys(res.body.fields)).toEqual(['payment.payMode']);
    expect((await db.pool.query('select count(*)::int as n from bookings')).rows[0]).toEqual(before.rows[0]);
    // Paying in full on that date is fine.
    await book({ date: inDays(60), payment: { method: 'pesapal', payMode: 'now' } });
  });

  it('when an East-African resident party with a child books, then it pays the shilling price with the child at 60 %', async () => {
    const booking = await book({ date: inDays(100), adults: 2, children: 1, residency: 'resident', payment: { method: 'mpesa', payMode: 'deposit' } }, tours.camp);
    expect(booking).toMatchObject({ amount: 52000, currency: 'KES', depositAmount: 15600, residency: 'resident' });
    const citizen = await book({ date: inDays(100), adults: 1, children: 0, residency: 'citizen', currency: 'KES' }, tours.camp);
    expect(citizen).toMatchObject({ amount: 15000, currency: 'KES', displayCurrency: 'KES' });
    const visitor = await book({ date: inDays(100), adults: 1, children: 0, residency: 'nonResident', currency: 'KES' }, tours.camp);
    expect(visitor).toMatchObject({ amount: 400, currency: 'USD', displayCurrency: 'KES' });
  });
});

describe('payments and refunds recorded by staff', () => {
  it('when staff record a cash deposit in KES, then the ledger keeps the rate and USD, the booking reads deposit paid and revenue moves by the USD', async () => {
    const booking = await book({ date: inDays(200), adults: 2, children: 0, payment: { method: 'pesapal', payMode: 'deposit' } });
    const revenueBefore = await revenue();
    // 40 % of $2 000 = $800 = KSh 104 000 at 130.
    const res = await asAdmin(request(app).post(`/api/admin/bookings/${booking.id}/payments`)).send({ method: 'cash', amount: 104000, currency: 'KES' }).expect(201);
    const view = adminBookingSchema.parse(res.body);
    expect(view).toMatchObject({ paymentStatus: 'deposit paid', status: 'confirmed', paid: 800, balance: 1200, refunded: 0 });
    expect(view.ledger).toEqual([
      expect.objectContaining({ kind: 'payment', amount: 104000, currency: 'KES', rate: RATE, rateDate: '2026-11-20', usd: 800, method: 'cash', recordedBy: 'Amina Office' }),
    ]);
    expect(await revenue()).toBeCloseTo(revenueBefore + 800, 2);
    // The traveller sees the same ledger, and the e-mail says what is left and by when.
    const detail = bookingDetailSchema.parse((await request(app).get(`/api/bookings/${booking.id}`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').expect(200)).body);
    expect(detail).toMatchObject({ paymentStatus: 'deposit paid', paid: 800, balance: 1200, dueNow: 1200 });
    const mail = (await notificationRows(db.pool)).find((row) => row.kind === 'payment_confirmed');
    expect(mail?.payload).toMatchObject({ balance: { amount: 1200, currency: 'USD', dueDate: booking.balanceDueDate } });
  });

  it('when the receipts are numbered, then each ledger row takes the next number with no gap, even after a refused write', async () => {
    const booking = await book({ date: inDays(200), payment: { method: 'pesapal', payMode: 'later' } });
    await asAdmin(request(app).post(`/api/admin/bookings/${booking.id}/payments`)).send({ method: 'cash', amount: 100, currency: 'USD' }).expect(201);
    // Refused: more back than was paid (nothing is written, no number is used).
    await asAdmin(request(app).post(`/api/admin/bookings/${booking.id}/refunds`)).send({ amount: 500, currency: 'USD', method: 'cash' }).expect(400);
    await asAdmin(request(app).post(`/api/admin/bookings/${booking.id}/refunds`)).send({ amount: 40, currency: 'USD', method: 'cash' }).expect(201);
    const { rows } = await db.pool.query<{ receipt_no: number }>('select receipt_no from ledger_entries order by receipt_no');
    const numbers = rows.map((row) => row.receipt_no);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it.each([
    { band: '60 days or more: all of it', days: 75, owed: 780 },
    { band: '30 to 59 days: half', days: 45, owed: 390 },
    { band: 'under 30 days: nothing', days: 20, owed: 0 },
  ])('when a paid deposit is cancelled $band before travel, then the policy’s share is owed and its refund reads accordingly', async ({ days, owed }) => {
    const booking = await book({ date: inDays(days), adults: 2, children: 1, payment: { method: 'pesapal', payMode: 'now' } });
    await asAdmin(request(app).post(`/api/admin/bookings/${booking.id}/payments`)).send({ method: 'bank_transfer', amount: 780, currency: 'USD', reference: 'TRX-1' }).expect(201);
    const revenueBefore = await revenue();
    const canceled = bookingCancelResultSchema.parse((await asAdmin(request(app).put(`/api/bookings/${booking.id}/cancel`)).expect(200)).body);
    expect(canceled.booking.refundDue).toBe(owed);
    expect(canceled.refundOwed).toBe(owed > 0);
    if (owed === 0) {
      expect(canceled.message).toBe('Booking canceled.');
      return;
    }
    expect(canceled.message).toContain(`$${owed}`);
    const refunded = adminBookingSchema.parse(
      (await asAdmin(request(app).post(`/api/admin/bookings/${booking.id}/refunds`)).send({ amount: owed, currency: 'USD', method: 'bank_transfer', reference: 'RF-1' }).expect(201)).body,
    );
    expect(refunded).toMatchObject({ paymentStatus: owed === 780 ? 'refunded' : 'partially refunded', refunded: owed, refundDue: 0, balance: 0 });
    expect(refunded.ledger.at(-1)).toMatchObject({ kind: 'refund', amount: -owed, usd: -owed });
    expect(await revenue()).toBeCloseTo(revenueBefore - owed, 2);
    const mail = (await notificationRows(db.pool)).find((row) => row.kind === 'refund_recorded');
    expect(mail?.payload).toMatchObject({ refund: owed, refundCurrency: 'USD' });
  });

  it('when half of a KES payment is refunded in KES, then both rows show their rate and USD and revenue moves by exactly those', async () => {
    const booking = await book({ date: inDays(90), adults: 1, children: 0, payment: { method: 'pesapal', payMode: 'later' } });
    const start = await revenue();
    await asAdmin(request(app).post(`/api/admin/bookings/${booking.id}/payments`)).send({ method: 'mpesa_till', amount: 130000, currency: 'KES', reference: 'QKX12' }).expect(201);
    await asAdmin(request(app).put(`/api/bookings/${booking.id}/cancel`)).expect(200);
    const view = adminBookingSchema.parse(
      (await asAdmin(request(app).post(`/api/admin/bookings/${booking.id}/refunds`)).send({ amount: 65000, currency: 'KES', method: 'mpesa', reference: 'RFD1' }).expect(201)).body,
    );
    expect(view.ledger.map((row) => [row.kind, row.amount, row.currency, row.rate, row.usd])).toEqual([
      ['payment', 130000, 'KES', RATE, 1000],
      ['refund', -65000, 'KES', RATE, -500],
    ]);
    expect(view.paymentStatus).toBe('partially refunded');
    expect(await revenue()).toBeCloseTo(start + 500, 2);
  });
});

describe('overdue balances and reminders', () => {
  it('when a deposit is paid and the due date has passed, then the booking is overdue in the list and on the overview', async () => {
    const booking = await book({ date: inDays(200), payment: { method: 'pesapal', payMode: 'deposit' } });
    await asAdmin(request(app).post(`/api/admin/bookings/${booking.id}/payments`)).send({ method: 'cash', amount: 780, currency: 'USD' }).expect(201);
    const overdueBefore = dashboardSchema.parse((await asAdmin(request(app).get('/api/dashboard')).expect(200)).body).overdueBalances;
    await db.pool.query('update bookings set balance_due_date = $2 where id = $1', [booking.id, inDays(-3)]);
    const list = adminBookingListSchema.parse((await asAdmin(request(app).get('/api/bookings?overdue=1&pageSize=50')).expect(200)).body);
    expect(list.items.map((item) => item.id)).toContain(booking.id);
    expect(list.items.every((item) => item.overdue)).toBe(true);
    expect(dashboardSchema.parse((await asAdmin(request(app).get('/api/dashboard')).expect(200)).body).overdueBalances).toBe(overdueBefore + 1);
    // Staff give more time: audited, and no longer overdue.
    await asAdmin(request(app).put(`/api/admin/bookings/${booking.id}/balance-due`)).send({ balanceDueDate: inDays(10) }).expect(200);
    const after = adminBookingListSchema.parse((await asAdmin(request(app).get('/api/bookings?overdue=1&pageSize=50')).expect(200)).body);
    expect(after.items.map((item) => item.id)).not.toContain(booking.id);
    const audit = await db.pool.query(`select details from audit_log where action = 'extend_due_date' and entity_id = $1`, [booking.id]);
    expect(audit.rows[0]?.details).toMatchObject({ to: inDays(10) });
  });

  it('when the clock moves towards the due date, then the 14-, 7- and 2-day reminders go out once each, and none after payment', async () => {
    const booking = await book({ date: inDays(200), payment: { method: 'pesapal', payMode: 'deposit' } });
    await asAdmin(request(app).post(`/api/admin/bookings/${booking.id}/payments`)).send({ method: 'cash', amount: 780, currency: 'USD' }).expect(201);
    const other = await book({ date: inDays(200), payment: { method: 'pesapal', payMode: 'deposit' } });
    await asAdmin(request(app).post(`/api/admin/bookings/${other.id}/payments`)).send({ method: 'cash', amount: 780, currency: 'USD' }).expect(201);
    // Only these two are owing: the other tests' bookings are set aside.
    await db.pool.query(`update bookings set status = 'canceled' where id <> all($1::uuid[])`, [[booking.id, other.id]]);
    await db.pool.query(`delete from balance_reminders`);
    const worker = createBalanceRemindersWorker({ pool: db.pool, notifications: notificationsPort });
    const due = Date.parse(`${booking.balanceDueDate}T09:00:00Z`);
    const day = (daysBeforeDue: number) => new Date(due - daysBeforeDue * 86_400_000);
    const reminders = async (id: string) => (await notificationRows(db.pool)).filter((row) => row.kind === 'balance_reminder' && row.payload.bookingId === id).map((row) => row.payload.daysLeft);

    expect(await worker.runOnce(day(15))).toBe(0);
    expect(await worker.runOnce(day(14))).toBe(2);
    expect(await worker.runOnce(day(13))).toBe(0);
    expect(await worker.runOnce(day(7))).toBe(2);
    expect(await worker.runOnce(day(7))).toBe(0);
    // The other booking pays its balance: nothing more for it.
    await asAdmin(request(app).post(`/api/admin/bookings/${other.id}/payments`)).send({ method: 'cash', amount: 1820, currency: 'USD' }).expect(201);
    expect(await worker.runOnce(day(2))).toBe(1);
    expect(await worker.runOnce(day(-1))).toBe(0);
    expect(await reminders(booking.id)).toEqual([14, 7, 2]);
    expect(await reminders(other.id)).toEqual([14, 7]);
  });
});
