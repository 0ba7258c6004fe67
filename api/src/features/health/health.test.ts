import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@safari/db/embedded';
import { healthSchema } from '@safari/shared/health';
import { createPool } from '../../lib/db';
import { createTestApp } from '../../../test/app';
import { createTestDatabase, deadDatabaseUrl, type TestDatabase } from '../../../test/db';
import { createHealthService } from './health.service';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.drop();
});

describe('GET /api/health', () => {
  it('when the database answers, then 200 reports everything up and is never cached', async () => {
    const { app } = createTestApp({ pool: db.pool });

    const res = await request(app).get('/api/health').expect(200);

    expect(healthSchema.parse(res.body)).toEqual({ status: 'ok', database: 'up' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when the database cannot be reached, then 503 reports it down, quickly', async () => {
    const pool = createPool(deadDatabaseUrl(await freePort()));
    try {
      const { app } = createTestApp({ pool });
      const started = Date.now();

      const res = await request(app).get('/api/health').expect(503);

      expect(res.body).toEqual({ status: 'degraded', database: 'down' });
      expect(res.headers['retry-after']).toBe('5');
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await pool.end();
    }
  });

  it('when the database cannot be reached, then a data route answers 503 with Retry-After, never 500', async () => {
    const pool = createPool(deadDatabaseUrl(await freePort()));
    try {
      const { app } = createTestApp({ pool });
      for (const path of ['/api/tours', '/api/blogs', '/api/partners']) {
        const res = await request(app).get(path);
        expect(res.status, path).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.body).toEqual({ error: 'The service is briefly unavailable. Please try again in a moment.' });
      }
      const res = await request(app).post('/api/newsletter').send({ name: 'Amina', email: 'amina@example.com' });
      expect(res.status).toBe(503);
    } finally {
      await pool.end();
    }
  });

  it('when the database hangs instead of refusing, then the check gives up after its timeout', async () => {
    const service = createHealthService({ repo: { ping: () => new Promise<void>(() => undefined) }, timeoutMs: 50 });
    const started = Date.now();

    await expect(service.check()).resolves.toEqual({ status: 'degraded', database: 'down' });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
