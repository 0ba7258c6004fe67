import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tourSyncListSchema } from '@safari/shared/tour-sync';
import { createTestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';

let db: TestDatabase;
let app: express.Express;

/** A day `days` from today (UTC), as YYYY-MM-DD. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function departure(tourId: string, date: string, seats: number, seatsTaken = 0, status = 'open'): Promise<void> {
  await db.pool.query(`insert into departures (tour_id, date, seats, seats_taken, status) values ($1, $2, $3, $4, $5)`, [tourId, date, seats, seatsTaken, status]);
}

const slugs = async (query: string) => tourSyncListSchema.parse((await request(app).get(`/api/tours${query}`).expect(200)).body).items.map((tour) => tour.slug);

beforeAll(async () => {
  db = await createTestDatabase();
  const open = await insertTour(db.pool, { slug: 'open-june', name: 'Open in range' });
  const full = await insertTour(db.pool, { slug: 'full-june', name: 'Full in range' });
  const closed = await insertTour(db.pool, { slug: 'closed-june', name: 'Closed in range' });
  const later = await insertTour(db.pool, { slug: 'later', name: 'Departs later' });
  await insertTour(db.pool, { slug: 'on-request', name: 'On request' });
  await departure(open, day(40), 7, 5);
  await departure(full, day(40), 7, 7);
  await departure(closed, day(40), 7, 0, 'closed');
  await departure(later, day(90), 7);
  ({ app } = createTestApp({ pool: db.pool }));
});

afterAll(async () => {
  await db?.drop();
});

describe('GET /api/tours with departure dates', () => {
  it('when a range is asked, then only tours with an open departure with seats left in it come back', async () => {
    expect(await slugs(`?departFrom=${day(30)}&departTo=${day(50)}`)).toEqual(['open-june']);
    expect(await slugs(`?departFrom=${day(30)}`)).toEqual(expect.arrayContaining(['open-june', 'later']));
    expect(await slugs(`?departFrom=${day(30)}`)).toHaveLength(2);
    expect(await slugs(`?departTo=${day(50)}`)).toEqual(['open-june']);
  });

  it('when no date is asked, then every published tour comes back as before (answers are cached per range)', async () => {
    expect(await slugs('')).toHaveLength(5);
    expect(await slugs(`?departFrom=${day(60)}&departTo=${day(100)}`)).toEqual(['later']);
  });

  it('when a date is not a day or the range runs backwards, then 400 names the field', async () => {
    const bad = await request(app).get('/api/tours?departFrom=soon').expect(400);
    expect(bad.body.fields).toHaveProperty('departFrom');
    const backwards = await request(app).get(`/api/tours?departFrom=${day(50)}&departTo=${day(30)}`).expect(400);
    expect(backwards.body.fields).toHaveProperty('departTo');
  });
});
