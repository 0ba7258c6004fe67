import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountProfileSchema, myBookingsSchema, wishlistSchema } from '@safari/shared/account';
import { apiErrorSchema } from '@safari/shared/api-error';
import { authSessionSchema, type AuthSession } from '@safari/shared/auth';
import { createTestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';
import { bookingBody } from '../../../test/bookings-fixtures';
import { insertUser, signUp, tokenFor } from '../../../test/auth-fixtures';

let db: TestDatabase;
let app: express.Express;
let jwtSecret = '';
const tours = { mara: '', amboseli: '', gone: '' };

beforeAll(async () => {
  db = await createTestDatabase();
  const created = createTestApp({ pool: db.pool });
  app = created.app;
  jwtSecret = created.config.jwtSecret;
  tours.mara = await insertTour(db.pool, { slug: 'mara-classic', name: 'Masai Mara Classic', price: 1000 });
  tours.amboseli = await insertTour(db.pool, { slug: 'amboseli-days', name: 'Amboseli Days', price: 800 });
});

afterAll(async () => {
  await db?.drop();
});

let n = 0;
async function register(password = 'kilimanjaro-9'): Promise<AuthSession> {
  n += 1;
  return signUp(app, db.pool, { name: `Traveller ${n}`, email: `t${n}@example.com`, password });
}
const bearer = (session: AuthSession) => `Bearer ${session.token}`;
const count = async (sql: string, params: unknown[] = []) => (await db.pool.query<{ n: number }>(sql, params)).rows[0]?.n;

describe('my bookings', () => {
  it('when a signed-in traveller books, then only their bookings are listed, with status, amount and method', async () => {
    const amina = await register();
    const baraka = await register();
    const booked = await request(app)
      .post('/api/bookings')
      .set('Authorization', bearer(amina))
      .send(bookingBody(tours.mara, { adults: 2, children: 0, payment: { method: 'paypal', payMode: 'later' } }))
      .expect(201);
    await request(app).post('/api/bookings').set('Authorization', bearer(baraka)).send(bookingBody(tours.amboseli)).expect(201);
    await request(app).post('/api/bookings').send(bookingBody(tours.amboseli)).expect(201);

    const res = await request(app).get('/api/users/me/bookings').set('Authorization', bearer(amina)).expect(200);
    const list = myBookingsSchema.parse(res.body);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: (booked.body as { id: string }).id,
      tour: { id: tours.mara, name: 'Masai Mara Classic', slug: 'mara-classic' },
      status: 'pending',
      paymentStatus: 'unpaid',
      amount: 2000,
      method: 'paypal',
      payMode: 'later',
      date: '2099-07-14',
    });
    expect(myBookingsSchema.parse((await request(app).get('/api/users/me/bookings').set('Authorization', bearer(baraka)).expect(200)).body)).toHaveLength(1);
  });

  it('when a deposit is paid, then the list carries what was paid, the balance and its due date in the booking’s currency', async () => {
    const user = await insertUser(db.pool);
    const token = `Bearer ${tokenFor(jwtSecret, user)}`;
    const booked = await request(app)
      .post('/api/bookings')
      .set('Authorization', token)
      .send(bookingBody(tours.mara, { adults: 2, children: 0, payment: { method: 'mpesa', payMode: 'deposit' } }))
      .expect(201);
    const id = (booked.body as { id: string }).id;
    const pay = async (kind: 'payment' | 'refund', amount: number) =>
      db.pool.query(
        `with receipt as (update receipt_counter set last = last + 1 where id returning last)
         insert into ledger_entries (booking_id, kind, amount, currency, rate, rate_date, usd, booking_amount, method, receipt_no)
         select $1, $2, $3::numeric, 'USD', 1, current_date, $3::numeric, $3::numeric, 'cash', receipt.last from receipt`,
        [id, kind, amount],
      );
    await pay('payment', 600);

    const list = myBookingsSchema.parse((await request(app).get('/api/users/me/bookings').set('Authorization', token).expect(200)).body);
    // 2 adults at $1,000; a 30 % deposit; the balance is due 60 days before 14 July 2099.
    expect(list[0]).toMatchObject({
      amount: 2000,
      currency: 'USD',
      payMode: 'deposit',
      depositAmount: 600,
      balanceDueDate: '2099-05-15',
      totals: { paid: 600, balance: 1400, refunded: 0, currency: 'USD' },
    });

    await pay('refund', -100);
    const after = myBookingsSchema.parse((await request(app).get('/api/users/me/bookings').set('Authorization', token).expect(200)).body);
    expect(after[0]?.totals).toEqual({ paid: 600, balance: 1500, refunded: 100, currency: 'USD' });
  });

  it('when nobody is signed in, then every account route answers 401', async () => {
    await request(app).get('/api/users/me/bookings').expect(401);
    await request(app).get('/api/users/me/profile').expect(401);
    await request(app).patch('/api/users/me').send({ name: 'X' }).expect(401);
    await request(app).put('/api/users/me/password').send({ currentPassword: 'a', newPassword: 'bbbbbbbb' }).expect(401);
    await request(app).get('/api/users/me/wishlist').expect(401);
    await request(app).post('/api/users/me/wishlist').send({ tourIds: [] }).expect(401);
    await request(app).delete(`/api/users/me/wishlist/${tours.mara}`).expect(401);
  });
});

describe('account settings', () => {
  it('when name and phone are saved, then the profile and the session user show them', async () => {
    const session = await register();
    const res = await request(app).patch('/api/users/me').set('Authorization', bearer(session)).send({ name: '  Amina W. ', phone: '+254 712 345 678' }).expect(200);
    expect(accountProfileSchema.parse(res.body)).toMatchObject({ name: 'Amina W.', phone: '+254 712 345 678', emailVerified: true });
    const me = await request(app).get('/api/users/me').set('Authorization', bearer(session)).expect(200);
    expect(me.body).toMatchObject({ name: 'Amina W.' });
    const profile = await request(app).get('/api/users/me/profile').set('Authorization', bearer(session)).expect(200);
    expect(accountProfileSchema.parse(profile.body).phone).toBe('+254 712 345 678');
  });

  it('when the name is blank or the phone invalid, then 400 names each field and nothing changes', async () => {
    const session = await register();
    const res = await request(app).patch('/api/users/me').set('Authorization', bearer(session)).send({ name: ' ', phone: 'call me' }).expect(400);
    expect(apiErrorSchema.parse(res.body).fields).toEqual({ name: 'Name is required.', phone: 'Enter a valid phone number.' });
    const long = await request(app).patch('/api/users/me').set('Authorization', bearer(session)).send({ name: 'x'.repeat(201) }).expect(400);
    expect(apiErrorSchema.parse(long.body).fields).toEqual({ name: 'Please keep your name under 200 characters.' });
    expect(await count('select count(*)::int as n from users where id = $1 and name = $2', [session.user.id, session.user.name])).toBe(1);
  });

  it('when the current password is right, then the new one works, a fresh token comes back and older sessions end', async () => {
    const session = await register('first-password-1');
    const res = await request(app)
      .put('/api/users/me/password')
      .set('Authorization', bearer(session))
      .send({ currentPassword: 'first-password-1', newPassword: 'second-password-2' })
      .expect(200);
    const renewed = authSessionSchema.parse(res.body);
    await request(app).get('/api/users/me').set('Authorization', bearer(renewed)).expect(200);
    await request(app).get('/api/users/me').set('Authorization', bearer(session)).expect(401);
    await request(app).post('/api/auth/login').send({ email: session.user.email, password: 'second-password-2' }).expect(200);
    await request(app).post('/api/auth/login').send({ email: session.user.email, password: 'first-password-1' }).expect(401);
  });

  it('when the current password is wrong, missing, or the new one too short or unchanged, then 400 per field and the password stays', async () => {
    const session = await register('first-password-1');
    const put = (body: object) => request(app).put('/api/users/me/password').set('Authorization', bearer(session)).send(body).expect(400);
    expect(apiErrorSchema.parse((await put({ currentPassword: 'wrong-password', newPassword: 'second-password-2' })).body).fields).toEqual({
      currentPassword: 'Your current password is not correct.',
    });
    expect(apiErrorSchema.parse((await put({ newPassword: 'short' })).body).fields).toEqual({
      currentPassword: 'Enter your current password.',
      newPassword: 'Password must be at least 8 characters.',
    });
    expect(apiErrorSchema.parse((await put({ currentPassword: 'first-password-1', newPassword: 'first-password-1' })).body).fields).toEqual({
      newPassword: 'Choose a password different from the current one.',
    });
    await request(app).get('/api/users/me').set('Authorization', bearer(session)).expect(200);
    await request(app).post('/api/auth/login').send({ email: session.user.email, password: 'first-password-1' }).expect(200);
  });
});

describe('wishlist', () => {
  it('when a device’s tours are merged twice, then each is saved once and unknown tours are skipped', async () => {
    const session = await register();
    const merge = (tourIds: string[]) => request(app).post('/api/users/me/wishlist').set('Authorization', bearer(session)).send({ tourIds }).expect(200);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const first = wishlistSchema.parse((await merge([tours.mara, unknown])).body);
    const second = wishlistSchema.parse((await merge([tours.mara, tours.amboseli, tours.mara])).body);
    expect(first.map((item) => item.tourId)).toEqual([tours.mara]);
    expect(second.map((item) => item.tourId).sort()).toEqual([tours.mara, tours.amboseli].sort());
    expect(second.find((item) => item.tourId === tours.mara)?.addedAt).toBe(first[0]?.addedAt);
    expect(await count('select count(*)::int as n from wishlist_items where user_id = $1', [session.user.id])).toBe(2);

    const other = await register();
    expect((await request(app).get('/api/users/me/wishlist').set('Authorization', bearer(other)).expect(200)).body).toEqual([]);
  });

  it('when a tour is removed, then the list no longer has it', async () => {
    const session = await register();
    await request(app).post('/api/users/me/wishlist').set('Authorization', bearer(session)).send({ tourIds: [tours.mara, tours.amboseli] }).expect(200);
    const res = await request(app).delete(`/api/users/me/wishlist/${tours.mara}`).set('Authorization', bearer(session)).expect(200);
    expect(wishlistSchema.parse(res.body).map((item) => item.tourId)).toEqual([tours.amboseli]);
  });

  it('when tour ids are not ids or too many, then 400 and nothing is saved', async () => {
    const session = await register();
    const bad = await request(app).post('/api/users/me/wishlist').set('Authorization', bearer(session)).send({ tourIds: ['mara-classic'] }).expect(400);
    expect(apiErrorSchema.parse(bad.body).fields).toEqual({ 'tourIds.0': 'Unknown tour.' });
    const many = await request(app).post('/api/users/me/wishlist').set('Authorization', bearer(session)).send({ tourIds: Array(201).fill(tours.mara) }).expect(400);
    expect(apiErrorSchema.parse(many.body).fields).toEqual({ tourIds: 'At most 200 tours at once.' });
    await request(app).delete('/api/users/me/wishlist/not-a-uuid').set('Authorization', bearer(session)).expect(400);
    expect(await count('select count(*)::int as n from wishlist_items where user_id = $1', [session.user.id])).toBe(0);
  });
});
