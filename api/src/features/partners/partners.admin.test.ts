import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminPartnerListSchema, adminPartnerSchema, partnerListSchema } from '@safari/shared/partner';
import { insertUser, tokenFor } from '../../../test/auth-fixtures';
import { createTestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/db';

let db: TestDatabase;
let app: express.Express;
let admin = '';
let moderator = '';
let traveller = '';

beforeAll(async () => {
  db = await createTestDatabase();
  const created = createTestApp({ pool: db.pool });
  app = created.app;
  const token = async (role: 'admin' | 'moderator' | 'user') => tokenFor(created.config.jwtSecret, await insertUser(db.pool, { role }));
  admin = await token('admin');
  moderator = await token('moderator');
  traveller = await token('user');
});

beforeEach(async () => {
  await db.pool.query('delete from partners');
  await db.pool.query(`insert into partners (name, image, url, position) values ('Savanna Air', 'savanna.webp', '', 0), ('Mara Lodges', 'mara.webp', 'https://mara.example', 1)`);
});

afterAll(async () => {
  await db?.drop();
});

const publicNames = async () => partnerListSchema.parse((await request(app).get('/api/partners').expect(200)).body).items.map((partner) => partner.name);
const adminList = async () => adminPartnerListSchema.parse((await request(app).get('/api/admin/partners').set('Authorization', `Bearer ${admin}`).expect(200)).body).items;
const lastAudit = async () =>
  (await db.pool.query<{ action: string; entity: string; details: Record<string, unknown> }>(`select action, entity, details from audit_log where entity = 'partner' order by id desc limit 1`)).rows[0];

describe('the console’s partners', () => {
  it('when an admin adds a partner with an uploaded logo, then it is shown last, publicly too, and audited', async () => {
    const res = await request(app)
      .post('/api/admin/partners')
      .set('Authorization', `Bearer ${admin}`)
      .send({ name: 'Rift Valley Balloons', image: '/uploads/upload.abc123.webp', url: 'https://balloons.example' })
      .expect(201);
    const created = adminPartnerSchema.parse(res.body);
    expect(created).toMatchObject({ name: 'Rift Valley Balloons', image: '/uploads/upload.abc123.webp', position: 3, hidden: false });

    expect(await publicNames()).toEqual(['Savanna Air', 'Mara Lodges', 'Rift Valley Balloons']);
    expect(await lastAudit()).toMatchObject({ action: 'create', details: { name: 'Rift Valley Balloons' } });
  });

  it('when the input is bad or the name taken, then 400 names the field', async () => {
    const send = (body: object) => request(app).post('/api/admin/partners').set('Authorization', `Bearer ${admin}`).send(body).expect(400);
    expect(Object.keys((await send({ name: '', image: 'x.webp' })).body.fields)).toEqual(['name']);
    expect(Object.keys((await send({ name: 'New', image: '' })).body.fields)).toEqual(['image']);
    expect(Object.keys((await send({ name: 'New', image: 'x.webp', url: 'not a link' })).body.fields)).toEqual(['url']);
    expect((await send({ name: 'savanna air', image: 'x.webp' })).body.fields).toEqual({ name: 'A partner with this name already exists' });
  });

  it('when an admin reorders them, then the public list follows, and an order that leaves one out is refused', async () => {
    const [savanna, mara] = await adminList();
    const order = await request(app)
      .put('/api/admin/partners/order')
      .set('Authorization', `Bearer ${admin}`)
      .send({ ids: [mara?.id, savanna?.id] })
      .expect(200);
    expect(adminPartnerListSchema.parse(order.body).items.map((partner) => [partner.name, partner.position])).toEqual([
      ['Mara Lodges', 1],
      ['Savanna Air', 2],
    ]);
    expect(await publicNames()).toEqual(['Mara Lodges', 'Savanna Air']);
    expect(await lastAudit()).toMatchObject({ action: 'reorder', details: { order: ['Mara Lodges', 'Savanna Air'] } });

    const partial = await request(app).put('/api/admin/partners/order').set('Authorization', `Bearer ${admin}`).send({ ids: [savanna?.id] }).expect(400);
    expect(Object.keys(partial.body.fields)).toEqual(['ids']);
    expect(await publicNames()).toEqual(['Mara Lodges', 'Savanna Air']);
  });

  it('when an admin hides a partner, then it leaves the public list but stays in the console, and showing it brings it back', async () => {
    const [savanna] = await adminList();
    const publicBefore = await request(app).get('/api/partners').expect(200);
    const hidden = await request(app).put(`/api/admin/partners/${savanna?.id}`).set('Authorization', `Bearer ${admin}`).send({ hidden: true }).expect(200);
    expect(adminPartnerSchema.parse(hidden.body).hidden).toBe(true);

    // A new ETag: clients holding the old list get the new one.
    const publicAfter = await request(app).get('/api/partners').set('If-None-Match', String(publicBefore.headers.etag)).expect(200);
    expect(partnerListSchema.parse(publicAfter.body).items.map((partner) => partner.name)).toEqual(['Mara Lodges']);
    expect((await adminList()).map((partner) => [partner.name, partner.hidden])).toEqual([
      ['Savanna Air', true],
      ['Mara Lodges', false],
    ]);
    expect(await lastAudit()).toMatchObject({ action: 'hide', details: { name: 'Savanna Air' } });

    await request(app).put(`/api/admin/partners/${savanna?.id}`).set('Authorization', `Bearer ${admin}`).send({ hidden: false }).expect(200);
    expect(await publicNames()).toEqual(['Savanna Air', 'Mara Lodges']);
  });

  it('when anyone but an admin asks, then 401 or 403, and nothing changes', async () => {
    const [savanna] = await adminList();
    for (const [token, status] of [
      [undefined, 401],
      [moderator, 403],
      [traveller, 403],
    ] as const) {
      const auth = (req: request.Test) => (token ? req.set('Authorization', `Bearer ${token}`) : req);
      await auth(request(app).get('/api/admin/partners')).expect(status);
      await auth(request(app).post('/api/admin/partners').send({ name: 'Sneaky', image: 'x.webp' })).expect(status);
      await auth(request(app).put(`/api/admin/partners/${savanna?.id}`).send({ hidden: true })).expect(status);
    }
    expect(await publicNames()).toEqual(['Savanna Air', 'Mara Lodges']);
  });

  it('when a partner does not exist, then 404', async () => {
    await request(app).put('/api/admin/partners/00000000-0000-4000-8000-000000000000').set('Authorization', `Bearer ${admin}`).send({ hidden: true }).expect(404);
  });
});
