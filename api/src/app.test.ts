import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@safari/shared/api-error';
import { createTestApp } from '../test/app';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { COMPRESSED_SOURCE, createPwaFixture, PWA_FIXTURE } from '../test/pwa-fixture';

let db: TestDatabase;
let pwa: Awaited<ReturnType<typeof createPwaFixture>>;
let uploadsDir: string;
let app: express.Express;

beforeAll(async () => {
  db = await createTestDatabase();
  pwa = await createPwaFixture();
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'safari-uploads-'));
  await writeFile(path.join(uploadsDir, 'mara.webp'), Buffer.from('RIFF\0\0\0\0WEBPVP8 '));
  ({ app } = createTestApp({ pool: db.pool, env: { PWA_DIST: pwa.dir, UPLOADS_DIR: uploadsDir } }));
});

afterAll(async () => {
  await db?.drop();
  await pwa?.remove();
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

describe('API errors', () => {
  it('when text holds a NUL byte or a lone surrogate, then the real routes answer 400 naming the field and store nothing', async () => {
    const enquiry = await request(app).post('/api/enquiries').send({ channel: 'chat', message: 'a\u0000b' });
    expect([enquiry.status, enquiry.body.fields]).toEqual([400, { message: 'Contains characters that are not allowed.' }]);
    const proposal = await request(app).post('/api/proposals').set('Content-Type', 'application/json').send('{"notes":"a\\ud800b"}');
    expect([proposal.status, proposal.body.fields]).toEqual([400, { notes: 'Contains characters that are not allowed.' }]);
    expect((await request(app).get('/api/tours/a%00')).status).toBe(400);
    expect((await request(app).get('/api/blogs?q=a%00')).status).toBe(400);
    const { rows } = await db.pool.query<{ count: string }>('select count(*) from enquiries');
    expect(rows[0]?.count).toBe('0');
  });

  it('when an /api route does not exist, then 404 JSON, whatever the method or Accept header', async () => {
    for (const call of [
      request(app).get('/api/nope'),
      request(app).get('/api/nope').set('Accept', 'text/html'),
      request(app).delete('/api/tours'),
      request(app).post('/api/nope').send({}),
    ]) {
      const res = await call;
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Not found' });
    }
  });

  it('when a JSON body is malformed, then 400 JSON explains it without internals', async () => {
    const res = await request(app)
      .post('/api/tours')
      .set('Content-Type', 'application/json')
      .send('{"name": "Mara",')
      .expect(400);

    expect(apiErrorSchema.parse(res.body)).toEqual({ error: 'Malformed JSON body' });
    expect(res.text).not.toMatch(/SyntaxError|at JSON|node_modules/);
  });

  it('when a JSON body is larger than the limit, then 413 JSON', async () => {
    const res = await request(app)
      .post('/api/tours')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ text: 'x'.repeat(1_100_000) }))
      .expect(413);
    expect(res.body).toEqual({ error: 'Request body too large' });
  });

  it('when an API answer is sent, then it carries a request id and is not cached by default', async () => {
    const res = await request(app).get('/api/nope').set('X-Request-Id', 'edge-42');
    expect(res.headers['x-request-id']).toBe('edge-42');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('security headers', () => {
  it('when any page is served, then the CSP allows the app itself and nothing foreign', async () => {
    const res = await request(app).get('/tours/masai-mara').set('Accept', 'text/html').expect(200);
    const csp = String(res.headers['content-security-policy']);

    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain('frame-src https:');
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('OpenAPI document', () => {
  it('when /api/docs is fetched, then it is an OpenAPI 3.1 document of the real routes and schemas', async () => {
    const res = await request(app).get('/api/docs').expect(200);
    const doc = res.body as {
      openapi: string;
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };

    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/tours', '/api/tours/{idOrSlug}']));
    expect(doc.paths['/api/tours/{idOrSlug}']?.get?.parameters).toEqual([
      expect.objectContaining({ name: 'idOrSlug', in: 'path', required: true }),
    ]);
    expect(doc.paths['/api/tours']?.get?.parameters).toEqual([
      expect.objectContaining({ name: 'updatedSince', in: 'query', required: false }),
      expect.objectContaining({ name: 'departFrom', in: 'query', required: false }),
      expect.objectContaining({ name: 'departTo', in: 'query', required: false }),
    ]);
    expect(Object.keys(doc.components.schemas.Tour?.properties ?? {})).toEqual(
      expect.arrayContaining(['id', 'slug', 'price', 'itinerary', 'isPublished']),
    );
    expect(doc.components.schemas.TourList?.properties?.items).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/Tour' },
    });
  });
});

describe('serving the PWA', () => {
  it('when a client-side route is opened in the browser, then index.html is served and revalidated', async () => {
    for (const route of ['/', '/tours/xyz', '/admin/login', '/blog/best-time-for-the-mara']) {
      const res = await request(app).get(route).set('Accept', 'text/html,application/xhtml+xml').expect(200);
      // The shell as built; a public page's shell also carries its title and meta (no server render in this build).
      if (route === '/admin/login') expect(res.text, route).toBe(PWA_FIXTURE.indexHtml);
      else expect(res.text, route).toMatch(/^<!doctype html><html><head>\s*<title>[^<]+<\/title>.*<\/head><body><div id="root"><\/div><\/body><\/html>$/s);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('when an unknown API path is requested by a browser, then it still gets 404 JSON, not the app', async () => {
    const res = await request(app).get('/api/nope').set('Accept', 'text/html').expect(404);
    expect(res.body).toEqual({ error: 'Not found' });
  });

  it('when hashed assets are requested, then they are cached for a year as immutable', async () => {
    for (const file of [PWA_FIXTURE.asset, PWA_FIXTURE.workbox]) {
      const res = await request(app).get(`/${file}`).expect(200);
      expect(res.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
    }
  });

  it('when a hashed script is requested, then it carries the headers a script obeys and none of a document\'s, and the service worker all of them', async () => {
    const script = await request(app).get(`/${PWA_FIXTURE.asset}`).expect(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    // A worker's script is its document: its CSP applies to the worker.
    const worker = await request(app).get('/sw.js').expect(200);
    expect(worker.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('when a precompressed asset is requested, then the build\'s .br or .gz copy is sent as it is, by Accept-Encoding', async () => {
    const file = PWA_FIXTURE.compressed;
    for (const [accept, encoding, suffix] of [
      ['gzip, deflate, br', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
    ] as const) {
      // supertest decodes the body: the decoded text is the asset, so it was compressed exactly once.
      const res = await request(app).get(`/${file}`).set('Accept-Encoding', accept).expect(200);
      expect([res.headers['content-encoding'], res.headers['content-type'], res.headers['cache-control']], accept).toEqual([
        encoding,
        'text/javascript; charset=utf-8',
        'public, max-age=31536000, immutable',
      ]);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      // Immutable: nothing to revalidate, and no ranges of a compressed copy (bytes on every script of every page).
      expect([res.headers.etag, res.headers['last-modified'], res.headers['accept-ranges']], accept).toEqual([undefined, undefined, undefined]);
      // The build's file itself, not a fresh compression (compression() leaves it alone).
      const copy = await stat(path.join(pwa.dir, file + suffix));
      expect(Number(res.headers['content-length']), accept).toBe(copy.size);
      expect(res.text).toBe(COMPRESSED_SOURCE);
    }
    const plain = await request(app).get(`/${file}`).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.text).toBe(COMPRESSED_SOURCE);
  });

  it('when the service worker, its registration, the manifest or index.html are requested, then they must be revalidated', async () => {
    for (const file of ['sw.js', 'registerSW.js', 'manifest.webmanifest', 'index.html']) {
      const res = await request(app).get(`/${file}`).expect(200);
      expect(res.headers['cache-control'], file).toBe('no-cache');
    }
    const manifest = await request(app).get('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/application\/manifest\+json/);
  });

  it('when an asset of an old release is missing, then 404 rather than index.html served as script', async () => {
    const res = await request(app).get('/assets/index-OLD12345.js').set('Accept', '*/*').expect(404);
    expect(res.text).not.toContain('<!doctype html>');
  });

  it('when a client asks for JSON outside /api, then it does not get index.html', async () => {
    await request(app).get('/tours/xyz').set('Accept', 'application/json').expect(404);
  });

  it('when build files are hidden (dotfiles), then they are not served', async () => {
    const res = await request(app).get('/.build-hash').set('Accept', 'application/octet-stream');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('build stamp');
  });

  it('when the PWA has not been built, then pages answer 503 with how to build it, and the API still works', async () => {
    const missing = createTestApp({ pool: db.pool, env: { PWA_DIST: path.join(pwa.dir, 'missing') } }).app;

    const page = await request(missing).get('/tours').set('Accept', 'text/html').expect(503);
    expect(page.headers['content-type']).toMatch(/text\/plain/);
    expect(page.text).toContain('npm run build');
    await request(missing).get('/api/tours').expect(200);
  });
});

describe('serving uploads', () => {
  it('when an uploaded image is requested, then it is served with a long cache, nosniff and no script rights', async () => {
    const res = await request(app).get('/uploads/mara.webp').expect(200);

    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });

  it('when an upload is missing, then 404 JSON, not the app', async () => {
    const res = await request(app).get('/uploads/nope.webp').set('Accept', 'text/html').expect(404);
    expect(res.body).toEqual({ error: 'Not found' });
  });

  it('when a path tries to climb out of the uploads folder, then nothing outside is served', async () => {
    const res = await request(app).get('/uploads/..%2f..%2fetc%2fpasswd');
    expect([400, 403, 404]).toContain(res.status);
    expect(res.text).not.toContain('root:');
  });
});
