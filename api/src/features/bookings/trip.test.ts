/**
 * My Trips' trip screen: the traveller's 'Request a change' / 'Request cancellation' lands in the staff
 * inbox linked to the booking, once per idempotency key, for the owner or the booking's key only; the
 * trip lists the e-mails sent about it. A guest booking joins the account with its e-mail once that
 * address is verified (or at booking time when it already is).
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { inboxItemSchema } from '@safari/shared/admin-inbox';
import { BOOKING_KEY_HEADER, bookingSchema } from '@safari/shared/booking';
import { tripRequestSchema, tripSchema } from '@safari/shared/trip';
import { insertUser, verificationToken, type UserFixture } from '../../../test/auth-fixtures';
import { bookingSuite } from '../../../test/booking-suite';
import { bookingBody } from '../../../test/bookings-fixtures';

const suite = bookingSuite({ slug: 'trip-safari', name: 'Trip Safari' }, ['enquiries', 'notifications', 'payments', 'bookings', 'idempotency_keys']);
const { users, bearer } = suite;

async function book(as?: UserFixture, contactEmail = 'owner@example.com') {
  const req = request(suite.app).post('/api/bookings');
  if (as) void req.set('Authorization', bearer(as));
  const res = await req.send(bookingBody(suite.tourId, { contact: { name: 'Owner', email: contactEmail, phone: '+254 712 345 678' } })).expect(201);
  const booking = bookingSchema.parse(res.body);
  return { ...booking, accessKey: booking.accessKey ?? '' };
}

const ask = (id: string) => request(suite.app).post(`/api/bookings/${id}/requests`);

describe('POST /api/bookings/{id}/requests', () => {
  it('when the owner asks for a change, then it lands in the inbox as a contact message linked to the booking, and the trip lists it', async () => {
    const booking = await book(users.owner);
    const res = await ask(booking.id).set('Authorization', bearer(users.owner)).send({ kind: 'change', message: 'Could we start a day later?' }).expect(201);
    const sent = tripRequestSchema.parse(res.body);
    expect(sent).toMatchObject({ kind: 'change', message: 'Could we start a day later?', answered: false });

    const inbox = await request(suite.app).get(`/api/admin/enquiries/contact/${sent.id}`).set('Authorization', bearer(users.staff)).expect(200);
    const item = inboxItemSchema.parse(inbox.body);
    expect(item).toMatchObject({ email: 'owner@example.com', subject: `Change request for ${booking.reference}`, message: 'Could we start a day later?', status: 'new' });
    expect(item.meta).toMatchObject({ bookingId: booking.id, bookingReference: booking.reference });

    const trip = tripSchema.parse((await request(suite.app).get(`/api/bookings/${booking.id}/trip`).set('Authorization', bearer(users.owner)).expect(200)).body);
    expect(trip.requests.map((r) => [r.kind, r.message])).toEqual([['change', 'Could we start a day later?']]);
    expect(trip.tour.slug).toBe('trip-safari');
    expect(trip.emails.map((mail) => mail.subject)).toEqual([expect.stringContaining(booking.reference)]);
  });

  it('when the booking’s key asks for a cancellation, then it is accepted; another traveller, staff on this route or a stranger get 404 and nothing lands', async () => {
    const booking = await book(users.owner);
    await ask(booking.id).set(BOOKING_KEY_HEADER, booking.accessKey).send({ kind: 'cancellation', message: 'We cannot travel.' }).expect(201);
    for (const req of [
      ask(booking.id).set('Authorization', bearer(users.other)),
      ask(booking.id).set('Authorization', bearer(users.staff)),
      ask(booking.id),
      ask(booking.id).set(BOOKING_KEY_HEADER, 'x'.repeat(43)),
    ]) {
      await req.send({ kind: 'change', message: 'Let me in' }).expect(404);
    }
    await request(suite.app).get(`/api/bookings/${booking.id}/trip`).set('Authorization', bearer(users.other)).expect(404);
    const { rows } = await suite.db.pool.query<{ subject: string }>('select subject from enquiries');
    expect(rows.map((row) => row.subject)).toEqual([`Cancellation request for ${booking.reference}`]);
  });

  it('when the outbox replays a request with the same Idempotency-Key, then there is one enquiry and the same answer', async () => {
    const booking = await book(users.owner);
    const body = { kind: 'change', message: 'Vegetarian meals, please.' };
    const first = await ask(booking.id).set('Authorization', bearer(users.owner)).set('Idempotency-Key', 'trip-request-0001').send(body).expect(201);
    const again = await ask(booking.id).set('Authorization', bearer(users.owner)).set('Idempotency-Key', 'trip-request-0001').send(body).expect(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const { rows } = await suite.db.pool.query<{ n: number }>('select count(*)::int as n from enquiries where booking_id = $1', [booking.id]);
    expect(rows[0]?.n).toBe(1);
  });

  it('when the message is empty or the kind unknown, then 400 with a message per field', async () => {
    const booking = await book(users.owner);
    const res = await ask(booking.id).set('Authorization', bearer(users.owner)).send({ kind: 'refund', message: ' ' }).expect(400);
    expect(res.body.fields).toEqual({ kind: 'Choose a change or a cancellation.', message: 'Please tell us what you would like.' });
  });
});

describe('guest bookings join the account with the same e-mail', () => {
  const myTrips = async (user: UserFixture) =>
    ((await request(suite.app).get('/api/users/me/bookings').set('Authorization', bearer(user)).expect(200)).body as { id: string }[]).map((b) => b.id);

  it('when a signed-in traveller verifies the address, then the guest bookings made with it appear in My Trips', async () => {
    const traveller = await insertUser(suite.db.pool, { email: 'later@example.com', name: 'Later' });
    const guest = await book(undefined, 'LATER@example.com');
    expect(await myTrips(traveller)).toEqual([]);
    await request(suite.app).post('/api/auth/resend-verification').set('Authorization', bearer(traveller)).expect(202);
    await request(suite.app).post('/api/auth/verify-email').send({ token: await verificationToken(suite.db.pool, 'later@example.com') }).expect(200);
    expect(await myTrips(traveller)).toEqual([guest.id]);
  });

  it('when a guest books with the e-mail of an account already verified, then the booking is that account’s at once; an unverified one’s stays a guest’s', async () => {
    const verified = await insertUser(suite.db.pool, { email: 'verified@example.com', name: 'Verified' });
    await suite.db.pool.query('update users set email_verified_at = now() where id = $1', [verified.id]);
    const unverified = await insertUser(suite.db.pool, { email: 'unverified@example.com', name: 'Unverified' });
    const mine = await book(undefined, 'Verified@Example.com');
    await book(undefined, 'unverified@example.com');
    expect(await myTrips(verified)).toEqual([mine.id]);
    expect(await myTrips(unverified)).toEqual([]);
  });
});
