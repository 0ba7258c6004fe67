/**
 * Sign-in throttles against the three ways of guessing a password, at the real default limits: one
 * address guessing one account, one address shared by an office, and many addresses guessing one
 * account. Clients come from the addresses in X-Forwarded-For (the app trusts one proxy, as behind
 * nginx); time passes by moving the throttles' clocks back, as a client obeying Retry-After would see.
 */
import bcrypt from 'bcryptjs';
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInThrottleListSchema } from '@safari/shared/admin-sign-in-throttles';
import { createTestApp } from '../../../test/app';
import { insertUser, tokenFor, type UserFixture } from '../../../test/auth-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/db';

let db: TestDatabase;
let app: express.Express;
let secret: string;
const PASSWORD = 'the-right-password';
const staff: UserFixture[] = [];
let admin: UserFixture;
let moderator: UserFixture;
let traveller: UserFixture;

beforeAll(async () => {
  db = await createTestDatabase();
  ({ app, config: { jwtSecret: secret } } = createTestApp({ pool: db.pool, env: { RATE_LIMIT_FACTOR: '1', TRUST_PROXY: '1' } }));
  const passwordHash = await bcrypt.hash(PASSWORD, 4);
  admin = await insertUser(db.pool, { email: 'boss@office.example', role: 'admin', passwordHash });
  moderator = await insertUser(db.pool, { email: 'editor@office.example', role: 'moderator', passwordHash });
  traveller = await insertUser(db.pool, { email: 'guest@example.com', passwordHash });
  for (const name of ['kamau', 'achieng', 'wanjiru', 'otieno', 'njeri']) staff.push(await insertUser(db.pool, { email: `${name}@office.example`, role: 'moderator', passwordHash }));
});

beforeEach(async () => {
  await db.pool.query('delete from sign_in_throttles');
});

afterAll(async () => {
  await db?.drop();
});

const login = (email: string, password: string, from: string) => request(app).post('/api/auth/login').set('X-Forwarded-For', from).send({ email, password });

/** `seconds` go by for every throttle. */
async function pass(seconds: number): Promise<void> {
  await db.pool.query(
    `update sign_in_throttles set window_ends_at = window_ends_at - make_interval(secs => $1),
            blocked_until = blocked_until - make_interval(secs => $1), last_failure_at = last_failure_at - make_interval(secs => $1)`,
    [seconds],
  );
}

const retryAfter = (res: request.Response) => Number(res.headers['retry-after']);

function expectHeld(res: request.Response): number {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ error: expect.stringMatching(/^Too many failed sign-in attempts\. Please wait \d+ (second|minute)s? and try again\.$/) });
  expect(retryAfter(res)).toBeGreaterThan(0);
  return retryAfter(res);
}

/**
 * Makes `count` wrong guesses for `email` from `from`, waiting whenever told to: the waits it was told
 * (after which failure each came).
 */
async function guess(email: string, from: string, count: number): Promise<{ after: number; wait: number }[]> {
  const waits: { after: number; wait: number }[] = [];
  for (let failures = 0; failures < count; ) {
    const res = await login(email, `guess-${failures}`, from);
    if (res.status === 401) {
      expect(res.body).toEqual({ error: 'Invalid credentials!' });
      failures += 1;
    } else {
      const wait = expectHeld(res);
      waits.push({ after: failures, wait });
      await pass(wait);
    }
  }
  return waits;
}

describe('one address guessing one account', () => {
  it("when an attacker at one address guesses an admin's password, then that address is slowed, then refused, while the owner at another address signs in", async () => {
    const attacker = '198.51.100.66';
    const waits = await guess(admin.email, attacker, 10);
    // Three at once, then each waits twice as long as the last…
    expect(waits).toEqual([1, 2, 4, 8, 16, 32].map((wait, i) => ({ after: 4 + i, wait })));
    // …and after ten the attacker's address is refused for the rest of the 15 minutes, even with the right password.
    const refused = await login(admin.email, PASSWORD, attacker);
    expect(expectHeld(refused)).toBeGreaterThan(12 * 60);
    expect(refused.body.error).toMatch(/Please wait 1[0-5] minutes/);

    // The owner, at the office, is not held at all.
    const owner = await login(admin.email, PASSWORD, '203.0.113.10');
    expect(owner.status).toBe(200);
    expect((await login(admin.email, PASSWORD, '203.0.113.10')).status).toBe(200);
  });

  it('when the account does not exist, then the attacker sees exactly the same answers', async () => {
    await guess(admin.email, '198.51.100.1', 10);
    await guess('nobody@office.example', '198.51.100.2', 10);
    const [a, b] = [await login(admin.email, PASSWORD, '198.51.100.1'), await login('nobody@office.example', PASSWORD, '198.51.100.2')];
    expect([a.status, b.status]).toEqual([429, 429]);
    // The same words (the minutes left depend only on when each window began).
    expect(b.body.error.replace(/\d+/, 'N')).toBe(a.body.error.replace(/\d+/, 'N'));
    expect(Object.keys(b.headers).sort()).toEqual(Object.keys(a.headers).sort());
  });

  it('when guesses arrive all at once, then only the free ones and the first slowed one are checked', async () => {
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => login(admin.email, `burst-${i}`, '198.51.100.77')));
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(16);
  });

  it('when a traveller signs in successfully, then it costs nothing: only failures count, and a success starts the count again', async () => {
    for (let i = 0; i < 6; i += 1) expect((await login(traveller.email, PASSWORD, '192.0.2.9')).status).toBe(200);
    await guess(traveller.email, '192.0.2.9', 3);
    expect((await login(traveller.email, PASSWORD, '192.0.2.9')).status).toBe(200);
    expect(await guess(traveller.email, '192.0.2.9', 3)).toEqual([]);
  });
});

describe('an office behind one address', () => {
  it('when five staff share the office address and one of them mistypes again and again, then the other four sign in, and the one who mistyped gets in after a short wait', async () => {
    const office = '192.0.2.44';
    const [kamau, ...colleagues] = staff;
    // Kamau gets his own e-mail wrong three ways, ten times each (each typo is refused at the office after ten)…
    for (const typo of ['kamau@ofice.example', 'kamua@office.example', 'kamau@office.exmaple']) await guess(typo, office, 10);

    // …and his colleagues at the same address sign in as usual.
    for (const colleague of colleagues) expect((await login(colleague.email, PASSWORD, office)).status, colleague.email).toBe(200);

    // Then his password, four times: his next attempt waits a second at most, and the right password gets him in.
    await guess(kamau!.email, office, 4);
    let res = await login(kamau!.email, PASSWORD, office);
    if (res.status === 429) {
      expect(expectHeld(res)).toBe(1);
      await pass(1);
      res = await login(kamau!.email, PASSWORD, office);
    }
    expect(res.status).toBe(200);
  }, 90_000);
});

describe('many addresses guessing one account', () => {
  it('when a guess is spread over many addresses, then the account is slowed with growing delays, never locked, and its owner gets in', async () => {
    const address = (i: number) => `10.20.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    // A hundred addresses, one guess each: nothing held yet.
    for (let i = 0; i < 100; i += 1) expect((await login(moderator.email, `spread-${i}`, address(i))).status, address(i)).toBe(401);
    // From then on every guess, whatever its address, waits twice as long as the last, up to 30 seconds.
    const waits: number[] = [];
    for (let i = 100; waits.length < 8; i += 1) {
      const res = await login(moderator.email, `spread-${i}`, address(i));
      if (res.status === 401) continue;
      waits.push(expectHeld(res));
      await pass(retryAfter(res));
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);

    // The guessing goes on; the owner, at home, waits at most that long and gets in with the right password.
    expect((await login(moderator.email, 'spread-last', address(999))).status).toBe(401);
    const held = await login(moderator.email, PASSWORD, '203.0.113.99');
    expect(expectHeld(held)).toBeLessThanOrEqual(30);
    await pass(retryAfter(held));
    expect((await login(moderator.email, PASSWORD, '203.0.113.99')).status).toBe(200);
  }, 60_000);
});

describe('the admins’ view of the throttles', () => {
  const bearer = (user: UserFixture) => `Bearer ${tokenFor(secret, user)}`;
  const list = (user?: UserFixture, query = '') => {
    const req = request(app).get(`/api/admin/sign-in-throttles${query}`);
    return user ? req.set('Authorization', bearer(user)) : req;
  };

  it('when an admin lists and clears a throttle, then the refused address may try again at once; others may neither see nor clear', async () => {
    const attacker = '198.51.100.200';
    await guess(staff[1]!.email, attacker, 10);
    await login('someone@elsewhere.example', 'wrong', '192.0.2.1');

    await list().expect(401);
    await list(traveller).expect(403);
    await list(moderator).expect(403);
    const page = signInThrottleListSchema.parse((await list(admin, '?q=achieng').expect(200)).body);
    const rows = page.items.map(({ scope, email, address, failures, state }) => ({ scope, email, address, failures, state }));
    expect(rows.sort((a, b) => a.scope.localeCompare(b.scope))).toEqual([
      { scope: 'account', email: 'achieng@office.example', address: null, failures: 10, state: 'counting' },
      { scope: 'account_address', email: 'achieng@office.example', address: attacker, failures: 10, state: 'refused' },
    ]);
    const refused = page.items.find((item) => item.state === 'refused')!;
    expect(new Date(refused.blockedUntil ?? 0).getTime()).toBeGreaterThan(Date.now() + 10 * 60_000);
    const everything = signInThrottleListSchema.parse((await list(admin).expect(200)).body);
    expect(everything.total).toBe(6);
    expect(everything.items).toHaveLength(5);
    expect(signInThrottleListSchema.parse((await list(admin, '?page=2').expect(200)).body).items).toHaveLength(1);

    const clear = (user: UserFixture) => request(app).delete(`/api/admin/sign-in-throttles/${refused.id}`).set('Authorization', bearer(user));
    await clear(moderator).expect(403);
    await request(app).delete(`/api/admin/sign-in-throttles/${refused.id}`).expect(401);
    expectHeld(await login(staff[1]!.email, PASSWORD, attacker));
    expect((await clear(admin).expect(200)).body).toEqual({ message: 'Sign-in throttle cleared.' });
    expect((await login(staff[1]!.email, PASSWORD, attacker)).status).toBe(200);
    await clear(admin).expect(404);
    await request(app).delete('/api/admin/sign-in-throttles/not a throttle').set('Authorization', bearer(admin)).expect(400);

    const audit = await db.pool.query<{ actor_id: string; action: string; entity: string; details: Record<string, unknown> }>(
      `select actor_id, action, entity, details from audit_log where entity = 'sign_in_throttle'`,
    );
    expect(audit.rows).toEqual([{ actor_id: admin.id, action: 'clear', entity: 'sign_in_throttle', details: { scope: 'account_address', email: 'achieng@office.example', address: attacker } }]);
  });
});
