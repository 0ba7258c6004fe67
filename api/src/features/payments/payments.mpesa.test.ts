import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_KEY_HEADER, bookingSchema, type Booking } from '@safari/shared/booking';
import { paymentSchema, paymentStartedSchema } from '@safari/shared/payment';
import { createTestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';
import { bookingBody, bookingRows, notificationRows, paymentRows } from '../../../test/bookings-fixtures';
import { FAKE_MPESA, startFakeMpesa, stkCallback, type FakeMpesa } from '../../../test/fakes/fake-mpesa';
import { darajaTimestamp, MPESA_RESULT_REASONS, samePayerPhone } from './providers/mpesa';

const PUBLIC_BASE_URL = 'https://safaris.example';
const KES_PER_USD = 129.5;

let db: TestDatabase;
let fake: FakeMpesa;
let app: express.Express;
let tourId: string;

function mpesaEnv(overrides: Record<string, string> = {}) {
  return {
    PUBLIC_BASE_URL,
    MPESA_CONSUMER_KEY: FAKE_MPESA.consumerKey,
    MPESA_CONSUMER_SECRET: FAKE_MPESA.consumerSecret,
    MPESA_SHORTCODE: FAKE_MPESA.shortcode,
    MPESA_PASSKEY: FAKE_MPESA.passkey,
    MPESA_KES_PER_USD: String(KES_PER_USD),
    MPESA_BASE_URL: fake.url,
    ...overrides,
  };
}

beforeAll(async () => {
  db = await createTestDatabase();
  fake = await startFakeMpesa();
  ({ app } = createTestApp({ pool: db.pool, env: mpesaEnv() }));
  tourId = await insertTour(db.pool, { slug: 'mpesa-safari', name: 'M-Pesa Safari', price: 420 });
});

beforeEach(async () => {
  await db.pool.query('delete from notifications; delete from ledger_entries; delete from payments; delete from bookings');
  fake.pushes.length = 0;
  fake.queryResults.clear();
});

afterAll(async () => {
  await fake?.close();
  await db?.drop();
});

async function book(): Promise<Booking> {
  const res = await request(app).post('/api/bookings').send(bookingBody(tourId)).expect(201);
  return bookingSchema.parse(res.body);
}

/** 2 adults and a child at $420: $1,092, i.e. KES 141,414 at 129.5. */
const EXPECTED_KES = Math.ceil(1092 * KES_PER_USD);

async function startStk(booking: Booking, phone = '0712 345 678') {
  const res = await request(app).post(`/api/bookings/${booking.id}/payments`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').send({ method: 'mpesa', phone }).expect(201);
  const started = paymentStartedSchema.parse(res.body);
  const push = fake.pushes.at(-1);
  if (started.action.kind !== 'stk' || !push) throw new Error('expected an STK push');
  return { started, push, checkoutRequestId: started.action.checkoutRequestId };
}

/** Posts to the callback URL exactly as given to Safaricom (path and token). */
function callback(callbackUrl: string, body: unknown) {
  return request(app).post(new URL(callbackUrl).pathname).send(body as object);
}

describe('M-Pesa (Daraja) adapter against a local fake', () => {
  it('when M-Pesa is chosen, then an STK push goes to the normalised phone for the amount in shillings', async () => {
    const booking = await book();
    const { started, push, checkoutRequestId } = await startStk(booking);
    expect(started.action).toEqual({ kind: 'stk', checkoutRequestId, message: 'Success. Request accepted for processing' });
    expect(started.payment).toMatchObject({ provider: 'mpesa', status: 'pending', amount: EXPECTED_KES, currency: 'KES' });
    expect(push).toMatchObject({
      BusinessShortCode: FAKE_MPESA.shortcode,
      TransactionType: 'CustomerPayBillOnline',
      Amount: EXPECTED_KES,
      PartyA: '254712345678',
      PhoneNumber: '254712345678',
      PartyB: FAKE_MPESA.shortcode,
      AccountReference: booking.reference,
    });
    expect(push.CallBackURL).toMatch(new RegExp(`^${PUBLIC_BASE_URL}/api/payments/mpesa/callback/${started.payment.id}/[A-Za-z0-9_-]{40,}$`));
    expect(push.Timestamp).toMatch(/^\d{14}$/);
    expect(await paymentRows(db.pool)).toEqual([expect.objectContaining({ provider_ref: checkoutRequestId, currency: 'KES' })]);
  });

  it('when Safaricom calls back with success for the right amount, then the booking is confirmed once, even if called back again', async () => {
    const booking = await book();
    const { push, checkoutRequestId, started } = await startStk(booking);
    const body = stkCallback(checkoutRequestId, { code: 0, amount: EXPECTED_KES, receipt: 'QKJ4H7Z2XY' });
    for (let i = 0; i < 3; i += 1) {
      const res = await callback(push.CallBackURL, body).expect(200);
      expect(res.body).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    }
    expect(await bookingRows(db.pool)).toEqual([expect.objectContaining({ status: 'confirmed', payment_status: 'paid' })]);
    const confirmed = (await notificationRows(db.pool)).filter((row) => row.kind === 'payment_confirmed');
    expect(confirmed).toEqual([expect.objectContaining({ payload: expect.objectContaining({ receipt: 'QKJ4H7Z2XY', currency: 'KES', method: 'M-Pesa' }) })]);
    const payment = paymentSchema.parse((await request(app).get(`/api/payments/${started.payment.id}`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').expect(200)).body);
    expect(payment.status).toBe('succeeded');
  });

  it('when the callback reports another amount, then the booking is not confirmed', async () => {
    const booking = await book();
    const { push, checkoutRequestId } = await startStk(booking);
    await callback(push.CallBackURL, stkCallback(checkoutRequestId, { code: 0, amount: 1 })).expect(200);
    expect(await bookingRows(db.pool)).toEqual([expect.objectContaining({ status: 'pending', payment_status: 'unpaid' })]);
    expect(await paymentRows(db.pool)).toEqual([expect.objectContaining({ status: 'failed' })]);
  });

  it('when the traveller cancels the prompt or lacks funds, then the attempt fails with a clear reason and the booking stays payable', async () => {
    const booking = await book();
    const first = await startStk(booking);
    await callback(first.push.CallBackURL, stkCallback(first.checkoutRequestId, { code: 1032 })).expect(200);
    const canceled = paymentSchema.parse((await request(app).get(`/api/payments/${first.started.payment.id}`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '')).body);
    expect(canceled).toMatchObject({ status: 'canceled', failureReason: MPESA_RESULT_REASONS['1032']?.reason });
    expect((await bookingRows(db.pool))[0]).toMatchObject({ payment_status: 'unpaid' });

    const second = await startStk(booking);
    await callback(second.push.CallBackURL, stkCallback(second.checkoutRequestId, { code: 1, description: 'The balance is insufficient for the transaction.' })).expect(200);
    const failed = paymentSchema.parse((await request(app).get(`/api/payments/${second.started.payment.id}`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '')).body);
    expect(failed).toMatchObject({ status: 'failed', failureReason: MPESA_RESULT_REASONS['1']?.reason });
    expect((await bookingRows(db.pool))[0]).toMatchObject({ status: 'pending', payment_status: 'failed' });
  });

  it('when a callback comes with a wrong token or for another checkout request, then it is refused', async () => {
    const booking = await book();
    const { push, checkoutRequestId, started } = await startStk(booking);
    const forged = `${PUBLIC_BASE_URL}/api/payments/mpesa/callback/${started.payment.id}/forged-token`;
    await callback(forged, stkCallback(checkoutRequestId, { code: 0, amount: EXPECTED_KES })).expect(401);
    await callback(push.CallBackURL, stkCallback('ws_CO_someone_else', { code: 0, amount: EXPECTED_KES })).expect(404);
    await callback(push.CallBackURL, { hello: 'world' }).expect(400);
    expect(await bookingRows(db.pool)).toEqual([expect.objectContaining({ payment_status: 'unpaid' })]);
  });

  it('when Daraja refuses the STK push, then the checkout gets a 502 with a plain message and the attempt is failed', async () => {
    const booking = await book();
    const res = await request(app).post(`/api/bookings/${booking.id}/payments`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').send({ method: 'mpesa', phone: `+${FAKE_MPESA.refusedPhone}` }).expect(502);
    expect(res.body).toEqual({ error: 'M-Pesa could not send the payment request. Check the number and try again, or choose another method.' });
    expect(await paymentRows(db.pool)).toEqual([expect.objectContaining({ status: 'failed', provider_ref: null })]);
    expect((await bookingRows(db.pool))[0]).toMatchObject({ payment_status: 'unpaid' });
  });

  it('when the callback is late, then the status query finds the result: processing first, then paid', async () => {
    const booking = await book();
    const { checkoutRequestId, started } = await startStk(booking);
    const pending = paymentSchema.parse((await request(app).post(`/api/payments/${started.payment.id}/verify`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').expect(200)).body);
    expect(pending.status).toBe('pending');
    fake.queryResults.set(checkoutRequestId, '0');
    const paid = paymentSchema.parse((await request(app).post(`/api/payments/${started.payment.id}/verify`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').expect(200)).body);
    expect(paid).toMatchObject({ status: 'succeeded', booking: { status: 'confirmed', paymentStatus: 'paid' } });
  });

  it('when the credentials are wrong, then starting fails with 502 and nothing is confirmed', async () => {
    const { app: badApp } = createTestApp({ pool: db.pool, env: mpesaEnv({ MPESA_CONSUMER_SECRET: 'wrong' }) });
    const booking = await book();
    const res = await request(badApp).post(`/api/bookings/${booking.id}/payments`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').send({ method: 'mpesa', phone: '0712345678' }).expect(502);
    expect(res.body).toEqual({ error: 'We couldn’t start the payment. Please try again, choose another method or pay later.' });
    expect(await paymentRows(db.pool)).toEqual([expect.objectContaining({ status: 'failed' })]);
  });

  it('when M-Pesa reports the payer\'s phone, then it must be the prompted one, in either form, and a masked one agree on every digit shown', () => {
    expect(samePayerPhone('254712345678', '254712345678')).toBe(true);
    expect(samePayerPhone('254712345678', '0712345678')).toBe(true);
    expect(samePayerPhone('254712345678', '2547*****678')).toBe(true);
    expect(samePayerPhone('254712345678', '254799000111')).toBe(false);
    expect(samePayerPhone('254712345678', '2547*****679')).toBe(false);
    expect(samePayerPhone('254712345678', '')).toBe(false);
    expect(samePayerPhone('254712345678', '************')).toBe(false);
  });

  it('when Daraja needs a timestamp, then it is Nairobi time', () => {
    expect(darajaTimestamp(new Date('2030-01-31T22:15:09Z'))).toBe('20300201011509');
  });
});
