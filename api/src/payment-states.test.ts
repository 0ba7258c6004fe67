/**
 * Payment states that never lie, against the local Daraja fake playing Safaricom: callbacks lost,
 * late, duplicated or not matching, and every result code. The app listens on a port so the fake can
 * call it back; the clock of the service and the worker is moved by the tests, never slept on. Here
 * in api/src because it composes features (payments on the bookings and notifications ports), like app.ts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reconciliationSchema } from '@safari/shared/admin-reconciliation';
import { BOOKING_KEY_HEADER, bookingSchema, type Booking } from '@safari/shared/booking';
import { paymentStartedSchema } from '@safari/shared/payment';
import { createTestApp } from '../test/app';
import { insertUser, tokenFor } from '../test/auth-fixtures';
import { bookingBody, bookingRows, notificationRows } from '../test/bookings-fixtures';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { FAKE_MPESA, startFakeMpesa, stkCallback, type FakeMpesa, type StkScript } from '../test/fakes/fake-mpesa';
import { FAKE_PESAPAL, startFakePesapal, type FakePesapal } from '../test/fakes/fake-pesapal';
import { insertTour } from '../test/fixtures';
import type { Config } from './config';
import { bookingsPort } from './features/bookings/bookings.feature';
import { notificationsPort } from './features/notifications/notifications.feature';
import { createPaymentsStore } from './features/payments/payments.feature';
import { createPaymentsService, DEFAULT_TIMING, type PaymentsService } from './features/payments/payments.service';
import { createPaymentsWorker, type PaymentsWorker } from './features/payments/payments.worker';

const KES_PER_USD = 129.5;
/** 2 adults and a child at $420: $1,092, i.e. KES 141,414 at 129.5. */
const EXPECTED_KES = Math.ceil(1092 * KES_PER_USD);
const SECOND = 1000;

let db: TestDatabase;
let fake: FakeMpesa;
let pesapal: FakePesapal;
let app: express.Express;
let config: Config;
let server: http.Server;
let tourId: string;
let adminToken: string;
/** The clock of the service and the workers below; the app's own routes keep the real one. */
let clock = new Date();
let service: PaymentsService;
let worker: PaymentsWorker;
let queriesBefore = 0;
/** STK queries M-Pesa answered in this test. */
const queries = () => fake.queries - queriesBefore;

beforeAll(async () => {
  db = await createTestDatabase();
  fake = await startFakeMpesa();
  pesapal = await startFakePesapal();
  ({ app, config } = createTestApp({
    pool: db.pool,
    env: {
      PUBLIC_BASE_URL: 'https://safaris.example',
      MPESA_CONSUMER_KEY: FAKE_MPESA.consumerKey,
      MPESA_CONSUMER_SECRET: FAKE_MPESA.consumerSecret,
      MPESA_SHORTCODE: FAKE_MPESA.shortcode,
      MPESA_PASSKEY: FAKE_MPESA.passkey,
      MPESA_KES_PER_USD: String(KES_PER_USD),
      MPESA_BASE_URL: fake.url,
      PESAPAL_CONSUMER_KEY: FAKE_PESAPAL.consumerKey,
      PESAPAL_CONSUMER_SECRET: FAKE_PESAPAL.consumerSecret,
      PESAPAL_BASE_URL: `${pesapal.url}/`,
    },
  }));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Safaricom calls the public URL; here its fake calls this server instead.
  fake.callbacks.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  pesapal.ipns.origin = fake.callbacks.origin;
  tourId = await insertTour(db.pool, { slug: 'states-safari', name: 'States Safari', price: 420 });
  adminToken = tokenFor(config.jwtSecret, await insertUser(db.pool, { role: 'admin', email: 'admin@example.com' }));
  service = createPaymentsService({ store: createPaymentsStore(db.pool, bookingsPort, notificationsPort), config, now: () => clock });
  worker = replica();
});

beforeEach(async () => {
  await db.pool.query('delete from notifications; delete from ledger_entries; delete from payments; delete from bookings');
  fake.script = undefined;
  queriesBefore = fake.queries;
  clock = new Date();
});

afterAll(async () => {
  await fake?.callbacks.idle();
  await pesapal?.ipns.idle();
  await new Promise((resolve) => server?.close(resolve));
  await fake?.close();
  await pesapal?.close();
  await db?.drop();
});

/** One API replica's worker, on the moving clock. */
function replica(): PaymentsWorker {
  return createPaymentsWorker({ pool: db.pool, config, bookings: bookingsPort, notifications: notificationsPort, now: () => clock });
}

async function book(): Promise<Booking> {
  const res = await request(app).post('/api/bookings').send(bookingBody(tourId)).expect(201);
  return bookingSchema.parse(res.body);
}

/** Starts an STK push that the fake's phone answers as `script` says; waits for any callback sent at once. */
async function pay(booking: Booking, script: StkScript) {
  fake.script = script;
  const res = await request(app).post(`/api/bookings/${booking.id}/payments`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').send({ method: 'mpesa', phone: '0712 345 678' }).expect(201);
  const started = paymentStartedSchema.parse(res.body);
  if (started.action.kind !== 'stk') throw new Error('expected an STK push');
  fake.answer(started.action.checkoutRequestId);
  await fake.callbacks.idle();
  const { rows } = await db.pool.query<{ due: Date }>('select answer_due_at as due from payments where id = $1', [started.payment.id]);
  const due = rows[0]?.due;
  if (!due) throw new Error('the attempt has no answer deadline');
  return {
    paymentId: started.payment.id,
    checkoutRequestId: started.action.checkoutRequestId,
    callbackUrl: fake.pushes.at(-1)?.CallBackURL ?? '',
    /** Moves the clock to `ms` after the M-Pesa answer was due (negative: before). */
    at: (ms: number) => {
      clock = new Date(due.getTime() + ms);
    },
    state: () => service.get(started.payment.id, { key: booking.accessKey }),
  };
}

async function ledgerRows(paymentId: string): Promise<number> {
  const { rows } = await db.pool.query<{ count: string }>('select count(*) from ledger_entries where payment_id = $1', [paymentId]);
  return Number(rows[0]?.count);
}

async function bookingLedgerRows(booking: Booking): Promise<number> {
  const { rows } = await db.pool.query<{ count: string }>('select count(*) from ledger_entries where booking_id = $1', [booking.id]);
  return Number(rows[0]?.count);
}

const confirmations = async () => (await notificationRows(db.pool)).filter((row) => row.kind === 'payment_confirmed').length;

describe('a lost or late M-Pesa callback', () => {
  it('when the callback is lost, then the attempt awaits approval, is unknown (checking, never failed) after 90 s, and the STK query confirms it exactly once', async () => {
    const booking = await book();
    const attempt = await pay(booking, { resultCode: 0, callback: 'lose' });
    expect(fake.callbacks.lost).toEqual([attempt.checkoutRequestId]);
    expect(await attempt.state()).toMatchObject({ status: 'pending', state: 'awaiting approval', stateMessage: expect.stringContaining('phone') });

    attempt.at(-1 * SECOND);
    expect(await worker.runOnce()).toEqual({ checked: 0, settled: 0 });
    expect(queries()).toBe(0);

    attempt.at(1 * SECOND);
    const late = await attempt.state();
    expect(late).toMatchObject({ status: 'pending', state: 'unknown', stateMessage: expect.stringContaining('checking') });

    expect(await worker.runOnce()).toEqual({ checked: 1, settled: 1 });
    expect(queries()).toBe(1);
    expect(await attempt.state()).toMatchObject({ status: 'succeeded', state: 'confirmed', booking: { status: 'confirmed', paymentStatus: 'paid' } });
    expect(await ledgerRows(attempt.paymentId)).toBe(1);
    expect(await confirmations()).toBe(1);

    // Settled: nothing more to ask, and the traveller's own check adds nothing.
    attempt.at(60 * 60 * SECOND);
    expect(await worker.runOnce()).toEqual({ checked: 0, settled: 0 });
    await request(app).post(`/api/payments/${attempt.paymentId}/verify`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').expect(200);
    expect(queries()).toBe(1);
    expect(await ledgerRows(attempt.paymentId)).toBe(1);
  });

  it('when the query still says processing, then it is asked again after 90 s, then after twice that, and the late callback with its duplicates counts once', async () => {
    const booking = await book();
    const attempt = await pay(booking, { resultCode: 0, callback: 'hold', duplicates: 2, processingQueries: 2, receipt: 'QLATE12345' });

    attempt.at(1 * SECOND);
    expect(await worker.runOnce()).toEqual({ checked: 1, settled: 0 });
    expect((await attempt.state()).state).toBe('unknown');

    attempt.at((1 + 89) * SECOND);
    expect(await worker.runOnce()).toEqual({ checked: 0, settled: 0 });
    attempt.at((1 + 90) * SECOND);
    expect(await worker.runOnce()).toEqual({ checked: 1, settled: 0 });
    expect(queries()).toBe(2);

    attempt.at((91 + 179) * SECOND);
    expect(await worker.runOnce()).toEqual({ checked: 0, settled: 0 });
    attempt.at((91 + 180) * SECOND);
    expect(await worker.runOnce()).toEqual({ checked: 1, settled: 1 });
    expect(queries()).toBe(3);

    fake.callbacks.release(attempt.checkoutRequestId);
    await fake.callbacks.idle();
    expect(fake.callbacks.answered.filter((answer) => answer.key === attempt.checkoutRequestId)).toEqual(Array.from({ length: 3 }, () => ({ key: attempt.checkoutRequestId, status: 200 })));
    expect(await ledgerRows(attempt.paymentId)).toBe(1);
    expect(await confirmations()).toBe(1);
    expect(await attempt.state()).toMatchObject({ state: 'confirmed' });
  });

  it('when the held callback arrives before any check, then it confirms the attempt and the worker has nothing left to ask', async () => {
    const booking = await book();
    const attempt = await pay(booking, { resultCode: 0, callback: 'hold' });
    attempt.at(1 * SECOND);
    expect((await attempt.state()).state).toBe('unknown');
    fake.callbacks.release(attempt.checkoutRequestId);
    await fake.callbacks.idle();
    expect((await attempt.state()).state).toBe('confirmed');
    expect(await worker.runOnce()).toEqual({ checked: 0, settled: 0 });
    expect(queries()).toBe(0);
  });

  it('when two replicas check at the same moment, then M-Pesa is asked once and the booking is paid once', async () => {
    const attempts = [await pay(await book(), { resultCode: 0, callback: 'lose' }), await pay(await book(), { resultCode: 0, callback: 'lose' })];
    attempts[1]?.at(1 * SECOND);
    const rounds = await Promise.all([worker.runOnce(), replica().runOnce(), replica().runOnce()]);
    expect(rounds.reduce((sum, round) => sum + round.checked, 0)).toBe(2);
    expect(queries()).toBe(2);
    for (const attempt of attempts) expect(await ledgerRows(attempt.paymentId)).toBe(1);
    expect(await confirmations()).toBe(2);
  });

  it('when no final answer comes for two days, then the worker stops asking and flags the attempt for staff', async () => {
    const booking = await book();
    const attempt = await pay(booking, { resultCode: 0, callback: 'lose', processingQueries: 1_000 });
    attempt.at(48 * 60 * 60 * SECOND);
    expect(await worker.runOnce()).toEqual({ checked: 1, settled: 0 });
    expect(await attempt.state()).toMatchObject({ status: 'pending', state: 'unknown', stateMessage: expect.stringContaining('checking') });
    attempt.at(72 * 60 * 60 * SECOND);
    expect(await worker.runOnce()).toEqual({ checked: 0, settled: 0 });
    const list = reconciliationSchema.parse((await request(app).get('/api/admin/reconciliation').set('Authorization', `Bearer ${adminToken}`).expect(200)).body);
    expect(list.unmatchedReceipts).toEqual([expect.objectContaining({ id: attempt.paymentId, kind: 'no answer', detail: expect.stringContaining('No final answer') })]);
  });
});

describe('M-Pesa result codes', () => {
  const codes = [
    [1, 'failed', 'insufficient funds'],
    [1032, 'canceled', 'cancelled on the phone'],
    [1037, 'failed', 'phone unreachable'],
    [2001, 'failed', 'wrong PIN'],
  ] as const;

  it.each(codes)('when the phone answers %i, then the callback and the STK query alike say why in plain words', async (code, status, words) => {
    const booking = await book();
    const called = await pay(booking, { resultCode: code, callback: 'send' });
    const byCallback = await called.state();
    expect(byCallback).toMatchObject({ status, state: 'failed', failureReason: expect.stringContaining(words) });
    expect(byCallback.stateMessage).toBe(byCallback.failureReason);
    expect(byCallback.failureReason).toMatch(/^[A-Z].*\.$/);

    const queried = await pay(booking, { resultCode: code, callback: 'lose' });
    queried.at(1 * SECOND);
    expect(await worker.runOnce()).toEqual({ checked: 1, settled: 1 });
    expect(await queried.state()).toMatchObject({ status, state: 'failed', failureReason: byCallback.failureReason });
    expect(await ledgerRows(queried.paymentId)).toBe(0);
    expect((await bookingRows(db.pool))[0]).toMatchObject({ status: 'pending' });
  });
});

describe('checking the callback against the attempt', () => {
  it('when Safaricom sends the same paid callback three times at once, then it counts once', async () => {
    const booking = await book();
    const attempt = await pay(booking, { resultCode: 0, callback: 'send', duplicates: 2 });
    expect(fake.callbacks.answered.filter((answer) => answer.key === attempt.checkoutRequestId).map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await bookingLedgerRows(booking)).toBe(1);
    expect(await ledgerRows(attempt.paymentId)).toBe(1);
    expect(await confirmations()).toBe(1);
    expect(await attempt.state()).toMatchObject({ state: 'confirmed', stateMessage: expect.stringContaining('confirmed') });
  });

  it('when a paid callback reports another amount or another phone, then the attempt is flagged, never confirmed, and listed for staff', async () => {
    const short = await pay(await book(), { resultCode: 0, callback: 'send', amount: 1, receipt: 'QSHORT0001' });
    const stranger = await pay(await book(), { resultCode: 0, callback: 'send', duplicates: 1, phone: '254799000111', receipt: 'QOTHER0001' });

    for (const attempt of [short, stranger]) {
      expect(await attempt.state()).toMatchObject({ status: 'failed', state: 'unknown', stateMessage: expect.stringContaining('checking') });
      expect(await ledgerRows(attempt.paymentId)).toBe(0);
    }
    // A later report that does match (or the STK query, which says paid) does not confirm a flagged attempt either.
    await request(fake.callbacks.origin ?? '').post(new URL(stranger.callbackUrl).pathname).send(stkCallback(stranger.checkoutRequestId, { code: 0, amount: EXPECTED_KES })).expect(200);
    stranger.at(1 * SECOND);
    expect(await worker.runOnce()).toEqual({ checked: 0, settled: 0 });
    expect(await ledgerRows(stranger.paymentId)).toBe(0);
    expect(await bookingRows(db.pool)).toEqual([expect.objectContaining({ payment_status: 'unpaid' }), expect.objectContaining({ payment_status: 'unpaid' })]);
    expect(await confirmations()).toBe(0);

    const list = reconciliationSchema.parse((await request(app).get('/api/admin/reconciliation').set('Authorization', `Bearer ${adminToken}`).expect(200)).body);
    expect(list.unmatchedReceipts).toHaveLength(2);
    expect(list.unmatchedReceipts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: short.paymentId, kind: 'mismatch', receipt: 'QSHORT0001', amount: EXPECTED_KES, currency: 'KES', detail: expect.stringContaining('KSh 1;') }),
        expect.objectContaining({ id: stranger.paymentId, kind: 'mismatch', receipt: 'QOTHER0001', detail: expect.stringContaining('254799000111') }),
      ]),
    );
  });
});

describe('a lost or repeated Pesapal IPN', () => {
  /** Starts a card payment on Pesapal's (fake) page; `at` moves the clock relative to when its answer was due. */
  async function payByCard(booking: Booking) {
    const res = await request(app).post(`/api/bookings/${booking.id}/payments`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').send({ method: 'pesapal' }).expect(201);
    const { payment } = paymentStartedSchema.parse(res.body);
    const trackingId = [...pesapal.orders.entries()].find(([, order]) => order.id === payment.id)?.[0] ?? '';
    const started = Date.now();
    return {
      paymentId: payment.id,
      trackingId,
      at: (ms: number) => {
        clock = new Date(started + DEFAULT_TIMING.pageTimeoutMs + ms);
      },
      state: () => service.get(payment.id, { key: booking.accessKey }),
    };
  }

  it('when the IPN is lost, then the card payment waits on Pesapal\'s page for its time, is then checked, and GetTransactionStatus confirms it once', async () => {
    const booking = await book();
    const attempt = await payByCard(booking);
    pesapal.complete(attempt.trackingId, { status_code: 1, confirmation_code: 'PSP-LOST-1' }, 'lose');
    expect(await attempt.state()).toMatchObject({ state: 'awaiting approval', stateMessage: expect.stringContaining('Pesapal') });

    attempt.at(-5 * SECOND);
    expect(await worker.runOnce()).toEqual({ checked: 0, settled: 0 });
    attempt.at(5 * SECOND);
    expect(await attempt.state()).toMatchObject({ status: 'pending', state: 'unknown', stateMessage: expect.stringContaining('checking') });
    expect(await worker.runOnce()).toEqual({ checked: 1, settled: 1 });
    expect(await attempt.state()).toMatchObject({ state: 'confirmed', booking: { paymentStatus: 'paid' } });
    expect(await ledgerRows(attempt.paymentId)).toBe(1);
  });

  it('when Pesapal sends the IPN three times, then the booking is paid once', async () => {
    const booking = await book();
    const attempt = await payByCard(booking);
    pesapal.complete(attempt.trackingId, { status_code: 1, confirmation_code: 'PSP-DUP-1' }, 'send', 2);
    await pesapal.ipns.idle();
    expect(pesapal.ipns.answered.filter((answer) => answer.key === attempt.trackingId).map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await bookingLedgerRows(booking)).toBe(1);
    expect(await confirmations()).toBe(1);
    attempt.at(5 * SECOND);
    expect(await worker.runOnce()).toEqual({ checked: 0, settled: 0 });
  });
});
