import { randomUUID } from 'node:crypto';
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_KEY_HEADER, bookingSchema, type Booking } from '@safari/shared/booking';
import { paymentSchema, paymentStartedSchema, sandboxResultSchema, sandboxSessionSchema, type SandboxWebhook } from '@safari/shared/payment';
import { createTestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';
import type { Config } from '../../config';
import { bookingBody, bookingRows, notificationRows, paymentRows } from '../../../test/bookings-fixtures';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from './providers/sandbox';

let db: TestDatabase;
let app: express.Express;
let config: Config;
let tourId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  ({ app, config } = createTestApp({ pool: db.pool }));
  tourId = await insertTour(db.pool, { slug: 'sandbox-safari', name: 'Sandbox Safari', price: 1000 });
});

beforeEach(async () => {
  await db.pool.query('delete from notifications; delete from ledger_entries; delete from payments; delete from bookings');
});

afterAll(async () => {
  await db?.drop();
});

async function book(method = 'paypal'): Promise<Booking> {
  const res = await request(app)
    .post('/api/bookings')
    .send(bookingBody(tourId, { payment: { method, payMode: 'now' } }))
    .expect(201);
  return bookingSchema.parse(res.body);
}

async function startSandbox(booking: Booking, method = 'paypal', phone?: string) {
  const res = await request(app).post(`/api/bookings/${booking.id}/payments`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').send({ method, phone }).expect(201);
  const started = paymentStartedSchema.parse(res.body);
  if (started.action.kind !== 'redirect') throw new Error('the sandbox redirects');
  const url = new URL(started.action.url, 'http://pwa.test');
  return { started, url, session: url.searchParams.get('session') ?? '' };
}

function webhook(session: string, paymentId: string, change: Partial<SandboxWebhook> = {}): SandboxWebhook {
  return {
    session,
    paymentId,
    status: 'succeeded',
    amount: '2600.00',
    currency: 'USD',
    eventId: randomUUID(),
    timestamp: Math.floor(Date.now() / 1000),
    ...change,
  };
}

const sendWebhook = (payload: SandboxWebhook, signature = signSandboxPayload(config.payments.callbackSecret, payload)) =>
  request(app).post('/api/payments/sandbox/webhook').set(SANDBOX_SIGNATURE_HEADER, signature).send(payload);

describe('sandbox provider', () => {
  it('when no provider is configured, then starting a payment redirects to the sandbox page of the PWA', async () => {
    const booking = await book();
    const { started, url, session } = await startSandbox(booking);
    expect(url.pathname).toBe(`/checkout/${booking.id}/sandbox`);
    expect(url.searchParams.get('method')).toBe('paypal');
    expect(session.length).toBeGreaterThanOrEqual(32);
    expect(started.payment).toMatchObject({ provider: 'sandbox', method: 'paypal', status: 'pending', amount: 2600, currency: 'USD' });
    expect(await paymentRows(db.pool)).toEqual([expect.objectContaining({ provider: 'sandbox', provider_ref: session, status: 'pending', amount: '2600.00' })]);

    const page = sandboxSessionSchema.parse((await request(app).get(`/api/payments/sandbox/${session}`).expect(200)).body);
    expect(page).toMatchObject({ bookingId: booking.id, amount: 2600, currency: 'USD', reference: booking.reference, tourName: 'Sandbox Safari', status: 'pending' });
    await request(app).get('/api/payments/sandbox/not-a-session').expect(404);
  });

  it('when the traveller presses Pay on the sandbox page, then the booking is confirmed and paid, with one e-mail', async () => {
    const booking = await book('pesapal');
    const { started, session } = await startSandbox(booking, 'pesapal');
    const res = await request(app).post(`/api/payments/sandbox/${session}/complete`).expect(200);
    const result = sandboxResultSchema.parse(res.body);
    expect(result.returnUrl).toBe(`/checkout/${booking.id}/return?payment=${started.payment.id}`);
    expect(result.payment).toMatchObject({ status: 'succeeded', booking: { status: 'confirmed', paymentStatus: 'paid', method: 'pesapal' } });
    expect(await bookingRows(db.pool)).toEqual([expect.objectContaining({ status: 'confirmed', payment_status: 'paid' })]);
    const confirmed = (await notificationRows(db.pool)).filter((row) => row.kind === 'payment_confirmed');
    expect(confirmed).toEqual([expect.objectContaining({ recipient: 'amina@example.com', payload: expect.objectContaining({ amount: 2600, reference: booking.reference }) })]);
    // A double click on Pay changes nothing.
    await request(app).post(`/api/payments/sandbox/${session}/complete`).expect(200);
    expect((await notificationRows(db.pool)).filter((row) => row.kind === 'payment_confirmed')).toHaveLength(1);
  });

  it('when the same signed callback arrives three times (even at once), then the booking is confirmed exactly once', async () => {
    const booking = await book();
    const { started, session } = await startSandbox(booking);
    const payload = webhook(session, started.payment.id);
    const answers = await Promise.all([sendWebhook(payload), sendWebhook(payload), sendWebhook(payload)]);
    expect(answers.map((res) => [res.status, (res.body as { status: string }).status])).toEqual([
      [200, 'succeeded'],
      [200, 'succeeded'],
      [200, 'succeeded'],
    ]);
    expect(await paymentRows(db.pool)).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    expect(await bookingRows(db.pool)).toEqual([expect.objectContaining({ status: 'confirmed', payment_status: 'paid' })]);
    expect((await notificationRows(db.pool)).filter((row) => row.kind === 'payment_confirmed')).toHaveLength(1);
  });

  it('when a callback carries a wrong signature, then 401 and nothing changes', async () => {
    const booking = await book();
    const { started, session } = await startSandbox(booking);
    const payload = webhook(session, started.payment.id);
    await sendWebhook(payload, 'sha256=' + '0'.repeat(64)).expect(401);
    await sendWebhook(payload, signSandboxPayload('another-secret', payload)).expect(401);
    await request(app).post('/api/payments/sandbox/webhook').send(payload).expect(401);
    // Signed for one amount, sent with another.
    await sendWebhook({ ...payload, amount: '1.00' }, signSandboxPayload(config.payments.callbackSecret, payload)).expect(401);
    expect(await paymentRows(db.pool)).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect(await bookingRows(db.pool)).toEqual([expect.objectContaining({ status: 'pending', payment_status: 'unpaid' })]);
  });

  it('when a correctly signed callback reports another amount, then the booking is never confirmed and stays payable', async () => {
    const booking = await book();
    const first = await startSandbox(booking);
    await sendWebhook(webhook(first.session, first.started.payment.id, { amount: '26.00' })).expect(200);
    await sendWebhook(webhook(first.session, first.started.payment.id, { currency: 'KES' })).expect(200);
    const payment = paymentSchema.parse((await request(app).get(`/api/payments/${first.started.payment.id}`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').expect(200)).body);
    expect(payment).toMatchObject({ status: 'failed', failureReason: 'The amount paid did not match the booking. Our team will contact you.' });
    expect(payment.booking).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
    expect((await notificationRows(db.pool)).filter((row) => row.kind === 'payment_confirmed')).toEqual([]);

    // The traveller can still pay properly.
    const second = await startSandbox(booking);
    await request(app).post(`/api/payments/sandbox/${second.session}/complete`).expect(200);
    expect(await bookingRows(db.pool)).toEqual([expect.objectContaining({ status: 'confirmed', payment_status: 'paid' })]);
  });

  it('when a callback is old or names a payment of another session, then it is refused', async () => {
    const booking = await book();
    const { started, session } = await startSandbox(booking);
    await sendWebhook(webhook(session, started.payment.id, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).expect(400);
    await sendWebhook(webhook('x'.repeat(32), started.payment.id)).expect(404);
    await sendWebhook(webhook(session, randomUUID())).expect(404);
    expect(await paymentRows(db.pool)).toEqual([expect.objectContaining({ status: 'pending' })]);
  });

  it('when the traveller cancels on the sandbox page, then the payment is cancelled and the booking can be paid later', async () => {
    const booking = await book();
    const { started, session } = await startSandbox(booking);
    const result = sandboxResultSchema.parse((await request(app).post(`/api/payments/sandbox/${session}/cancel`).expect(200)).body);
    expect(result.payment).toMatchObject({ id: started.payment.id, status: 'canceled', booking: { paymentStatus: 'unpaid', status: 'pending' } });
    // Pay after a cancel is refused rather than silently taking money for a cancelled attempt.
    await request(app).post(`/api/payments/sandbox/${session}/complete`).expect(409);
    // A declined test payment marks the booking's payment as failed, and it stays payable.
    const retry = await startSandbox(booking);
    await sendWebhook(webhook(retry.session, retry.started.payment.id, { status: 'failed' })).expect(200);
    expect(await bookingRows(db.pool)).toEqual([expect.objectContaining({ status: 'pending', payment_status: 'failed' })]);
    const third = await startSandbox(booking);
    await request(app).post(`/api/payments/sandbox/${third.session}/complete`).expect(200);
    expect(await bookingRows(db.pool)).toEqual([expect.objectContaining({ status: 'confirmed', payment_status: 'paid' })]);
  });

  it('when a booking is already paid, then a new payment is refused with 409', async () => {
    const booking = await book();
    const { session } = await startSandbox(booking);
    await request(app).post(`/api/payments/sandbox/${session}/complete`).expect(200);
    const res = await request(app).post(`/api/bookings/${booking.id}/payments`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').send({ method: 'paypal' }).expect(409);
    expect(res.body).toEqual({ error: 'This booking is already paid.' });
  });

  it('when M-Pesa is chosen, then a valid Kenyan number is required and the method of the booking follows the choice', async () => {
    const booking = await book('paypal');
    const bad = await request(app).post(`/api/bookings/${booking.id}/payments`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').send({ method: 'mpesa', phone: '12345' }).expect(400);
    expect(bad.body).toEqual({ error: 'Invalid request', fields: { phone: 'Enter your M-Pesa number, e.g. 0712 345 678.' } });
    // M-Pesa charges shillings at the office's rate.
    await db.pool.query(`insert into exchange_rates (currency, rate, as_of) values ('KES', 129.5, '2026-11-26')`);
    const { started } = await startSandbox(booking, 'mpesa', '0712 345 678');
    expect(started.payment).toMatchObject({ method: 'mpesa', provider: 'sandbox', currency: 'KES', amount: Math.ceil(booking.amount * 129.5), booking: { method: 'mpesa' } });
  });

  it('when the booking or payment does not exist, then 404', async () => {
    await request(app).post(`/api/bookings/${randomUUID()}/payments`).send({ method: 'paypal' }).expect(404);
    await request(app).post('/api/bookings/not-an-id/payments').send({ method: 'paypal' }).expect(404);
    await request(app).get(`/api/payments/${randomUUID()}`).expect(404);
    await request(app).post('/api/payments/not-an-id/verify').expect(404);
  });

  it('when the checkout asks the sandbox for a status, then a pending payment stays pending', async () => {
    const booking = await book();
    const { started } = await startSandbox(booking);
    const res = await request(app).post(`/api/payments/${started.payment.id}/verify`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').expect(200);
    expect(paymentSchema.parse(res.body).status).toBe('pending');
  });
});

describe('sandbox switched off (PAYMENTS_SANDBOX=false, the production default)', () => {
  it('when a method has no real provider, then paying now is refused with a message, no attempt is stored and the sandbox page and webhook are gone', async () => {
    // A test payment started while the sandbox was on…
    const earlier = await book();
    const { started, session } = await startSandbox(earlier);
    // …and the server restarted with the sandbox off.
    const off = createTestApp({ pool: db.pool, env: { PAYMENTS_SANDBOX: 'false' } }).app;

    const booking = await book();
    const res = await request(off).post(`/api/bookings/${booking.id}/payments`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').send({ method: 'pesapal' }).expect(400);
    expect(res.body).toEqual({
      error: 'Card payments are not available right now. Please choose another method, or pay later and we’ll e-mail you a payment link.',
      fields: { method: 'Card payments are not available right now. Please choose another method, or pay later and we’ll e-mail you a payment link.' },
    });
    expect((await paymentRows(db.pool)).filter((row) => row.booking_id === booking.id)).toHaveLength(0);

    await request(off).get(`/api/payments/sandbox/${session}`).expect(404);
    await request(off).post(`/api/payments/sandbox/${session}/complete`).expect(404);
    const payload = webhook(session, started.payment.id, { amount: started.payment.amount.toFixed(2) });
    await request(off).post('/api/payments/sandbox/webhook').set(SANDBOX_SIGNATURE_HEADER, signSandboxPayload(config.payments.callbackSecret, payload)).send(payload).expect(404);
    // Nothing was paid without a real provider.
    expect((await bookingRows(db.pool)).find((row) => row.id === earlier.id)).toMatchObject({ payment_status: 'unpaid' });

    // Pay later still works without any provider.
    await request(off).post(`/api/bookings/${booking.id}/pay-later`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').expect(200);
  });
});
