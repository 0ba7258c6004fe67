import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_BOOKING_MESSAGES as M,
  adminBookingListSchema,
  adminBookingSchema,
  bookingCancelResultSchema,
  paymentLinkResultSchema,
} from '@safari/shared/admin-bookings';
import { auditPageSchema } from '@safari/shared/admin-audit';
import { auditDeed, auditSentence } from '@safari/shared/audit-sentence';
import { BOOKING_KEY_HEADER, bookingSchema } from '@safari/shared/booking';
import { travelDateLabel } from '@safari/shared/booking-rules';
import { myBookingsSchema } from '@safari/shared/account';
import { daysBefore } from '@safari/shared/money';
import { createTestApp } from '../../../test/app';
import { notificationsPort } from '../../../test/ports';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors';
import { nairobiToday } from '../../lib/rates.repo';
import { createBookingsAdminService } from './bookings.admin.service';
import { createBookingsAdminStore } from './bookings.feature';
import { expiredTokenFor, foreignTokenFor, insertUser, tokenFor, type UserFixture } from '../../../test/auth-fixtures';
import { bookingBody, notificationRows, paymentRows } from '../../../test/bookings-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';
import { renderNotification } from '../../../test/mail';
import { countRows, insertBooking } from '../../../test/staff-fixtures';

let db: TestDatabase;
let app: express.Express;
let secret: string;
const users = {} as Record<'traveller' | 'moderator' | 'admin', UserFixture>;
const ids: Record<string, string> = {};
let admin: string;

const staffBody = (change: Record<string, unknown> = {}) => ({
  customer: 'Baraka Otieno',
  email: 'Baraka@Example.com',
  phone: '+254 700 111 222',
  tour: ids.mara,
  date: '2099-08-01',
  adults: 2,
  children: 1,
  price: '2500.50',
  status: 'pending',
  notes: 'Took the booking by phone.',
  ...change,
});

beforeAll(async () => {
  db = await createTestDatabase();
  const created = createTestApp({ pool: db.pool });
  app = created.app;
  secret = created.config.jwtSecret;
  users.traveller = await insertUser(db.pool, { role: 'user', email: 'zawadi@example.com', name: 'Zawadi Mwangi' });
  await db.pool.query('update users set email_verified_at = now() where id = $1', [users.traveller.id]);
  users.moderator = await insertUser(db.pool, { role: 'moderator' });
  users.admin = await insertUser(db.pool, { role: 'admin' });
  admin = `Bearer ${tokenFor(secret, users.admin)}`;
  ids.mara = await insertTour(db.pool, { slug: 'mara-classic', name: 'Mara Classic', price: 1000 });
  ids.hidden = await insertTour(db.pool, { slug: 'hidden', name: 'Hidden Tour', isPublished: false });
});

afterAll(async () => {
  await db?.drop();
});

/** Every table a booking write touches, and the bookings' state: a refused call must leave all of it as it was. */
async function snapshot() {
  const tables = ['bookings', 'payments', 'notifications', 'audit_log', 'idempotency_keys'];
  const counts = Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await countRows(db.pool, table)])));
  const { rows } = await db.pool.query<{ state: string | null }>(
    `select string_agg(id || status || payment_status || amount::text || contact_name || updated_at::text, ',' order by id) as state from bookings`,
  );
  return { counts, state: rows[0]?.state };
}

const asAdmin = (req: request.Test) => req.set('Authorization', admin);

describe('staff booking routes, by caller', () => {
  interface Endpoint {
    method: 'get' | 'post' | 'put';
    path: () => string;
    body?: () => Record<string, unknown>;
    success: number;
  }
  const endpoints: Endpoint[] = [
    { method: 'get', path: () => '/api/bookings', success: 200 },
    { method: 'get', path: () => '/api/admin/bookings/export', success: 200 },
    { method: 'get', path: () => `/api/admin/bookings/${ids.matrix}`, success: 200 },
    { method: 'post', path: () => '/api/bookings', body: () => staffBody(), success: 201 },
    { method: 'put', path: () => `/api/bookings/${ids.matrix}`, body: () => staffBody({ status: 'pending' }), success: 200 },
    { method: 'post', path: () => `/api/admin/bookings/${ids.matrix}/payment-link`, success: 200 },
    { method: 'post', path: () => `/api/admin/bookings/${ids.matrix}/payments`, body: () => ({ method: 'cash', amount: 100 }), success: 201 },
    { method: 'put', path: () => `/api/bookings/${ids.matrix}/cancel`, success: 200 },
  ];
  const call = (endpoint: Endpoint, token?: string) => {
    let req = request(app)[endpoint.method](endpoint.path());
    if (token) req = req.set('Authorization', `Bearer ${token}`);
    return endpoint.body ? req.send(endpoint.body()) : req;
  };

  beforeAll(async () => {
    ids.matrix = (await insertBooking(db.pool, { tourId: ids.mara ?? '', status: 'pending', paymentStatus: 'unpaid' })).id;
  });

  it('when called without a token, as a traveller, a moderator, or with an expired or foreign token, then 401/403 and nothing is written', async () => {
    const before = await snapshot();
    for (const endpoint of endpoints) {
      const label = `${endpoint.method.toUpperCase()} ${endpoint.path()}`;
      expect((await call(endpoint)).status, `${label} without a token`).toBe(401);
      expect((await call(endpoint, tokenFor(secret, users.traveller))).status, `${label} as a traveller`).toBe(403);
      expect((await call(endpoint, tokenFor(secret, users.moderator))).status, `${label} as a moderator`).toBe(403);
      expect((await call(endpoint, expiredTokenFor(secret, users.admin))).status, `${label} with an expired token`).toBe(401);
      expect((await call(endpoint, foreignTokenFor(users.admin))).status, `${label} with a foreign token`).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('when an admin calls, then every route answers and each write is audited under the admin', async () => {
    const auditBefore = await countRows(db.pool, 'audit_log');
    for (const endpoint of endpoints) {
      const res = await call(endpoint, tokenFor(secret, users.admin));
      expect(res.status, `${endpoint.method.toUpperCase()} ${endpoint.path()}: ${JSON.stringify(res.body)}`).toBe(endpoint.success);
    }
    const { rows } = await db.pool.query<{ action: string; entity: string; actor_id: string }>('select action, entity, actor_id from audit_log order by id offset $1', [auditBefore]);
    expect(rows.map((row) => `${row.action} ${row.entity}`)).toEqual([
      'create booking',
      'update booking',
      'resend_payment_link booking',
      'create payment',
      'payment_status booking',
      'cancel booking',
    ]);
    expect(new Set(rows.map((row) => row.actor_id))).toEqual(new Set([users.admin.id]));
  });
});

describe('the service, without the route guards', () => {
  it('when called with no user, a traveller or a moderator, then every method refuses before reading or writing', async () => {
    const payments = { forStaff: () => ({ recordManual: () => Promise.reject(new Error('must not be reached')), listByBooking: () => Promise.resolve([]) }) };
    const service = createBookingsAdminService({ store: createBookingsAdminStore(db.pool, notificationsPort, payments) });
    const id = ids.matrix ?? '';
    const calls = [
      (actor?: UserFixture) => service.list(actor && { ...actor, avatar: '' }, { page: 1, pageSize: 5, sort: 'created-desc' }),
      (actor?: UserFixture) => service.exportRows(actor && { ...actor, avatar: '' }, { sort: 'created-desc' }),
      (actor?: UserFixture) => service.get(actor && { ...actor, avatar: '' }, id),
      (actor?: UserFixture) => service.create(actor && { ...actor, avatar: '' }, { customer: 'X', email: '', phone: '', tour: ids.mara ?? '', date: '2099-01-01', adults: 1, children: 0, price: 1, status: 'pending', notes: '' }),
      (actor?: UserFixture) => service.update(actor && { ...actor, avatar: '' }, id, { customer: 'X', email: '', phone: '', tour: ids.mara ?? '', date: '2099-01-01', adults: 1, children: 0, price: 1, status: 'canceled', notes: '' }),
      (actor?: UserFixture) => service.cancel(actor && { ...actor, avatar: '' }, id),
      (actor?: UserFixture) => service.recordPayment(actor && { ...actor, avatar: '' }, id, { method: 'cash', amount: 1, currency: 'USD', reference: '' }, undefined),
      (actor?: UserFixture) => service.resendPaymentLink(actor && { ...actor, avatar: '' }, id),
    ];
    const before = await snapshot();
    for (const call of calls) {
      await expect(call()).rejects.toBeInstanceOf(UnauthorizedError);
      await expect(call(users.traveller)).rejects.toBeInstanceOf(ForbiddenError);
      await expect(call(users.moderator)).rejects.toBeInstanceOf(ForbiddenError);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('the public booking form on the shared path', () => {
  it('when a visitor books through POST /api/bookings, then it still works without a token, and a traveller token links it', async () => {
    const anonymous = await request(app).post('/api/bookings').send(bookingBody(ids.mara ?? '')).expect(201);
    expect(bookingSchema.parse(anonymous.body).status).toBe('pending');
    // The id alone opens nothing; the answer's access key does.
    await request(app).get(`/api/bookings/${anonymous.body.id}`).expect(404);
    await request(app).get(`/api/bookings/${anonymous.body.id}`).set(BOOKING_KEY_HEADER, bookingSchema.parse(anonymous.body).accessKey ?? '').expect(200);
    const mine = await request(app)
      .post('/api/bookings')
      .set('Authorization', `Bearer ${tokenFor(secret, users.traveller)}`)
      .send(bookingBody(ids.mara ?? ''))
      .expect(201);
    const { rows } = await db.pool.query<{ user_id: string | null }>('select user_id from bookings where id = $1', [mine.body.id]);
    expect(rows[0]?.user_id).toBe(users.traveller.id);
    // An invalid public body still gets the public form's messages, not the staff form's.
    const bad = await request(app).post('/api/bookings').send({}).expect(400);
    expect(bad.body.fields).toHaveProperty('contact.name');
    expect(bad.body.fields).not.toHaveProperty('customer');
  });
});

describe('adding and editing', () => {
  it('when the Add form misses fields or asks for canceled, then 400 names each field and nothing is written', async () => {
    const before = await snapshot();
    const res = await asAdmin(request(app).post('/api/bookings')).send({ customer: ' ', email: 'nope', tour: '', date: '', price: '', status: 'canceled' }).expect(400);
    expect(res.body.fields).toEqual({
      customer: M.customerRequired,
      email: M.email,
      tour: M.tourRequired,
      date: M.dateRequired,
      price: M.priceRequired,
      status: M.newStatus,
    });
    const negative = await asAdmin(request(app).post('/api/bookings')).send(staffBody({ price: -5, adults: 0 })).expect(400);
    expect(negative.body.fields).toEqual({ price: M.price, adults: M.adults });
    const hidden = await asAdmin(request(app).post('/api/bookings')).send(staffBody({ tour: ids.hidden })).expect(400);
    expect(hidden.body.fields).toEqual({ tour: M.tourNotFound });
    expect(await snapshot()).toEqual(before);
  });

  it('when staff add a booking for a traveller, then it is stored, audited, e-mailed, and in the traveller’s My Trips', async () => {
    const res = await asAdmin(request(app).post('/api/bookings')).send(staffBody({ customer: 'Zawadi Mwangi', email: 'ZAWADI@example.com', status: 'pending' })).expect(201);
    const booking = adminBookingSchema.parse(res.body);
    ids.added = booking.id;
    expect(booking).toMatchObject({ customer: 'Zawadi Mwangi', email: 'zawadi@example.com', tourName: 'Mara Classic', price: 2500.5, status: 'pending', paymentStatus: 'unpaid', source: 'admin', userId: users.traveller.id });
    expect(booking.emails.map((mail) => [mail.kind, mail.subject])).toEqual([['booking_status_changed', `Booking recorded: Mara Classic (${booking.reference})`]]);

    const { rows } = await db.pool.query<{ before: unknown; after: { reference: string; status: string } }>(
      `select before, after from audit_log where entity = 'booking' and entity_id = $1 and action = 'create'`,
      [booking.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.before).toBeNull();
    expect(rows[0]?.after).toMatchObject({ reference: booking.reference, status: 'pending' });

    const trips = myBookingsSchema.parse((await request(app).get('/api/users/me/bookings').set('Authorization', `Bearer ${tokenFor(secret, users.traveller)}`).expect(200)).body);
    expect(trips.find((trip) => trip.id === booking.id)?.status).toBe('pending');
  });

  it('when staff confirm it, then the traveller is e-mailed, the audit keeps before and after, and My Trips shows confirmed', async () => {
    const res = await asAdmin(request(app).put(`/api/bookings/${ids.added}`)).send(staffBody({ customer: 'Zawadi Mwangi', email: 'zawadi@example.com', status: 'confirmed', adults: 3 })).expect(200);
    const booking = adminBookingSchema.parse(res.body);
    expect(booking).toMatchObject({ status: 'confirmed', adults: 3 });
    expect(booking.emails.map((mail) => mail.kind)).toEqual(['booking_status_changed', 'booking_status_changed']);
    expect(booking.emails[1]?.subject).toBe(`Booking confirmed: Mara Classic (${booking.reference})`);

    const { rows } = await db.pool.query<{ before: { status: string; adults: number }; after: { status: string; adults: number } }>(
      `select before, after from audit_log where entity = 'booking' and entity_id = $1 and action = 'update'`,
      [ids.added],
    );
    expect(rows.map((row) => [row.before.status, row.after.status, row.before.adults, row.after.adults])).toEqual([['pending', 'confirmed', 2, 3]]);

    const trips = myBookingsSchema.parse((await request(app).get('/api/users/me/bookings').set('Authorization', `Bearer ${tokenFor(secret, users.traveller)}`).expect(200)).body);
    expect(trips.find((trip) => trip.id === ids.added)?.status).toBe('confirmed');

    // The same status again: no second e-mail.
    await asAdmin(request(app).put(`/api/bookings/${ids.added}`)).send(staffBody({ customer: 'Zawadi Mwangi', email: 'zawadi@example.com', status: 'confirmed', adults: 3, notes: 'Vegetarian' })).expect(200);
    expect((await notificationRows(db.pool)).filter((row) => row.payload.bookingId === ids.added)).toHaveLength(2);
  });

  it('when an edit is invalid or the id unknown, then 400 or 404', async () => {
    const bad = await asAdmin(request(app).put(`/api/bookings/${ids.added}`)).send(staffBody({ status: 'done', date: '2099-02-30' })).expect(400);
    expect(bad.body.fields).toEqual({ status: M.status, date: M.dateRequired });
    await asAdmin(request(app).put('/api/bookings/not-a-uuid')).send(staffBody()).expect(400);
    const missing = await asAdmin(request(app).put('/api/bookings/00000000-0000-4000-8000-000000000000')).send(staffBody()).expect(404);
    expect(missing.body.error).toBe(M.notFound);
  });
});

describe('a booking on a departure', () => {
  /** A pay-later booking of two on a new Mara departure on `date`, and a staff edit of it (`change` over its own fields). */
  async function bookedOnDeparture(date: string) {
    const created = await asAdmin(request(app).post(`/api/admin/tours/${ids.mara}/departures`)).send({ date, seats: 8 }).expect(201);
    const departureId = (created.body as { id: string }).id;
    const res = await request(app)
      .post('/api/bookings')
      .send(bookingBody(ids.mara ?? '', { departureId, date, adults: 2, children: 0, payment: { method: 'pesapal', payMode: 'later' } }))
      .expect(201);
    const booking = bookingSchema.parse(res.body);
    const edit = (change: Record<string, unknown>) =>
      asAdmin(request(app).put(`/api/bookings/${booking.id}`)).send(staffBody({ customer: 'Amina Wanjiru', adults: 2, children: 0, price: booking.amount, date, ...change }));
    return { booking, departureId, edit };
  }

  it('when an edit changes its date, then 400 names the date and sends staff to Move, and nothing changes; the same date saves', async () => {
    const date = '2099-09-05';
    const { departureId, edit } = await bookedOnDeparture(date);

    const before = await snapshot();
    const refused = await edit({ date: '2099-09-12' }).expect(400);
    expect(refused.body).toEqual({ error: M.dateOnDeparture, fields: { date: M.dateOnDeparture } });
    expect(await snapshot()).toEqual(before);

    const saved = adminBookingSchema.parse((await edit({ notes: 'Window seat, please.' }).expect(200)).body);
    expect(saved).toMatchObject({ date, departureId, notes: 'Window seat, please.' });
  });

  it('when an edit puts it on another tour, then 400 names the tour and says to cancel and book again or Move, and it stays on its departure', async () => {
    const date = '2099-09-19';
    const otherTour = await insertTour(db.pool, { slug: 'amboseli-days', name: 'Amboseli Days', price: 800 });
    const { booking, departureId, edit } = await bookedOnDeparture(date);

    const before = await snapshot();
    const refused = await edit({ tour: otherTour.toUpperCase(), notes: 'Amboseli instead.' }).expect(400);
    expect(refused.body).toEqual({ error: M.tourOnDeparture, fields: { tour: M.tourOnDeparture } });
    expect(M.tourOnDeparture).toMatch(/cancel it and book again.*Move/);
    // Both at once: each field says why.
    expect((await edit({ tour: otherTour, date: '2099-09-26' }).expect(400)).body.fields).toEqual({ date: M.dateOnDeparture, tour: M.tourOnDeparture });
    expect(await snapshot()).toEqual(before);
    const view = adminBookingSchema.parse((await asAdmin(request(app).get(`/api/admin/bookings/${booking.id}`)).expect(200)).body);
    expect(view).toMatchObject({ tourId: ids.mara, tourName: 'Mara Classic', departureId, date });

    // Its own tour, written in capitals, is no change.
    await edit({ tour: (ids.mara ?? '').toUpperCase(), notes: 'Same tour.' }).expect(200);
  });
});

describe('a booking on request (no departure)', () => {
  it('when staff change its date, then its balance falls due the tour’s days before the new date (today when that day has passed), as the audit says, and its ledger is untouched', async () => {
    const added = adminBookingSchema.parse((await asAdmin(request(app).post('/api/bookings')).send(staffBody({ customer: 'Neema Achieng', email: 'neema@example.com', date: '2099-08-01' })).expect(201)).body);
    expect(added).toMatchObject({ departureId: null, balanceDueDate: daysBefore('2099-08-01', 60) });
    await asAdmin(request(app).post(`/api/admin/bookings/${added.id}/payments`)).send({ method: 'cash', amount: 500 }).expect(201);
    const view = async () => adminBookingSchema.parse((await asAdmin(request(app).get(`/api/admin/bookings/${added.id}`)).expect(200)).body);
    const { ledger: ledgerBefore, status } = await view();
    const edit = (date: string) => asAdmin(request(app).put(`/api/bookings/${added.id}`)).send(staffBody({ customer: 'Neema Achieng', email: 'neema@example.com', status, date }));

    expect(adminBookingSchema.parse((await edit('2099-10-15').expect(200)).body)).toMatchObject({ date: '2099-10-15', balanceDueDate: daysBefore('2099-10-15', 60) });
    // Ten days out, 60 days before travel has passed: the balance is due now, not on a day gone by.
    const soon = daysBefore(nairobiToday(), -10);
    await edit(soon).expect(200);
    expect(await view()).toMatchObject({ date: soon, balanceDueDate: nairobiToday(), dueNow: 2000.5 });
    // The same date again leaves the due date where it is.
    await edit(soon).expect(200);

    const after = await view();
    expect(after.ledger).toEqual(ledgerBefore);
    expect(after.totals).toMatchObject({ paid: 500, balance: 2000.5 });
    const audit = await db.pool.query<{ details: { balanceDue?: unknown } }>(`select details from audit_log where entity = 'booking' and entity_id = $1 and action = 'update' order by id`, [added.id]);
    expect(audit.rows.map((row) => row.details.balanceDue)).toEqual([
      { from: daysBefore('2099-08-01', 60), to: daysBefore('2099-10-15', 60) },
      { from: daysBefore('2099-10-15', 60), to: nairobiToday() },
      undefined,
    ]);
  });

  const addOnRequest = async (customer: string, email: string, date: string) =>
    adminBookingSchema.parse((await asAdmin(request(app).post('/api/bookings')).send(staffBody({ customer, email, date })).expect(201)).body);
  const balanceDueAudit = async (id: string) =>
    (await db.pool.query<{ details: { balanceDue?: unknown } }>(`select details from audit_log where entity = 'booking' and entity_id = $1 and action = 'update' order by id`, [id])).rows.map(
      (row) => row.details.balanceDue,
    );

  it('when staff put it on another tour on the same date, then its balance falls due that tour’s days before travel, as the audit says', async () => {
    const shortDue = await insertTour(db.pool, { slug: 'short-due', name: 'Short Due', price: 1000 });
    await db.pool.query('update tours set balance_due_days = 30 where id = $1', [shortDue]);
    const added = await addOnRequest('Wanjiru Kamau', 'wanjiru@example.com', '2099-08-01');
    expect(added.balanceDueDate).toBe(daysBefore('2099-08-01', 60));

    const edited = adminBookingSchema.parse(
      (await asAdmin(request(app).put(`/api/bookings/${added.id}`)).send(staffBody({ customer: 'Wanjiru Kamau', email: 'wanjiru@example.com', tour: shortDue })).expect(200)).body,
    );
    expect(edited).toMatchObject({ tourId: shortDue, date: '2099-08-01', balanceDueDate: daysBefore('2099-08-01', 30) });
    expect(await balanceDueAudit(added.id)).toEqual([{ from: daysBefore('2099-08-01', 60), to: daysBefore('2099-08-01', 30) }]);
  });

  it('when the office set the due date by hand, then a new date moves it with the travel date, and a new tour leaves it; the audit says it was set by hand', async () => {
    const shortDue = await insertTour(db.pool, { slug: 'short-due-hand', name: 'Short Due Hand', price: 1000 });
    await db.pool.query('update tours set balance_due_days = 30 where id = $1', [shortDue]);
    const added = await addOnRequest('Otieno Were', 'otieno@example.com', '2099-08-01');
    // The office gives more time: due 20 days before travel instead of 60.
    await asAdmin(request(app).put(`/api/admin/bookings/${added.id}/balance-due`)).send({ balanceDueDate: '2099-07-12' }).expect(200);
    const edit = (change: Record<string, unknown>) => asAdmin(request(app).put(`/api/bookings/${added.id}`)).send(staffBody({ customer: 'Otieno Were', email: 'otieno@example.com', ...change }));

    expect(adminBookingSchema.parse((await edit({ date: '2099-09-01' }).expect(200)).body)).toMatchObject({ date: '2099-09-01', balanceDueDate: daysBefore('2099-09-01', 20) });
    expect(adminBookingSchema.parse((await edit({ date: '2099-09-01', tour: shortDue }).expect(200)).body)).toMatchObject({ balanceDueDate: daysBefore('2099-09-01', 20) });
    // Ten days out, 20 days before travel has passed: due today.
    const soon = daysBefore(nairobiToday(), -10);
    expect(adminBookingSchema.parse((await edit({ date: soon, tour: shortDue }).expect(200)).body)).toMatchObject({ balanceDueDate: nairobiToday() });
    expect(await balanceDueAudit(added.id)).toEqual([{ from: '2099-07-12', to: daysBefore('2099-09-01', 20), byHand: true }, undefined, { from: daysBefore('2099-09-01', 20), to: nairobiToday(), byHand: true }]);
  });

  it('when staff change its date, then the traveller is e-mailed the new date and the balance due, in the same write; another tour or a note alone sends nothing', async () => {
    const added = await addOnRequest('Akinyi Odera', 'akinyi@example.com', '2099-08-01');
    const newDateMails = async () => (await notificationRows(db.pool)).filter((row) => row.kind === 'booking_moved' && row.recipient === 'akinyi@example.com');
    const edit = (change: Record<string, unknown>) => asAdmin(request(app).put(`/api/bookings/${added.id}`)).send(staffBody({ customer: 'Akinyi Odera', email: 'akinyi@example.com', ...change }));

    await edit({ notes: 'Vegetarian.' }).expect(200);
    expect(await newDateMails()).toHaveLength(0);
    await edit({ date: '2099-10-15' }).expect(200);
    const mails = await newDateMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.payload).toMatchObject({
      reference: added.reference,
      date: '2099-10-15',
      previousDate: '2099-08-01',
      onRequest: true,
      balance: { amount: 2500.5, currency: 'USD', dueDate: daysBefore('2099-10-15', 60) },
    });
    const text = renderNotification('booking_moved', mails[0]?.payload, { publicBaseUrl: 'https://safari.example' }).text;
    expect(text).toContain(`Your booking ${added.reference} now travels on ${travelDateLabel('2099-10-15')}.`);
    expect(text).not.toContain('departure');
    expect(text).toContain(`Balance to pay: $2,500.50 by ${travelDateLabel(daysBefore('2099-10-15', 60))}`);
  });
});

describe('payments recorded by staff, and cancelling', () => {
  beforeAll(async () => {
    // Far ahead: cancelling it later falls in the policy's 100 % band.
    ids.unpaid = (await insertBooking(db.pool, { tourId: ids.mara ?? '', status: 'pending', paymentStatus: 'unpaid', amount: 1000, contactEmail: 'kioko@example.com', travelDate: '2099-01-15' })).id;
  });

  it('when Record a payment is sent twice with one Idempotency-Key, then one payment is recorded, the booking is paid and confirmed once', async () => {
    const payment = { method: 'bank_transfer', amount: 1000, reference: 'KCB-123456' };
    const first = await asAdmin(request(app).post(`/api/admin/bookings/${ids.unpaid}/payments`)).set('Idempotency-Key', 'pay-once-0001').send(payment).expect(201);
    const second = await asAdmin(request(app).post(`/api/admin/bookings/${ids.unpaid}/payments`)).set('Idempotency-Key', 'pay-once-0001').send(payment).expect(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
    const booking = adminBookingSchema.parse(first.body);
    expect(booking).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(booking.payments).toEqual([expect.objectContaining({ provider: 'manual', method: 'bank_transfer', amount: 1000, status: 'succeeded', reference: 'KCB-123456' })]);

    const payments = (await paymentRows(db.pool)).filter((row) => row.booking_id === ids.unpaid);
    expect(payments).toHaveLength(1);
    const mails = (await notificationRows(db.pool)).filter((row) => row.payload.bookingId === ids.unpaid);
    expect(mails.map((row) => row.kind)).toEqual(['payment_confirmed']);
    expect(mails[0]?.payload).toMatchObject({ method: 'Bank transfer', receipt: 'KCB-123456' });
    const { rows } = await db.pool.query<{ n: number }>(`select count(*)::int as n from audit_log where entity = 'payment' and details->>'reference' is not null and entity_id = $1`, [booking.payments[0]?.id]);
    expect(rows[0]?.n).toBe(1);

    // Another key: the booking is already paid.
    const again = await asAdmin(request(app).post(`/api/admin/bookings/${ids.unpaid}/payments`)).set('Idempotency-Key', 'pay-once-0002').send(payment).expect(409);
    expect(again.body.error).toBe(M.alreadyPaid);
    // The same key with another body is a client error, not a second payment.
    await asAdmin(request(app).post(`/api/admin/bookings/${ids.unpaid}/payments`)).set('Idempotency-Key', 'pay-once-0001').send({ ...payment, amount: 5 }).expect(409);
    expect((await paymentRows(db.pool)).filter((row) => row.booking_id === ids.unpaid)).toHaveLength(1);
  });

  it('when a payment form is incomplete, then 400 per field and nothing is recorded', async () => {
    const before = await snapshot();
    const res = await asAdmin(request(app).post(`/api/admin/bookings/${ids.matrix}/payments`)).send({ method: 'mpesa_till', amount: 0 }).expect(400);
    expect(res.body.fields).toEqual({ amount: M.paymentAmount, reference: M.paymentReference });
    const method = await asAdmin(request(app).post(`/api/admin/bookings/${ids.matrix}/payments`)).send({ method: 'cheque', amount: 10 }).expect(400);
    expect(method.body.fields).toEqual({ method: M.paymentMethod });
    expect(await snapshot()).toEqual(before);
  });

  it('when a paid booking is cancelled, then its payment stays recorded and the answer says a refund is owed', async () => {
    const res = await asAdmin(request(app).put(`/api/bookings/${ids.unpaid}/cancel`)).expect(200);
    const result = bookingCancelResultSchema.parse(res.body);
    expect(result.refundOwed).toBe(true);
    expect(result.message).toBe('Booking canceled. It was paid, so a refund of $1,000 is owed to the traveller.');
    expect(result.booking).toMatchObject({ status: 'canceled', paymentStatus: 'paid', refundOwed: true });
    expect(result.booking.canceledAt).not.toBeNull();
    expect((await paymentRows(db.pool)).filter((row) => row.booking_id === ids.unpaid).map((row) => row.status)).toEqual(['succeeded']);
    const mail = (await notificationRows(db.pool)).filter((row) => row.payload.bookingId === ids.unpaid).at(-1);
    expect(mail).toMatchObject({ kind: 'booking_status_changed', payload: expect.objectContaining({ status: 'canceled', refundOwed: true }) });

    // Cancelling again writes nothing; a canceled booking takes no edit, payment or link.
    const before = await snapshot();
    expect(bookingCancelResultSchema.parse((await asAdmin(request(app).put(`/api/bookings/${ids.unpaid}/cancel`)).expect(200)).body).refundOwed).toBe(true);
    expect((await asAdmin(request(app).put(`/api/bookings/${ids.unpaid}`)).send(staffBody({ status: 'confirmed' })).expect(409)).body.error).toBe(M.canceledIsFinal);
    expect((await asAdmin(request(app).post(`/api/admin/bookings/${ids.unpaid}/payments`)).send({ method: 'cash', amount: 1 }).expect(409)).body.error).toBe(M.canceledNoPayment);
    await asAdmin(request(app).post(`/api/admin/bookings/${ids.unpaid}/payment-link`)).expect(409);
    expect(await snapshot()).toEqual(before);
  });

  it('when an unpaid booking is cancelled, then no refund is owed', async () => {
    const { id } = await insertBooking(db.pool, { tourId: ids.mara ?? '', status: 'pending', paymentStatus: 'unpaid' });
    const result = bookingCancelResultSchema.parse((await asAdmin(request(app).put(`/api/bookings/${id}/cancel`)).expect(200)).body);
    expect(result).toMatchObject({ refundOwed: false, message: M.canceled });
  });

  it('when the payment link is resent, then the payment_link e-mail is queued again and listed in the booking', async () => {
    const { id } = await insertBooking(db.pool, { tourId: ids.mara ?? '', status: 'pending', paymentStatus: 'unpaid', contactEmail: 'link@example.com' });
    const result = paymentLinkResultSchema.parse((await asAdmin(request(app).post(`/api/admin/bookings/${id}/payment-link`)).expect(200)).body);
    expect(result.message).toBe(M.linkSent);
    expect(result.booking.emails.map((mail) => [mail.kind, mail.recipient])).toEqual([['payment_link', 'link@example.com']]);
    const paid = await insertBooking(db.pool, { tourId: ids.mara ?? '', status: 'confirmed', paymentStatus: 'paid' });
    expect((await asAdmin(request(app).post(`/api/admin/bookings/${paid.id}/payment-link`)).expect(409)).body.error).toBe(M.paidNoLink);
  });
});

describe('the list and its CSV export', () => {
  beforeAll(async () => {
    await db.pool.query('delete from payments');
    await db.pool.query('delete from bookings');
    const tour = ids.mara ?? '';
    await insertBooking(db.pool, { tourId: tour, contactName: 'Amani Kariuki', contactEmail: 'amani@example.com', status: 'pending', paymentStatus: 'unpaid', travelDate: '2099-03-01', createdAt: '2026-01-01T10:00:00Z' });
    await insertBooking(db.pool, { tourId: tour, contactName: 'Baraka Otieno', contactEmail: 'b.otieno@example.com', status: 'confirmed', paymentStatus: 'paid', travelDate: '2099-01-15', createdAt: '2026-01-02T10:00:00Z' });
    await insertBooking(db.pool, { tourId: tour, contactName: '=HYPERLINK("http://evil.example","x")', contactEmail: 'evil@example.com', status: 'canceled', paymentStatus: 'unpaid', travelDate: '2099-05-20', createdAt: '2026-01-03T10:00:00Z' });
    for (let i = 0; i < 4; i += 1) {
      await insertBooking(db.pool, { tourId: tour, contactName: `Guest ${i}`, contactEmail: `guest${i}@example.com`, status: 'confirmed', paymentStatus: 'paid', travelDate: `2099-02-0${i + 1}`, createdAt: `2026-01-1${i}T10:00:00Z` });
    }
  });

  const list = async (query: Record<string, string | number> = {}) => adminBookingListSchema.parse((await asAdmin(request(app).get('/api/bookings').query(query)).expect(200)).body);

  it('when listed, then five a page, newest first, with the row fields', async () => {
    const first = await list();
    expect(first).toMatchObject({ total: 7, page: 1, pageSize: 5, pages: 2 });
    expect(first.items.map((row) => row.customer)).toEqual(['Guest 3', 'Guest 2', 'Guest 1', 'Guest 0', '=HYPERLINK("http://evil.example","x")']);
    expect((await list({ page: 2 })).items.map((row) => row.customer)).toEqual(['Baraka Otieno', 'Amani Kariuki']);
    expect(first.items[0]).toMatchObject({ tourName: 'Fixture Tour', email: 'guest3@example.com', adults: 2, price: 1000, status: 'confirmed', paymentStatus: 'paid' });
  });

  it('when searched, filtered and sorted, then the server does it', async () => {
    const { rows } = await db.pool.query<{ reference: string }>(`select reference from bookings where contact_name = 'Amani Kariuki'`);
    expect((await list({ q: rows[0]?.reference.toLowerCase() ?? '' })).items.map((row) => row.customer)).toEqual(['Amani Kariuki']);
    expect((await list({ q: 'otieno' })).items.map((row) => row.customer)).toEqual(['Baraka Otieno']);
    expect((await list({ q: 'GUEST2@' })).items.map((row) => row.customer)).toEqual(['Guest 2']);
    expect((await list({ status: 'pending' })).items.map((row) => row.customer)).toEqual(['Amani Kariuki']);
    expect((await list({ paymentStatus: 'unpaid' })).total).toBe(2);
    expect((await list({ from: '2099-02-02', to: '2099-03-01', sort: 'travel-asc' })).items.map((row) => row.date)).toEqual(['2099-02-02', '2099-02-03', '2099-02-04', '2099-03-01']);
    expect((await list({ sort: 'travel-desc', pageSize: 2 })).items.map((row) => row.date)).toEqual(['2099-05-20', '2099-03-01']);
    expect((await list({ sort: 'created-asc', pageSize: 1 })).items.map((row) => row.customer)).toEqual(['Amani Kariuki']);
    const bad = await asAdmin(request(app).get('/api/bookings').query({ status: 'lost', from: '2099-13-01', sort: 'price' })).expect(400);
    expect(bad.body.fields).toEqual({ status: 'Unknown booking status.', sort: 'Unknown sort.', from: 'Use a date like 2027-01-31.' });
    const range = await asAdmin(request(app).get('/api/bookings').query({ from: '2099-05-01', to: '2099-04-01' })).expect(400);
    expect(range.body.fields).toEqual({ to: M.dateRange });
  });

  it('when exported, then the CSV holds the filtered rows with formula cells escaped', async () => {
    const all = await asAdmin(request(app).get('/api/admin/bookings/export')).expect(200);
    expect(all.headers['content-type']).toMatch(/^text\/csv/);
    expect(all.headers['content-disposition']).toMatch(/^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = all.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Reference,Tour,Traveller,E-mail,Phone,Travel date,Adults,Children,Amount,Currency,Booking status,Payment status,Refund owed,Balance due,Overdue,Source,Created (Nairobi),"Created (ISO, UTC)",Notes');
    expect(lines).toHaveLength(8);
    // Amani's booking was made at 10:00 UTC: 13:00 in Nairobi, beside the ISO instant.
    expect(all.text).toContain(',1 Jan 2026 13:00,2026-01-01T10:00:00.000Z,');
    expect(all.text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(all.text).not.toMatch(/(^|,)"?=HYPERLINK/m);

    const canceled = await asAdmin(request(app).get('/api/admin/bookings/export').query({ status: 'canceled', page: 2 })).expect(200);
    const rows = canceled.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('evil@example.com');
    expect(rows[1]).toContain(',Canceled,Unpaid,no,');
    await asAdmin(request(app).get('/api/admin/bookings/export').query({ paymentStatus: 'owed' })).expect(400);
  });
});

describe('finding a booking by phone or tour', () => {
  let tsavo: string;
  beforeAll(async () => {
    await db.pool.query('delete from payments');
    await db.pool.query('delete from bookings');
    ids.tsavo = await insertTour(db.pool, { slug: 'tsavo-red-elephants', name: 'Tsavo Red Elephants', price: 800 });
    tsavo = (await asAdmin(request(app).post('/api/bookings')).send(staffBody({ customer: 'Neema Wafula', email: 'neema@example.com', phone: '+254 712 000 111', tour: ids.tsavo })).expect(201)).body.reference;
    await asAdmin(request(app).post('/api/bookings')).send(staffBody({ customer: 'Otieno Ouma', email: 'otieno@example.com', phone: '0733 444 555' })).expect(201);
  });

  const found = async (q: string) =>
    adminBookingListSchema.parse((await asAdmin(request(app).get('/api/bookings').query({ q })).expect(200)).body).items.map((row) => row.reference);

  it('when staff type the phone number however it is written, or the tour’s name, then the booking is found', async () => {
    for (const q of ['712000111', '0712000111', '254712000111', '+254 712 000 111', '0712 000']) expect(await found(q), q).toEqual([tsavo]);
    expect(await found('tsavo')).toEqual([tsavo]);
    expect(await found('0799 000 111')).toEqual([]);
    expect(await found('Serengeti')).toEqual([]);
  });

  it('when the number was entered without a prefix, then a search with +254 finds it', async () => {
    const bare = (await asAdmin(request(app).post('/api/bookings')).send(staffBody({ customer: 'Imani Chege', email: 'imani@example.com', phone: '722 555 666' })).expect(201)).body.reference;
    expect(await found('+254 722 555 666')).toEqual([bare]);
    expect(await found('0722555666')).toEqual([bare]);
  });

  it('when a payment is recorded, then the booking’s History lists it and the e-mails beside the staff’s changes, as sentences', async () => {
    const { rows } = await db.pool.query<{ id: string }>('select id from bookings where reference = $1', [tsavo]);
    const id = rows[0]?.id ?? '';
    await asAdmin(request(app).post(`/api/admin/bookings/${id}/payments`)).set('Idempotency-Key', 'history-pay-0001').send({ method: 'cash', amount: 300, reference: '' }).expect(201);
    const history = auditPageSchema.parse((await asAdmin(request(app).get(`/api/audit/booking/${id}`)).query({ pageSize: 50 }).expect(200)).body);
    const sentences = history.items.map((entry) => auditDeed(entry));
    for (const entry of history.items) expect(auditSentence(entry)).toMatch(/, \d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2} \(Nairobi\)/);
    expect(sentences).toEqual(
      expect.arrayContaining([
        `${users.admin.name} added the booking ${tsavo}`,
        `${users.admin.name} recorded a payment of $300 (cash) for the booking ${tsavo}`,
        `E-mail ‘Payment confirmed: Tsavo Red Elephants (${tsavo})’ sent to neema@example.com (waiting to be sent)`,
        `The booking ${tsavo} is now partially paid (${users.admin.name})`,
      ]),
    );
    expect(history.items.map((entry) => entry.action)).toEqual(expect.arrayContaining(['create', 'payment', 'email']));
    expect(sentences.join('\n')).not.toContain(id);
  });

  it('when staff add bookings at the tour’s price and at another, then only the other is noted as set by hand', async () => {
    const noteOf = async (reference: string) =>
      (await db.pool.query<{ note: string | null }>(`select a.details->>'priceNote' as note from audit_log a join bookings b on b.id::text = a.entity_id where b.reference = $1 and a.action = 'create'`, [reference])).rows[0]?.note;
    const add = async (price: string) =>
      (await asAdmin(request(app).post('/api/bookings')).send(staffBody({ customer: 'Price Check', email: '', phone: '', tour: ids.tsavo, adults: 2, children: 2, price })).expect(201)).body.reference as string;
    // 2 × $800 + 2 × $800 × 60 % = $2,560.
    expect(await noteOf(await add('2560'))).toBeNull();
    expect(await noteOf(await add('2000'))).toBe('Price set by hand; the tour’s price for this party is $2,560');
  });
});

