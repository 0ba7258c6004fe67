import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@safari/shared/api-error';
import { authSessionSchema, sessionUserSchema } from '@safari/shared/auth';
import { createTestApp } from '../../../test/app';
import { expiredTokenFor, foreignTokenFor, insertUser, signUp, tokenFor, unsignedTokenFor, verificationToken } from '../../../test/auth-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { renderNotification } from '../../../test/mail';
import { createAuth } from '../../lib/auth';
import { errorHandler } from '../../lib/error-handler';
import { createLogger } from '../../lib/logger';
import { createAuthRepo } from './auth.repo';

let db: TestDatabase;
let app: express.Express;
let secret: string;

beforeAll(async () => {
  db = await createTestDatabase();
  const created = createTestApp({ pool: db.pool });
  app = created.app;
  secret = created.config.jwtSecret;
});

afterAll(async () => {
  await db?.drop();
});

const amina = { name: 'Amina Njoroge', email: 'Amina.Njoroge@Example.com', password: 'savanna-sunrise-42' };

describe('POST /api/auth/register', () => {
  it('when a traveller signs up, then nothing exists until the e-mailed link is opened, which creates the account (bcrypt hash) and signs it in', async () => {
    const res = await request(app).post('/api/auth/register').send(amina).expect(202);
    expect(res.body).toEqual({ message: 'Check your e-mail: we have sent you a link to finish signing up.' });
    const users = async () => (await db.pool.query<{ n: number }>(`select count(*)::int as n from users where lower(email) = 'amina.njoroge@example.com'`)).rows[0]?.n;
    expect(await users()).toBe(0);
    await request(app).post('/api/auth/login').send({ email: amina.email, password: amina.password }).expect(401);

    const verified = await request(app).post('/api/auth/verify-email').send({ token: await verificationToken(db.pool, amina.email) }).expect(200);
    expect(verified.body).toMatchObject({ message: 'Welcome! Your e-mail address is verified and your account is ready.', linkedBookings: 0 });
    const session = authSessionSchema.parse(verified.body.session);
    expect(session.user).toMatchObject({ name: 'Amina Njoroge', email: 'amina.njoroge@example.com', role: 'user', avatar: '' });
    const { rows } = await db.pool.query<{ password_hash: string; verified: boolean }>('select password_hash, email_verified_at is not null as verified from users where id = $1', [session.user.id]);
    expect(rows[0]?.password_hash).toMatch(/^\$2[aby]\$12\$/);
    expect(rows[0]?.password_hash).not.toContain(amina.password);
    expect(rows[0]?.verified).toBe(true);
    // The waiting sign-up (and its password hash) is gone.
    expect((await db.pool.query<{ n: number }>('select count(*)::int as n from pending_signups')).rows[0]?.n).toBe(0);

    const me = await request(app).get('/api/users/me').set('Authorization', `Bearer ${session.token}`).expect(200);
    expect(sessionUserSchema.parse(me.body)).toEqual(session.user);
  });

  it('when the e-mail is already registered (in another letter case), then the answer is exactly a new sign-up’s, no second account exists, and the owner is told', async () => {
    await db.pool.query('delete from notifications');
    const taken = await request(app).post('/api/auth/register').send({ ...amina, email: 'AMINA.NJOROGE@example.COM', name: 'Someone Else', password: 'attacker-pass-1' });
    const fresh = await request(app).post('/api/auth/register').send({ name: 'New Person', email: 'brand-new@example.com', password: 'new-person-pass-1' });
    expect([taken.status, fresh.status]).toEqual([202, 202]);
    expect(taken.body).toEqual(fresh.body);
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());

    const { rows } = await db.pool.query<{ n: number }>(`select count(*)::int as n from users where lower(email) = 'amina.njoroge@example.com'`);
    expect(rows[0]?.n).toBe(1);
    const mails = await db.pool.query<{ kind: string; recipient: string; payload: unknown }>('select kind, recipient, payload from notifications order by created_at');
    expect(mails.rows.map(({ kind, recipient }) => ({ kind, recipient }))).toEqual([
      { kind: 'signup_attempt', recipient: 'amina.njoroge@example.com' },
      { kind: 'email_verification', recipient: 'brand-new@example.com' },
    ]);
    const told = renderNotification('signup_attempt', mails.rows[0]?.payload, { publicBaseUrl: 'https://safaris.example' });
    expect(told.text).toContain('Dear Amina Njoroge,');
    expect(told.text).toContain('tried to register a new Pulse of the Wild Safaris account with this e-mail address');
    expect(told.text).toContain('https://safaris.example/login');
    expect(told.text).toContain('https://safaris.example/forgot-password');
    // The attacker's password opens nothing.
    await request(app).post('/api/auth/login').send({ email: amina.email, password: 'attacker-pass-1' }).expect(401);
  });

  it('when two sign-ups of one address are both opened, then the first makes the account and the second link is spent', async () => {
    await request(app).post('/api/auth/register').send({ name: 'Twice', email: 'twice@example.com', password: 'first-pass-11' }).expect(202);
    const first = await verificationToken(db.pool, 'twice@example.com');
    await request(app).post('/api/auth/register').send({ name: 'Twice Again', email: 'twice@example.com', password: 'second-pass-22' }).expect(202);
    const second = await verificationToken(db.pool, 'twice@example.com');
    await request(app).post('/api/auth/verify-email').send({ token: second }).expect(200);
    const spent = await request(app).post('/api/auth/verify-email').send({ token: first }).expect(400);
    expect(spent.body.fields).toEqual({ token: 'This verification link is invalid or has expired.' });
    await request(app).post('/api/auth/login').send({ email: 'twice@example.com', password: 'second-pass-22' }).expect(200);
    await request(app).post('/api/auth/login').send({ email: 'twice@example.com', password: 'first-pass-11' }).expect(401);
  });

  it('when fields are missing or the password is short, then 400 names each field and nothing is stored', async () => {
    const res = await request(app).post('/api/auth/register').send({ name: ' ', email: 'not-an-email', password: 'short' }).expect(400);
    expect(apiErrorSchema.parse(res.body).fields).toEqual({
      name: 'Name is required.',
      email: 'Enter a valid email address.',
      password: 'Password must be at least 8 characters.',
    });
    const { rows } = await db.pool.query<{ n: number }>(`select count(*)::int as n from users where email = 'not-an-email'`);
    expect(rows[0]?.n).toBe(0);
  });
});

describe('POST /api/auth/login', () => {
  it('when the e-mail (any case) and password match, then a session comes back and the sign-in is recorded', async () => {
    const res = await request(app).post('/api/auth/login').send({ email: ' amina.njoroge@EXAMPLE.com ', password: amina.password }).expect(200);
    const session = authSessionSchema.parse(res.body);
    expect(session.user.email).toBe('amina.njoroge@example.com');
    const { rows } = await db.pool.query<{ last_login_at: Date | null }>('select last_login_at from users where id = $1', [session.user.id]);
    expect(rows[0]?.last_login_at).toBeInstanceOf(Date);
  });

  it('when the password is wrong or the e-mail unknown, then both get the same 401 and no token', async () => {
    const wrong = await request(app).post('/api/auth/login').send({ email: amina.email, password: 'wrong-password' }).expect(401);
    const unknown = await request(app).post('/api/auth/login').send({ email: 'nobody@example.com', password: amina.password }).expect(401);
    expect(wrong.body).toEqual({ error: 'Invalid credentials!' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('when a field is empty, then 400 asks for it', async () => {
    const res = await request(app).post('/api/auth/login').send({ email: '', password: '' }).expect(400);
    expect(apiErrorSchema.parse(res.body).fields).toEqual({ email: 'Email is required.', password: 'Password is required.' });
  });

  it('when the account is disabled, then the right password still does not sign in', async () => {
    await signUp(app, db.pool, { name: 'Dormant', email: 'dormant@example.com', password: 'dormant-pass-1' });
    await db.pool.query(`update users set status = 'disabled' where email = 'dormant@example.com'`);
    const res = await request(app).post('/api/auth/login').send({ email: 'dormant@example.com', password: 'dormant-pass-1' }).expect(403);
    expect(res.body).toEqual({ error: 'This account has been disabled. Please contact us.' });
  });
});

describe('GET /api/users/me', () => {
  it('when no token or a malformed header is sent, then 401 asks to sign in', async () => {
    for (const header of [undefined, 'Bearer', 'Bearer not-a-jwt', 'Basic YTpi']) {
      const req = request(app).get('/api/users/me');
      if (header) void req.set('Authorization', header);
      const res = await req.expect(401);
      expect(res.body).toEqual({ error: 'Please sign in to continue.' });
    }
  });

  it('when the token is expired, wrongly signed or unsigned, then it is refused', async () => {
    const user = await insertUser(db.pool, { name: 'Kip' });
    await request(app).get('/api/users/me').set('Authorization', `Bearer ${tokenFor(secret, user)}`).expect(200);
    for (const token of [expiredTokenFor(secret, user), foreignTokenFor(user), unsignedTokenFor(user)]) {
      const res = await request(app).get('/api/users/me').set('Authorization', `Bearer ${token}`).expect(401);
      expect(res.body).toEqual({ error: 'Please sign in to continue.' });
    }
  });

  it('when the account was disabled, deleted or its tokens revoked since, then its token stops working', async () => {
    const disabled = await insertUser(db.pool);
    const deleted = await insertUser(db.pool);
    const revoked = await insertUser(db.pool);
    const tokens = [tokenFor(secret, disabled), tokenFor(secret, deleted), tokenFor(secret, revoked)];
    await db.pool.query(`update users set status = 'disabled' where id = $1`, [disabled.id]);
    await db.pool.query('delete from users where id = $1', [deleted.id]);
    await db.pool.query('update users set token_version = token_version + 1 where id = $1', [revoked.id]);
    for (const token of tokens) await request(app).get('/api/users/me').set('Authorization', `Bearer ${token}`).expect(401);
  });

  it('when a correctly signed token names something that is not an account id, then 401, not a server error', async () => {
    const token = tokenFor(secret, { id: "1' or '1'='1", role: 'admin' });
    await request(app).get('/api/users/me').set('Authorization', `Bearer ${token}`).expect(401);
  });
});

describe('requireRole', () => {
  function guarded(...roles: ('admin' | 'user')[]) {
    const auth = createAuth({ jwtSecret: secret, loadAccount: (id) => createAuthRepo(db.pool).findById(id) });
    const guardedApp = express();
    guardedApp.get('/staff', auth.requireRole(...roles), (_req, res) => {
      res.json({ ok: true });
    });
    guardedApp.use(errorHandler(createLogger({ logLevel: 'silent' })));
    return guardedApp;
  }

  it('when an admin, a traveller and nobody ask for an admin route, then only the admin gets through', async () => {
    const admin = await insertUser(db.pool, { role: 'admin' });
    const traveller = await insertUser(db.pool, { role: 'user' });
    const adminOnly = guarded('admin');
    await request(adminOnly).get('/staff').set('Authorization', `Bearer ${tokenFor(secret, admin)}`).expect(200, { ok: true });
    const forbidden = await request(adminOnly).get('/staff').set('Authorization', `Bearer ${tokenFor(secret, traveller)}`).expect(403);
    expect(forbidden.body).toEqual({ error: 'You are not allowed to do this.' });
    await request(adminOnly).get('/staff').expect(401);
  });

  it('when a token claims the admin role for a traveller account, then the stored role decides', async () => {
    const traveller = await insertUser(db.pool, { role: 'user' });
    const forged = tokenFor(secret, { id: traveller.id, role: 'admin' });
    await request(guarded('admin')).get('/staff').set('Authorization', `Bearer ${forged}`).expect(403);
  });

  it('when no role is named, then nobody gets through (deny by default)', async () => {
    const admin = await insertUser(db.pool, { role: 'admin' });
    await request(guarded()).get('/staff').set('Authorization', `Bearer ${tokenFor(secret, admin)}`).expect(403);
  });
});
