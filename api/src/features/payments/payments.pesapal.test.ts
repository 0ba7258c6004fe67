import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_KEY_HEADER, bookingSchema, type Booking } from '@safari/shared/booking';
import { paymentSchema, paymentStartedSchema } from '@safari/shared/payment';
import { createTestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';
import { bookingBody, bookingRows, notificationRows, paymentRows } from '../../../test/bookings-fixtures';
import { FAKE_PESAPAL, startFakePesapal, type FakePesapal } from '../../../test/fakes/fake-pesapal';

const PUBLIC_BASE_URL = 'https://safaris.example';

let db: TestDatabase;
let fake: FakePesapal;
let app: express.Express;
let tourId: string;
let luxuryTourId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  fake = await startFakePesapal();
  ({ app } = createTestApp({
    pool: db.pool,
    env: {
      PUBLIC_BASE_URL,
      PESAPAL_CONSUMER_KEY: FAKE_PESAPAL.consumerKey,
      PESAPAL_CONSUMER_SECRET: FAKE_PESAPAL.consumerSecret,
      PESAPAL_BASE_URL: `${fake.url}/`,
    },
  }));
  tourId = await insertTour(db.pool, { slug: 'card-safari', name: 'Card Safari', price: 1000 });
  luxuryTourId = await insertTour(db.pool, { slug: 'very-luxury', name: 'Very Luxury', price: 60_000 });
});

beforeEach(async () => {
  await db.pool.query('delete from notifications; delete from ledger_entries; delete from payments; delete from bookings');
  fake.statuses.clear();
});

afterAll(async () => {
  await fake?.close();
  await db?.drop();
});

async function book(tour = tourId): Promise<Booking> {
  const res = await request(app).post('/api/bookings').send(bookingBody(tour, { payment: { method: 'pesapal', payMode: 'now' } })).expect(201);
  return bookingSchema.parse(res.body);
}

async function startCard(booking: Booking) {
  const res = await request(app).post(`/api/bookings/${booking.id}/payments`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').send({ method: 'pesapal' }).expect(201);
  const started = paymentStartedSchema.parse(res.body);
  if (started.action.kind !== 'redirect') throw new Error('Pesapal redirects');
  const trackingId = new URL(started.action.url).searchParams.get('OrderTrackingId') ?? '';
  return { started, trackingId, order: fake.orders.get(trackingId) };
}

const ipnGet = (trackingId: string, merchantReference: string) =>
  request(app).get('/api/payments/pesapal/ipn').query({ OrderTrackingId: trackingId, OrderMerchantReference: merchantReference, OrderNotificationType: 'IPNCHANGE' });

describe('Pesapal adapter against a local fake', () => {
  it('when card is chosen, then an order is submitted for the booking amount and the traveller is sent to Pesapal', async () => {
    const booking = await book();
    const { started, trackingId, order } = await startCard(booking);
    expect(started.action).toEqual({ kind: 'redirect', url: `https://pay.pesapal.example/iframe/PesapalIframe3/Index?OrderTrackingId=${trackingId}` });
    expect(started.payment).toMatchObject({ provider: 'pesapal', status: 'pending', amount: 2600, currency: 'USD' });
    expect(order).toMatchObject({
      id: started.payment.id,
      amount: 2600,
      currency: 'USD',
      callback_url: `${PUBLIC_BASE_URL}/checkout/${booking.id}/return?payment=${started.payment.id}`,
      notification_id: 'ipn-1',
      billing_address: { email_address: 'amina@example.com', first_name: 'Amina', last_name: 'Wanjiru' },
    });
    expect(order?.description).toContain(booking.reference);
    expect(fake.ipnRegistrations).toEqual([{ url: `${PUBLIC_BASE_URL}/api/payments/pesapal/ipn`, ipn_notification_type: 'POST' }]);
    // The IPN URL is registered once, not per order.
    await startCard(await book());
    expect(fake.ipnRegistrations).toHaveLength(1);
  });

  it('when the IPN arrives before the payment completed, then the status is asked from Pesapal and nothing is confirmed', async () => {
    const booking = await book();
    const { started, trackingId } = await startCard(booking);
    const queries = fake.statusQueries;
    const res = await ipnGet(trackingId, started.payment.id).expect(200);
    expect(res.body).toEqual({ orderNotificationType: 'IPNCHANGE', orderTrackingId: trackingId, orderMerchantReference: started.payment.id, status: 200 });
    expect(fake.statusQueries).toBe(queries + 1);
    expect(await bookingRows(db.pool)).toEqual([expect.objectContaining({ payment_status: 'unpaid' })]);
  });

  it('when Pesapal reports the order completed for the right amount, then the booking is confirmed once however often the IPN comes', async () => {
    const booking = await book();
    const { started, trackingId } = await startCard(booking);
    fake.statuses.set(trackingId, { status_code: 1, confirmation_code: 'AA11BB22' });
    await ipnGet(trackingId, started.payment.id).expect(200);
    await request(app).post('/api/payments/pesapal/ipn').send({ OrderTrackingId: trackingId, OrderMerchantReference: started.payment.id, OrderNotificationType: 'IPNCHANGE' }).expect(200);
    await request(app).post(`/api/payments/${started.payment.id}/verify`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').expect(200);
    expect(await bookingRows(db.pool)).toEqual([expect.objectContaining({ status: 'confirmed', payment_status: 'paid' })]);
    expect((await notificationRows(db.pool)).filter((row) => row.kind === 'payment_confirmed')).toHaveLength(1);
    expect((await paymentRows(db.pool))[0]?.raw.receipt).toBe('AA11BB22');
  });

  it('when Pesapal reports a completed payment of another amount or currency, then the booking is not confirmed', async () => {
    const booking = await book();
    const first = await startCard(booking);
    fake.statuses.set(first.trackingId, { status_code: 1, amount: 26 });
    await ipnGet(first.trackingId, first.started.payment.id).expect(200);
    const second = await startCard(booking);
    fake.statuses.set(second.trackingId, { status_code: 1, currency: 'KES' });
    await ipnGet(second.trackingId, second.started.payment.id).expect(200);
    expect(await bookingRows(db.pool)).toEqual([expect.objectContaining({ status: 'pending', payment_status: 'unpaid' })]);
    expect((await paymentRows(db.pool)).map((row) => row.status)).toEqual(['failed', 'failed']);
  });

  it('when the card is declined, then the attempt fails, the booking shows a failed payment and can be paid again', async () => {
    const booking = await book();
    const { started, trackingId } = await startCard(booking);
    fake.statuses.set(trackingId, { status_code: 2, description: 'Card declined by the issuer.' });
    const res = await request(app).post(`/api/payments/${started.payment.id}/verify`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').expect(200);
    expect(paymentSchema.parse(res.body)).toMatchObject({ status: 'failed', failureReason: 'Card declined by the issuer.', booking: { paymentStatus: 'failed' } });
    await startCard(booking);
  });

  it('when the IPN names an unknown order or the wrong merchant reference, then 404 and nothing changes', async () => {
    const booking = await book();
    const { trackingId } = await startCard(booking);
    fake.statuses.set(trackingId, { status_code: 1 });
    await ipnGet('00000000-unknown', 'whatever').expect(404);
    await ipnGet(trackingId, 'another-reference').expect(404);
    await request(app).get('/api/payments/pesapal/ipn').expect(400);
    expect(await bookingRows(db.pool)).toEqual([expect.objectContaining({ payment_status: 'unpaid' })]);
  });

  it('when Pesapal refuses the order, then the checkout gets a 502 and the attempt is failed', async () => {
    const booking = await book(luxuryTourId);
    const res = await request(app).post(`/api/bookings/${booking.id}/payments`).set(BOOKING_KEY_HEADER, booking.accessKey ?? '').send({ method: 'pesapal' }).expect(502);
    expect(res.body).toEqual({ error: 'We couldn’t start the payment. Please try again, choose another method or pay later.' });
    expect(await paymentRows(db.pool)).toEqual([expect.objectContaining({ status: 'failed', provider: 'pesapal' })]);
  });
});
