/**
 * The admins' mail outbox against a real Postgres: every notification kind the API can queue is
 * rendered (from its template, and from the .eml file once sent), failed e-mails can be sent again
 * (audited), and only admins get in.
 */
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mailDetailSchema, mailListSchema, mailSummarySchema } from '@safari/shared/admin-mail';
import type { Config } from '../../config';
import { createTestApp } from '../../../test/app';
import { expiredTokenFor, foreignTokenFor, insertUser, tokenFor, type UserFixture } from '../../../test/auth-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { countRows } from '../../../test/staff-fixtures';
import { NOTIFICATION_KINDS, notificationPayloads, type NotificationKind } from '../../lib/outbox';
import { createOutbox } from './notifications.repo';
import { createNotificationsWorker } from './notifications.worker';

let db: TestDatabase;
let app: express.Express;
let config: Config;
const users = {} as Record<'traveller' | 'moderator' | 'admin', UserFixture>;
const ids: Record<string, string> = {};

const bearer = (user: UserFixture) => `Bearer ${tokenFor(config.jwtSecret, user)}`;

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; enum?: unknown[]; const?: unknown; format?: string; anyOf?: JsonSchema[]; items?: JsonSchema; minimum?: number; exclusiveMinimum?: number };

/**
 * A payload that fits the kind's schema, built from the schema itself: a kind added later is
 * covered without touching this test. Field names pick realistic values (dates, links, money).
 */
function sampleOf(schema: JsonSchema, key = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sampleOf(schema.anyOf.find((option) => option.type !== 'null') ?? schema.anyOf[0]!, key);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object') return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sampleOf(property, name)]));
  if (type === 'array') return schema.items ? [sampleOf(schema.items, key)] : [];
  if (type === 'integer' || type === 'number') return Math.max(2, (schema.minimum ?? 0) + 1, (schema.exclusiveMinimum ?? 0) + 1);
  if (type === 'boolean') return true;
  if (schema.format === 'uuid') return '7d1c7c52-0b5e-4a77-9a51-3b2a4c1e9f10';
  if (/currency/i.test(key)) return 'USD';
  if (/date/i.test(key)) return '2099-07-14';
  if (/url|path/i.test(key)) return '/sample?token=abc';
  if (/email/i.test(key)) return 'amina@example.com';
  return `Sample ${key}`;
}

const payloadOf = (kind: NotificationKind) => sampleOf(z.toJSONSchema(notificationPayloads[kind], { io: 'input', unrepresentable: 'any' }) as JsonSchema);

beforeAll(async () => {
  db = await createTestDatabase();
  const created = createTestApp({ pool: db.pool, env: { PUBLIC_BASE_URL: 'https://safaris.example' } });
  app = created.app;
  config = created.config;
  users.traveller = await insertUser(db.pool, { role: 'user' });
  users.moderator = await insertUser(db.pool, { role: 'moderator' });
  users.admin = await insertUser(db.pool, { role: 'admin' });
  const { rows } = await db.pool.query<{ id: string }>(
    `insert into notifications (kind, recipient, subject, payload, status, attempts, last_error)
     values ('contact_received', 'failed@example.com', 'We received your message: Hi', '{"name":"F","subject":"Hi","message":"Hello"}', 'failed', 8, 'ECONNREFUSED: connect')
     returning id`,
  );
  ids.failed = rows[0]!.id;
});

afterAll(async () => {
  await db?.drop();
});

async function mailState() {
  const { rows } = await db.pool.query(`select string_agg(id || status || attempts, ',' order by id) as rows from notifications`);
  return { notifications: rows[0], audit: await countRows(db.pool, 'audit_log') };
}

describe('mail routes, by caller', () => {
  const routes = () => [
    { method: 'get' as const, path: '/api/admin/mail' },
    { method: 'get' as const, path: `/api/admin/mail/${ids.failed}` },
    { method: 'post' as const, path: `/api/admin/mail/${ids.failed}/resend` },
  ];

  it('when called without a token, by a traveller or a moderator, or with an expired or foreign token, then refused and nothing is written', async () => {
    const before = await mailState();
    for (const route of routes()) {
      const label = `${route.method.toUpperCase()} ${route.path}`;
      expect((await request(app)[route.method](route.path)).status, `${label} without a token`).toBe(401);
      expect((await request(app)[route.method](route.path).set('Authorization', bearer(users.traveller))).status, `${label} as a traveller`).toBe(403);
      const moderator = await request(app)[route.method](route.path).set('Authorization', bearer(users.moderator));
      expect(moderator.status, `${label} as a moderator`).toBe(403);
      expect(moderator.body).toEqual({ error: expect.any(String) });
      expect((await request(app)[route.method](route.path).set('Authorization', `Bearer ${expiredTokenFor(config.jwtSecret, users.admin)}`)).status, `${label} expired`).toBe(401);
      expect((await request(app)[route.method](route.path).set('Authorization', `Bearer ${foreignTokenFor(users.admin)}`)).status, `${label} foreign`).toBe(401);
    }
    expect(await mailState()).toEqual(before);
  });

  it('when an admin sends a failed e-mail again, then it is pending with fresh attempts, audited with before/after; a second time is 409', async () => {
    const list = mailListSchema.parse((await request(app).get('/api/admin/mail').query({ status: 'failed' }).set('Authorization', bearer(users.admin)).expect(200)).body);
    expect(list.items.map((item) => [item.id, item.attempts, item.lastError])).toEqual([[ids.failed, 8, 'ECONNREFUSED: connect']]);
    expect(list.kinds).toEqual(NOTIFICATION_KINDS);

    const res = await request(app).post(`/api/admin/mail/${ids.failed}/resend`).set('Authorization', bearer(users.admin)).expect(200);
    expect(mailSummarySchema.parse(res.body)).toMatchObject({ id: ids.failed, status: 'pending', attempts: 0 });
    const { rows } = await db.pool.query('select action, entity, actor_id, before, after from audit_log where entity_id = $1', [ids.failed]);
    expect(rows).toEqual([
      {
        action: 'resend',
        entity: 'notification',
        actor_id: users.admin.id,
        before: expect.objectContaining({ status: 'failed', attempts: 8 }),
        after: expect.objectContaining({ status: 'pending', attempts: 0 }),
      },
    ]);
    const again = await request(app).post(`/api/admin/mail/${ids.failed}/resend`).set('Authorization', bearer(users.admin)).expect(409);
    expect(again.body.error).toBe('Only a failed e-mail can be sent again.');
  });

  it('when the query is bad, then 400 names the fields', async () => {
    const res = await request(app).get('/api/admin/mail').query({ status: 'lost', kind: 'DROP TABLE', page: 'x' }).set('Authorization', bearer(users.admin)).expect(400);
    expect(res.body.fields).toEqual({ status: 'Choose pending, sent or failed.', kind: 'Unknown kind of e-mail.', page: 'Page must be a whole number from 1.' });
    await request(app).get('/api/admin/mail/not-an-id').set('Authorization', bearer(users.admin)).expect(400);
    await request(app).get('/api/admin/mail/00000000-0000-4000-8000-000000000000').set('Authorization', bearer(users.admin)).expect(404);
  });
});

describe('every kind of e-mail', () => {
  it('when each kind the API can queue is opened, then it renders from its template, and from its .eml file once sent', async () => {
    await db.pool.query('delete from notifications');
    const queued = new Map<string, NotificationKind>();
    for (const kind of NOTIFICATION_KINDS) {
      queued.set(await createOutbox(db.pool).queue(kind, `${kind}@example.com`, payloadOf(kind) as never), kind);
    }
    expect(queued.size).toBe(NOTIFICATION_KINDS.length);
    const templates = new Map<string, string>();
    for (const [id, kind] of queued) {
      const detail = mailDetailSchema.parse((await request(app).get(`/api/admin/mail/${id}`).set('Authorization', bearer(users.admin)).expect(200)).body);
      expect(detail, kind).toMatchObject({ kind, source: 'template', renderError: null });
      expect(detail.rendered?.subject.length, kind).toBeGreaterThan(5);
      expect(detail.rendered?.html, kind).toContain('<!doctype html>');
      templates.set(id, detail.rendered?.text ?? '');
    }

    const worker = createNotificationsWorker({ pool: db.pool, mail: config.mail, publicBaseUrl: config.publicBaseUrl });
    expect(await worker.runOnce()).toEqual({ sent: NOTIFICATION_KINDS.length, failed: 0 });
    await worker.stop();
    for (const [id, kind] of queued) {
      const detail = mailDetailSchema.parse((await request(app).get(`/api/admin/mail/${id}`).set('Authorization', bearer(users.admin)).expect(200)).body);
      expect(detail, kind).toMatchObject({ status: 'sent', source: 'file', file: expect.stringMatching(new RegExp(`-${kind}-${id}\\.eml$`)) });
      const { rows } = await db.pool.query<{ subject: string }>('select subject from notifications where id = $1', [id]);
      expect(detail.rendered?.subject, kind).toBe(rows[0]?.subject);
      expect(detail.rendered?.html, kind).toContain('#1B4332');
      // The file's text is the template's, with the same absolute links (PUBLIC_BASE_URL).
      expect(detail.rendered?.text, kind).toBe(templates.get(id));
    }
  });

  it('when somebody signs up for the newsletter, then the welcome e-mail renders in the outbox', async () => {
    await request(app).post('/api/newsletter').send({ name: 'Wanjiku', email: 'wanjiku@example.com' }).expect(200);
    const list = mailListSchema.parse((await request(app).get('/api/admin/mail').query({ kind: 'newsletter_welcome' }).set('Authorization', bearer(users.admin)).expect(200)).body);
    const welcome = list.items.find((item) => item.recipient === 'wanjiku@example.com');
    expect(welcome).toBeDefined();
    const detail = mailDetailSchema.parse((await request(app).get(`/api/admin/mail/${welcome!.id}`).set('Authorization', bearer(users.admin)).expect(200)).body);
    expect(detail.renderError).toBeNull();
    expect(detail.rendered?.text).toContain('Dear Wanjiku,');
    expect(detail.rendered?.text).toMatch(/Unsubscribe: https:\/\/safaris\.example\/unsubscribe\?token=[A-Za-z0-9]+/);
  });

  it('when a row cannot be rendered, then the detail says why instead of failing', async () => {
    const { rows } = await db.pool.query<{ id: string }>(`insert into notifications (kind, recipient, payload) values ('carrier_pigeon', 'a@b.co', '{}') returning id`);
    const detail = mailDetailSchema.parse((await request(app).get(`/api/admin/mail/${rows[0]!.id}`).set('Authorization', bearer(users.admin)).expect(200)).body);
    expect(detail.rendered).toBeNull();
    expect(detail.renderError).toMatch(/^This e-mail cannot be rendered: unknown notification kind 'carrier_pigeon'/);
  });
});

describe('a failing transport, as the outbox shows it', () => {
  it('when sending fails, then the outbox shows the attempts, the next try (doubling) and the last error; after the last attempt it is failed and can be sent again', async () => {
    await db.pool.query('delete from notifications');
    const id = await createOutbox(db.pool).queue('contact_received', 'unlucky@example.com', { name: 'Baraka', subject: 'Dates', message: 'Hello' });
    let calls = 0;
    const failing = {
      send: () => {
        calls += 1;
        return Promise.reject(Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' }));
      },
      close: () => undefined,
    };
    const retry = { baseDelayMs: 60_000, maxDelayMs: 3_600_000, maxAttempts: 3 };
    const worker = createNotificationsWorker({ pool: db.pool, mail: config.mail, publicBaseUrl: config.publicBaseUrl, mailer: failing, retry });
    const summary = async () => {
      const list = mailListSchema.parse((await request(app).get('/api/admin/mail').set('Authorization', bearer(users.admin)).expect(200)).body);
      const item = list.items.find((mail) => mail.id === id);
      if (!item) throw new Error('not listed');
      return item;
    };
    const due = () => db.pool.query(`update notifications set next_attempt_at = now() - interval '1 second' where id = $1`, [id]);

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const started = Date.now();
      expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
      const item = await summary();
      expect(item).toMatchObject({ status: 'pending', attempts: attempt, lastError: 'ETIMEDOUT: Greeting never received', sentAt: null });
      waits.push(new Date(item.nextAttemptAt).getTime() - started);
      // The detail (the dialog) says the same.
      const detail = mailDetailSchema.parse((await request(app).get(`/api/admin/mail/${id}`).set('Authorization', bearer(users.admin)).expect(200)).body);
      expect(detail).toMatchObject({ attempts: attempt, nextAttemptAt: item.nextAttemptAt, lastError: item.lastError });
      // Not due yet: the next round leaves it alone.
      expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
      await due();
    }
    expect(waits[0]).toBeGreaterThanOrEqual(59_000);
    expect(waits[0]).toBeLessThan(65_000);
    expect(waits[1]).toBeGreaterThanOrEqual(119_000);
    expect(waits[1]).toBeLessThan(125_000);

    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(await summary()).toMatchObject({ status: 'failed', attempts: 3, lastError: 'ETIMEDOUT: Greeting never received' });
    await due();
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(calls).toBe(3);
    await worker.stop();

    const failed = mailListSchema.parse((await request(app).get('/api/admin/mail').query({ status: 'failed' }).set('Authorization', bearer(users.admin)).expect(200)).body);
    expect(failed.items.map((item) => item.id)).toEqual([id]);
    await request(app).post(`/api/admin/mail/${id}/resend`).set('Authorization', bearer(users.admin)).expect(200);
    expect(await summary()).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
