import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { createPwaFixture } from '../../../test/pwa-fixture';

let db: TestDatabase;
let pwa: Awaited<ReturnType<typeof createPwaFixture>>;
let uploadsDir: string;
let app: express.Express;

beforeAll(async () => {
  db = await createTestDatabase();
  pwa = await createPwaFixture();
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'safari-web-uploads-'));
  ({ app } = createTestApp({ pool: db.pool, env: { PWA_DIST: pwa.dir, UPLOADS_DIR: uploadsDir } }));
});

afterAll(async () => {
  await db?.drop();
  await pwa?.remove();
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

describe('robots.txt', () => {
  it('when a crawler asks for /robots.txt, then it gets plain text that allows the site, keeps out the staff console and API, and names the sitemap', async () => {
    const res = await request(app).get('/robots.txt').set('Host', 'safari.test').set('Accept', 'text/html,*/*').expect(200);

    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const lines = res.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Sitemap: http://safari.test/sitemap.xml');
    expect(res.text).not.toContain('<html');
  });
});
