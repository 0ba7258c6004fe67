/**
 * Payments owned properly: starting or switching a payment for a booking, and reading, verifying or
 * cancelling an attempt, answer the booking's signed-in owner or whoever holds the booking's access
 * key. A stranger holding only the ids, another traveller and staff (on these public routes) get the
 * same 404 as for an unknown booking or payment. The providers' own callbacks keep their own proofs.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BOOKING_KEY_HEADER, bookingSchema, type Booking } from '@safari/shared/booking';
import { paymentSchema, paymentStartedSchema } from '@safari/shared/payment';
import { bookingSuite } from '../../../test/booking-suite';
import { bookingBody, paymentRows } from '../../../test/bookings-fixtures';

const suite = bookingSuite({ slug: 'paid-access-safari', name: 'Paid Access Safari' }, ['notifications', 'payments', 'bookings']);
const { users, bearer } = suite;

async function book(): Promise<Booking & { accessKey: string }> {
  const res = await request(suite.app).post('/api/bookings').set('Authorization', bearer(users.owner)).send(bookingBody(suite.tourId, { payment: { method: 'paypal', payMode: 'now' } })).expect(201);
  const booking = bookingSchema.parse(res.body);
  if (!booking.accessKey) throw new Error('the creator’s answer carries the access key');
  return { ...booking, accessKey: booking.accessKey };
}

/** A pending sandbox attempt started by the key holder. */
async function started(booking: { id: string; accessKey: string }): Promise<string> {
  const res = await request(suite.app).post(`/api/bookings/${booking.id}/payments`).set(BOOKING_KEY_HEADER, booking.accessKey).send({ method: 'paypal' }).expect(201);
  return paymentStartedSchema.parse(res.body).payment.id;
}

type Caller = 'owner' | 'key' | 'stranger' | 'other traveller' | 'staff' | 'wrong key';

function as(req: request.Test, caller: Caller, key: string, otherKey: string): request.Test {
  switch (caller) {
    case 'owner':
      return req.set('Authorization', bearer(users.owner));
    case 'key':
      return req.set(BOOKING_KEY_HEADER, key);
    case 'other traveller':
      return req.set('Authorization', bearer(users.other));
    case 'staff':
      return req.set('Authorization', bearer(users.staff));
    case 'wrong key':
      return req.set(BOOKING_KEY_HEADER, otherKey);
    case 'stranger':
      return req;
  }
}

describe('POST /api/bookings/:id/payments (start, or switch the method)', () => {
  it.each(['owner', 'key'] as const)('when the caller is the %s, then the payment starts with the chosen method', async (caller) => {
    const booking = await book();
    const res = await as(request(suite.app).post(`/api/bookings/${booking.id}/payments`), caller, booking.accessKey, '').send({ method: 'pesapal' }).expect(201);
    expect(paymentStartedSchema.parse(res.body).payment).toMatchObject({ bookingId: booking.id, method: 'pesapal' });
    const { rows } = await suite.db.pool.query<{ payment_method: string }>('select payment_method from bookings where id = $1', [booking.id]);
    expect(rows[0]?.payment_method).toBe('pesapal');
  });

  it.each(['stranger', 'other traveller', 'staff', 'wrong key'] as const)(
    'when the caller is a %s holding only the id, then 404, the method is not switched and no attempt is made',
    async (caller) => {
      const booking = await book();
      const another = await book();
      const res = await as(request(suite.app).post(`/api/bookings/${booking.id}/payments`), caller, booking.accessKey, another.accessKey).send({ method: 'pesapal' }).expect(404);
      expect(res.body).toMatchObject({ error: 'Booking not found' });
      const { rows } = await suite.db.pool.query<{ payment_method: string }>('select payment_method from bookings where id = $1', [booking.id]);
      expect(rows[0]?.payment_method).toBe('paypal');
      expect(await paymentRows(suite.db.pool)).toEqual([]);
    },
  );
});

describe.each([
  ['GET /api/payments/:paymentId', (id: string) => request(suite.app).get(`/api/payments/${id}`)],
  ['POST /api/payments/:paymentId/verify', (id: string) => request(suite.app).post(`/api/payments/${id}/verify`)],
  ['POST /api/payments/:paymentId/cancel', (id: string) => request(suite.app).post(`/api/payments/${id}/cancel`)],
] as const)('%s', (route, call) => {
  it.each(['owner', 'key'] as const)('when the caller is the %s, then the payment and its booking answer', async (caller) => {
    const booking = await book();
    const paymentId = await started(booking);
    const res = await as(call(paymentId), caller, booking.accessKey, '').expect(200);
    expect(paymentSchema.parse(res.body)).toMatchObject({ id: paymentId, bookingId: booking.id, booking: { contact: { name: 'Amina Wanjiru' } } });
  });

  it.each(['stranger', 'other traveller', 'staff', 'wrong key'] as const)(
    'when the caller is a %s holding only the payment id, then 404 as for an unknown payment, and the attempt is untouched',
    async (caller) => {
      const booking = await book();
      const another = await book();
      const paymentId = await started(booking);
      const res = await as(call(paymentId), caller, booking.accessKey, another.accessKey).expect(404);
      expect(res.body).toMatchObject({ error: 'Payment not found' });
      expect(JSON.stringify(res.body)).not.toContain('Amina');
      const [payment] = await paymentRows(suite.db.pool);
      expect(payment?.status, route).toBe('pending');
    },
  );
});
