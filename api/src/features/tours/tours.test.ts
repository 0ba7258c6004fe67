import { randomUUID } from 'node:crypto';
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@safari/shared/api-error';
import { tourListSchema, tourSchema } from '@safari/shared/tour';
import { tourSyncListSchema } from '@safari/shared/tour-sync';
import { createTestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';

let db: TestDatabase;
let app: express.Express;
const ids: Record<string, string> = {};

beforeAll(async () => {
  db = await createTestDatabase();
  ids.mara = await insertTour(db.pool, {
    slug: 'masai-mara-classic',
    name: 'Masai Mara Classic',
    price: 1234.5,
    durationDays: 4,
    rating: 4.8,
    isFeatured: true,
    images: ['mara-2.webp', 'mara-1.webp', 'mara-3.webp'],
    itinerary: [
      { period: 'Day 1', activity: 'Drive from Nairobi' },
      { period: 'Day 2', activity: 'Full-day game drive' },
      { period: 'Day 3', activity: 'Balloon safari' },
    ],
  });
  ids.amboseli = await insertTour(db.pool, {
    slug: 'amboseli-elephants',
    name: 'Amboseli Elephants',
    price: null,
    pricing: { Budget: 650, Luxury: 2100 },
    durationDays: null,
    rating: 4.2,
    location: 'Amboseli',
  });
  ids.draft = await insertTour(db.pool, { slug: 'draft-tour', name: 'Draft Tour', isPublished: false });
  ids.retired = await insertTour(db.pool, { slug: 'retired-tour', name: 'Retired Tour', deleted: true });
  ({ app } = createTestApp({ pool: db.pool }));
});

afterAll(async () => {
  await db?.drop();
});

describe('GET /api/tours', () => {
  it('when the catalogue is listed, then only published, not deleted tours come back in the shared shape', async () => {
    const res = await request(app).get('/api/tours').expect(200);

    expect(res.headers['content-type']).toMatch(/application\/json/);
    const list = tourSyncListSchema.parse(res.body);
    expect(tourListSchema.parse(res.body).total).toBe(2);
    expect(list.items.map((tour) => tour.slug)).toEqual(['masai-mara-classic', 'amboseli-elephants']);
    expect(list.removedIds).toEqual([]);
  });

  it('when a tour has a decimal price, gallery and itinerary, then numbers and ordered lists arrive', async () => {
    const res = await request(app).get('/api/tours').expect(200);
    const [mara, amboseli] = tourListSchema.parse(res.body).items;

    expect(mara).toMatchObject({
      id: ids.mara,
      price: 1234.5,
      duration: 4,
      rating: 4.8,
      isFeatured: true,
      images: ['mara-2.webp', 'mara-1.webp', 'mara-3.webp'],
      itinerary: [
        { period: 'Day 1', activity: 'Drive from Nairobi' },
        { period: 'Day 2', activity: 'Full-day game drive' },
        { period: 'Day 3', activity: 'Balloon safari' },
      ],
    });
    expect(mara?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(Number.isNaN(Date.parse(mara?.updatedAt ?? ''))).toBe(false);
    expect(amboseli).toMatchObject({ price: null, pricing: { Budget: 650, Luxury: 2100 }, duration: null, images: [] });
  });

  it('when the list did not change, then sending its ETag back answers 304 without a body', async () => {
    const first = await request(app).get('/api/tours').expect(200);
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await request(app).get('/api/tours').set('If-None-Match', String(etag)).expect(304);
    expect(again.text ?? '').toBe('');
  });

  it('when updatedSince is not a date-time, then 400 names the field', async () => {
    const res = await request(app).get('/api/tours').query({ updatedSince: 'yesterday' }).expect(400);

    const body = apiErrorSchema.parse(res.body);
    expect(Object.keys(body.fields ?? {})).toEqual(['updatedSince']);
  });
});

describe('GET /api/tours/:idOrSlug', () => {
  it('when asked by id or by slug, then the same published tour comes back', async () => {
    const byId = await request(app).get(`/api/tours/${ids.mara}`).expect(200);
    const bySlug = await request(app).get('/api/tours/masai-mara-classic').expect(200);

    expect(tourSchema.parse(byId.body)).toEqual(tourSchema.parse(bySlug.body));
    expect(byId.body).toMatchObject({ id: ids.mara, slug: 'masai-mara-classic', name: 'Masai Mara Classic' });
  });

  it('when the id is written in capitals, then it still finds the tour', async () => {
    const res = await request(app).get(`/api/tours/${ids.mara?.toUpperCase()}`).expect(200);
    expect(res.body.id).toBe(ids.mara);
  });

  it('when the tour is unpublished or deleted, then it is not found, by id or by slug', async () => {
    for (const key of [ids.draft, 'draft-tour', ids.retired, 'retired-tour']) {
      const res = await request(app).get(`/api/tours/${key}`).expect(404);
      expect(res.body).toEqual({ error: 'Tour not found' });
    }
  });

  it('when the key is unknown, malformed or an injection attempt, then 404 JSON, never 500, and the data survives', async () => {
    const keys = ['not-a-real-id', randomUUID(), "'; drop table tours;--", "1' or '1'='1", 'x'.repeat(500), '%20'];
    for (const key of keys) {
      const res = await request(app).get(`/api/tours/${encodeURIComponent(key)}`);
      expect(res.status, key).toBe(404);
      expect(res.body, key).toEqual({ error: 'Tour not found' });
    }

    const { rows } = await db.pool.query<{ count: string }>('select count(*) from tours');
    expect(Number(rows[0]?.count)).toBe(4);
  });
});

describe('catalogue sync', () => {
  it('when a tour changes, then its ETag changes and updatedSince returns only the changes and the withdrawals', async () => {
    const before = await request(app).get('/api/tours').expect(200);
    const list = tourListSchema.parse(before.body);
    // A client keeps the newest updatedAt it has seen as its watermark.
    const watermark = list.items.map((tour) => tour.updatedAt).sort().at(-1) ?? '';

    const tomb = await insertTour(db.pool, { slug: 'short-lived', name: 'Short Lived' });
    await db.pool.query(`update tours set name = 'Amboseli Elephants & Kilimanjaro' where id = $1`, [ids.amboseli]);
    await db.pool.query('update tours set deleted_at = now() where id = $1', [tomb]);
    await db.pool.query('update tours set is_published = false where id = $1', [ids.mara]);

    const after = await request(app).get('/api/tours').set('If-None-Match', String(before.headers.etag)).expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);

    const changes = tourSyncListSchema.parse(
      (await request(app).get('/api/tours').query({ updatedSince: watermark }).expect(200)).body,
    );
    expect(changes.items.map((tour) => tour.name)).toEqual(['Amboseli Elephants & Kilimanjaro']);
    expect(changes.total).toBe(1);
    // Withdrawals the client never had (the draft) may be listed too; removing them is a no-op.
    expect(changes.removedIds).toEqual(expect.arrayContaining([ids.mara, tomb]));
    expect(changes.removedIds).not.toContain(ids.amboseli);
  });

  it('when only a gallery image changes, then the tour counts as changed', async () => {
    const current = await request(app).get(`/api/tours/${ids.amboseli}`).expect(200);
    const since = tourSchema.parse(current.body).updatedAt;
    const unchanged = await request(app).get('/api/tours').query({ updatedSince: since }).expect(200);
    expect(unchanged.body.items).toEqual([]);

    await db.pool.query(`insert into tour_images (tour_id, position, file) values ($1, 0, 'amboseli-new.webp')`, [
      ids.amboseli,
    ]);

    const res = await request(app).get('/api/tours').query({ updatedSince: since }).expect(200);
    const changes = tourSyncListSchema.parse(res.body);
    expect(changes.items.map((tour) => [tour.slug, tour.images])).toEqual([['amboseli-elephants', ['amboseli-new.webp']]]);
  });
});
