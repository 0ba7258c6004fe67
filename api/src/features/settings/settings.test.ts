import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, siteSettingsAnswerSchema } from '@safari/shared/settings';
import { insertUser, tokenFor } from '../../../test/auth-fixtures';
import { createTestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/db';

let db: TestDatabase;
let app: express.Express;
let jwtSecret: string;
const tokens: Record<'admin' | 'moderator' | 'user', string> = { admin: '', moderator: '', user: '' };
let adminId = '';

beforeAll(async () => {
  db = await createTestDatabase();
  const created = createTestApp({ pool: db.pool });
  app = created.app;
  jwtSecret = created.config.jwtSecret;
  for (const role of ['admin', 'moderator', 'user'] as const) {
    const user = await insertUser(db.pool, { role, name: `Settings ${role}` });
    tokens[role] = tokenFor(jwtSecret, user);
    if (role === 'admin') adminId = user.id;
  }
});

afterAll(async () => {
  await db?.drop();
});

const put = (body: unknown, token?: string) => {
  const req = request(app).put('/api/admin/settings').send(body as object);
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
};

describe('GET /api/settings', () => {
  it('when nothing was changed, then the seeded settings (the specification’s values) come back, with an ETag that answers 304', async () => {
    const res = await request(app).get('/api/settings').expect(200);
    const answer = siteSettingsAnswerSchema.parse(res.body);
    expect(answer.settings).toEqual(DEFAULT_SITE_SETTINGS);
    expect(answer.settings.phone).toBe('+254 712 345 678');
    expect(answer.updatedAt).toBeNull();
    expect(res.headers['cache-control']).toBe('no-cache');
    await request(app).get('/api/settings').set('If-None-Match', String(res.headers.etag)).expect(304);
  });
});

describe('PUT /api/admin/settings', () => {
  it('when an admin changes the phone and the office hours, then everyone reads them at once, under a new ETag, and the change is audited', async () => {
    const before = await request(app).get('/api/settings').expect(200);
    const wanted = { ...DEFAULT_SITE_SETTINGS, phone: '+254 700 111 222', officeHours: { days: [1, 2, 3, 4, 5], from: '09:00', to: '17:30', text: 'Mon to Fri 09:00 to 17:30 EAT' } };

    const saved = await put(wanted, tokens.admin).expect(200);
    expect(siteSettingsAnswerSchema.parse(saved.body).settings.phone).toBe('+254 700 111 222');

    const after = await request(app).get('/api/settings').set('If-None-Match', String(before.headers.etag)).expect(200);
    const answer = siteSettingsAnswerSchema.parse(after.body);
    expect(answer.settings.phone).toBe('+254 700 111 222');
    expect(answer.settings.officeHours).toEqual(wanted.officeHours);
    expect(answer.updatedAt).not.toBeNull();

    const { rows } = await db.pool.query<{ actor_id: string; action: string; details: { changed: string[] }; before: { phone: string }; after: { phone: string } }>(
      `select actor_id, action, details, before, after from audit_log where entity = 'site_settings' order by id desc limit 1`,
    );
    expect(rows[0]).toMatchObject({ actor_id: adminId, action: 'update', details: { changed: ['phone', 'officeHours'] } });
    expect(rows[0]?.before.phone).toBe('+254 712 345 678');
    expect(rows[0]?.after.phone).toBe('+254 700 111 222');
  });

  it('when the input is bad, then 400 names the field, and nothing changes', async () => {
    const current = siteSettingsAnswerSchema.parse((await request(app).get('/api/settings')).body).settings;
    const badPhone = await put({ ...current, phone: 'call us' }, tokens.admin).expect(400);
    expect(Object.keys(badPhone.body.fields)).toEqual(['phone']);

    const badHours = await put({ ...current, officeHours: { ...current.officeHours, from: '18:00', to: '08:00' } }, tokens.admin).expect(400);
    expect(badHours.body.fields).toEqual({ 'officeHours.to': 'Closing time must be after opening time' });

    const badLink = await put({ ...current, social: { ...current.social, instagram: 'instagram' } }, tokens.admin).expect(400);
    expect(Object.keys(badLink.body.fields)).toEqual(['social.instagram']);

    expect(siteSettingsAnswerSchema.parse((await request(app).get('/api/settings')).body).settings).toEqual(current);
  });

  it('when anyone but an admin tries, then anonymous gets 401, a moderator and a traveller 403, and nothing changes', async () => {
    const current = siteSettingsAnswerSchema.parse((await request(app).get('/api/settings')).body).settings;
    const attempt = { ...current, phone: '+254 799 999 999' };
    await put(attempt).expect(401);
    await put(attempt, 'not-a-token').expect(401);
    await put(attempt, tokens.moderator).expect(403);
    await put(attempt, tokens.user).expect(403);
    expect(siteSettingsAnswerSchema.parse((await request(app).get('/api/settings')).body).settings.phone).toBe(current.phone);
  });

  it('when the OpenAPI document is fetched, then both routes are described with the shared schema', async () => {
    const res = await request(app).get('/api/docs').expect(200);
    expect(res.body.paths['/api/settings']?.get?.responses?.['200']).toBeTruthy();
    expect(res.body.paths['/api/admin/settings']?.put?.responses?.['400']).toBeTruthy();
    expect(res.body.components.schemas.SiteSettingsAnswer).toMatchObject({ type: 'object' });
  });
});
