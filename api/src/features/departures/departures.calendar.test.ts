/**
 * The departures calendar compresses its own answer (gzip at its fastest level, issue 28's staff-list
 * speed): a client that takes gzip gets the same departures as one that does not, and one that
 * takes no gzip gets plain JSON.
 */
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDepartureListSchema } from '@safari/shared/departures';
import { daysBefore } from '@safari/shared/money';
import { createTestApp } from '../../../test/app';
import { insertUser, tokenFor } from '../../../test/auth-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';
import { nairobiToday } from '../../lib/rates.repo';

let db: TestDatabase;
let app: express.Express;
let admin: string;
let tourId: string;
const inDays = (days: number) => daysBefore(nairobiToday(), -days);

beforeAll(async () => {
  db = await createTestDatabase();
  const created = createTestApp({ pool: db.pool });
  app = created.app;
  admin = `Bearer ${tokenFor(created.config.jwtSecret, await insertUser(db.pool, { role: 'admin' }))}`;
  tourId = await insertTour(db.pool, { slug: 'calendar-camping', name: 'Calendar Camping', price: 420 });
});

afterAll(async () => {
  await db?.drop();
});

/** The answer's bytes (supertest undoes a gzip Content-Encoding), with the Accept-Encoding given. */
const raw = (query: Record<string, string>, acceptEncoding: string) =>
  request(app)
    .get('/api/admin/departures')
    .query(query)
    .set('Authorization', admin)
    .set('Accept-Encoding', acceptEncoding)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);

describe('the departures calendar', () => {
  it('when a month is asked for with and without gzip, then both answers hold the same departures', async () => {
    await request(app)
      .post(`/api/admin/tours/${tourId}/departures/bulk`)
      .set('Authorization', admin)
      .send({ from: inDays(10), to: inDays(40), weekdays: [0, 1, 2, 3, 4, 5, 6], seats: 12, pickup: 'Nairobi, Sarit Centre', pickupTime: '07:00', notes: 'Park fees included' })
      .expect(201);
    const month = { from: inDays(10), to: inDays(40) };

    const zipped = await raw(month, 'gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toMatch(/^application\/json/);
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    const fromGzip = adminDepartureListSchema.parse(JSON.parse((zipped.body as Buffer).toString('utf8')));

    const plain = await raw(month, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const fromPlain = adminDepartureListSchema.parse(JSON.parse((plain.body as Buffer).toString('utf8')));

    expect(fromGzip.items).toHaveLength(31);
    expect(fromGzip).toEqual(fromPlain);
    expect(fromPlain.items[0]).toMatchObject({ tourName: 'Calendar Camping', date: inDays(10), seats: 12, free: 12, pickup: 'Nairobi, Sarit Centre' });

    // A small answer is left to the app's own compression.
    const small = await raw({ from: inDays(10), to: inDays(10) }, 'identity');
    expect(adminDepartureListSchema.parse(JSON.parse((small.body as Buffer).toString('utf8'))).items).toHaveLength(1);
  });
});
