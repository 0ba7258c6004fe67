/**
 * The catalogue served from memory (lib/catalogue-cache): two app instances on one database, as two
 * replicas behind nginx. A write through one is seen by the other at once; a current ETag answers
 * 304 without a catalogue query.
 */
import type express from 'express';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tourSyncListSchema } from '@safari/shared/tour-sync';
import { createListeningCatalogueVersion, type CatalogueVersion } from '../../lib/catalogue-version';
import { endPool } from '../../lib/db';
import { pino } from 'pino';
import { createTestApp } from '../../../test/app';
import { insertUser, tokenFor } from '../../../test/auth-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';

let db: TestDatabase;
/** Replica A (staff writes here) and replica B (travellers read here), each with its own pool. */
let writer: express.Express;
let reader: express.Express;
let readerPool: pg.Pool;
let auth: string;
/** Every statement replica B sends to Postgres. */
const readerQueries: string[] = [];
let maraId = '';

const tourBody = (name: string) => ({
  name,
  tourType: 'wildlife',
  location: 'Masai Mara',
  price: '1200',
  duration: 4,
  rating: 4.5,
  description: 'Big cats.',
  tags: ['wildlife'],
  highlights: [],
  inclusions: [],
  exclusions: [],
  itinerary: [],
  isFeatured: false,
  isExclusive: false,
  isPopular: false,
  isPublished: true,
  image: '',
  images: [],
});

beforeAll(async () => {
  db = await createTestDatabase();
  const a = createTestApp({ pool: db.pool });
  writer = a.app;
  readerPool = new pg.Pool({ connectionString: db.url, max: 4 });
  const query = readerPool.query.bind(readerPool) as (text: string | { text: string }, values?: unknown[]) => Promise<pg.QueryResult>;
  // Records what replica B asks of the database (tests look for catalogue queries).
  (readerPool as unknown as { query: typeof query }).query = (text, values) => {
    readerQueries.push(typeof text === 'string' ? text : text.text);
    return query(text, values);
  };
  reader = createTestApp({ pool: readerPool }).app;
  const admin = await insertUser(db.pool, { role: 'admin' });
  auth = `Bearer ${tokenFor(a.config.jwtSecret, admin)}`;
  maraId = await insertTour(db.pool, { slug: 'mara-classic', name: 'Mara Classic', location: 'Masai Mara', price: 1200, durationDays: 4 });
  await insertTour(db.pool, { slug: 'amboseli-days', name: 'Amboseli Days', location: 'Amboseli', price: 800, durationDays: 2 });
});

afterAll(async () => {
  if (readerPool) await endPool(readerPool);
  await db?.drop();
});

const catalogueQueries = () => readerQueries.filter((sql) => /\bfrom tours\b|\bfrom blog_posts\b|\bfrom partners\b/.test(sql) && !/catalogue_version/.test(sql));

describe('the catalogue from memory, across replicas', () => {
  it('when a tour is renamed on one replica, then the other answers a new ETag and the new body at once', async () => {
    const before = await request(reader).get('/api/tours').expect(200);
    const detailBefore = await request(reader).get(`/api/tours/${maraId}`).expect(200);
    expect(tourSyncListSchema.parse(before.body).items.map((t) => t.name)).toContain('Mara Classic');

    await request(writer).put(`/api/tours/${maraId}`).set('Authorization', auth).send(tourBody('Mara Classic Renamed')).expect(200);

    const after = await request(reader).get('/api/tours').expect(200);
    expect(after.headers.etag).toBeTruthy();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(tourSyncListSchema.parse(after.body).items.map((t) => t.name)).toContain('Mara Classic Renamed');
    const detailAfter = await request(reader).get(`/api/tours/${maraId}`).expect(200);
    expect(detailAfter.headers.etag).not.toBe(detailBefore.headers.etag);
    expect(detailAfter.body).toMatchObject({ name: 'Mara Classic Renamed' });
    // The old ETag no longer matches: the client gets the new body, not a 304.
    const revalidated = await request(reader).get('/api/tours').set('If-None-Match', before.headers.etag ?? '').expect(200);
    expect(tourSyncListSchema.parse(revalidated.body).items.map((t) => t.name)).toContain('Mara Classic Renamed');
  });

  it('when a tour is withdrawn with plain SQL (no app involved), then both replicas stop listing it', async () => {
    await request(reader).get('/api/tours').expect(200);
    await db.pool.query(`update tours set is_published = false where slug = 'amboseli-days'`);
    for (const app of [reader, writer]) {
      const res = await request(app).get('/api/tours').expect(200);
      expect(tourSyncListSchema.parse(res.body).items.map((t) => t.name)).not.toContain('Amboseli Days');
    }
    await db.pool.query(`update tours set is_published = true where slug = 'amboseli-days'`);
  });

  it('when If-None-Match holds the current ETag, then 304 with no body and no catalogue query', async () => {
    const first = await request(reader).get('/api/tours').expect(200);
    const etag = first.headers.etag ?? '';
    readerQueries.length = 0;
    const res = await request(reader).get('/api/tours').set('If-None-Match', etag).expect(304);
    expect(res.text ?? '').toBe('');
    expect(res.headers.etag).toBe(etag);
    expect(catalogueQueries()).toEqual([]);
    // The one statement was the version read.
    expect(readerQueries.some((sql) => sql.includes('catalogue_version'))).toBe(true);
  });

  it('when the same list is asked again, then it comes from memory without a catalogue query, in every encoding', async () => {
    const identity = await request(reader).get('/api/tours').set('Accept-Encoding', 'identity').expect(200);
    readerQueries.length = 0;
    for (const encoding of ['identity', 'gzip', 'br']) {
      const res = await request(reader).get('/api/tours').set('Accept-Encoding', encoding).expect(200);
      expect(res.headers['content-encoding'] ?? 'identity').toBe(encoding);
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(res.body).toEqual(identity.body);
    }
    expect(catalogueQueries()).toEqual([]);
  });

  it('when an unknown tour is asked for, then 404 as before (nothing cached for it)', async () => {
    await request(reader).get('/api/tours/no-such-tour').expect(404);
    await request(reader).get('/api/tours/no-such-tour').expect(404);
  });
});

describe('replicas that keep the version in memory (LISTEN), as the server runs them', () => {
  let listeningPool: pg.Pool;
  let listening: express.Express;
  let version: CatalogueVersion;
  const listeningQueries: string[] = [];

  beforeAll(async () => {
    listeningPool = new pg.Pool({ connectionString: db.url, max: 4 });
    const query = listeningPool.query.bind(listeningPool) as (text: string | { text: string }, values?: unknown[]) => Promise<pg.QueryResult>;
    (listeningPool as unknown as { query: typeof query }).query = (text, values) => {
      listeningQueries.push(typeof text === 'string' ? text : text.text);
      return query(text, values);
    };
    // No poll within the test's time: only the notification can tell this replica of a write.
    version = createListeningCatalogueVersion({ db: listeningPool, databaseUrl: db.url, pollMs: 600_000, retryMs: 50 });
    listening = createTestApp({ pool: listeningPool, catalogueVersion: version }).app;
    await until(() => version.known() !== undefined);
  });

  afterAll(async () => {
    await version?.close();
    if (listeningPool) await endPool(listeningPool);
  });

  it('when a URL was answered once, then it is answered again without any query, 304 included', async () => {
    const first = await request(listening).get('/api/tours').set('Accept-Encoding', 'gzip').expect(200);
    listeningQueries.length = 0;
    const again = await request(listening).get('/api/tours').set('Accept-Encoding', 'gzip').expect(200);
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(again.body).toEqual(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    // The security headers and the request id are on it too.
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(again.headers['x-request-id']).toBeTruthy();
    await request(listening).get('/api/tours').set('If-None-Match', first.headers.etag ?? '').expect(304);
    expect(listeningQueries).toEqual([]);
    // A signed-in request never takes the memory lane: it goes through the app (and reads the version).
    const signedIn = await request(listening).get('/api/tours').set('Authorization', auth).expect(200);
    expect(signedIn.body).toEqual(first.body);
  });

  it('when the fast lane answers, then the request still leaves its log line, with its id', async () => {
    const lines: { msg?: string; req?: { id?: string; url?: string }; res?: { statusCode?: number } }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) });
    const { app } = createTestApp({ pool: listeningPool, logger, catalogueVersion: version });
    await request(app).get('/api/partners').expect(200);
    lines.length = 0;
    const res = await request(app).get('/api/partners').set('X-Request-Id', 'edge-7').expect(200);
    expect(res.headers['x-request-id']).toBe('edge-7');
    // Written when the answer is finished, which the client may see a moment before.
    await until(() => lines.length > 0);
    expect(lines).toEqual([expect.objectContaining({ msg: 'request completed', req: expect.objectContaining({ id: 'edge-7', url: '/api/partners' }), res: { statusCode: 200 } })]);
  });

  it('when a tour is renamed on another replica, then this one answers the new body within a second', async () => {
    const before = await request(listening).get(`/api/tours/${maraId}`).expect(200);
    await request(listening).get(`/api/tours/${maraId}`).expect(200);
    const renamedAt = Date.now();
    await request(writer).put(`/api/tours/${maraId}`).set('Authorization', auth).send(tourBody('Mara Classic Notified')).expect(200);
    let after = before;
    await until(async () => {
      after = await request(listening).get(`/api/tours/${maraId}`).expect(200);
      return (after.body as { name: string }).name === 'Mara Classic Notified';
    });
    expect(Date.now() - renamedAt).toBeLessThan(1_000);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('when its listening connection is cut, then it reads the version per request and listens again', async () => {
    await db.pool.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'safari-api-catalogue-listener'`);
    await until(() => version.known() === undefined);
    // Meanwhile a write is still seen at once: each request asks Postgres.
    await request(writer).put(`/api/tours/${maraId}`).set('Authorization', auth).send(tourBody('Mara Classic While Deaf')).expect(200);
    const res = await request(listening).get(`/api/tours/${maraId}`).expect(200);
    expect(res.body).toMatchObject({ name: 'Mara Classic While Deaf' });
    await until(() => version.known() !== undefined);
    await request(writer).put(`/api/tours/${maraId}`).set('Authorization', auth).send(tourBody('Mara Classic')).expect(200);
    await until(async () => ((await request(listening).get(`/api/tours/${maraId}`).expect(200)).body as { name: string }).name === 'Mara Classic');
  });
});

/** Waits (up to 5 s) until `check` holds. */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
