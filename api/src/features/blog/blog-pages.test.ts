import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { insertPost } from '../../../test/blog-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';
import { createPwaFixture } from '../../../test/pwa-fixture';

let db: TestDatabase;
let app: express.Express;
let pwa: Awaited<ReturnType<typeof createPwaFixture>>;
let postId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  pwa = await createPwaFixture();
  ({ app } = createTestApp({ pool: db.pool, env: { PWA_DIST: pwa.dir, PUBLIC_BASE_URL: 'http://safari.test' } }));
  postId = await insertPost(db.pool, {
    slug: 'when-to-see-the-migration',
    title: 'When to See the "Migration" <Month by Month>',
    excerpt: 'The herds reach the Mara in July & stay until October.',
    category: 'Destination Guides',
    tags: ['Masai Mara', 'Great Migration'],
    publishedAt: '2025-01-20T09:00:00Z',
  });
  await insertPost(db.pool, { slug: 'draft-guide', isPublished: false });
  await insertTour(db.pool, { slug: 'masai-mara-classic', name: 'Masai Mara Classic' });
  await insertTour(db.pool, { slug: 'retired-tour', deleted: true });
});

afterAll(async () => {
  await db?.drop();
  await pwa?.remove();
});

describe('blog post pages', () => {
  it('when a blog post URL is opened, then index.html carries its title, description, Open Graph and BlogPosting', async () => {
    const res = await request(app).get('/blog/when-to-see-the-migration').set('Accept', 'text/html').set('Host', 'attacker.example').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.text;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>When to See the &quot;Migration&quot; &lt;Month by Month&gt; | Pulse of the Wild Safaris</title>');
    expect(html).not.toContain('Safari PWA fixture');
    expect(html).toContain('<meta name="description" content="The herds reach the Mara in July &amp; stay until October." />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="og:url" content="http://safari.test/blog/when-to-see-the-migration" />');
    expect(html).not.toContain('attacker.example');
    expect(html).toContain('<meta property="og:image" content="http://safari.test/uploads/blog-when-to-see-the-migration.webp" />');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'When to See the "Migration" <Month by Month>',
      datePublished: '2025-01-20T09:00:00.000000Z',
      author: { '@type': 'Person', name: 'Amani Otieno' },
      articleSection: 'Destination Guides',
    });
  });

  it('when the post is opened by id, then the canonical link points at its slug', async () => {
    const res = await request(app).get(`/blog/${postId}`).set('Accept', 'text/html').set('Host', 'attacker.example').expect(200);
    expect(res.text).toContain('<link rel="canonical" href="http://safari.test/blog/when-to-see-the-migration" />');
  });

  it('when the post is unknown or unpublished, then the app shell is served titled as the not-found page; the list has its own title', async () => {
    for (const path of ['/blog/no-such-post', '/blog/draft-guide', '/blog/%E0%A4%A']) {
      const res = await request(app).get(path).set('Accept', 'text/html').expect(200);
      expect(res.text, path).toContain('<title>Page not found | Pulse of the Wild Safaris</title>');
      expect(res.text, path).not.toContain('BlogPosting');
    }
    const list = await request(app).get('/blog').set('Accept', 'text/html').expect(200);
    expect(list.text).toContain('<title>Travel Guides &amp; Blog | Pulse of the Wild Safaris</title>');
  });
});

describe('GET /sitemap.xml', () => {
  it('when crawled, then it lists the static pages, published tours and published posts with absolute URLs', async () => {
    const res = await request(app).get('/sitemap.xml').set('Host', 'attacker.example').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.text.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        'http://safari.test/',
        'http://safari.test/tours',
        'http://safari.test/blog',
        'http://safari.test/about',
        'http://safari.test/privacy',
        'http://safari.test/tours/masai-mara-classic',
        'http://safari.test/blog/when-to-see-the-migration',
      ]),
    );
    expect(res.text).not.toMatch(/retired-tour|draft-guide/);
    // Absolute addresses come from PUBLIC_BASE_URL: a forged Host header never reaches the page.
    expect(res.text).not.toContain('attacker.example');
    expect(res.text).toMatch(/<url><loc>http:\/\/safari\.test\/blog\/when-to-see-the-migration<\/loc><lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod><\/url>/);
  });
});
