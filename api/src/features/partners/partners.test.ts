import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '@safari/db/seed';
import { seedPartners } from '@safari/db/seed-data/partners';
import { partnerListSchema } from '@safari/shared/partner';
import { UUID_PATTERN } from '@safari/shared/uuid';
import { createTestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/db';

let db: TestDatabase;
let dataDir: string;
let app: express.Express;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'safari-partners-'));
  // The real seed with the real partner list; tours, posts and images are not needed here.
  await seed({
    databaseUrl: db.url,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    adminPassword: 'partners-test-password',
    log: () => undefined,
    data: { tours: [], partners: seedPartners, blogPosts: [], renderImages: async () => [] },
  });
  ({ app } = createTestApp({ pool: db.pool }));
});

afterAll(async () => {
  await db?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('GET /api/partners', () => {
  it('when the database is seeded, then the 8 partners come back in their seeded order in the shared shape', async () => {
    const res = await request(app).get('/api/partners').expect(200);

    expect(res.headers['content-type']).toMatch(/application\/json/);
    const list = partnerListSchema.parse(res.body);
    expect(list.items).toHaveLength(8);
    expect(list.items.map((partner) => partner.name)).toEqual(seedPartners.map((partner) => partner.name));
    expect(list.items.map((partner) => partner.image)).toEqual(seedPartners.map((partner) => partner.image));
    for (const partner of list.items) expect(partner.id).toMatch(UUID_PATTERN);
    // Nothing beyond the shared shape leaks out (no positions, timestamps or deletion marks).
    expect(Object.keys(res.body.items[0]).sort()).toEqual(['id', 'image', 'name', 'url']);
  });

  it('when nothing changed, then its ETag answers 304, and a change gives a new ETag', async () => {
    const first = await request(app).get('/api/partners').expect(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    await request(app).get('/api/partners').set('If-None-Match', etag).expect(304);

    await db.pool.query(`update partners set url = 'https://example.org/savanna' where name = 'Savanna Air'`);
    const changed = await request(app).get('/api/partners').set('If-None-Match', etag).expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(partnerListSchema.parse(changed.body).items[0]).toMatchObject({ name: 'Savanna Air', url: 'https://example.org/savanna' });
  });

  it('when staff reorder or delete partners, then the list follows the positions and hides the deleted one', async () => {
    await db.pool.query(`update partners set position = -1 where name = 'Kilima Airlink'`);
    await db.pool.query(`update partners set deleted_at = now() where name = 'SafariVoices'`);

    const list = partnerListSchema.parse((await request(app).get('/api/partners').expect(200)).body);

    const expected = seedPartners.map((partner) => partner.name).filter((name) => name !== 'SafariVoices' && name !== 'Kilima Airlink');
    expect(list.items.map((partner) => partner.name)).toEqual(['Kilima Airlink', ...expected]);
  });

  it('when every partner is deleted, then the list is empty rather than an error', async () => {
    await db.pool.query('update partners set deleted_at = now()');

    const res = await request(app).get('/api/partners').expect(200);
    expect(res.body).toEqual({ items: [] });
  });

  it('when the OpenAPI document is fetched, then it describes the partners list with the shared schema', async () => {
    const res = await request(app).get('/api/docs').expect(200);

    expect(res.body.paths['/api/partners']?.get?.responses?.['200']).toBeTruthy();
    expect(res.body.components.schemas.PartnerList).toMatchObject({ type: 'object', required: ['items'] });
  });
});
