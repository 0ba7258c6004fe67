/**
 * Reviews through the real app and Postgres: a trip that has ended is reviewed once by its owner or
 * key holder, staff approve it, and it shows in the tour's reviews, its rating and its page's JSON-LD;
 * refusals for a trip not yet taken, someone else's trip, a second review and anonymous staff calls;
 * the request e-mail 2 days after the trip (once) and by hand.
 */
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_KEY_HEADER, bookingSchema } from '@safari/shared/booking';
import { daysBefore } from '@safari/shared/money';
import { adminReviewListSchema, adminReviewSchema, bookingReviewStateSchema, REVIEW_MESSAGES, tourReviewsSchema } from '@safari/shared/review';
import { tourSchema } from '@safari/shared/tour';
import { createTestApp } from '../../../test/app';
import { insertUser, tokenFor } from '../../../test/auth-fixtures';
import { bookingBody, notificationRows } from '../../../test/bookings-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';
import { notificationsPort } from '../../../test/ports';
import { createPwaFixture } from '../../../test/pwa-fixture';
import { nairobiToday } from '../../lib/rates.repo';
import { createReviewRequestsWorker } from './review-requests.worker';

let db: TestDatabase;
let app: express.Express;
let pwa: Awaited<ReturnType<typeof createPwaFixture>>;
let admin: string;
let moderator: string;
let owner: string;
let stranger: string;
let tourId: string;
const daysAgo = (days: number) => daysBefore(nairobiToday(), days);

beforeAll(async () => {
  db = await createTestDatabase();
  pwa = await createPwaFixture();
  const created = createTestApp({ pool: db.pool, env: { RATE_LIMIT_FACTOR: '1000', PWA_DIST: pwa.dir, PUBLIC_BASE_URL: 'http://safari.test' } });
  app = created.app;
  admin = `Bearer ${tokenFor(created.config.jwtSecret, await insertUser(db.pool, { role: 'admin' }))}`;
  moderator = `Bearer ${tokenFor(created.config.jwtSecret, await insertUser(db.pool, { role: 'moderator' }))}`;
  owner = `Bearer ${tokenFor(created.config.jwtSecret, await insertUser(db.pool, { role: 'user' }))}`;
  stranger = `Bearer ${tokenFor(created.config.jwtSecret, await insertUser(db.pool, { role: 'user' }))}`;
  tourId = await insertTour(db.pool, { slug: 'reviewed-mara', name: 'Reviewed Mara', price: 300, rating: 4.9 });
});

afterAll(async () => {
  await db?.drop();
  await pwa?.remove();
});

/** A booking of the tour, travelling `daysAgo` days ago (negative: ahead), in the given state. */
async function trip(travelledDaysAgo: number, state: { status?: string; paymentStatus?: string; token?: string } = {}) {
  const req = request(app).post('/api/bookings');
  if (state.token) void req.set('Authorization', state.token);
  const res = await req.send(bookingBody(tourId, { contact: { name: 'Amina Wanjiru', email: 'amina@example.com', phone: '+254 712 345 678' }, payment: { method: 'pesapal', payMode: 'later' } })).expect(201);
  const booking = bookingSchema.parse(res.body);
  // Setup only: a booking cannot be made in the past through the API.
  await db.pool.query('update bookings set travel_date = $2::date, status = $3, payment_status = $4 where id = $1', [
    booking.id,
    daysAgo(travelledDaysAgo),
    state.status ?? 'confirmed',
    state.paymentStatus ?? 'unpaid',
  ]);
  return { id: booking.id, key: booking.accessKey!, reference: booking.reference };
}

const review = { stars: 4, title: 'Lions at dawn', text: 'Our guide found a pride on the first morning. Camp was warm and friendly.' };
const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as Record<string, unknown>;

describe('the full flow', () => {
  it('when a traveller reviews an ended trip and staff approve it, then it shows in the tour’s reviews, rating and page JSON-LD', async () => {
    const booking = await trip(5);
    const state = bookingReviewStateSchema.parse((await request(app).get(`/api/bookings/${booking.id}/review`).set(BOOKING_KEY_HEADER, booking.key).expect(200)).body);
    expect(state).toMatchObject({ canReview: true, review: null, tourName: 'Reviewed Mara' });

    // Multipart with a photo, by whoever holds the key (the e-mail's link).
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const written = await request(app)
      .post(`/api/bookings/${booking.id}/review`)
      .set(BOOKING_KEY_HEADER, booking.key)
      .field('stars', '5')
      .field('title', review.title)
      .field('text', review.text)
      .attach('photos', png, 'lion.png')
      .expect(201);
    expect(written.body).toMatchObject({ status: 'pending', stars: 5, author: 'Amina W.', title: review.title });
    expect(written.body.photos).toHaveLength(1);
    expect(written.body.photos[0]).toMatch(/^\/uploads\/upload\.[0-9a-f]+\.webp$/);

    // Waiting: not public yet.
    expect(tourReviewsSchema.parse((await request(app).get('/api/tours/reviewed-mara/reviews').expect(200)).body)).toMatchObject({ count: 0, average: null, items: [] });

    const list = adminReviewListSchema.parse((await request(app).get('/api/admin/reviews?status=pending').set('Authorization', moderator).expect(200)).body);
    const row = list.items.find((item) => item.bookingId === booking.id);
    expect(row).toMatchObject({ status: 'pending', reference: booking.reference, email: 'amina@example.com' });
    const approved = adminReviewSchema.parse(
      (await request(app).put(`/api/admin/reviews/${row!.id}`).set('Authorization', moderator).send({ status: 'approved', reply: 'Asante, Amina!' }).expect(200)).body,
    );
    expect(approved).toMatchObject({ status: 'approved', reply: 'Asante, Amina!' });
    const { rows: audit } = await db.pool.query(`select action from audit_log where entity = 'review' and entity_id = $1`, [row!.id]);
    expect(audit).toEqual([{ action: 'approve' }]);

    const reviews = tourReviewsSchema.parse((await request(app).get('/api/tours/reviewed-mara/reviews').expect(200)).body);
    expect(reviews).toMatchObject({ tourId, count: 1, average: 5 });
    expect(reviews.items[0]).toMatchObject({ title: review.title, reply: 'Asante, Amina!', author: 'Amina W.' });
    expect((await request(app).get('/api/reviews/latest').expect(200)).body.items).toEqual([expect.objectContaining({ id: row!.id, tourName: 'Reviewed Mara' })]);
    // The tour's rating is now its reviews' average (the stated 4.9 no longer).
    expect(tourSchema.parse((await request(app).get(`/api/tours/${tourId}`).expect(200)).body).rating).toBe(5);

    const html = (await request(app).get('/tours/reviewed-mara').set('Accept', 'text/html').expect(200)).text;
    const jsonLd = jsonLdOf(html);
    expect(jsonLd.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 5, reviewCount: 1, bestRating: 5, worstRating: 1 });
    expect(jsonLd.review).toEqual([expect.objectContaining({ '@type': 'Review', name: review.title, author: { '@type': 'Person', name: 'Amina W.' }, reviewRating: expect.objectContaining({ ratingValue: 5 }) })]);

    // A second review, by the signed-in owner of another trip, averages in; hiding takes it out again.
    const second = await trip(3, { token: owner, status: 'pending', paymentStatus: 'paid' });
    const secondReview = await request(app).post(`/api/bookings/${second.id}/review`).set('Authorization', owner).send({ ...review, stars: 2 }).expect(201);
    await request(app).put(`/api/admin/reviews/${secondReview.body.id}`).set('Authorization', admin).send({ status: 'approved' }).expect(200);
    const two = jsonLdOf((await request(app).get(`/tours/${tourId}`).set('Accept', 'text/html').expect(200)).text);
    expect(two.aggregateRating).toMatchObject({ ratingValue: 3.5, reviewCount: 2 });
    await request(app).put(`/api/admin/reviews/${secondReview.body.id}`).set('Authorization', admin).send({ status: 'hidden' }).expect(200);
    expect(tourReviewsSchema.parse((await request(app).get(`/api/tours/${tourId}/reviews`).expect(200)).body)).toMatchObject({ count: 1, average: 5 });
    await request(app).put(`/api/admin/reviews/${row!.id}`).set('Authorization', admin).send({ status: 'hidden' }).expect(200);
    expect(tourSchema.parse((await request(app).get(`/api/tours/${tourId}`).expect(200)).body).rating).toBe(4.9);
    expect(jsonLdOf((await request(app).get(`/tours/${tourId}`).set('Accept', 'text/html').expect(200)).text).aggregateRating).toBeUndefined();
    await request(app).put(`/api/admin/reviews/${row!.id}`).set('Authorization', admin).send({ status: 'approved' }).expect(200);
  });
});

describe('refusals', () => {
  it('when the trip has not been taken yet, or is not paid or confirmed, or cancelled, then 409 says why and nothing is written', async () => {
    const ahead = await trip(-10);
    const res = await request(app).post(`/api/bookings/${ahead.id}/review`).set(BOOKING_KEY_HEADER, ahead.key).send(review).expect(409);
    expect(res.body.error).toBe(REVIEW_MESSAGES.notEnded);
    const today = await trip(0);
    expect((await request(app).post(`/api/bookings/${today.id}/review`).set(BOOKING_KEY_HEADER, today.key).send(review).expect(409)).body.error).toBe(REVIEW_MESSAGES.notEnded);
    const unpaid = await trip(5, { status: 'pending', paymentStatus: 'deposit paid' });
    expect((await request(app).post(`/api/bookings/${unpaid.id}/review`).set(BOOKING_KEY_HEADER, unpaid.key).send(review).expect(409)).body.error).toBe(REVIEW_MESSAGES.notPaid);
    const canceled = await trip(5, { status: 'canceled', paymentStatus: 'paid' });
    expect((await request(app).post(`/api/bookings/${canceled.id}/review`).set(BOOKING_KEY_HEADER, canceled.key).send(review).expect(409)).body.error).toBe(REVIEW_MESSAGES.canceled);
    const { rows } = await db.pool.query('select 1 from reviews where booking_id = any($1::uuid[])', [[ahead.id, today.id, unpaid.id, canceled.id]]);
    expect(rows).toHaveLength(0);
  });

  it('when someone else’s trip is reviewed (another account, no key, a wrong key), then 404 as for an unknown booking', async () => {
    const mine = await trip(5, { token: owner });
    const post = () => request(app).post(`/api/bookings/${mine.id}/review`);
    await post().set('Authorization', stranger).send(review).expect(404);
    await post().send(review).expect(404);
    await post().set(BOOKING_KEY_HEADER, `${mine.key.slice(0, -1)}x`).send(review).expect(404);
    await request(app).get(`/api/bookings/${mine.id}/review`).set('Authorization', stranger).expect(404);
    await post().set('Authorization', owner).send(review).expect(201);
  });

  it('when the trip is reviewed a second time, then 409', async () => {
    const booking = await trip(6);
    await request(app).post(`/api/bookings/${booking.id}/review`).set(BOOKING_KEY_HEADER, booking.key).send(review).expect(201);
    const again = await request(app).post(`/api/bookings/${booking.id}/review`).set(BOOKING_KEY_HEADER, booking.key).send(review).expect(409);
    expect(again.body.error).toBe(REVIEW_MESSAGES.twice);
  });

  it('when the fields are wrong, then 400 names them', async () => {
    const booking = await trip(7);
    const res = await request(app).post(`/api/bookings/${booking.id}/review`).set(BOOKING_KEY_HEADER, booking.key).send({ stars: 6, title: ' ', text: '' }).expect(400);
    expect(res.body.fields).toEqual({ stars: REVIEW_MESSAGES.stars, title: REVIEW_MESSAGES.title, text: REVIEW_MESSAGES.text });
  });

  it('when the staff routes are called anonymously or by a traveller, then 401 and 403', async () => {
    await request(app).get('/api/admin/reviews').expect(401);
    await request(app).get('/api/admin/reviews').set('Authorization', owner).expect(403);
    await request(app).put('/api/admin/reviews/00000000-0000-4000-8000-000000000000').send({ status: 'approved' }).expect(401);
    await request(app).put('/api/admin/reviews/00000000-0000-4000-8000-000000000000').set('Authorization', owner).send({ status: 'approved' }).expect(403);
    await request(app).post('/api/admin/bookings/00000000-0000-4000-8000-000000000000/review-request').expect(401);
    await request(app).post('/api/admin/bookings/00000000-0000-4000-8000-000000000000/review-request').set('Authorization', moderator).expect(403);
  });
});

describe('the review request e-mail', () => {
  it('when a trip ended 2 days ago, then its traveller is asked once, with a link to the review page; staff may ask by hand', async () => {
    const due = await trip(2);
    const tooSoon = await trip(1);
    const worker = createReviewRequestsWorker({ pool: db.pool, notifications: notificationsPort });
    expect(await worker.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await worker.runOnce()).toBe(0);
    const mails = (await notificationRows(db.pool)).filter((mail) => mail.kind === 'review_request');
    const mine = mails.filter((mail) => mail.payload.bookingId === due.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ recipient: 'amina@example.com', subject: 'How was your safari? Reviewed Mara' });
    expect(mine[0]?.payload.bookingKey).toBe(due.key);
    expect(mails.some((mail) => mail.payload.bookingId === tooSoon.id)).toBe(false);

    // By hand: the trip that ended yesterday, audited; not for a trip still ahead.
    const sent = await request(app).post(`/api/admin/bookings/${tooSoon.id}/review-request`).set('Authorization', admin).expect(200);
    expect(sent.body).toEqual({ sentTo: 'amina@example.com' });
    expect((await notificationRows(db.pool)).filter((mail) => mail.kind === 'review_request' && mail.payload.bookingId === tooSoon.id)).toHaveLength(1);
    const ahead = await trip(-3);
    expect((await request(app).post(`/api/admin/bookings/${ahead.id}/review-request`).set('Authorization', admin).expect(409)).body.error).toBe(REVIEW_MESSAGES.notEnded);
  });
});
