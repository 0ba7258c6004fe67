/**
 * The audit trail, read through the real app on a real Postgres: who may read it (the whole trail
 * for admins, a record's history for its section's staff), that a write and its entry commit or fail
 * together, the filters, and that no secret is ever stored or shown.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditActorListSchema, auditPageSchema, changedFields, type AuditEntry } from '@safari/shared/admin-audit';
import { createAuditRepo } from '../../lib/audit.repo';
import { expiredTokenFor, foreignTokenFor, insertUser, type UserFixture } from '../../../test/auth-fixtures';
import { insertPost } from '../../../test/blog-fixtures';
import { insertTour } from '../../../test/fixtures';
import { insertComment } from '../../../test/staff-fixtures';
import { testSuite } from '../../../test/suite';

const suite = testSuite({
  traveller: { role: 'user' },
  moderator: { role: 'moderator', name: 'Mo Derator', email: 'mod@example.com' },
  admin: { role: 'admin', name: 'Ada Admin', email: 'ada@example.com' },
  other: { role: 'admin', name: 'Otto Other', email: 'otto@example.com' },
});
const { users, bearer } = suite;
const ids: Record<string, string> = {};

const tourBody = { name: 'Audit Trail Tour', tourType: 'wildlife', location: 'Serengeti', price: 999, duration: 3, description: 'Before.' };

async function getPage(path: string, user: UserFixture, query: Record<string, string | number> = {}) {
  const res = await request(suite.app).get(path).query(query).set('Authorization', bearer(user));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return auditPageSchema.parse(res.body);
}

/** Every entry the filters match, over all pages (at most 50). */
async function allOf(query: Record<string, string | number>) {
  return (await getPage('/api/audit', users.admin, { ...query, pageSize: 50 })).items;
}

beforeAll(async () => {
  // The same tour as tourBody, so that an edit changes only what the test sends.
  ids.tour = await insertTour(suite.db.pool, {
    slug: 'audit-tour',
    name: 'Audit Trail Tour',
    location: 'Serengeti',
    price: 999,
    durationDays: 3,
    description: 'Before.',
    image: '',
    tags: [],
    rating: 0,
  });
  ids.post = await insertPost(suite.db.pool, { slug: 'audit-post', title: 'Audit post' });
  ids.comment = await insertComment(suite.db.pool, ids.post);
});

describe('who may read the trail', () => {
  const routes = () => [
    { path: '/api/audit', moderator: 403 },
    { path: '/api/audit/actors', moderator: 403 },
    { path: `/api/audit/tour/${ids.tour}`, moderator: 403 },
    { path: `/api/audit/blog_post/${ids.post}`, moderator: 200 },
    { path: `/api/audit/blog_comment/${ids.comment}`, moderator: 200 },
    { path: '/api/audit/upload/0123abcd', moderator: 200 },
    { path: '/api/audit/booking/b1', moderator: 403 },
    { path: '/api/audit/user/u1', moderator: 403 },
    { path: '/api/audit/contact_message/c1', moderator: 200 },
    { path: '/api/audit/notification/n1', moderator: 403 },
  ];

  it('when called without a token, as a traveller, with an expired or a foreign token, then 401 / 403 / 401 / 401', async () => {
    for (const { path } of routes()) {
      expect((await request(suite.app).get(path)).status, `${path} without a token`).toBe(401);
      expect((await request(suite.app).get(path).set('Authorization', bearer(users.traveller))).status, `${path} as a traveller`).toBe(403);
      expect((await request(suite.app).get(path).set('Authorization', `Bearer ${expiredTokenFor(suite.config.jwtSecret, users.admin)}`)).status, `${path} expired`).toBe(401);
      expect((await request(suite.app).get(path).set('Authorization', `Bearer ${foreignTokenFor(users.admin)}`)).status, `${path} foreign`).toBe(401);
    }
  });

  it('when a moderator calls, then only the histories of blog, comment, upload and enquiry records answer', async () => {
    for (const { path, moderator } of routes()) {
      const res = await request(suite.app).get(path).set('Authorization', bearer(users.moderator));
      expect(res.status, path).toBe(moderator);
    }
  });

  it('when an admin calls, then every route answers 200', async () => {
    for (const { path } of routes()) {
      const res = await request(suite.app).get(path).set('Authorization', bearer(users.admin));
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    }
  });

  it('when the entity is unknown, then 400 names it, for admins and moderators alike (travellers still 403)', async () => {
    for (const user of [users.admin, users.moderator]) {
      const res = await request(suite.app).get('/api/audit/spaceship/1').set('Authorization', bearer(user));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: expect.any(String), fields: { entity: 'Unknown entity.' } });
    }
    expect((await request(suite.app).get('/api/audit/spaceship/1').set('Authorization', bearer(users.traveller))).status).toBe(403);
  });
});

describe('a tour edit in the trail', () => {
  it('when an admin updates a tour, then its history has who, when, and the changed fields before and after', async () => {
    const started = Date.now();
    await request(suite.app)
      .put(`/api/tours/${ids.tour}`)
      .set('Authorization', bearer(users.admin))
      .send({ ...tourBody, price: 1250, description: 'After.' })
      .expect(200);
    const history = await getPage(`/api/audit/tour/${ids.tour}`, users.admin);
    expect(history.total).toBe(1);
    const entry = history.items[0]!;
    expect(entry).toMatchObject({
      action: 'update',
      entity: 'tour',
      entityId: ids.tour,
      actor: { id: users.admin.id, name: 'Ada Admin', email: 'ada@example.com' },
      details: { name: 'Audit Trail Tour' },
    });
    expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(started - 1_000);
    expect(entry.before).toMatchObject({ price: 999, description: 'Before.', name: 'Audit Trail Tour' });
    expect(entry.after).toMatchObject({ price: 1250, description: 'After.', name: 'Audit Trail Tour' });
    expect(changedFields(entry.before, entry.after).sort()).toEqual(['description', 'price']);
  });

  it('when the trail cannot take the entry, then the tour is not changed either (one transaction)', async () => {
    await suite.db.pool.query(`
      create function reject_audit() returns trigger language plpgsql as $$
      begin
        if new.details->>'name' = 'Reject My Audit' then raise exception 'audit refused by the test'; end if;
        return new;
      end $$;
      create trigger reject_audit before insert on audit_log for each row execute function reject_audit();`);
    try {
      const before = await suite.db.pool.query('select name, price::text from tours where id = $1', [ids.tour]);
      const res = await request(suite.app).put(`/api/tours/${ids.tour}`).set('Authorization', bearer(users.admin)).send({ ...tourBody, name: 'Reject My Audit', price: 5 });
      expect(res.status).toBe(500);
      expect((await suite.db.pool.query('select name, price::text from tours where id = $1', [ids.tour])).rows).toEqual(before.rows);
    } finally {
      await suite.db.pool.query('drop trigger reject_audit on audit_log; drop function reject_audit()');
    }
  });

  it('when the write fails at commit, after its entry was written, then no entry is left', async () => {
    // A deferred check runs at commit, after the service has written both the tour and its entry.
    await suite.db.pool.query(`
      create function fail_at_commit() returns trigger language plpgsql as $$
      begin
        if new.name = 'Fails At Commit' then raise exception 'commit refused by the test'; end if;
        return null;
      end $$;
      create constraint trigger fail_at_commit after update on tours deferrable initially deferred
        for each row execute function fail_at_commit();`);
    try {
      const count = async () => Number((await suite.db.pool.query(`select count(*) from audit_log where entity = 'tour' and entity_id = $1`, [ids.tour])).rows[0].count);
      const entries = await count();
      const res = await request(suite.app).put(`/api/tours/${ids.tour}`).set('Authorization', bearer(users.admin)).send({ ...tourBody, name: 'Fails At Commit' });
      expect(res.status).toBe(500);
      expect(await count()).toBe(entries);
      expect((await suite.db.pool.query('select name from tours where id = $1', [ids.tour])).rows[0].name).toBe('Audit Trail Tour');
    } finally {
      await suite.db.pool.query('drop trigger fail_at_commit on tours; drop function fail_at_commit()');
    }
  });

  it('when a tour is created and deleted, then create has only an after and delete only a before', async () => {
    const created = await request(suite.app).post('/api/tours').set('Authorization', bearer(users.admin)).send({ ...tourBody, name: 'Short Lived Tour' }).expect(201);
    const id = (created.body as { id: string }).id;
    await request(suite.app).delete(`/api/tours/${id}`).set('Authorization', bearer(users.admin)).expect(200);
    const [deleted, made] = (await getPage(`/api/audit/tour/${id}`, users.admin)).items;
    expect(made).toMatchObject({ action: 'create', before: null, after: { name: 'Short Lived Tour', price: 999 } });
    expect(deleted).toMatchObject({ action: 'delete', after: null, before: { name: 'Short Lived Tour' } });
  });
});

describe('blog writes in the trail', () => {
  it('when a moderator edits a post and hides a comment, then both histories show before and after, newest first', async () => {
    const post = { title: 'Audit post, revised', author: 'Staff', category: '', content: '<p>New words</p>', image: '' };
    await request(suite.app).put(`/api/blogs/${ids.post}`).set('Authorization', bearer(users.moderator)).send(post).expect(200);
    await request(suite.app).put(`/api/admin/comments/${ids.comment}`).set('Authorization', bearer(users.moderator)).send({ hidden: true }).expect(200);
    const [edit] = (await getPage(`/api/audit/blog_post/${ids.post}`, users.moderator)).items;
    expect(edit).toMatchObject({ action: 'update', actor: { name: 'Mo Derator' }, before: { title: 'Audit post' }, after: { title: 'Audit post, revised', content: '<p>New words</p>' } });
    const [hide] = (await getPage(`/api/audit/blog_comment/${ids.comment}`, users.moderator)).items;
    expect(hide).toMatchObject({ action: 'hide', before: { hidden: false }, after: { hidden: true } });
    expect(changedFields(hide!.before, hide!.after)).toEqual(['hidden']);
  });
});

describe('GET /api/audit filters', () => {
  const at = (iso: string) => iso;
  beforeAll(async () => {
    // Entries of known times and actors, straight into the table.
    const insert = (actor: string, action: string, entity: string, entityId: string, when: string, details: Record<string, unknown>) =>
      suite.db.pool.query('insert into audit_log (actor_id, action, entity, entity_id, details, at) values ($1, $2, $3, $4, $5, $6)', [
        actor,
        action,
        entity,
        entityId,
        JSON.stringify(details),
        when,
      ]);
    await insert(users.other.id, 'create', 'booking', 'bk-1', at('2025-03-01T08:00:00Z'), { reference: 'SAF-OLD001' });
    await insert(users.other.id, 'update', 'booking', 'bk-1', at('2025-03-02T23:30:00Z'), { reference: 'SAF-OLD001' });
    await insert(users.other.id, 'update', 'user', 'us-1', at('2025-03-03T00:30:00Z'), { name: 'Zawadi Mwangi' });
    for (let i = 0; i < 6; i += 1) await insert(users.other.id, 'status', 'contact_message', `cm-${i}`, at(`2025-04-0${i + 1}T12:00:00Z`), { subject: `Question ${i}` });
  });

  it('when filtered by user, then only that staff member\'s entries come, newest first, in pages of 5', async () => {
    const first = await getPage('/api/audit', users.admin, { actor: users.other.id });
    expect(first).toMatchObject({ total: 9, page: 1, pageSize: 5, pages: 2 });
    expect(first.items.map((entry) => entry.entityId)).toEqual(['cm-5', 'cm-4', 'cm-3', 'cm-2', 'cm-1']);
    const second = await getPage('/api/audit', users.admin, { actor: users.other.id, page: 2 });
    expect(second.items.map((entry) => entry.entityId)).toEqual(['cm-0', 'us-1', 'bk-1', 'bk-1']);
    expect(second.items.every((entry) => entry.actor.name === 'Otto Other')).toBe(true);
  });

  it('when filtered by dates, then both ends count whole days, and instants are taken as given', async () => {
    const ids = (items: AuditEntry[]) => items.map((entry) => `${entry.action} ${entry.entityId}`);
    expect(ids(await allOf({ from: '2025-03-02', to: '2025-03-02' }))).toEqual(['update bk-1']);
    expect(ids(await allOf({ from: '2025-03-01', to: '2025-03-03' }))).toEqual(['update us-1', 'update bk-1', 'create bk-1']);
    // A staff member three hours east of UTC: their 3 March starts at 2 March 21:00 UTC.
    expect(ids(await allOf({ from: '2025-03-03T00:00:00+03:00', to: '2025-03-03T23:59:59.999+03:00' }))).toEqual(['update us-1', 'update bk-1']);
    expect((await allOf({ to: '2025-02-28' })).length).toBe(0);
  });

  it('when filtered by entity, action or a search, then only matching entries come', async () => {
    expect((await allOf({ entity: 'booking' })).map((entry) => entry.action)).toEqual(['update', 'create']);
    expect((await allOf({ action: 'status' })).length).toBe(6);
    expect((await allOf({ q: 'zawadi' })).map((entry) => entry.entityId)).toEqual(['us-1']);
    expect((await allOf({ q: 'otto@example' })).length).toBe(9);
    expect((await allOf({ q: 'SAF-OLD001', entity: 'booking', action: 'create' })).map((entry) => entry.entityId)).toEqual(['bk-1']);
  });

  it('when a filter is invalid, then 400 names the field and says what is wrong', async () => {
    const bad = async (query: Record<string, string>, field: string, message: string) => {
      const res = await request(suite.app).get('/api/audit').query(query).set('Authorization', bearer(users.admin));
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect((res.body as { fields: Record<string, string> }).fields[field]).toBe(message);
    };
    await bad({ actor: 'someone' }, 'actor', 'Not a valid user id.');
    await bad({ from: '3 March' }, 'from', 'Use a date (YYYY-MM-DD) or an ISO date-time.');
    await bad({ from: '2025-03-03', to: '2025-03-01' }, 'to', 'The end date must not be before the start date.');
    await bad({ entity: 'spaceship' }, 'entity', 'Unknown entity.');
    await bad({ page: '0' }, 'page', 'Page must be a whole number from 1.');
  });

  it('when the actor filter is asked for, then it lists the staff who have entries, by name', async () => {
    const res = await request(suite.app).get('/api/audit/actors').set('Authorization', bearer(users.admin)).expect(200);
    const names = auditActorListSchema.parse(res.body).map((actor) => actor.name);
    expect(names).toEqual(['Ada Admin', 'Mo Derator', 'Otto Other']);
  });

  it('when the acting account is deleted, then its entries stay with who empty, and it leaves the actor list', async () => {
    const gone = await insertUser(suite.db.pool, { role: 'admin', name: 'Gone Soon', email: 'gone@example.com' });
    await request(suite.app).put(`/api/tours/${ids.tour}`).set('Authorization', bearer(gone)).send({ ...tourBody, price: 1300 }).expect(200);
    await suite.db.pool.query('delete from users where id = $1', [gone.id]);
    const [latest] = (await getPage(`/api/audit/tour/${ids.tour}`, users.admin)).items;
    expect(latest).toMatchObject({ action: 'update', actor: { id: null, name: null, email: null }, after: { price: 1300 } });
    const actors = auditActorListSchema.parse((await request(suite.app).get('/api/audit/actors').set('Authorization', bearer(users.admin))).body);
    expect(actors.map((actor) => actor.email)).not.toContain('gone@example.com');
  });
});

describe('secrets', () => {
  it('when a write hands the trail a password hash or a token, then neither is stored nor shown', async () => {
    const audit = createAuditRepo(suite.db.pool);
    await audit.record({
      actorId: users.admin.id,
      action: 'update',
      entity: 'user',
      entityId: users.traveller.id,
      details: { name: 'Test Traveller', resetToken: 'tok-123' },
      before: { name: 'Test Traveller', role: 'user', passwordHash: '$2b$12$abcdefghijklmnopqrstuv', password_hash: 'x', nested: { apiKey: 'k-1', token_hash: 'h' } },
      after: { name: 'Test Traveller', role: 'moderator', password: 'hunter2', tokenVersion: 1 },
    });
    const { rows } = await suite.db.pool.query<{ row: string }>(`select row_to_json(a)::text as row from audit_log a where entity = 'user' and entity_id = $1`, [users.traveller.id]);
    expect(rows).toHaveLength(1);
    for (const secretText of ['$2b$', 'hunter2', 'tok-123', 'k-1', 'passwordHash', 'password_hash', 'token_hash', '"password"']) expect(rows[0]!.row).not.toContain(secretText);
    const [entry] = (await getPage(`/api/audit/user/${users.traveller.id}`, users.admin)).items;
    expect(entry).toMatchObject({ before: { role: 'user', nested: {} }, after: { role: 'moderator', tokenVersion: 1 } });

    // And rows written before the guard existed are read through it.
    await suite.db.pool.query(
      `insert into audit_log (actor_id, action, entity, entity_id, details, before) values ($1, 'update', 'user', 'legacy', '{}', '{"name":"Old","passwordHash":"$2b$old"}')`,
      [users.admin.id],
    );
    const all = JSON.stringify((await getPage('/api/audit', users.admin, { entity: 'user', pageSize: 50 })).items);
    expect(all).not.toContain('$2b$');
    expect(all).not.toMatch(/password/i);
  });
});
