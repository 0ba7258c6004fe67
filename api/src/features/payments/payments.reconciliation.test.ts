/**
 * GET /api/admin/reconciliation: provider receipts that match no booking and bookings marked paid
 * without a receipt, for admins only (denied by default, by the route and by the service).
 */
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reconciliationSchema } from '@safari/shared/admin-reconciliation';
import { BOOKING_KEY_HEADER, bookingSchema, type Booking } from '@safari/shared/booking';
import { paymentStartedSchema } from '@safari/shared/payment';
import { createTestApp } from '../../../test/app';
import { foreignTokenFor, insertUser, tokenFor, type UserFixture } from '../../../test/auth-fixtures';
import { bookingBody } from '../../../test/bookings-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';
import type { Config } from '../../config';
import { createStore } from '../../lib/db';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors';
import { createPaymentsRepo, createReconciliationRepo } from './payments.repo';
import { createPaymentsService } from './payments.service';

let db: TestDatabase;
let app: express.Express;
let config: Config;
let tourId: string;
const users = {} as Record<'traveller' | 'moderator' | 'admin', UserFixture>;

beforeAll(async () => {
  db = await createTestDatabase();
  ({ app, config } = createTestApp({ pool: db.pool }));
  tourId = await insertTour(db.pool, { slug: 'reconciliation-safari', name: 'Reconciliation Safari', price: 1000 });
  users.traveller = await insertUser(db.pool, { role: 'user' });
  users.moderator = await insertUser(db.pool, { role: 'moderator', email: 'moderator@example.com' });
  users.admin = await insertUser(db.pool, { role: 'admin', email: 'admin@example.com' });
});

beforeEach(async () => {
  await db.pool.query('delete from notifications; delete from ledger_entries; delete from payments; delete from bookings');
});

afterAll(async () => {
  await db?.drop();
});

const list = (token?: string) => {
  const req = request(app).get('/api/admin/reconciliation');
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
};

async function book(): Promise<Booking> {
  const res = await request(app).post('/api/bookings').send(bookingBody(tourId, { payment: { method: 'paypal', payMode: 'now' } })).expect(201);
  return bookingSchema.parse(res.body);
}

/** Pays the booking in full on the sandbox page: a ledger entry with the sandbox's receipt. */
async function paid(): Promise<Booking> {
  const booking = await book();
  const res = await request(app).post(`/api/bookings/${booking.id}/payments`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').send({ method: 'paypal' }).expect(201);
  const { action } = paymentStartedSchema.parse(res.body);
  if (action.kind !== 'redirect') throw new Error('the sandbox redirects');
  const session = new URL(action.url, 'http://pwa.test').searchParams.get('session') ?? '';
  await request(app).post(`/api/payments/sandbox/${session}/complete`).expect(200);
  return booking;
}

async function setPaymentStatus(booking: Booking, status: string) {
  await db.pool.query('update bookings set payment_status = $2 where id = $1', [booking.id, status]);
}

/** A payment row as a provider (or staff) left it, with no ledger entry. */
async function insertPayment(booking: Booking, provider: string, receipt: string): Promise<string> {
  const { rows } = await db.pool.query<{ id: string }>(
    `insert into payments (booking_id, provider, amount, currency, status, raw) values ($1, $2, 5000, 'KES', 'succeeded', $3) returning id`,
    [booking.id, provider, JSON.stringify({ method: 'mpesa', receipt })],
  );
  return rows[0]?.id ?? '';
}

describe('GET /api/admin/reconciliation', () => {
  it('when called without a token, with a foreign one, by a traveller or a moderator, then 401 / 401 / 403 / 403, and the service refuses them too', async () => {
    await list().expect(401);
    await list(foreignTokenFor(users.admin)).expect(401);
    await list(tokenFor(config.jwtSecret, users.traveller)).expect(403);
    await list(tokenFor(config.jwtSecret, users.moderator)).expect(403);

    const service = createPaymentsService({
      // Only the reconciliation repo is reached: the bookings and e-mail ports stay out of it.
      store: createStore(db.pool, (q) => ({ payments: createPaymentsRepo(q), reconciliation: createReconciliationRepo(q), bookings: undefined as never, outbox: undefined as never })),
      config,
    });
    await expect(service.reconciliation(undefined)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(service.reconciliation({ ...users.moderator, avatar: '' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(service.reconciliation({ ...users.admin, avatar: '' })).resolves.toEqual({ unmatchedReceipts: [], paidWithoutReceipt: [] });
  });

  it('when receipts and the ledger disagree, then an admin sees both lists, and what agrees is not listed', async () => {
    const agreed = await paid();
    const noEntry = await book();
    await setPaymentStatus(noEntry, 'paid');
    const deposit = await book();
    await setPaymentStatus(deposit, 'deposit paid');
    const partly = await book();
    await setPaymentStatus(partly, 'partially paid');
    const noReference = await paid();
    await db.pool.query(`update ledger_entries set reference = '' where booking_id = $1`, [noReference.id]);
    const refunded = await book();
    await setPaymentStatus(refunded, 'refunded');
    await book();

    const orphan = await book();
    const orphanPayment = await insertPayment(orphan, 'mpesa', 'QORPHAN123');
    await insertPayment(orphan, 'manual', 'CASH-12');

    const body = reconciliationSchema.parse((await list(tokenFor(config.jwtSecret, users.admin)).expect(200)).body);
    const byBooking = Object.fromEntries(body.paidWithoutReceipt.map((row) => [row.id, row]));
    expect(Object.keys(byBooking).sort()).toEqual([noEntry.id, deposit.id, partly.id, noReference.id].sort());
    expect(byBooking[noEntry.id]).toMatchObject({ reference: noEntry.reference, paymentStatus: 'paid', kind: 'no ledger entry', customer: 'Amina Wanjiru', tourName: 'Reconciliation Safari' });
    expect(byBooking[deposit.id]).toMatchObject({ paymentStatus: 'deposit paid', kind: 'no ledger entry' });
    expect(byBooking[partly.id]).toMatchObject({ paymentStatus: 'partially paid', kind: 'no ledger entry' });
    expect(byBooking[noReference.id]).toMatchObject({ paymentStatus: 'paid', kind: 'no reference' });
    expect(byBooking[agreed.id]).toBeUndefined();

    expect(body.unmatchedReceipts).toEqual([
      expect.objectContaining({ id: orphanPayment, bookingReference: orphan.reference, provider: 'mpesa', receipt: 'QORPHAN123', amount: 5000, currency: 'KES', kind: 'not in ledger' }),
    ]);
  });

  it('when the API document is read, then the route is in it, behind a bearer token', async () => {
    const doc = (await request(app).get('/api/docs').expect(200)).body as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    expect(doc.paths['/api/admin/reconciliation']?.get?.security).toEqual([expect.any(Object)]);
  });
});
