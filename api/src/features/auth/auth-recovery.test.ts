import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@safari/shared/api-error';
import { authSessionSchema } from '@safari/shared/auth';
import { createTestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';
import { bookingBody } from '../../../test/bookings-fixtures';
import { renderNotification } from '../../../test/mail';
import { insertUser, signUp, tokenFor } from '../../../test/auth-fixtures';

let db: TestDatabase;
let app: express.Express;
let jwtSecret: string;
let tourId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  ({ app, config: { jwtSecret } } = createTestApp({ pool: db.pool }));
  tourId = await insertTour(db.pool, { slug: 'mara-classic', name: 'Masai Mara Classic', price: 1000 });
});

beforeEach(async () => {
  await db.pool.query('delete from notifications; delete from bookings; delete from idempotency_keys; delete from users; delete from pending_signups');
});

afterAll(async () => {
  await db?.drop();
});

interface MailRow {
  kind: string;
  recipient: string;
  payload: Record<string, unknown>;
}

async function mails(kind?: string): Promise<MailRow[]> {
  const { rows } = await db.pool.query<MailRow>('select kind, recipient, payload from notifications order by created_at');
  return kind ? rows.filter((row) => row.kind === kind) : rows;
}

/** The token of the last e-mailed link of this kind. */
async function linkToken(kind: 'password_reset' | 'email_verification'): Promise<string> {
  const last = (await mails(kind)).at(-1);
  const url = String(last?.payload.resetUrl ?? last?.payload.verifyUrl ?? '');
  const token = new URL(url, 'https://x.example').searchParams.get('token');
  if (!token) throw new Error(`no ${kind} link was queued`);
  return token;
}

/** Only the sign-up form: nothing exists until its link is opened. */
const startSignUp = (email = 'wanjiku@example.com', password = 'kilimanjaro-9') =>
  request(app).post('/api/auth/register').send({ name: 'Wanjiku Kamau', email, password }).expect(202);

/** A whole sign-up, link included: the new account's session. */
const register = (email = 'wanjiku@example.com', password = 'kilimanjaro-9') => signUp(app, db.pool, { name: 'Wanjiku Kamau', email, password });

const count = async (sql: string, params: unknown[] = []) => (await db.pool.query<{ n: number }>(sql, params)).rows[0]?.n;

describe('sign-up e-mail verification', () => {
  it('when a traveller signs up, then a verification e-mail with an absolute link to /verify-email is queued, and only its hash is stored', async () => {
    await startSignUp();
    const [mail] = await mails('email_verification');
    expect(mail?.recipient).toBe('wanjiku@example.com');
    const rendered = renderNotification('email_verification', mail?.payload, { publicBaseUrl: 'https://safaris.example' });
    expect(rendered.text).toMatch(/https:\/\/safaris\.example\/verify-email\?token=[A-Za-z0-9_-]{43}/);
    const { rows } = await db.pool.query<{ token_hash: string; password_hash: string }>('select token_hash, password_hash from pending_signups');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toBe(await linkToken('email_verification'));
    expect(rows[0]?.password_hash).toMatch(/^\$2[aby]\$12\$/);
  });

  it('when the link is followed, then the account is made and signed in, and bookings made earlier with that e-mail (any case) become its own, others stay', async () => {
    const before = await request(app).post('/api/bookings').send(bookingBody(tourId, { contact: { name: 'W K', email: 'WANJIKU@example.com', phone: '+254712345678' } })).expect(201);
    await request(app).post('/api/bookings').send(bookingBody(tourId, { contact: { name: 'Other', email: 'other@example.com', phone: '+254712345678' } })).expect(201);
    await startSignUp();

    const res = await request(app).post('/api/auth/verify-email').send({ token: await linkToken('email_verification') }).expect(200);
    expect(res.body).toMatchObject({ message: 'Welcome! Your e-mail address is verified and your account is ready.', linkedBookings: 1 });
    const session = authSessionSchema.parse(res.body.session);
    const listed = (await request(app).get('/api/users/me/bookings').set('Authorization', `Bearer ${session.token}`).expect(200)).body as { id: string }[];
    expect(listed.map((booking) => booking.id)).toEqual([(before.body as { id: string }).id]);
    expect(await count('select count(*)::int as n from users where email_verified_at is not null')).toBe(1);
  });

  it('when a verification link is used twice, unknown or expired, then 400 on the token and nothing changes', async () => {
    await startSignUp();
    const token = await linkToken('email_verification');
    await request(app).post('/api/auth/verify-email').send({ token }).expect(200);
    const again = await request(app).post('/api/auth/verify-email').send({ token }).expect(400);
    expect(apiErrorSchema.parse(again.body).fields).toEqual({ token: 'This verification link is invalid or has expired.' });

    await startSignUp('second@example.com');
    await db.pool.query(`update pending_signups set expires_at = now() - interval '1 minute' where used_at is null`);
    await request(app).post('/api/auth/verify-email').send({ token: await linkToken('email_verification') }).expect(400);
    await request(app).post('/api/auth/verify-email').send({ token: 'A'.repeat(43) }).expect(400);
    const empty = await request(app).post('/api/auth/verify-email').send({}).expect(400);
    expect(apiErrorSchema.parse(empty.body).fields).toEqual({ token: 'This verification link is invalid or has expired.' });
    expect(await count(`select count(*)::int as n from users where email = 'second@example.com'`)).toBe(0);
  });

  it('when a signed-in account that is not verified (made by staff) asks for a new link, then one is queued, and it verifies without signing in again; without a token, 401', async () => {
    const account = await insertUser(db.pool, { email: 'made-by-staff@example.com' });
    await request(app).post('/api/auth/resend-verification').expect(401);
    const res = await request(app).post('/api/auth/resend-verification').set('Authorization', `Bearer ${tokenFor(jwtSecret, account)}`).expect(202);
    expect(res.body).toEqual({ message: 'We have sent you a new verification link.' });
    expect(await mails('email_verification')).toHaveLength(1);
    const verified = await request(app).post('/api/auth/verify-email').send({ token: await linkToken('email_verification') }).expect(200);
    expect(verified.body).toEqual({ message: 'Thank you: your e-mail address is verified.', linkedBookings: 0 });
    // Signed up through the site, an account is verified already: nothing more is sent.
    const session = await register();
    const again = await request(app).post('/api/auth/resend-verification').set('Authorization', `Bearer ${session.token}`).expect(202);
    expect(again.body).toEqual({ message: 'Thank you: your e-mail address is verified.' });
  });
});

describe('forgot and reset password', () => {
  it('when an unknown e-mail asks for a reset, then the answer is exactly the known one’s and nothing is sent', async () => {
    await register();
    await db.pool.query('delete from notifications');
    const known = await request(app).post('/api/auth/forgot-password').send({ email: 'Wanjiku@Example.com' }).expect(202);
    const unknown = await request(app).post('/api/auth/forgot-password').send({ email: 'nobody@example.com' }).expect(202);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ message: 'If an account exists for that e-mail, we have sent it a link to choose a new password.' });
    const sent = await mails('password_reset');
    expect(sent.map((mail) => mail.recipient)).toEqual(['wanjiku@example.com']);
    expect(sent[0]?.payload).toMatchObject({ name: 'Wanjiku Kamau', expiresInMinutes: 60 });
  });

  it('when the form is sent again within a minute, then the same answer comes but only one e-mail goes out', async () => {
    await register();
    await db.pool.query('delete from notifications');
    const first = await request(app).post('/api/auth/forgot-password').send({ email: 'wanjiku@example.com' }).expect(202);
    const second = await request(app).post('/api/auth/forgot-password').send({ email: 'wanjiku@example.com' }).expect(202);
    expect(second.body).toEqual(first.body);
    expect(await mails('password_reset')).toHaveLength(1);
  });

  it('when the e-mail is missing or invalid, then 400 names the field and nothing is queued', async () => {
    await db.pool.query('delete from notifications');
    for (const [body, message] of [
      [{}, 'Email is required.'],
      [{ email: 'not-an-email' }, 'Enter a valid email address.'],
    ] as const) {
      const res = await request(app).post('/api/auth/forgot-password').send(body).expect(400);
      expect(apiErrorSchema.parse(res.body).fields).toEqual({ email: message });
    }
    expect(await mails()).toEqual([]);
  });

  it('when the link is used, then the new password signs in, the old one and old sessions stop, and the link works once', async () => {
    const session = await register();
    await request(app).post('/api/auth/forgot-password').send({ email: 'wanjiku@example.com' }).expect(202);
    const token = await linkToken('password_reset');

    const res = await request(app).post('/api/auth/reset-password').send({ token, password: 'new-savanna-77' }).expect(200);
    expect(res.body).toEqual({ message: 'Your password has been changed. Please sign in with your new password.' });
    await request(app).post('/api/auth/login').send({ email: 'wanjiku@example.com', password: 'new-savanna-77' }).expect(200);
    await request(app).post('/api/auth/login').send({ email: 'wanjiku@example.com', password: 'kilimanjaro-9' }).expect(401);
    await request(app).get('/api/users/me').set('Authorization', `Bearer ${session.token}`).expect(401);

    const again = await request(app).post('/api/auth/reset-password').send({ token, password: 'third-password-1' }).expect(400);
    expect(apiErrorSchema.parse(again.body).fields).toEqual({ token: 'This link is invalid or has expired. Please ask for a new one.' });
    await request(app).post('/api/auth/login').send({ email: 'wanjiku@example.com', password: 'new-savanna-77' }).expect(200);
  });

  it('when the link has expired, then it is refused and the password stays', async () => {
    await register();
    await request(app).post('/api/auth/forgot-password').send({ email: 'wanjiku@example.com' }).expect(202);
    const token = await linkToken('password_reset');
    await db.pool.query(`update password_reset_tokens set expires_at = now() - interval '1 second'`);
    await request(app).post('/api/auth/reset-password').send({ token, password: 'new-savanna-77' }).expect(400);
    await request(app).post('/api/auth/login').send({ email: 'wanjiku@example.com', password: 'kilimanjaro-9' }).expect(200);
  });

  it('when a newer link is used, then the older one stops working too', async () => {
    await register();
    await request(app).post('/api/auth/forgot-password').send({ email: 'wanjiku@example.com' }).expect(202);
    const older = await linkToken('password_reset');
    await db.pool.query(`update password_reset_tokens set created_at = now() - interval '2 minutes'`);
    await request(app).post('/api/auth/forgot-password').send({ email: 'wanjiku@example.com' }).expect(202);
    const newer = await linkToken('password_reset');
    await request(app).post('/api/auth/reset-password').send({ token: newer, password: 'new-savanna-77' }).expect(200);
    await request(app).post('/api/auth/reset-password').send({ token: older, password: 'other-pass-99' }).expect(400);
  });

  it('when the new password is too short or the token missing, then 400 per field and the link still works', async () => {
    await register();
    await request(app).post('/api/auth/forgot-password').send({ email: 'wanjiku@example.com' }).expect(202);
    const token = await linkToken('password_reset');
    const res = await request(app).post('/api/auth/reset-password').send({ token, password: 'short' }).expect(400);
    expect(apiErrorSchema.parse(res.body).fields).toEqual({ password: 'Password must be at least 8 characters.' });
    const missing = await request(app).post('/api/auth/reset-password').send({}).expect(400);
    expect(apiErrorSchema.parse(missing.body).fields).toEqual({
      token: 'This link is invalid or has expired. Please ask for a new one.',
      password: 'Password is required.',
    });
    await request(app).post('/api/auth/reset-password').send({ token, password: 'long-enough-1' }).expect(200);
  });
});

describe('forgot-password timing', () => {
  it('when existing and unknown accounts ask for a reset, then the answers take the same time, even when writing the link is slow', async () => {
    // A busy database: storing a reset link (which only an existing account gets) takes 30 ms more.
    // That widens the difference an attacker would measure; the answer must not show it.
    await db.pool.query(`create function slow_reset_link() returns trigger language plpgsql as $$ begin perform pg_sleep(0.03); return new; end $$;
                         create trigger slow_reset_link before insert on password_reset_tokens for each row execute function slow_reset_link()`);
    const server = app.listen(0);
    try {
      const known: string[] = [];
      for (let i = 0; i < 15; i += 1) known.push((await insertUser(db.pool, { email: `timed-${i}@example.com`, name: 'Timed' })).email);
      const ask = async (email: string) => {
        const started = performance.now();
        await request(server).post('/api/auth/forgot-password').send({ email }).expect(202);
        return performance.now() - started;
      };
      await ask('warm-up@example.com');
      const times = { known: [] as number[], unknown: [] as number[] };
      for (const [i, email] of known.entries()) {
        // Alternating which goes first, so neither side always follows the other's work.
        const pair = [() => ask(email).then((ms) => times.known.push(ms)), () => ask(`unknown-${i}@example.com`).then((ms) => times.unknown.push(ms))];
        for (const run of i % 2 === 0 ? pair : pair.reverse()) await run();
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
      expect(await mails('password_reset')).toHaveLength(15);
      const medians = { known: median(times.known), unknown: median(times.unknown) };
      expect(Math.abs(medians.known - medians.unknown), JSON.stringify(medians)).toBeLessThan(10);
    } finally {
      server.close();
      await db.pool.query('drop trigger slow_reset_link on password_reset_tokens; drop function slow_reset_link()');
    }
  }, 60_000);
});
