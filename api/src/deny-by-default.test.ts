/**
 * Deny by default, for every route the OpenAPI document marks as needing a sign-in: without a token
 * (or with a traveller's, for the staff routes under /api/admin) the answer is 401 (403), before any
 * validation or look-up. The document comes from the same registry as the routes, so a new staff route
 * is covered the day it is added, with no list to keep up to date.
 */
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { insertUser, tokenFor } from '../test/auth-fixtures';
import { createTestDatabase, type TestDatabase } from '../test/db';

let db: TestDatabase;
let app: express.Express;
let traveller: string;

interface Operation {
  security?: unknown[];
}

beforeAll(async () => {
  db = await createTestDatabase();
  const created = createTestApp({ pool: db.pool });
  app = created.app;
  traveller = `Bearer ${tokenFor(created.config.jwtSecret, await insertUser(db.pool, { role: 'user' }))}`;
});

afterAll(async () => {
  await db?.drop();
});

/** Every documented operation that needs a token, with its path parameters filled in. */
async function securedOperations(): Promise<{ method: 'get' | 'post' | 'put' | 'delete' | 'patch'; path: string }[]> {
  const doc = (await request(app).get('/api/docs').expect(200)).body as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => (operation.security?.length ?? 0) > 0)
      .map(([method, _operation]) => ({
        method: method as 'get' | 'post' | 'put' | 'delete' | 'patch',
        path: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
      })),
  );
}

describe('every route that needs a sign-in', () => {
  it('when called without a token, then 401; staff routes under /api/admin called by a traveller, then 403', async () => {
    const operations = await securedOperations();
    expect(operations.length).toBeGreaterThan(40);
    const admin = operations.filter((operation) => operation.path.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThan(20);
    for (const { method, path } of operations) {
      const res = await request(app)[method](path).send({});
      expect(res.status, `${method.toUpperCase()} ${path} without a token`).toBe(401);
    }
    for (const { method, path } of admin) {
      const res = await request(app)[method](path).set('Authorization', traveller).send({});
      expect(res.status, `${method.toUpperCase()} ${path} as a traveller`).toBe(403);
    }
  });
});
