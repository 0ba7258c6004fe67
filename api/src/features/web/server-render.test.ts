/**
 * The public pages rendered by the server (the PWA's real build, pwa/dist/.ssr): each page's HTML
 * holds its content and the preload of its largest image, and an unknown page, tour or post answers
 * 404 with the not-found text of the spec.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_PAGES } from '@safari/shared/site-pages';
import { createListeningCatalogueVersion } from '../../lib/catalogue-version';
import { insertPost } from '../../../test/blog-fixtures';
import { createTestApp } from '../../../test/app';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

let db: TestDatabase;
let app: express.Express;

beforeAll(async () => {
  // The server render is part of the PWA's build; build it when missing or stale, as `npm start` does.
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('npm run build failed');
  db = await createTestDatabase();
  ({ app } = createTestApp({ pool: db.pool, env: { PWA_DIST: path.join(root, 'pwa', 'dist') } }));
  await insertTour(db.pool, { slug: 'mara-fly-in', name: 'Mara Fly-in Safari', location: 'Masai Mara', image: 'mara-fly-in.webp', isFeatured: true, rating: 5 });
  await insertTour(db.pool, { slug: 'amboseli-elephants', name: 'Amboseli Elephant Trails', location: 'Amboseli', image: 'amboseli.webp' });
  await insertPost(db.pool, {
    slug: 'when-to-see-the-migration',
    title: 'When to See the Great Migration',
    contentHtml: '<h2>July to October</h2><p>The herds cross the Mara River.</p>',
  });
}, 600_000);

afterAll(async () => {
  await db?.drop();
});

async function page(path: string) {
  const response = await request(app).get(path).set('Accept', 'text/html');
  return { status: response.status, html: response.text, headers: response.headers };
}

/** The HTML inside #root (the server-rendered page), without the head and the page data. */
function body(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="page-data">');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, end);
}

/** The document head, up to its end. */
function head(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

function imagePreloads(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
}

describe('server-rendered pages', () => {
  it('when a page is opened again, then it comes from memory with its ETag, a current If-None-Match gets 304, and a catalogue write shows at once', async () => {
    const first = await request(app).get('/tours').set('Accept', 'text/html').set('Accept-Encoding', 'br');
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"p/);
    const again = await request(app).get('/tours').set('Accept', 'text/html').set('Accept-Encoding', 'gzip');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(again.text).toBe(first.text);
    const revalidated = await request(app).get('/tours').set('Accept', 'text/html').set('If-None-Match', etag);
    expect(revalidated.status).toBe(304);

    // A write commits a new catalogue version: the next request renders the page anew.
    await db.pool.query(`update tours set name = 'Amboseli Elephant Trails at Dawn' where slug = 'amboseli-elephants'`);
    const changed = await request(app).get('/tours').set('Accept', 'text/html').set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(body(changed.text)).toContain('Amboseli Elephant Trails at Dawn');
    await db.pool.query(`update tours set name = 'Amboseli Elephant Trails' where slug = 'amboseli-elephants'`);
  });

  it('when the server keeps the version by listening, then a kept page is answered from memory with the site headers, and a write shows within a second', async () => {
    const version = createListeningCatalogueVersion({ db: db.pool, databaseUrl: db.url, pollMs: 600_000 });
    try {
      const { app: listening } = createTestApp({ pool: db.pool, env: { PWA_DIST: path.join(root, 'pwa', 'dist') }, catalogueVersion: version });
      for (let i = 0; i < 100 && version.known() === undefined; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      const get = () => request(listening).get('/destinations/amboseli').set('Accept', 'text/html').set('Accept-Encoding', 'gzip');
      const first = await get();
      expect(first.status).toBe(200);
      const kept = await get();
      expect(kept.text).toBe(first.text);
      expect(kept.headers.etag).toBe(first.headers.etag);
      expect(kept.headers['content-encoding']).toBe('gzip');
      expect(kept.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(kept.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      expect(kept.headers['x-request-id']).toBeTruthy();
      expect((await request(listening).get('/destinations/amboseli').set('If-None-Match', first.headers.etag as string)).status).toBe(304);

      await db.pool.query(`update tours set name = 'Amboseli Elephants by Moonlight' where slug = 'amboseli-elephants'`);
      const wroteAt = Date.now();
      let text = kept.text;
      while (!text.includes('Amboseli Elephants by Moonlight') && Date.now() - wroteAt < 5_000) text = (await get()).text;
      expect(body(text)).toContain('Amboseli Elephants by Moonlight');
      expect(Date.now() - wroteAt).toBeLessThan(1_000);
    } finally {
      await version.close();
      await db.pool.query(`update tours set name = 'Amboseli Elephant Trails' where slug = 'amboseli-elephants'`);
    }
  });

  it('when an unknown page is opened twice, then it is rendered each time and never kept', async () => {
    const first = await page('/tours/no-such-tour-here');
    expect(first.status).toBe(404);
    expect(first.headers.etag ?? '').not.toMatch(/^W\/"p/);
    const second = await page('/tours/no-such-tour-here');
    expect(second.status).toBe(404);
    expect(second.headers.etag ?? '').not.toMatch(/^W\/"p/);
  });

  it('when the home page is opened, then its HTML holds the hero, the first tours and the hero preload only', async () => {
    const { status, html, headers } = await page('/');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-cache');
    expect(body(html)).toContain('Feel the Pulse of the Wild');
    expect(body(html)).toContain('Mara Fly-in Safari');
    const preloads = imagePreloads(html);
    expect(preloads.some((tag) => /hero-savanna-portrait-600w\.[0-9a-f]{16}\.webp 600w/.test(tag))).toBe(true);
    expect(preloads.every((tag) => tag.includes('hero-savanna'))).toBe(true);
    // The page's stylesheet is linked, and the fonts of the first view are preloaded.
    expect(html).toMatch(/<link rel="stylesheet" href="\/styles\/page-[0-9a-f]{16}\.css"/);
    expect(html).toMatch(/<link rel="preload" as="font" type="font\/woff2" href="\/assets\/playfair-display-latin-700-normal-[^"]+\.woff2"/);
  });

  it('when a page is opened, then its CSS is a sheet named by its content that any replica answers, cached for a year, naming every class the page uses', async () => {
    const { html } = await page('/');
    // No CSS inline: the page names the ids its sheet holds, in an empty element.
    const named = [...head(html).matchAll(/<style data-emotion="css ([^"]+)" data-page-styles="">([^<]*)<\/style>/g)];
    expect(named).toHaveLength(1);
    expect(named[0]?.[2]).toBe('');
    expect(head(html)).not.toMatch(/<style data-emotion[^>]*>[^<]/);
    const link = /<link rel="stylesheet" href="(\/styles\/page-[0-9a-f]{16}\.css)" data-page-styles="" \/>/.exec(head(html));
    expect(link).not.toBeNull();
    const sheet = await request(app).get(link?.[1] ?? '');
    expect(sheet.status).toBe(200);
    expect(sheet.headers['content-type']).toMatch(/^text\/css/);
    expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Every class emotion wrote into the page is named in the head (the browser inserts none again)
    // and styled by the sheet. (css-0 is emotion's class for no styles at all.)
    const ids = new Set(named[0]?.[1]?.split(' '));
    const used = new Set([...body(html).matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(' ').filter((name) => name.startsWith('css-') && name !== 'css-0')));
    expect(used.size).toBeGreaterThan(20);
    for (const name of used) {
      expect(ids.has(name.slice(4)), `${name} is named`).toBe(true);
      expect(sheet.text.includes(`.${name}{`) || sheet.text.includes(`.${name} `) || sheet.text.includes(`.${name}:`), `${name} is styled`).toBe(true);
    }
    // Another replica (its own memory, the same database) answers the same sheet; an unknown one is 404.
    const other = createTestApp({ pool: db.pool, env: { PWA_DIST: path.join(root, 'pwa', 'dist') } }).app;
    const again = await request(other).get(link?.[1] ?? '');
    expect(again.status).toBe(200);
    expect(again.text).toBe(sheet.text);
    expect((await request(other).get('/styles/page-0123456789abcdef.css')).status).toBe(404);
  });

  it('when the server runs outside production, as `npm start` does, then the page carries the class names of the browser’s production build', async () => {
    // This suite runs with NODE_ENV=test. A development render labels emotion's classes
    // (`css-g90mx4-MuiContainer-root`), which the browser's build never computes: its emotion would
    // then insert every rule of the page again while hydrating.
    expect(process.env.NODE_ENV).not.toBe('production');
    for (const path of ['/', '/tours', '/blog']) {
      const names = [...body((await page(path)).html).matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(' ').filter((name) => name.startsWith('css-')));
      expect(names.length, path).toBeGreaterThan(20);
      expect(names.filter((name) => !/^css-[0-9a-z]+$/.test(name)), path).toEqual([]);
    }
  });

  it('when the tours list is opened, then its HTML lists the tours and preloads the first card only', async () => {
    const { status, html } = await page('/tours');
    expect(status).toBe(200);
    expect(body(html)).toContain('Safari Tours');
    expect(body(html)).toContain('Amboseli Elephant Trails');
    expect(body(html)).toContain('href="/tours/');
    const preloads = imagePreloads(html);
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain('/uploads/mara-fly-in-400w.webp 400w');
    expect(preloads[0]).not.toContain('hero-savanna');
  });

  it('when a tour is opened by its slug, then its HTML holds its name and preloads its photo, with its meta tags', async () => {
    const { status, html } = await page('/tours/mara-fly-in');
    expect(status).toBe(200);
    expect(body(html)).toMatch(/<h1[^>]*>Mara Fly-in Safari<\/h1>/);
    expect(imagePreloads(html)).toEqual([expect.stringContaining('/uploads/mara-fly-in-800w.webp 800w')]);
    expect(html).toContain('<title>Mara Fly-in Safari | Pulse of the Wild Safaris</title>');
    expect(html).toContain('"@type":["TouristTrip","Product"]');
  });

  it('when the blog is opened, then its HTML lists the posts', async () => {
    const { status, html } = await page('/blog');
    expect(status).toBe(200);
    expect(body(html)).toContain('Travel Guides &amp; Blog');
    expect(body(html)).toContain('When to See the Great Migration');
    expect(imagePreloads(html)).toEqual([expect.stringContaining('/uploads/blog-when-to-see-the-migration-400w.webp 400w')]);
  });

  it('when a post is opened, then its HTML holds its title, its text and the cover preload', async () => {
    const { status, html } = await page('/blog/when-to-see-the-migration');
    expect(status).toBe(200);
    expect(body(html)).toMatch(/<h1[^>]*>When to See the Great Migration<\/h1>/);
    expect(body(html)).toContain('The herds cross the Mara River.');
    expect(body(html)).toContain('id="section-july-to-october"');
    expect(imagePreloads(html)).toEqual([expect.stringContaining('/uploads/blog-when-to-see-the-migration-800w.webp 800w')]);
    expect(html).toContain('"@type":"BlogPosting"');
  });

  it('when a destination page is opened, then its HTML holds its text', async () => {
    const { status, html } = await page('/destinations/masai-mara');
    expect(status).toBe(200);
    expect(body(html)).toMatch(/<h1[^>]*>[^<]*Masai Mara/);
    expect(imagePreloads(html)).toEqual([]);
  });

  it.each([
    ['an unknown tour', '/tours/no-such-tour', 'Tour not found'],
    ['an unknown post', '/blog/no-such-post', 'Blog post not found.'],
    ['an unknown route', '/no/such/page', 'Page not found'],
  ])('when %s is opened, then it answers 404 with the not-found text', async (_what, path, text) => {
    const { status, html } = await page(path);
    expect(status).toBe(404);
    expect(body(html)).toContain(text);
    expect(imagePreloads(html)).toEqual([]);
  });

  it('when a staff or account page is opened, then it answers the client-rendered shell', async () => {
    for (const path of ['/admin', '/login', '/checkout/abc']) {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
    }
  });
});

describe('each page’s title and meta, from the route table', () => {
  it.each([
    ['/about', 'About Us'],
    ['/contact', 'Contact Us'],
    ['/faqs', 'Frequently Asked Questions'],
    ['/destinations/masai-mara', 'Masai Mara National Reserve'],
    ['/privacy', 'Privacy Policy'],
  ] as const)('when %s is opened, then its head has its own title, description, canonical address and link preview', async (path, title) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    const tags = head(html);
    expect(tags.match(/<title>/g)).toHaveLength(1);
    expect(tags).toContain(`<title>${title} | Pulse of the Wild Safaris</title>`);
    expect(tags.match(/<meta name="description"/g)).toHaveLength(1);
    expect(tags).toContain(`<meta name="description" content="${SITE_PAGES[path].description}" />`);
    expect(tags).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"/]+${path}" />`));
    expect(tags).toContain(`<meta property="og:title" content="${title} | Pulse of the Wild Safaris" />`);
  });

  it('when home or a filtered list is opened, then home leads with the site’s name and the list’s address is the list’s own', async () => {
    expect(head((await page('/')).html)).toContain('<title>Pulse of the Wild Safaris | Kenya &amp; East Africa safari tours</title>');
    const tours = head((await page('/tours?q=mara')).html);
    expect(tours).toContain('<title>Safari Tours | Pulse of the Wild Safaris</title>');
    expect(tours).toMatch(/<link rel="canonical" href="https?:\/\/[^"/]+\/tours" \/>/);
  });

  it('when a tour is opened, then its title and description are the tour’s own', async () => {
    const tags = head((await page('/tours/mara-fly-in')).html);
    expect(tags.match(/<title>/g)).toHaveLength(1);
    expect(tags).toContain('<title>Mara Fly-in Safari | Pulse of the Wild Safaris</title>');
    expect(tags).toContain('<meta name="description" content="A fixture tour." />');
  });

  it('when an unknown tour is opened, then it is titled as the not-found page, with no canonical address', async () => {
    const tags = head((await page('/tours/no-such-tour-at-all')).html);
    expect(tags).toContain('<title>Page not found | Pulse of the Wild Safaris</title>');
    expect(tags).not.toContain('rel="canonical"');
  });
});

describe('prices in the visitor’s currency', () => {
  const shillings = 'KSh 129,371'; // the fixtures' $999 at 129.50 per dollar, whole shillings
  const get = (target: express.Express, path: string, headers: Record<string, string>) => {
    const req = request(target).get(path).set('Accept', 'text/html');
    for (const [name, value] of Object.entries(headers)) req.set(name, value);
    return req;
  };

  beforeAll(async () => {
    await db.pool.query(`insert into exchange_rates (currency, rate, as_of) values ('KES', 129.5, '2026-11-26') on conflict (currency) do update set rate = 129.5`);
  });

  it('when the cookie says KES, then the page is rendered in shillings with the rate, kept apart from the dollar page', async () => {
    const kes = await get(app, '/tours', { Cookie: 'currency=KES' });
    expect(body(kes.text)).toContain(shillings);
    expect(kes.text).toContain('"currency":"KES","kesRate":{"rate":129.5,"asOf":"2026-11-26"}');
    expect(kes.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
    const usd = await get(app, '/tours', {});
    expect(body(usd.text)).toContain('$999');
    expect(body(usd.text)).not.toContain(shillings);
    expect(usd.headers.etag).not.toBe(kes.headers.etag);
    // Each is kept in its own currency.
    expect(body((await get(app, '/tours', { Cookie: 'currency=KES' })).text)).toContain(shillings);
    expect(body((await get(app, '/tours', { Cookie: 'currency=USD' })).text)).not.toContain(shillings);
  });

  it('when there is no cookie, then Kenyan English and Swahili browsers read shillings, others dollars', async () => {
    expect(body((await get(app, '/tours/mara-fly-in', { 'Accept-Language': 'en-KE,en;q=0.9' })).text)).toContain(shillings);
    expect(body((await get(app, '/tours/mara-fly-in', { 'Accept-Language': 'sw' })).text)).toContain(shillings);
    expect(body((await get(app, '/tours/mara-fly-in', { 'Accept-Language': 'en-GB' })).text)).not.toContain(shillings);
  });

  it('when kept pages are answered from memory, then each visitor still gets their own currency', async () => {
    const version = createListeningCatalogueVersion({ db: db.pool, databaseUrl: db.url, pollMs: 600_000 });
    try {
      const { app: listening } = createTestApp({ pool: db.pool, env: { PWA_DIST: path.join(root, 'pwa', 'dist') }, catalogueVersion: version });
      for (let i = 0; i < 100 && version.known() === undefined; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      for (let round = 0; round < 2; round += 1) {
        const kes = await get(listening, '/destinations/amboseli', { Cookie: 'currency=KES', 'Accept-Encoding': 'identity' });
        const usd = await get(listening, '/destinations/amboseli', { 'Accept-Encoding': 'identity' });
        expect(body(kes.text)).toContain(shillings);
        expect(body(usd.text)).not.toContain(shillings);
        expect(kes.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
      }
    } finally {
      await version.close();
    }
  });

  it('when staff change the rate, then the next page shows the new shillings', async () => {
    expect(body((await get(app, '/tours', { Cookie: 'currency=KES' })).text)).toContain(shillings);
    await db.pool.query(`update exchange_rates set rate = 130 where currency = 'KES'`);
    try {
      expect(body((await get(app, '/tours', { Cookie: 'currency=KES' })).text)).toContain('KSh 129,870');
    } finally {
      await db.pool.query(`update exchange_rates set rate = 129.5 where currency = 'KES'`);
    }
  });
});

describe('the currency switch before the app starts', () => {
  it('when a currency is chosen, then the cookie is set for a year and the visitor goes back to the page', async () => {
    const response = await request(app).get('/currency?c=KES&back=%2Ftours%3Fq%3Dmara');
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/tours?q=mara');
    expect(response.headers['set-cookie']).toEqual(['currency=KES; Path=/; Max-Age=31536000; SameSite=Lax']);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('when the way back leads to another site, then the home page; an unknown currency changes nothing', async () => {
    const away = await request(app).get('/currency?c=USD&back=%2F%2Fevil.example%2F');
    expect(away.headers.location).toBe('/');
    const unknown = await request(app).get('/currency?c=EUR&back=%2Ftours');
    expect(unknown.status).toBe(303);
    expect(unknown.headers.location).toBe('/tours');
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });
});
