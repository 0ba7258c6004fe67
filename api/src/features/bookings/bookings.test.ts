import { randomUUID } from 'node:crypto';
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@safari/shared/api-error';
import { BOOKING_KEY_HEADER, bookingSchema, earliestBookableDate } from '@safari/shared/booking';
import { createTestApp } from '../../../test/app';
import { expiredTokenFor, insertUser, tokenFor } from '../../../test/auth-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';
import type { Config } from '../../config';
import { bookingBody, bookingRows, notificationRows } from '../../../test/bookings-fixtures';
import { notificationsPort } from '../../../test/ports';
import { createBookingsStore } from './bookings.feature';
import { createBookingsService } from './bookings.service';

let db: TestDatabase;
let app: express.Express;
let config: Config;
const tours: Record<'priced' | 'tiered' | 'onRequest' | 'unpublished' | 'deleted', string> = {
  priced: '',
  tiered: '',
  onRequest: '',
  unpublished: '',
  deleted: '',
};

beforeAll(async () => {
  db = await createTestDatabase();
  ({ app, config } = createTestApp({ pool: db.pool }));
  tours.priced = await insertTour(db.pool, { slug: 'mara-classic', name: 'Masai Mara Classic', price: 1000 });
  tours.tiered = await insertTour(db.pool, { slug: 'amboseli-tiers', name: 'Amboseli Tiers', price: null, pricing: { 'Mid-range': 1500, Luxury: 3000 } });
  tours.onRequest = await insertTour(db.pool, { slug: 'on-request', price: null, pricing: null });
  tours.unpublished = await insertTour(db.pool, { slug: 'draft-tour', isPublished: false });
  tours.deleted = await insertTour(db.pool, { slug: 'gone-tour', deleted: true });
});

beforeEach(async () => {
  await db.pool.query('delete from notifications; delete from payments; delete from bookings; delete from idempotency_keys');
});

afterAll(async () => {
  await db?.drop();
});

const post = (body: unknown) => request(app).post('/api/bookings').send(body as object);

describe('POST /api/bookings: validation', () => {
  it('when the body is empty, then 400 reports every required field with the spec messages and nothing is stored', async () => {
    const res = await post({}).expect(400);
    expect(apiErrorSchema.parse(res.body).fields).toEqual({
      tourId: 'Please choose a tour.',
      date: 'Please choose a date.',
      adults: 'At least 1 adult is required.',
      'contact.name': 'Your full name is required.',
      'contact.email': 'Enter a valid email address.',
      'contact.phone': 'Phone number is required.',
      'payment.method': 'Select a payment method.',
      'payment.payMode': 'Choose when to pay.',
      consent: 'Please consent so we can contact you.',
    });
    expect(await bookingRows(db.pool)).toEqual([]);
    expect(await notificationRows(db.pool)).toEqual([]);
  });

  it.each([
    ['adults', { adults: 0 }, 'At least 1 adult is required.'],
    ['adults', { adults: -2 }, 'At least 1 adult is required.'],
    ['adults', { adults: 1.5 }, 'At least 1 adult is required.'],
    ['adults', { adults: 51 }, 'For more than 50 adults, please request a custom quote.'],
    ['children', { children: -1 }, 'Children cannot be fewer than 0.'],
    ['date', { date: '' }, 'Please choose a date.'],
    ['date', { date: '14/07/2099' }, 'Please choose a date.'],
    ['date', { date: '2099-13-01' }, 'Please choose a date.'],
    ['date', { date: '2020-01-01' }, 'Please choose a date from today onwards.'],
    ['contact.name', { contact: { name: '  ', email: 'a@b.co', phone: '0712345678' } }, 'Your full name is required.'],
    ['contact.email', { contact: { name: 'Amina', email: 'amina@example', phone: '0712345678' } }, 'Enter a valid email address.'],
    ['contact.phone', { contact: { name: 'Amina', email: 'a@b.co', phone: '' } }, 'Phone number is required.'],
    ['contact.phone', { contact: { name: 'Amina', email: 'a@b.co', phone: 'not a number' } }, 'Enter a valid phone number.'],
    ['payment.method', { payment: { method: 'cash', payMode: 'now' } }, 'Select a payment method.'],
    ['payment.payMode', { payment: { method: 'paypal', payMode: 'someday' } }, 'Choose when to pay.'],
    ['consent', { consent: false }, 'Please consent so we can contact you.'],
    ['consent', { consent: 'true' }, 'Please consent so we can contact you.'],
  ])('when %s is %j, then 400 names that field with its message and nothing is stored', async (field, change, message) => {
    const res = await post(bookingBody(tours.priced, change)).expect(400);
    expect(apiErrorSchema.parse(res.body).fields).toEqual({ [field]: message });
    expect(await bookingRows(db.pool)).toEqual([]);
  });

  it('when the tour is unknown, unpublished, deleted or not an id, then 400 says Tour not found on tourId', async () => {
    for (const tourId of [randomUUID(), tours.unpublished, tours.deleted, 'mara-classic', "1' or '1'='1"]) {
      const res = await post(bookingBody(tourId)).expect(400);
      expect(apiErrorSchema.parse(res.body)).toEqual({ error: 'Tour not found', fields: { tourId: 'Tour not found' } });
    }
    expect(await bookingRows(db.pool)).toEqual([]);
  });

  it('when the tour has no price at all, then it cannot be booked online and the visitor is pointed to a quote', async () => {
    const res = await post(bookingBody(tours.onRequest)).expect(400);
    expect(apiErrorSchema.parse(res.body).fields).toEqual({ tourId: 'This safari is priced on request. Please request a custom quote.' });
  });

  it('when the date is today for a traveller at UTC−12, then it is accepted; the day before is not', async () => {
    await post(bookingBody(tours.priced, { date: earliestBookableDate() })).expect(201);
    const dayBefore = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await post(bookingBody(tours.priced, { date: dayBefore })).expect(400);
  });
});

describe('POST /api/bookings: storing', () => {
  it('when a valid booking arrives, then it is stored pending and unpaid with a SAF- reference and answered as a summary', async () => {
    const res = await post(bookingBody(tours.priced, { payment: { method: 'pesapal', payMode: 'now' } })).expect(201);
    const booking = bookingSchema.parse(res.body);
    expect(booking).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      amount: 2600,
      currency: 'USD',
      tour: { id: tours.priced, name: 'Masai Mara Classic' },
      date: '2099-07-14',
      adults: 2,
      children: 1,
      payMode: 'now',
      method: 'pesapal',
      contact: { name: 'Amina Wanjiru', email: 'amina@example.com' },
    });
    expect(booking.reference).toMatch(/^SAF-[2-9A-HJ-NP-Z]{5}$/);
    // The answer is a summary: the phone stays out of it, as sent and as digits.
    for (const phone of ['712 345 678', '712345678']) expect(JSON.stringify(res.body)).not.toContain(phone);
    const rows = await bookingRows(db.pool);
    expect(rows).toEqual([
      expect.objectContaining({
        id: booking.id,
        reference: booking.reference,
        tour_name: 'Masai Mara Classic',
        user_id: null,
        travel_date: '2099-07-14',
        contact_email: 'amina@example.com',
        contact_phone: '+254 712 345 678',
        payment_method: 'pesapal',
        pay_mode: 'now',
        status: 'pending',
        payment_status: 'unpaid',
        amount: '2600.00',
      }),
    ]);
  });

  it('when the client sends a tampered price estimate, then the server computes the amount from the tour price', async () => {
    const res = await post(bookingBody(tours.priced, { priceEstimate: 1, adults: 3, children: 2 })).expect(201);
    expect(bookingSchema.parse(res.body).amount).toBe(4200);
    expect((await bookingRows(db.pool))[0]?.amount).toBe('4200.00');
  });

  it('when staff reprice or unpublish a tour, then the very next booking follows (the tour is read from the catalogue cache)', async () => {
    const slug = `cache-check-${randomUUID().slice(0, 8)}`;
    const id = await insertTour(db.pool, { slug, name: 'Cache Check', price: 1000 });
    expect(bookingSchema.parse((await post(bookingBody(id, { adults: 1, children: 0 })).expect(201)).body).amount).toBe(1000);
    await db.pool.query('update tours set price = 1250 where id = $1', [id]);
    expect(bookingSchema.parse((await post(bookingBody(id, { adults: 1, children: 0 })).expect(201)).body).amount).toBe(1250);
    await db.pool.query('update tours set is_published = false where id = $1', [id]);
    const refused = await post(bookingBody(id)).expect(400);
    expect(apiErrorSchema.parse(refused.body).fields).toEqual({ tourId: 'Tour not found' });
  });

  it('when the tour only has tier prices, then the first available tier prices the booking', async () => {
    const res = await post(bookingBody(tours.tiered, { adults: 1, children: 1 })).expect(201);
    expect(bookingSchema.parse(res.body).amount).toBe(2400);
  });

  it('when the traveller pays later, then a booking_received and a payment_link e-mail are queued (with the phone for staff)', async () => {
    const res = await post(bookingBody(tours.priced, { payment: { method: 'mpesa', payMode: 'later' } })).expect(201);
    const booking = bookingSchema.parse(res.body);
    const rows = await notificationRows(db.pool);
    expect(rows.map((row) => row.kind).sort()).toEqual(['booking_received', 'payment_link']);
    const link = rows.find((row) => row.kind === 'payment_link');
    expect(link).toMatchObject({
      recipient: 'amina@example.com',
      status: 'pending',
      subject: `Your payment link: Masai Mara Classic (${booking.reference})`,
      payload: { bookingId: booking.id, reference: booking.reference, phone: '+254 712 345 678', amount: 2600, currency: 'USD' },
    });
  });

  it('when the traveller pays now, then only the booking_received e-mail is queued', async () => {
    await post(bookingBody(tours.priced)).expect(201);
    expect((await notificationRows(db.pool)).map((row) => row.kind)).toEqual(['booking_received']);
  });

  it('when a signed-in traveller books, then the booking is linked to the account; a bad or expired token books anonymously', async () => {
    const user = await insertUser(db.pool);
    const mine = await post(bookingBody(tours.priced)).set('Authorization', `Bearer ${tokenFor(config.jwtSecret, user)}`).expect(201);
    await post(bookingBody(tours.priced)).set('Authorization', `Bearer ${expiredTokenFor(config.jwtSecret, user)}`).expect(201);
    await post(bookingBody(tours.priced)).set('Authorization', 'Bearer not-a-jwt').expect(201);
    const rows = await bookingRows(db.pool);
    expect(rows.find((row) => row.id === bookingSchema.parse(mine.body).id)?.user_id).toBe(user.id);
    expect(rows.filter((row) => row.user_id === null)).toHaveLength(2);
  });
});

describe('POST /api/bookings: idempotency', () => {
  it('when the same Idempotency-Key is sent twice, then the first booking is answered again and only one row exists', async () => {
    const key = randomUUID();
    const first = await post(bookingBody(tours.priced)).set('Idempotency-Key', key).expect(201);
    const again = await post(bookingBody(tours.priced)).set('Idempotency-Key', key).expect(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await bookingRows(db.pool)).toHaveLength(1);
    expect(await notificationRows(db.pool)).toHaveLength(1);
  });

  it('when the same key arrives several times at once, then still exactly one booking is made', async () => {
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3, 4].map(() => post(bookingBody(tours.priced)).set('Idempotency-Key', key)));
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((res) => (res.body as { id: string }).id)).size).toBe(1);
    expect(await bookingRows(db.pool)).toHaveLength(1);
  });

  it('when a key is reused with a different body, then 409 and no second booking', async () => {
    const key = randomUUID();
    await post(bookingBody(tours.priced)).set('Idempotency-Key', key).expect(201);
    const res = await post(bookingBody(tours.priced, { adults: 4 })).set('Idempotency-Key', key).expect(409);
    expect(apiErrorSchema.parse(res.body).error).toBe('This Idempotency-Key was already used for a different request.');
    expect(await bookingRows(db.pool)).toHaveLength(1);
  });

  it('when a request with a key fails validation, then the key is not used up', async () => {
    const key = randomUUID();
    await post(bookingBody(randomUUID())).set('Idempotency-Key', key).expect(400);
    await post(bookingBody(tours.priced)).set('Idempotency-Key', key).expect(201);
    expect(await bookingRows(db.pool)).toHaveLength(1);
  });
});

describe('booking references', () => {
  it('when a drawn reference is already taken, then another one is drawn and the booking is still stored', async () => {
    const drawn = ['SAF-AAAAA', 'SAF-AAAAA', 'SAF-BBBBB'];
    const service = createBookingsService({ store: createBookingsStore(db.pool, notificationsPort), newReference: () => drawn.shift() ?? 'SAF-ZZZZZ', kesRate: async () => null });
    const request = {
      tourId: tours.priced,
      date: '2099-07-14',
      adults: 1,
      children: 0,
      contact: { name: 'Amina', email: 'amina@example.com', phone: '0712345678' },
      payment: { method: 'paypal' as const, payMode: 'now' as const },
      consent: true as const,
      residency: 'nonResident' as const,
      currency: 'USD' as const,
    };
    const first = await service.create(request, {});
    const second = await service.create(request, {});
    expect([first.body.reference, second.body.reference]).toEqual(['SAF-AAAAA', 'SAF-BBBBB']);
    expect(await bookingRows(db.pool)).toHaveLength(2);
  });
});

describe('group commit (bookings arriving together)', () => {
  const request = (n: number, payMode: 'now' | 'later', email = `group${n}@example.com`) => ({
    tourId: tours.priced,
    date: '2099-07-14',
    adults: 1,
    children: n % 2,
    contact: { name: `Group Traveller ${n}`, email, phone: '0712345678' },
    payment: { method: 'mpesa' as const, payMode },
    consent: true as const,
    residency: 'nonResident' as const,
    currency: 'USD' as const,
  });

  /**
   * The service on a store whose group writes are counted (a group that failed is written alone
   * instead). The tour comes from memory, as the app's catalogue cache gives it, so bookings made
   * together are ready to write in the same turn.
   */
  async function groupedService(newReference?: () => string) {
    const store = createBookingsStore(db.pool, notificationsPort);
    const tour = await store.repos.bookings.findBookableTour(tours.priced);
    const groups: { size: number; ok: boolean }[] = [];
    const insertMany = store.repos.bookings.insertMany.bind(store.repos.bookings);
    store.repos.bookings.insertMany = (entries) =>
      insertMany(entries).then(
        (written) => (groups.push({ size: entries.length, ok: true }), written),
        (error: unknown) => {
          groups.push({ size: entries.length, ok: false });
          throw error;
        },
      );
    // One writer: the bookings of a turn go as one group (with more, a burst is shared out among them: lib/db.test.ts).
    const service = createBookingsService({ store, kesRate: async () => null, findBookableTour: async () => tour, groupWriters: 1, ...(newReference ? { newReference } : {}) });
    return { service, groups };
  }

  /** The tally's count of pending, unpaid bookings, appended and folded (bookings.admin.repo.ts sums it for the list's total). */
  const pendingTally = async () =>
    Number((await db.pool.query<{ n: string }>(`select coalesce(sum(n), 0) as n from (select status, payment_status, n from booking_tally union all select status, payment_status, n from booking_tally_weeks) t
         where status = 'pending' and payment_status = 'unpaid'`)).rows[0]?.n);

  it('when bookings arrive together, then one statement stores each once, with its e-mails, its key and its account', async () => {
    const verified = await insertUser(db.pool, { email: 'group-verified@example.com' });
    await db.pool.query('update users set email_verified_at = now() where id = $1', [verified.id]);
    const { service, groups } = await groupedService();
    const firstKey = `group-${randomUUID()}`;
    const first = await service.create(request(0, 'now'), { idempotencyKey: firstKey });
    // The staff console's live events, as an API replica listens for them.
    const listener = await db.pool.connect();
    const heard: { id: string; kind: string; recordId: string; summary: Record<string, unknown>; at: string }[] = [];
    listener.on('notification', (message) => heard.push(JSON.parse(message.payload ?? '{}') as (typeof heard)[number]));
    await listener.query('listen staff_events');
    const tallyBefore = await pendingTally();

    const answers = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => service.create(request(i + 1, i % 2 ? 'later' : 'now'), { idempotencyKey: `group-${randomUUID()}` })),
      service.create(request(9, 'now', 'Group-Verified@example.com'), {}),
      // A replay of the first booking, in the same group: its first answer again, nothing written.
      service.create(request(0, 'now'), { idempotencyKey: firstKey }),
    ]);

    expect(groups).toEqual([{ size: 10, ok: true }]);
    expect(answers.map((answer) => [answer.status, answer.replayed])).toEqual([...Array.from({ length: 9 }, () => [201, false]), [201, true]]);
    expect(answers[9]?.body).toEqual(first.body);
    const rows = await bookingRows(db.pool);
    expect(rows).toHaveLength(10);
    expect(rows.find((row) => row.contact_email === 'Group-Verified@example.com')?.user_id).toBe(verified.id);
    expect(new Set(rows.map((row) => row.reference)).size).toBe(10);
    // booking_received for each, and a payment link for each of the four paying later.
    const mails = await notificationRows(db.pool);
    expect(mails.filter((mail) => mail.kind === 'booking_received')).toHaveLength(10);
    expect(mails.filter((mail) => mail.kind === 'payment_link').map((mail) => mail.recipient).sort()).toEqual([
      'group2@example.com',
      'group4@example.com',
      'group6@example.com',
      'group8@example.com',
    ]);
    const mailOf = mails.find((mail) => mail.recipient === 'group3@example.com' && mail.kind === 'booking_received');
    expect(mailOf?.subject).toContain((answers[2]?.body as { reference: string }).reference);
    // Each key replays its own booking.
    const { rows: keys } = await db.pool.query<{ key: string; response: { id: string } }>(`select key, response from idempotency_keys where key like 'group-%'`);
    expect(keys).toHaveLength(9);
    expect(new Set(keys.map((key) => key.response.id))).toEqual(new Set(rows.filter((row) => row.contact_email !== 'Group-Verified@example.com').map((row) => row.id)));
    // The group's statement gives the console an event for each booking it wrote (the replay none), and the tally counts each once.
    const written = answers.slice(0, 9).map((answer) => (answer.body as { id: string }).id);
    const { rows: events } = await db.pool.query<{ record_id: string }>(`select record_id from staff_events where kind = 'booking.created' and record_id = any($1::uuid[])`, [written]);
    expect(events.map((event) => event.record_id).sort()).toEqual([...written].sort());
    for (let wait = 0; wait < 50 && heard.length < 9; wait += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    await listener.query('unlisten staff_events');
    listener.release();
    expect(heard.filter((event) => event.kind === 'booking.created').map((event) => event.recordId).sort()).toEqual([...written].sort());
    // Each notification carries its event row's id and time and the booking's summary, as any other writer's does.
    const { rows: stored } = await db.pool.query<{ id: string; record_id: string; at: string }>(
      `select id::text, record_id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at from staff_events where record_id = any($1::uuid[]) order by id`,
      [written],
    );
    expect(heard.map((event) => [event.id, event.recordId, event.at])).toEqual(stored.map((row) => [row.id, row.record_id, row.at]));
    const third = answers[2]?.body as { id: string; reference: string };
    expect(heard.find((event) => event.recordId === third.id)?.summary).toEqual({ name: 'Group Traveller 3', reference: third.reference, tour: 'Masai Mara Classic', source: 'web' });
    expect((await pendingTally()) - tallyBefore).toBe(9);
  });

  it('when one booking of a group breaks its statement (a reference taken), then each is written alone and all are stored', async () => {
    const taken = (await post(bookingBody(tours.priced)).expect(201)).body as { reference: string };
    const drawn = ['SAF-GRPA1', taken.reference, 'SAF-GRPC3', 'SAF-GRPD4'];
    const { service, groups } = await groupedService(() => drawn.shift() ?? `SAF-${randomUUID().replace(/[^0-9]/g, '').slice(0, 8)}`);
    const answers = await Promise.all([1, 2, 3].map((n) => service.create(request(n, 'now'), { idempotencyKey: `group-${randomUUID()}` })));
    expect(groups).toEqual([{ size: 3, ok: false }]);
    expect(answers.map((answer) => answer.body.reference)).toEqual(['SAF-GRPA1', 'SAF-GRPD4', 'SAF-GRPC3']);
    expect(await bookingRows(db.pool)).toHaveLength(4);
    expect((await notificationRows(db.pool)).filter((mail) => mail.kind === 'booking_received')).toHaveLength(4);
  });
});

describe('GET /api/bookings/:id', () => {
  it('when the checkout asks for a booking by id, then it gets the summary without the phone number', async () => {
    const created = bookingSchema.parse((await post(bookingBody(tours.priced)).expect(201)).body);
    const res = await request(app).get(`/api/bookings/${created.id}`).set(BOOKING_KEY_HEADER, created.accessKey ?? '').expect(200);
    // The same summary, without the access key (only the creator's answer carries it).
    const { accessKey, ...summary } = created;
    expect(accessKey).toBeTruthy();
    expect(res.body).toEqual({
      ...summary,
      paid: 0,
      balance: summary.amount,
      refunded: 0,
      totals: { paid: 0, balance: summary.amount, refunded: 0, currency: 'USD' },
      dueNow: summary.amount,
      ledger: [],
      // No departure, so no seat hold.
      hold: null,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when the id is unknown or malformed, then 404 Booking not found', async () => {
    for (const id of [randomUUID(), 'SAF-AAAAA', 'x'.repeat(300)]) {
      const res = await request(app).get(`/api/bookings/${id}`).expect(404);
      expect(res.body).toEqual({ error: 'Booking not found' });
    }
  });
});

describe('POST /api/bookings/:id/pay-later', () => {
  it('when a pay-now traveller switches to pay later, then a payment link is queued once', async () => {
    const created = bookingSchema.parse((await post(bookingBody(tours.priced)).expect(201)).body);
    const res = await request(app).post(`/api/bookings/${created.id}/pay-later`).set(BOOKING_KEY_HEADER, created.accessKey ?? '').expect(200);
    expect(bookingSchema.parse(res.body)).toMatchObject({ id: created.id, payMode: 'later', paymentStatus: 'unpaid' });
    await request(app).post(`/api/bookings/${created.id}/pay-later`).set(BOOKING_KEY_HEADER, created.accessKey ?? '').expect(200);
    expect((await notificationRows(db.pool)).filter((row) => row.kind === 'payment_link')).toHaveLength(1);
    expect((await bookingRows(db.pool))[0]?.pay_mode).toBe('later');
  });

  it('when the booking is already paid, then 409', async () => {
    const created = bookingSchema.parse((await post(bookingBody(tours.priced)).expect(201)).body);
    await db.pool.query(`update bookings set payment_status = 'paid', status = 'confirmed' where id = $1`, [created.id]);
    const res = await request(app).post(`/api/bookings/${created.id}/pay-later`).set(BOOKING_KEY_HEADER, created.accessKey ?? '').expect(409);
    expect(res.body).toEqual({ error: 'This booking is already paid.' });
  });
});

describe('POST /api/bookings: its lane (bookings.bare-lane.ts) answers as the normal way does', () => {
  /** The answer without what differs from one request to the next. */
  const comparable = (res: request.Response) => {
    const { date: _date, 'x-request-id': requestId, etag: _etag, ...headers } = res.headers as Record<string, string>;
    expect(requestId).toMatch(/\S/);
    return { status: res.status, headers, body: res.body as unknown };
  };

  it('when the same requests come by the lane (/api/bookings) and the normal way (/api/bookings/), then status, headers and body are the same', async () => {
    const bodies: [string, object][] = [
      ['invalid', { ...bookingBody(tours.priced), adults: 0 }],
      ['unknown tour', bookingBody(randomUUID())],
      ['unsafe text', { ...bookingBody(tours.priced), contact: { name: 'A\u0000b', email: 'a@b.co', phone: '0712345678' } }],
    ];
    for (const [, body] of bodies) {
      const lane = comparable(await request(app).post('/api/bookings').send(body));
      const normal = comparable(await request(app).post('/api/bookings/').send(body));
      expect(lane).toEqual(normal);
      expect(lane.status).toBe(400);
      expect(lane.headers['cache-control']).toBe('no-store');
      expect(lane.headers['content-security-policy']).toMatch(/default-src 'self'/);
    }
    const malformed = (path: string) => request(app).post(path).set('Content-Type', 'application/json').send('{"tourId":');
    expect(comparable(await malformed('/api/bookings'))).toEqual(comparable(await malformed('/api/bookings/')));
    expect((await malformed('/api/bookings')).body).toEqual({ error: 'Malformed JSON body' });
  });

  /** Headers without those that differ from one booking to the next. */
  const sameEach = (res: request.Response) => {
    const { date: _date, 'x-request-id': _id, 'content-length': _length, ...headers } = res.headers as Record<string, string>;
    return headers;
  };

  it('when a booking is made by the lane and by the normal way, then both answer 201 with the same headers and a booking each', async () => {
    const lane = await request(app).post('/api/bookings').send(bookingBody(tours.priced)).expect(201);
    const normal = await request(app).post('/api/bookings/').send(bookingBody(tours.priced)).expect(201);
    expect(Object.keys(lane.headers).sort()).toEqual(Object.keys(normal.headers).sort());
    expect(sameEach(lane)).toEqual(sameEach(normal));
    expect(lane.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(bookingSchema.parse(lane.body).reference).not.toBe(bookingSchema.parse(normal.body).reference);
    // A client that takes no compressed answer (the lane then sets no compression up): the same again.
    const plain = (path: string) => request(app).post(path).set('Accept-Encoding', 'identity').send(bookingBody(tours.priced)).expect(201);
    const [plainLane, plainNormal] = [await plain('/api/bookings'), await plain('/api/bookings/')];
    expect(Object.keys(plainLane.headers).sort()).toEqual(Object.keys(plainNormal.headers).sort());
    expect(plainLane.headers['vary']).toBe('Accept-Encoding');
    expect(plainNormal.headers['vary']).toBe('Accept-Encoding');
    expect(await bookingRows(db.pool)).toHaveLength(4);
  });

  it('when a party does not fit its departure, then the lane answers the same 409 as the normal way, and books nothing', async () => {
    const date = earliestBookableDate(new Date(Date.now() + 60 * 86_400_000));
    const { rows } = await db.pool.query<{ id: string }>(`insert into departures (tour_id, date, seats, seats_taken) values ($1, $2, 2, 2) returning id`, [
      tours.priced,
      date,
    ]);
    const body = { ...bookingBody(tours.priced), date, departureId: rows[0]?.id };
    const [lane, normal] = [comparable(await request(app).post('/api/bookings').send(body)), comparable(await request(app).post('/api/bookings/').send(body))];
    expect(lane.status).toBe(409);
    expect(lane.body).toEqual({ error: expect.stringMatching(/full/i) as unknown, seatsLeft: 0 });
    expect(lane).toEqual(normal);
    expect(lane.headers['cache-control']).toBe('no-store');
    expect(lane.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(await bookingRows(db.pool)).toHaveLength(0);
  });

  it('when a booking is sent again under its Idempotency-Key by the lane and by the normal way, then both replay it with the same headers', async () => {
    const send = (path: string, key: string) => request(app).post(path).set('Idempotency-Key', key).send(bookingBody(tours.priced)).expect(201);
    const [laneKey, normalKey] = [`lane-${randomUUID()}`, `normal-${randomUUID()}`];
    const [laneFirst, normalFirst] = [await send('/api/bookings', laneKey), await send('/api/bookings/', normalKey)];
    const [laneAgain, normalAgain] = [await send('/api/bookings', laneKey), await send('/api/bookings/', normalKey)];
    expect(laneAgain.headers['idempotent-replayed']).toBe('true');
    expect(laneFirst.headers['idempotent-replayed']).toBeUndefined();
    expect(sameEach(laneAgain)).toEqual(sameEach(normalAgain));
    expect(laneAgain.body).toEqual(laneFirst.body);
    expect(normalAgain.body).toEqual(normalFirst.body);
    expect(await bookingRows(db.pool)).toHaveLength(2);
  });

  it('when a booking comes with a malformed Idempotency-Key, then the lane answers the same 400 as the normal way and books nothing', async () => {
    const send = (path: string) => request(app).post(path).set('Idempotency-Key', 'short').send(bookingBody(tours.priced));
    const [lane, normal] = [comparable(await send('/api/bookings')), comparable(await send('/api/bookings/'))];
    expect(lane).toEqual(normal);
    expect(lane.status).toBe(400);
    expect(lane.body).toEqual({ error: 'Invalid Idempotency-Key header', fields: { 'Idempotency-Key': 'Must be 8 to 200 letters, digits or . _ : - characters.' } });
    expect(await bookingRows(db.pool)).toHaveLength(0);
  });
});

describe('POST /api/bookings: the staff consoles hear of the booking once, with its event row', () => {
  it('when a booking is made, then exactly one staff_events notification carries its event row, as one written by any other writer does', async () => {
    const client = await db.pool.connect();
    const heard: { id: string; kind: string; recordId: string; summary: Record<string, unknown>; at: string }[] = [];
    client.on('notification', (message) => {
      if (message.channel === 'staff_events' && message.payload) heard.push(JSON.parse(message.payload) as (typeof heard)[number]);
    });
    try {
      await client.query('listen staff_events');
      const booked = bookingSchema.parse((await post(bookingBody(tours.priced)).expect(201)).body);
      const direct = randomUUID();
      await db.pool.query(
        `insert into bookings (id, reference, tour_id, tour_name, travel_date, adults, contact_name, amount) values ($1, 'SAF-DIRECT1', $2, 'Masai Mara Classic', '2099-07-14', 1, 'Direct Writer', 100)`,
        [direct, tours.priced],
      );
      const deadline = Date.now() + 3_000;
      while (Date.now() < deadline && !(heard.some((e) => e.recordId === booked.id) && heard.some((e) => e.recordId === direct))) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      const rows = await db.pool.query<{ id: string; record_id: string; at: string }>(
        `select id::text, record_id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at from staff_events where record_id = any($1::uuid[])`,
        [[booked.id, direct]],
      );
      for (const recordId of [booked.id, direct]) {
        const row = rows.rows.find((r) => r.record_id === recordId);
        expect(heard.filter((e) => e.recordId === recordId)).toEqual([expect.objectContaining({ id: row?.id, kind: 'booking.created', at: row?.at })]);
      }
      expect(heard.find((e) => e.recordId === booked.id)?.summary).toMatchObject({ name: 'Amina Wanjiru', reference: booked.reference, tour: 'Masai Mara Classic', source: 'web' });
    } finally {
      await client.query('unlisten staff_events').catch(() => undefined);
      client.release();
    }
  });
});
