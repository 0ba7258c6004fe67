/** Accounts and tokens for API tests: users inserted straight into the database, real signed JWTs. */
import { randomUUID } from 'node:crypto';
import type express from 'express';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { authSessionSchema, type AuthSession } from '@safari/shared/auth';
import type { Role } from '@safari/shared/enums';
import { createAuth } from '../src/lib/auth';
import type { Queryable } from '../src/lib/db';

export interface UserFixture {
  id: string;
  email: string;
  name: string;
  role: Role;
}

/**
 * Inserts an account. The hash is not a real one unless given: such accounts cannot sign in with a
 * password, only through a token from {@link tokenFor}.
 */
export async function insertUser(
  db: Queryable,
  user: { email?: string; name?: string; role?: Role; status?: 'active' | 'disabled'; passwordHash?: string } = {},
): Promise<UserFixture> {
  const email = user.email ?? `traveller-${randomUUID()}@example.com`;
  const { rows } = await db.query<UserFixture>(
    `insert into users (email, name, role, status, password_hash) values ($1, $2, $3, $4, $5)
     returning id, email, name, role`,
    [email, user.name ?? 'Test Traveller', user.role ?? 'user', user.status ?? 'active', user.passwordHash ?? 'no-password'],
  );
  const row = rows[0];
  if (!row) throw new Error('user fixture not inserted');
  return row;
}

/** A valid bearer token of the account, signed with the app's secret. */
export function tokenFor(jwtSecret: string, user: { id: string; role: Role }, tokenVersion = 0): string {
  const auth = createAuth({ jwtSecret, loadAccount: () => Promise.resolve(null) });
  return auth.signToken({ id: user.id, role: user.role, tokenVersion });
}

/** A token of the account that expired a minute ago (correctly signed). */
export function expiredTokenFor(jwtSecret: string, user: { id: string; role: Role }): string {
  const now = Math.floor(Date.now() / 1000);
  return jwt.sign({ sub: user.id, role: user.role, tv: 0, iat: now - 3_600, exp: now - 60 }, jwtSecret, {
    algorithm: 'HS256',
    issuer: 'safari-api',
  });
}

/** A token of the account signed with a secret the app does not know. */
export function foreignTokenFor(user: { id: string; role: Role }): string {
  return jwt.sign({ sub: user.id, role: user.role, tv: 0 }, 'an-attacker-secret-that-is-long-enough-to-look-real', {
    algorithm: 'HS256',
    issuer: 'safari-api',
    expiresIn: 3_600,
  });
}

/** An unsigned token ('alg: none') claiming to be the account. */
export function unsignedTokenFor(user: { id: string; role: Role }): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: user.id, role: user.role, tv: 0, iss: 'safari-api', iat: now, exp: now + 3_600 })}.`;
}

/** The token of the newest verification link e-mailed to this address (read from the outbox). */
export async function verificationToken(db: Queryable, email: string): Promise<string> {
  const { rows } = await db.query<{ payload: { verifyUrl?: string } }>(
    `select payload from notifications where kind = 'email_verification' and lower(recipient) = lower($1) order by created_at desc limit 1`,
    [email],
  );
  const token = new URL(rows[0]?.payload.verifyUrl ?? '/', 'https://x.example').searchParams.get('token');
  if (!token) throw new Error(`no verification link was e-mailed to ${email}`);
  return token;
}

/** Signs a traveller up as the site does: `POST /api/auth/register`, then the e-mailed link, which answers the session. */
export async function signUp(app: express.Express, db: Queryable, input: { name: string; email: string; password: string }): Promise<AuthSession> {
  await request(app).post('/api/auth/register').send(input).expect(202);
  const res = await request(app).post('/api/auth/verify-email').send({ token: await verificationToken(db, input.email) }).expect(200);
  return authSessionSchema.parse((res.body as { session?: unknown }).session);
}
