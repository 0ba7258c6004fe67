/**
 * Bookings owned properly: a booking's id is not a key to it. The checkout read and pay later answer
 * the booking's signed-in owner, or whoever holds the booking's own access key (which travels only
 * in the creator's answer and the traveller's e-mails). A stranger holding only the id, another
 * traveller and staff (on these public routes) get the same 404 as for an unknown booking.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BOOKING_KEY_HEADER, bookingSchema, type Booking } from '@safari/shared/booking';
import { bookingSuite } from '../../../test/booking-suite';
import { bookingBody, notificationRows } from '../../../test/bookings-fixtures';
import { renderNotification } from '../../../test/mail';
import { insertBooking } from '../../../test/staff-fixtures';

const suite = bookingSuite({ slug: 'access-safari', name: 'Access Safari' }, ['notifications', 'payments', 'bookings', 'idempotency_keys']);
const { users, bearer } = suite;

/** A booking made by the signed-in owner; the answer (and only it) carries the access key. */
async function book(idempotencyKey?: string): Promise<Booking & { accessKey: string }> {
  const req = request(suite.app).post('/api/bookings').set('Authorization', bearer(users.owner));
  if (idempotencyKey) void req.set('Idempotency-Key', idempotencyKey);
  const res = await req.send(bookingBody(suite.tourId)).expect(201);
  const booking = bookingSchema.parse(res.body);
  if (!booking.accessKey) throw new Error('the creator’s answer carries the access key');
  return { ...booking, accessKey: booking.accessKey };
}

type Caller = 'owner' | 'key' | 'stranger' | 'other traveller' | 'staff' | 'wrong key';

/** Sets who calls: the owner's session, the key only, nothing, another account, an admin, another booking's key. */
function as(req: request.Test, caller: Caller, booking: { accessKey: string }, otherKey = 'x'.repeat(43)): request.Test {
  switch (caller) {
    case 'owner':
      return req.set('Authorization', bearer(users.owner));
    case 'key':
      return req.set(BOOKING_KEY_HEADER, booking.accessKey);
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

describe('the access key', () => {
  it('when a booking is made, then the answer carries a random key that is not the id, and a replay of the same Idempotency-Key answers the same key', async () => {
    const first = await book('access-key-replay-1');
    expect(first.accessKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.accessKey).not.toContain(first.id);
    const replay = await request(suite.app).post('/api/bookings').set('Authorization', bearer(users.owner)).set('Idempotency-Key', 'access-key-replay-1').send(bookingBody(suite.tourId)).expect(201);
    expect(replay.body).toEqual({ ...first });
    const second = await book();
    expect(second.accessKey).not.toBe(first.accessKey);
  });

  it('when the booking is read back, then the key is never in the answer', async () => {
    const booking = await book();
    const res = await as(request(suite.app).get(`/api/bookings/${booking.id}`), 'key', booking).expect(200);
    expect(res.body).not.toHaveProperty('accessKey');
    expect(JSON.stringify(res.body)).not.toContain(booking.accessKey);
  });

  it('when a booking is made, then the e-mails link to the checkout with its key', async () => {
    const booking = await book();
    const [received] = await notificationRows(suite.db.pool);
    expect(received?.payload).toMatchObject({ bookingId: booking.id, bookingKey: booking.accessKey });
    const { rows } = await suite.db.pool.query<{ payload: Record<string, unknown> }>('select payload from notifications');
    expect(rows.every((row) => row.payload.bookingKey === booking.accessKey)).toBe(true);
  });

  it('when a booking e-mail is rendered, then every link to the booking opens the checkout with its key', async () => {
    const booking = await book();
    await as(request(suite.app).post(`/api/bookings/${booking.id}/pay-later`), 'key', booking).expect(200);
    const rows = await notificationRows(suite.db.pool);
    expect(rows.map((row) => row.kind).sort()).toEqual(['booking_received', 'payment_link']);
    const expected = `https://safaris.example/checkout/${booking.id}?key=${booking.accessKey}`;
    for (const row of rows) {
      const mail = renderNotification(row.kind as 'booking_received' | 'payment_link', row.payload, { publicBaseUrl: 'https://safaris.example' });
      expect(mail.text).toContain(expected);
      expect(mail.html).toContain(expected);
      expect(mail.text).not.toMatch(new RegExp(`/checkout/${booking.id}(?!\\?key=)`));
    }
  });

  it('when staff enter a booking (or it existed before the key), then it still gets a key of its own', async () => {
    const a = await insertBooking(suite.db.pool, { tourId: suite.tourId });
    const b = await insertBooking(suite.db.pool, { tourId: suite.tourId });
    const { rows } = await suite.db.pool.query<{ id: string; access_key: string }>('select id, access_key from bookings where id = any($1)', [[a.id, b.id]]);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.access_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rows[0]?.access_key).not.toBe(rows[1]?.access_key);
  });
});

describe.each([
  ['GET /api/bookings/:id', (id: string) => request(suite.app).get(`/api/bookings/${id}`)],
  ['POST /api/bookings/:id/pay-later', (id: string) => request(suite.app).post(`/api/bookings/${id}/pay-later`)],
] as const)('%s', (_route, call) => {
  it.each(['owner', 'key'] as const)('when the caller is the %s, then the booking answers', async (caller) => {
    const booking = await book();
    const res = await as(call(booking.id), caller, booking).expect(200);
    expect(bookingSchema.parse(res.body)).toMatchObject({ id: booking.id, contact: { name: 'Amina Wanjiru' } });
  });

  it.each(['stranger', 'other traveller', 'staff', 'wrong key'] as const)(
    'when the caller is a %s holding only the id, then 404 as for an unknown booking, and nothing is read or e-mailed',
    async (caller) => {
      const booking = await book();
      const mails = (await notificationRows(suite.db.pool)).length;
      const another = await book();
      const res = await as(call(booking.id), caller, booking, another.accessKey).expect(404);
      expect(res.body).toMatchObject({ error: 'Booking not found' });
      expect(JSON.stringify(res.body)).not.toContain('Amina');
      // Pay later from a stranger neither switches the booking nor sends the payment link.
      const { rows } = await suite.db.pool.query<{ pay_mode: string }>('select pay_mode from bookings where id = $1', [booking.id]);
      expect(rows[0]?.pay_mode).toBe('now');
      expect((await notificationRows(suite.db.pool)).length).toBe(mails + 1);
    },
  );
});

describe('POST /api/bookings/:id/pay-later with the key', () => {
  it('when the key holder pays later, then the payment link e-mail carries the key', async () => {
    const booking = await book();
    await as(request(suite.app).post(`/api/bookings/${booking.id}/pay-later`), 'key', booking).expect(200);
    const link = (await notificationRows(suite.db.pool)).find((row) => row.kind === 'payment_link');
    expect(link?.payload).toMatchObject({ bookingId: booking.id, bookingKey: booking.accessKey });
  });
});

describe('staff', () => {
  it('when staff resend the payment link from the console, then the e-mail carries the booking key, and the staff view never shows it', async () => {
    const booking = await book();
    const res = await request(suite.app).post(`/api/admin/bookings/${booking.id}/payment-link`).set('Authorization', bearer(users.staff)).expect(200);
    expect(JSON.stringify(res.body)).not.toContain(booking.accessKey);
    const detail = await request(suite.app).get(`/api/admin/bookings/${booking.id}`).set('Authorization', bearer(users.staff)).expect(200);
    expect(JSON.stringify(detail.body)).not.toContain(booking.accessKey);
    const link = (await notificationRows(suite.db.pool)).find((row) => row.kind === 'payment_link');
    expect(link?.payload).toMatchObject({ bookingId: booking.id, bookingKey: booking.accessKey });
  });
});
