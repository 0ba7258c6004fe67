import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';
import { createPwaFixture } from '../../../test/pwa-fixture';

let db: TestDatabase;
let app: express.Express;
let pwa: Awaited<ReturnType<typeof createPwaFixture>>;
let tourId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  pwa = await createPwaFixture();
  ({ app } = createTestApp({ pool: db.pool, env: { PWA_DIST: pwa.dir, PUBLIC_BASE_URL: 'http://safari.test' } }));
  tourId = await insertTour(db.pool, {
    slug: 'mara-fly-in',
    name: 'Mara "Fly-in" <Luxury>',
    description: 'Fly from Wilson Airport & land in the Mara North Conservancy.',
    price: 4850,
    image: 'mara-fly-in.webp',
    tourType: 'luxury',
  });
  await insertTour(db.pool, { slug: 'hidden-draft', isPublished: false });
});

afterAll(async () => {
  await db?.drop();
  await pwa?.remove();
});

describe('tour pages', () => {
  it('when a tour URL is opened, then index.html carries its title, description, Open Graph and TouristTrip with its offer', async () => {
    const res = await request(app).get(`/tours/${tourId}`).set('Accept', 'text/html').set('Host', 'attacker.example').expect(200);
    const html = res.text;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>Mara &quot;Fly-in&quot; &lt;Luxury&gt; | Pulse of the Wild Safaris</title>');
    expect(html).toContain('<meta name="description" content="Fly from Wilson Airport &amp; land in the Mara North Conservancy." />');
    expect(html).toContain('<meta property="og:title" content="Mara &quot;Fly-in&quot; &lt;Luxury&gt; | Pulse of the Wild Safaris" />');
    expect(html).toContain(`<meta property="og:url" content="http://safari.test/tours/${tourId}" />`);
    expect(html).not.toContain('attacker.example');
    expect(html).toContain('<meta property="og:image" content="http://safari.test/uploads/mara-fly-in.webp" />');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['TouristTrip', 'Product'],
      name: 'Mara "Fly-in" <Luxury>',
      offers: { '@type': 'Offer', price: 4850, priceCurrency: 'USD' },
    });
  });

  it('when the tour is opened by its slug, then the canonical address is its id', async () => {
    const res = await request(app).get('/tours/mara-fly-in').set('Accept', 'text/html').set('Host', 'attacker.example').expect(200);
    expect(res.text).toContain(`<link rel="canonical" href="http://safari.test/tours/${tourId}" />`);
  });

  it('when the tour is unknown or unpublished, then the app page is served titled as the not-found page, for the app to say so', async () => {
    for (const path of ['/tours/hidden-draft', '/tours/00000000-0000-4000-8000-000000000000', '/tours/%E0%A4%A']) {
      const res = await request(app).get(path).set('Accept', 'text/html').expect(200);
      expect(res.text, path).toContain('<title>Page not found | Pulse of the Wild Safaris</title>');
      expect(res.text, path).not.toContain('rel="canonical"');
      expect(res.text, path).not.toContain('application/ld+json');
    }
  });
});
