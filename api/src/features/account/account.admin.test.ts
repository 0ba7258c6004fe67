import { readdir } from 'node:fs/promises';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import type express from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUserListSchema, adminUserSchema, profileUpdateResultSchema, USER_MESSAGES, userDeleteResultSchema } from '@safari/shared/admin-users';
import { AUTH_MESSAGES } from '@safari/shared/auth';
import type { Role } from '@safari/shared/enums';
import { createTestApp } from '../../../test/app';
import { expiredTokenFor, foreignTokenFor, insertUser, tokenFor, type UserFixture } from '../../../test/auth-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';
import { insertBooking, pngImage } from '../../../test/staff-fixtures';

let db: TestDatabase;
let app: express.Express;
let secret: string;
let uploadsDir: string;
const PASSWORD = 'Staff-password-1';
let hash: string;
const users = {} as Record<'traveller' | 'moderator' | 'admin', UserFixture>;
/** Every answer of this file, to prove no password or hash ever leaves the server. */
const answers: string[] = [];

function record(res: request.Response): request.Response {
  answers.push(res.text);
  return res;
}

const bearer = (user: { id: string; role: Role }, tokenVersion = 0) => `Bearer ${tokenFor(secret, user, tokenVersion)}`;
const adminAuth = () => bearer(users.admin);

async function signIn(email: string, password: string): Promise<request.Response> {
  return record(await request(app).post('/api/auth/login').send({ email, password }));
}

async function insertSignable(role: Role, email: string, status: 'active' | 'disabled' = 'active'): Promise<UserFixture> {
  return insertUser(db.pool, { role, email, name: `Fixture ${role}`, passwordHash: hash, status });
}

async function usersState(): Promise<unknown> {
  const { rows } = await db.pool.query(
    `select id, name, email, role, status, avatar, password_hash, token_version, updated_at from users order by id`,
  );
  const audit = await db.pool.query<{ n: number }>('select count(*)::int as n from audit_log');
  return { rows, audit: audit.rows[0]?.n, uploads: await readdir(uploadsDir).catch(() => []) };
}

beforeAll(async () => {
  db = await createTestDatabase();
  const created = createTestApp({ pool: db.pool });
  app = created.app;
  secret = created.config.jwtSecret;
  uploadsDir = created.config.uploadsDir;
  hash = await bcrypt.hash(PASSWORD, 4);
  users.traveller = await insertSignable('user', 'traveller@example.com');
  users.moderator = await insertSignable('moderator', 'moderator@example.com');
  users.admin = await insertSignable('admin', 'admin@example.com');
});

afterAll(async () => {
  await db?.drop();
});

describe('who may call the users routes', () => {
  const routes = (id: string) => [
    { method: 'get', path: '/api/users', admins: true },
    { method: 'post', path: '/api/users', admins: true, body: { name: 'Denied', email: 'denied@example.com', password: 'Denied-password-1' } },
    { method: 'put', path: `/api/users/${id}`, admins: true, body: { name: 'Victim', email: 'victim@example.com', role: 'moderator', status: 'active' } },
    { method: 'delete', path: `/api/users/${id}`, admins: true },
    { method: 'put', path: '/api/users/update-profile', admins: false, body: { name: 'Fixture admin', email: 'admin@example.com' } },
  ] as const;

  function call(route: ReturnType<typeof routes>[number], authorization?: string): request.Test {
    let req = request(app)[route.method](route.path);
    if (authorization) req = req.set('Authorization', authorization);
    if ('body' in route) {
      if (route.path.endsWith('update-profile')) {
        for (const [key, value] of Object.entries(route.body)) req = req.field(key, value);
      } else req = req.send(route.body);
    }
    return req;
  }

  it('when called without a token, with an expired or foreign-signed one, or as a traveller, then 401 / 401 / 401 / 403 and nothing is written', async () => {
    const before = await usersState();
    for (const route of routes(users.traveller.id)) {
      const label = `${route.method.toUpperCase()} ${route.path}`;
      expect(record(await call(route)).status, `${label} without a token`).toBe(401);
      expect(record(await call(route, `Bearer ${expiredTokenFor(secret, users.admin)}`)).status, `${label} expired`).toBe(401);
      expect(record(await call(route, `Bearer ${foreignTokenFor(users.admin)}`)).status, `${label} foreign`).toBe(401);
      expect(record(await call(route, bearer(users.traveller))).status, `${label} as a traveller`).toBe(403);
    }
    expect(await usersState()).toEqual(before);
  });

  it('when a moderator calls, then the users routes are refused without writing and only the own profile is allowed', async () => {
    const before = await usersState();
    for (const route of routes(users.traveller.id).filter((r) => r.admins)) {
      const res = record(await call(route, bearer(users.moderator)));
      expect(res.status, `${route.method.toUpperCase()} ${route.path}`).toBe(403);
    }
    expect(await usersState()).toEqual(before);
    const res = record(
      await request(app).put('/api/users/update-profile').set('Authorization', bearer(users.moderator)).field('name', 'Mara Moderator').field('email', 'moderator@example.com'),
    );
    expect(res.status, res.text).toBe(200);
    expect(profileUpdateResultSchema.parse(res.body).user).toMatchObject({ name: 'Mara Moderator', role: 'moderator' });
  });

  it('when an admin calls, then every route answers', async () => {
    const victim = await insertUser(db.pool, { email: 'victim@example.com' });
    const expected = [200, 201, 200, 200, 200];
    for (const [index, route] of routes(victim.id).entries()) {
      const res = record(await call(route, adminAuth()));
      expect(res.status, `${route.method.toUpperCase()} ${route.path}: ${res.text}`).toBe(expected[index]);
    }
  });
});

describe('the users list', () => {
  it('when searched by name or e-mail and filtered by role, then the server pages it by 5, newest first', async () => {
    for (let i = 1; i <= 6; i += 1) {
      await insertUser(db.pool, { name: `Paging Guide ${i}`, email: `paging-${i}@lodge.example`, role: i % 2 ? 'user' : 'moderator' });
    }
    const get = async (query: Record<string, string | number>) =>
      adminUserListSchema.parse(record(await request(app).get('/api/users').query(query).set('Authorization', adminAuth()).expect(200)).body);
    const first = await get({ q: 'paging guide' });
    expect(first).toMatchObject({ total: 6, page: 1, pageSize: 5, pages: 2 });
    expect(first.items.map((user) => user.name)).toEqual(['Paging Guide 6', 'Paging Guide 5', 'Paging Guide 4', 'Paging Guide 3', 'Paging Guide 2']);
    expect((await get({ q: 'paging guide', page: 2 })).items.map((user) => user.name)).toEqual(['Paging Guide 1']);
    expect((await get({ q: 'LODGE.example', role: 'moderator' })).items.map((user) => user.name)).toEqual(['Paging Guide 6', 'Paging Guide 4', 'Paging Guide 2']);
    expect((await get({ q: '100%_' })).total).toBe(0);
    const bad = record(await request(app).get('/api/users').query({ role: 'owner', page: 0 }).set('Authorization', adminAuth()).expect(400));
    expect(Object.keys(bad.body.fields).sort()).toEqual(['page', 'role']);
  });
});

describe('adding and editing accounts', () => {
  it('when an admin adds a user, then it can sign in, the audit trail has it without the hash, and a taken e-mail is refused', async () => {
    const res = record(
      await request(app).post('/api/users').set('Authorization', adminAuth()).send({ name: ' Neema Guide ', email: 'Neema@Example.com', password: 'Neema-password-1', role: 'moderator' }).expect(201),
    );
    const created = adminUserSchema.parse(res.body);
    expect(created).toMatchObject({ name: 'Neema Guide', email: 'neema@example.com', role: 'moderator', status: 'active', bookingsCount: 0 });
    expect((await signIn('neema@example.com', 'Neema-password-1')).status).toBe(200);

    const { rows } = await db.pool.query<{ actor_id: string; action: string; entity: string; before: unknown; after: Record<string, unknown> }>(
      `select actor_id, action, entity, before, after from audit_log where entity_id = $1`,
      [created.id],
    );
    expect(rows).toEqual([{ actor_id: users.admin.id, action: 'create', entity: 'user', before: null, after: expect.objectContaining({ email: 'neema@example.com', role: 'moderator' }) }]);
    expect(JSON.stringify(rows)).not.toMatch(/password|\$2[aby]\$/i);

    const taken = record(await request(app).post('/api/users').set('Authorization', adminAuth()).send({ name: 'Twin', email: 'NEEMA@example.com', password: 'Another-password-1' }).expect(400));
    expect(taken.body.fields).toEqual({ email: USER_MESSAGES.emailTaken });
    const missing = record(await request(app).post('/api/users').set('Authorization', adminAuth()).send({ name: ' ', email: 'x', password: 'short' }).expect(400));
    expect(missing.body.fields).toEqual({ name: AUTH_MESSAGES.name, email: AUTH_MESSAGES.email, password: AUTH_MESSAGES.passwordTooShort });
  });

  it('when an admin is demoted, then the token it already holds is refused on its next staff call', async () => {
    const other = await insertSignable('admin', 'second-admin@example.com');
    const token = bearer(other);
    record(await request(app).get('/api/users').set('Authorization', token).expect(200));
    const res = record(
      await request(app).put(`/api/users/${other.id}`).set('Authorization', adminAuth()).send({ name: 'Second Admin', email: 'second-admin@example.com', role: 'moderator', status: 'active' }).expect(200),
    );
    expect(adminUserSchema.parse(res.body).role).toBe('moderator');
    // Even a section moderators may use: the old token carries the old token version.
    record(await request(app).put('/api/users/update-profile').set('Authorization', token).field('name', 'X').field('email', 'second-admin@example.com').expect(401));
    record(await request(app).get('/api/users').set('Authorization', token).expect(401));
    const audit = await db.pool.query<{ before: { role: string }; after: { role: string } }>(`select before, after from audit_log where entity_id = $1 and action = 'update'`, [other.id]);
    expect(audit.rows).toEqual([{ before: expect.objectContaining({ role: 'admin' }), after: expect.objectContaining({ role: 'moderator' }) }]);
  });

  it('when a user is disabled, then its token is refused and it cannot sign in, with a clear message', async () => {
    const guide = await insertSignable('moderator', 'disabled-guide@example.com');
    const token = bearer(guide);
    record(await request(app).put('/api/users/update-profile').set('Authorization', token).field('name', 'Still here').field('email', 'disabled-guide@example.com').expect(200));
    const current = (await db.pool.query<{ token_version: number }>('select token_version from users where id = $1', [guide.id])).rows[0]!;
    const fresh = bearer(guide, current.token_version);
    record(await request(app).put(`/api/users/${guide.id}`).set('Authorization', adminAuth()).send({ name: 'Still here', email: 'disabled-guide@example.com', role: 'moderator', status: 'disabled' }).expect(200));
    record(await request(app).get('/api/users/me').set('Authorization', fresh).expect(401));
    const login = await signIn('disabled-guide@example.com', PASSWORD);
    expect(login.status).toBe(403);
    expect(login.body.error).toBe(AUTH_MESSAGES.accountDisabled);
    // Enabled again: sign-in works (and gives a token of the new version).
    record(await request(app).put(`/api/users/${guide.id}`).set('Authorization', adminAuth()).send({ name: 'Still here', email: 'disabled-guide@example.com', role: 'moderator', status: 'active' }).expect(200));
    expect((await signIn('disabled-guide@example.com', PASSWORD)).status).toBe(200);
  });

  it('when an admin changes their own role or status or deletes themselves, then 409 says why and nothing changes', async () => {
    const before = await usersState();
    const self = { name: 'Fixture admin', email: 'admin@example.com' };
    for (const change of [{ role: 'moderator', status: 'active' }, { role: 'user', status: 'active' }, { role: 'admin', status: 'disabled' }]) {
      const res = record(await request(app).put(`/api/users/${users.admin.id}`).set('Authorization', adminAuth()).send({ ...self, ...change }).expect(409));
      expect(res.body.error).toBe(USER_MESSAGES.selfRoleOrStatus);
    }
    const res = record(await request(app).delete(`/api/users/${users.admin.id}`).set('Authorization', adminAuth()).expect(409));
    expect(res.body.error).toBe(USER_MESSAGES.selfDelete);
    expect(await usersState()).toEqual(before);
    // Name and e-mail of one's own account may change.
    record(await request(app).put(`/api/users/${users.admin.id}`).set('Authorization', adminAuth()).send({ ...self, name: 'Fixture Admin', role: 'admin', status: 'active' }).expect(200));
  });

  it('when two admins demote, disable or delete each other at the same moment, then the last active admin is kept: one is refused', async () => {
    const body = (email: string, change: Record<string, string>) => ({ name: 'Rival', email, role: 'admin', status: 'active', ...change });
    const scenarios: [string, (rival: UserFixture, other: UserFixture) => Promise<request.Response>][] = [
      ['demote', (rival, other) => request(app).put(`/api/users/${other.id}`).set('Authorization', bearer(rival)).send(body(other.email, { role: 'user' }))],
      ['disable', (rival, other) => request(app).put(`/api/users/${other.id}`).set('Authorization', bearer(rival)).send(body(other.email, { status: 'disabled' }))],
      ['delete', (rival, other) => request(app).delete(`/api/users/${other.id}`).set('Authorization', bearer(rival))],
    ];
    for (const [name, act] of scenarios) {
      // Only the two rivals are active admins.
      await db.pool.query(`update users set status = 'disabled' where role = 'admin'`);
      const a = await insertUser(db.pool, { role: 'admin', email: `rival-a-${name}@example.com` });
      const b = await insertUser(db.pool, { role: 'admin', email: `rival-b-${name}@example.com` });
      const results = (await Promise.all([act(a, b), act(b, a)])).map(record);
      const statuses = results.map((res) => res.status).sort();
      expect(statuses, `${name}: ${results.map((res) => res.text).join(' | ')}`).toHaveLength(2);
      expect(statuses.filter((status) => status === 200), name).toHaveLength(1);
      // Refused by the last-admin rule (409), or already signed out / no longer an admin (401 / 403).
      expect([401, 403, 409]).toContain(statuses.find((status) => status !== 200));
      const admins = await db.pool.query<{ n: number }>(`select count(*)::int as n from users where role = 'admin' and status = 'active'`);
      expect(admins.rows[0]?.n, name).toBe(1);
    }
    await db.pool.query(`update users set status = 'active' where id = $1`, [users.admin.id]);
  });
});

describe('deleting accounts', () => {
  it('when a traveller with bookings is deleted, then the bookings stay with their contact details, the answer says so, and its token stops working', async () => {
    const traveller = await insertSignable('user', 'booker@example.com');
    const tourId = await insertTour(db.pool, { slug: 'users-delete-tour' });
    const booking = await insertBooking(db.pool, { tourId, contactName: 'Booker Traveller', contactEmail: 'booker@example.com' });
    await db.pool.query('update bookings set user_id = $1 where id = $2', [traveller.id, booking.id]);
    const list = adminUserListSchema.parse(record(await request(app).get('/api/users').query({ q: 'booker@' }).set('Authorization', adminAuth()).expect(200)).body);
    expect(list.items[0]?.bookingsCount).toBe(1);

    const res = record(await request(app).delete(`/api/users/${traveller.id}`).set('Authorization', adminAuth()).expect(200));
    expect(userDeleteResultSchema.parse(res.body)).toEqual({ keptBookings: 1, message: 'User deleted. Their booking is kept, with the contact details on it.' });
    const kept = await db.pool.query('select user_id, contact_name, contact_email from bookings where id = $1', [booking.id]);
    expect(kept.rows).toEqual([{ user_id: null, contact_name: 'Booker Traveller', contact_email: 'booker@example.com' }]);
    record(await request(app).get('/api/users/me').set('Authorization', bearer(traveller)).expect(401));
    expect((await signIn('booker@example.com', PASSWORD)).status).toBe(401);
    const audit = await db.pool.query<{ before: Record<string, unknown>; after: unknown }>(`select before, after from audit_log where entity_id = $1 and action = 'delete'`, [traveller.id]);
    expect(audit.rows).toEqual([{ before: expect.objectContaining({ email: 'booker@example.com', role: 'user' }), after: null }]);
    record(await request(app).delete(`/api/users/${traveller.id}`).set('Authorization', adminAuth()).expect(404));
  });
});

describe('the own profile', () => {
  const profile = (authorization: string) => request(app).put('/api/users/update-profile').set('Authorization', authorization);

  it('when the name and e-mail change with a blank password, then the session user is refreshed and the password is kept', async () => {
    const staff = await insertSignable('admin', 'profile-admin@example.com');
    const res = record(
      await profile(bearer(staff)).field('name', 'Amani Ops').field('email', 'amani@example.com').field('password', '').field('confirmPassword', '').field('currentPassword', PASSWORD).expect(200),
    );
    const result = profileUpdateResultSchema.parse(res.body);
    expect(result.user).toEqual({ id: staff.id, name: 'Amani Ops', email: 'amani@example.com', role: 'admin', avatar: '' });
    expect(record(await request(app).get('/api/users/me').set('Authorization', `Bearer ${result.token}`).expect(200)).body.name).toBe('Amani Ops');
    // The old token still works: no password changed.
    record(await request(app).get('/api/users/me').set('Authorization', bearer(staff)).expect(200));
    expect((await signIn('amani@example.com', PASSWORD)).status).toBe(200);
    const audit = await db.pool.query<{ before: Record<string, unknown>; after: Record<string, unknown> }>(`select before, after from audit_log where entity_id = $1`, [staff.id]);
    expect(audit.rows).toEqual([{ before: expect.objectContaining({ name: 'Fixture admin' }), after: expect.objectContaining({ name: 'Amani Ops', email: 'amani@example.com' }) }]);
  });

  it('when the e-mail changes, then it needs the right current password, the old address is told, and its reset links stop working', async () => {
    const staff = await insertSignable('moderator', 'old-address@example.com');
    const send = (fields: Record<string, string>) => {
      let req = profile(bearer(staff));
      for (const [key, value] of Object.entries({ name: 'Baraka Ops', ...fields })) req = req.field(key, value);
      return req;
    };
    const mails = async () =>
      (await db.pool.query<{ kind: string; recipient: string; payload: Record<string, string> }>(`select kind, recipient, payload from notifications where recipient like '%address@example.com' order by created_at`)).rows;
    await request(app).post('/api/auth/forgot-password').send({ email: 'old-address@example.com' }).expect(202);
    const resetToken = new URL(String((await mails())[0]?.payload.resetUrl), 'https://x.example').searchParams.get('token');
    const before = await usersState();

    const noCurrent = record(await send({ email: 'new-address@example.com' }).expect(400));
    expect(noCurrent.body.fields).toEqual({ currentPassword: USER_MESSAGES.currentPasswordNeededForEmail });
    const wrong = record(await send({ email: 'new-address@example.com', currentPassword: 'not-my-password' }).expect(400));
    expect(wrong.body.fields).toEqual({ currentPassword: USER_MESSAGES.currentPasswordWrong });
    expect(await usersState()).toEqual(before);
    expect((await mails()).map((mail) => mail.kind)).toEqual(['password_reset']);

    // The same address in other letters is no change: no password needed, nobody told.
    record(await send({ email: 'OLD-address@example.com' }).expect(200));
    expect((await mails()).map((mail) => mail.kind)).toEqual(['password_reset']);

    const ok = profileUpdateResultSchema.parse(record(await send({ email: 'new-address@example.com', currentPassword: PASSWORD }).expect(200)).body);
    expect(ok.user.email).toBe('new-address@example.com');
    const told = (await mails()).filter((mail) => mail.kind === 'email_changed');
    expect(told).toEqual([{ kind: 'email_changed', recipient: 'old-address@example.com', payload: { name: 'Baraka Ops', newEmail: 'new-address@example.com' } }]);
    expect((await signIn('new-address@example.com', PASSWORD)).status).toBe(200);
    // A reset link mailed to the old address no longer works.
    await request(app).post('/api/auth/reset-password').send({ token: resetToken, password: 'Taken-over-pass-1' }).expect(400);
    const audit = await db.pool.query<{ details: Record<string, unknown> }>(`select details from audit_log where entity_id = $1 order by id`, [staff.id]);
    expect(audit.rows.map((row) => row.details.emailChanged)).toEqual([false, true]);
  });

  it('when a new password is set, then it must match its confirmation and needs the right current one; afterwards old tokens stop working', async () => {
    const staff = await insertSignable('moderator', 'profile-moderator@example.com');
    const base = { name: 'Pendo', email: 'profile-moderator@example.com' };
    const send = (fields: Record<string, string>, authorization = bearer(staff)) => {
      let req = profile(authorization);
      for (const [key, value] of Object.entries({ ...base, ...fields })) req = req.field(key, value);
      return req;
    };
    const before = await usersState();
    const mismatch = record(await send({ password: 'Brand-new-pass-1', confirmPassword: 'Brand-new-pass-2', currentPassword: PASSWORD }).expect(400));
    expect(mismatch.body.fields).toEqual({ confirmPassword: 'Passwords do not match!' });
    const noCurrent = record(await send({ password: 'Brand-new-pass-1', confirmPassword: 'Brand-new-pass-1' }).expect(400));
    expect(noCurrent.body.fields).toEqual({ currentPassword: USER_MESSAGES.currentPasswordNeeded });
    const wrong = record(await send({ password: 'Brand-new-pass-1', confirmPassword: 'Brand-new-pass-1', currentPassword: 'not-my-password' }).expect(400));
    expect(wrong.body.fields).toEqual({ currentPassword: USER_MESSAGES.currentPasswordWrong });
    const short = record(await send({ password: 'short', confirmPassword: 'short', currentPassword: PASSWORD }).expect(400));
    expect(short.body.fields).toEqual({ password: AUTH_MESSAGES.passwordTooShort });
    expect(await usersState()).toEqual(before);

    const ok = profileUpdateResultSchema.parse(record(await send({ password: 'Brand-new-pass-1', confirmPassword: 'Brand-new-pass-1', currentPassword: PASSWORD }).expect(200)).body);
    record(await request(app).get('/api/users/me').set('Authorization', bearer(staff)).expect(401));
    record(await request(app).get('/api/users/me').set('Authorization', `Bearer ${ok.token}`).expect(200));
    expect((await signIn('profile-moderator@example.com', PASSWORD)).status).toBe(401);
    expect((await signIn('profile-moderator@example.com', 'Brand-new-pass-1')).status).toBe(200);
    const audit = await db.pool.query<{ details: Record<string, unknown> }>(`select details from audit_log where entity_id = $1`, [staff.id]);
    expect(audit.rows.map((row) => row.details.passwordChanged)).toEqual([true]);
  });

  it('when the avatar is not an image (text renamed .png), then it is refused and nothing is stored; a real image is re-encoded to WebP', async () => {
    const staff = await insertSignable('admin', 'avatar-admin@example.com');
    const before = await usersState();
    const fake = record(
      await profile(bearer(staff))
        .field('name', 'Avatar Admin')
        .field('email', 'avatar-admin@example.com')
        .attach('avatar', Buffer.from('this is plain text, not a picture'), { filename: 'me.png', contentType: 'image/png' })
        .expect(400),
    );
    expect(fake.body.fields).toEqual({ avatar: 'Only image files are allowed.' });
    expect(await usersState()).toEqual(before);

    const res = record(
      await profile(bearer(staff))
        .field('name', 'Avatar Admin')
        .field('email', 'avatar-admin@example.com')
        .attach('avatar', await pngImage(64, 64), { filename: 'me.png', contentType: 'image/png' })
        .expect(200),
    );
    const { avatar } = profileUpdateResultSchema.parse(res.body).user;
    expect(avatar).toMatch(/^\/uploads\/upload\.[0-9a-f]{16}\.webp$/);
    const stored = await sharp(path.join(uploadsDir, path.basename(avatar))).metadata();
    expect(stored.format).toBe('webp');
    const row = await db.pool.query<{ avatar: string }>('select avatar from users where id = $1', [staff.id]);
    expect(row.rows[0]?.avatar).toBe(avatar);
  });

  it('when a name holds a NUL byte in the multipart body, then 400 names the field and nothing is written', async () => {
    const before = await usersState();
    const res = record(await profile(adminAuth()).field('name', 'Bad\u0000Name').field('email', 'admin@example.com').expect(400));
    expect(Object.keys(res.body.fields)).toEqual(['name']);
    expect(await usersState()).toEqual(before);
  });
});

describe('secrets', () => {
  it('when any answer of this file is read, then no password and no password hash is in it', () => {
    expect(answers.length).toBeGreaterThan(50);
    for (const text of answers) {
      expect(text).not.toMatch(/\$2[aby]\$/);
      expect(text).not.toMatch(/password_?hash/i);
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain('Brand-new-pass-1');
      expect(text).not.toContain('Neema-password-1');
    }
  });
});
