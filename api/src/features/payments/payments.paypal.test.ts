import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_KEY_HEADER, bookingSchema, type Booking } from '@safari/shared/booking';
import { paymentSchema, paymentStartedSchema } from '@safari/shared/payment';
import { createTestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';
import { bookingBody, bookingRows, notificationRows, paymentRows } from '../../../test/bookings-fixtures';
import { FAKE_PAYPAL, startFakePaypal, type FakeOrder, type FakePaypal } from '../../../test/fakes/fake-paypal';

const PUBLIC_BASE_URL = 'https://safaris.example';

let db: TestDatabase;
let fake: FakePaypal;
let app: express.Express;
let tourId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  fake = await startFakePaypal();
  ({ app } = createTestApp({
    pool: db.pool,
    env: { PUBLIC_BASE_URL, PAYPAL_CLIENT_ID: FAKE_PAYPAL.clientId, PAYPAL_CLIENT_SECRET: FAKE_PAYPAL.clientSecret, PAYPAL_BASE_URL: fake.url },
  }));
  // $999.99 with a child: $1,599.98, so the amount goes out with cents.
  tourId = await insertTour(db.pool, { slug: 'paypal-safari', name: 'PayPal Safari', price: 999.99 });
});

beforeEach(async () => {
  await db.pool.query('delete from notifications; delete from ledger_entries; delete from payments; delete from bookings');
});

afterAll(async () => {
  await fake?.close();
  await db?.drop();
});

async function book(): Promise<Booking> {
  const res = await request(app)
    .post('/api/bookings')
    .send(bookingBody(tourId, { adults: 1, children: 1, payment: { method: 'paypal', payMode: 'now' } }))
    .expect(201);
  return bookingSchema.parse(res.body);
}

async function startPaypal(booking: Booking): Promise<{ paymentId: string; order: FakeOrder; approveUrl: string }> {
  const res = await request(app).post(`/api/bookings/${booking.id}/payments`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').send({ method: 'paypal' }).expect(201);
  const started = paymentStartedSchema.parse(res.body);
  if (started.action.kind !== 'redirect') throw new Error('PayPal redirects');
  const orderId = new URL(started.action.url).searchParams.get('token') ?? '';
  const order = fake.orders.get(orderId);
  if (!order) throw new Error('no order at the fake');
  return { paymentId: started.payment.id, order, approveUrl: started.action.url };
}

const verify = async (paymentId: string, booking: Booking) => paymentSchema.parse((await request(app).post(`/api/payments/${paymentId}/verify`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').expect(200)).body);

describe('PayPal (Orders v2) adapter against a local fake', () => {
  it('when PayPal is chosen, then an order for the exact amount is created and the traveller goes to its approval page', async () => {
    const booking = await book();
    const { paymentId, order, approveUrl } = await startPaypal(booking);
    expect(approveUrl).toBe(`https://www.sandbox.paypal.example/checkoutnow?token=${order.id}`);
    expect(order.request.intent).toBe('CAPTURE');
    expect(order.request.purchase_units[0]).toMatchObject({
      reference_id: paymentId,
      custom_id: booking.id,
      amount: { currency_code: 'USD', value: '1599.98' },
    });
    expect(order.request.payment_source.paypal.experience_context).toMatchObject({
      return_url: `${PUBLIC_BASE_URL}/checkout/${booking.id}/return?payment=${paymentId}`,
      cancel_url: `${PUBLIC_BASE_URL}/checkout/${booking.id}/return?payment=${paymentId}&cancelled=1`,
    });
    expect(order.requestId).toBe(`order-${paymentId}`);
  });

  it('when the traveller returns before approving, then nothing is captured; after approval the capture confirms the booking once', async () => {
    const booking = await book();
    const { paymentId, order } = await startPaypal(booking);
    expect((await verify(paymentId, booking)).status).toBe('pending');
    order.state = 'approved';
    const paid = await verify(paymentId, booking);
    expect(paid).toMatchObject({ status: 'succeeded', booking: { status: 'confirmed', paymentStatus: 'paid' } });
    // A second return (reload, another tab) does not capture twice or mail twice.
    expect((await verify(paymentId, booking)).status).toBe('succeeded');
    expect(order.captures).toBe(1);
    expect((await notificationRows(db.pool)).filter((row) => row.kind === 'payment_confirmed')).toHaveLength(1);
    expect((await paymentRows(db.pool))[0]?.raw.receipt).toBe(`CAPTURE-${order.id}`);
  });

  it('when the order was already captured (a lost answer), then its capture is read back and applied', async () => {
    const booking = await book();
    const { paymentId, order } = await startPaypal(booking);
    order.state = 'captured';
    order.captures = 1;
    expect((await verify(paymentId, booking)).status).toBe('succeeded');
    expect(await bookingRows(db.pool)).toEqual([expect.objectContaining({ payment_status: 'paid' })]);
  });

  it('when the capture reports another amount, then the booking is not confirmed', async () => {
    const booking = await book();
    const { paymentId, order } = await startPaypal(booking);
    order.state = 'approved';
    order.captureValue = '1.00';
    const payment = await verify(paymentId, booking);
    expect(payment).toMatchObject({ status: 'failed', booking: { status: 'pending', paymentStatus: 'unpaid' } });
  });

  it('when the card is declined, then the attempt fails with a plain reason and the traveller can try again', async () => {
    const booking = await book();
    const { paymentId, order } = await startPaypal(booking);
    order.state = 'declined';
    expect(await verify(paymentId, booking)).toMatchObject({
      status: 'failed',
      failureReason: 'PayPal declined the payment. Please try another card or method.',
      booking: { paymentStatus: 'failed' },
    });
    const retry = await startPaypal(booking);
    retry.order.state = 'approved';
    expect((await verify(retry.paymentId, booking)).booking.paymentStatus).toBe('paid');
  });

  it('when the traveller cancels on PayPal, then the attempt is cancelled and the booking stays unpaid', async () => {
    const booking = await book();
    const { paymentId } = await startPaypal(booking);
    const res = await request(app).post(`/api/payments/${paymentId}/cancel`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').expect(200);
    expect(paymentSchema.parse(res.body)).toMatchObject({ status: 'canceled', booking: { paymentStatus: 'unpaid', status: 'pending' } });
  });

  it('when PayPal fails to create the order, then the checkout gets a 502 and the attempt is failed', async () => {
    const booking = await book();
    fake.failNextCreate = true;
    const res = await request(app).post(`/api/bookings/${booking.id}/payments`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').send({ method: 'paypal' }).expect(502);
    expect(res.body).toEqual({ error: 'We couldn’t start the payment. Please try again, choose another method or pay later.' });
    expect(await paymentRows(db.pool)).toEqual([expect.objectContaining({ status: 'failed', provider: 'paypal' })]);
  });
});
