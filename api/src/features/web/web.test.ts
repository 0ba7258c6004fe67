import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_TOUR_IMAGE, seedImageName } from '@safari/db/scene-images';
import { createTestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { createPwaFixture } from '../../../test/pwa-fixture';

let db: TestDatabase;
let pwa: Awaited<ReturnType<typeof createPwaFixture>>;
let dataDir: string;
let uploadsDir: string;
let app: express.Express;

beforeAll(async () => {
  db = await createTestDatabase();
  pwa = await createPwaFixture();
  // Where `npm start` keeps them: under the hidden `.data` folder.
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'safari-web-'));
  uploadsDir = path.join(dataDir, '.data', 'uploads');
  await mkdir(uploadsDir, { recursive: true });
  ({ app } = createTestApp({ pool: db.pool, env: { PWA_DIST: pwa.dir, UPLOADS_DIR: uploadsDir, PUBLIC_BASE_URL: 'https://safari.example' } }));
  const file = (dir: string, name: string, text: string) => writeFile(path.join(dir, name), `RIFF\0\0\0\0WEBPVP8 ${text}`);
  // A seed picture drawn twice (the older file left behind), its variant, a plain-named older upload.
  await file(uploadsDir, 'tour-mara.0123456789abcdef.webp', 'old drawing');
  await utimes(path.join(uploadsDir, 'tour-mara.0123456789abcdef.webp'), new Date('2025-01-01'), new Date('2025-01-01'));
  await file(uploadsDir, 'tour-mara.fedcba9876543210.webp', 'new drawing');
  await file(uploadsDir, 'tour-mara.fedcba9876543210-800w.webp', 'new drawing 800');
  await file(uploadsDir, '3f2c9d0e4b1a4c5e8f7a6b5c4d3e2f1a.webp', 'older random upload');
  // The picture the seed draws for a tour or post without one of its own.
  await file(uploadsDir, seedImageName(FALLBACK_TOUR_IMAGE), 'fallback');
  await mkdir(path.join(pwa.dir, 'images'));
  await file(path.join(pwa.dir, 'images'), 'hero-1280w.00112233aabbccdd.webp', 'hero');
});

afterAll(async () => {
  await db?.drop();
  await pwa?.remove();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
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
    expect(lines).toContain('Sitemap: https://safari.example/sitemap.xml');
    expect(res.text).not.toContain('<html');
  });
});

const YEAR = 'public, max-age=31536000, immutable';
const DAY = 'public, max-age=86400';

describe('content-named images', () => {
  it('when an upload named by its content is requested, then it is cached for a year as immutable, with nosniff and no script rights', async () => {
    for (const name of ['tour-mara.fedcba9876543210.webp', 'tour-mara.fedcba9876543210-800w.webp']) {
      const res = await request(app).get(`/uploads/${name}`).expect(200);
      expect(res.headers['cache-control'], name).toBe(YEAR);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain('sandbox');
    }
  });

  it('when an older upload with a plain name is requested, then it is still served, cached for a day only', async () => {
    const res = await request(app).get('/uploads/3f2c9d0e4b1a4c5e8f7a6b5c4d3e2f1a.webp').expect(200);
    expect(res.headers['cache-control']).toBe(DAY);
  });

  it('when a row still names a seed picture plainly, then the newest content-named file answers, cached for a day, and so does its variant', async () => {
    const full = await request(app).get('/uploads/tour-mara.webp').buffer(true).expect(200);
    expect(full.headers['cache-control']).toBe(DAY);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    expect(full.headers['content-security-policy']).toContain('sandbox');
    expect(Buffer.from(full.body as Buffer).toString()).toContain('new drawing');

    const variant = await request(app).get('/uploads/tour-mara-800w.webp').buffer(true).expect(200);
    expect(variant.headers['cache-control']).toBe(DAY);
    expect(Buffer.from(variant.body as Buffer).toString()).toContain('new drawing 800');

    const missing = await request(app).get('/uploads/tour-mara-400w.webp').set('Accept', 'text/html').expect(404);
    expect(missing.body).toEqual({ error: 'Not found' });
  });

  it('when a post without a cover shows the fallback picture by its plain name, then it is served as an image', async () => {
    const res = await request(app).get('/uploads/fallback-safari.webp').buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(Buffer.from(res.body as Buffer).toString()).toContain('fallback');
  });

  it('when a picture of the app is requested under /images, then a content name is cached for a year and the plain name still works for a day', async () => {
    const hashed = await request(app).get('/images/hero-1280w.00112233aabbccdd.webp').expect(200);
    expect(hashed.headers['cache-control']).toBe(YEAR);
    const plain = await request(app).get('/images/hero-1280w.webp').buffer(true).expect(200);
    expect(plain.headers['cache-control']).toBe(DAY);
    expect(Buffer.from(plain.body as Buffer).toString()).toContain('hero');
    await request(app).get('/images/other.webp').set('Accept', 'image/webp').expect(404);
  });
});
