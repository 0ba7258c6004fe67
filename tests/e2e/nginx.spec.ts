import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '../support/fixtures';
import { securityHeaderValues, subresourceHeaderValues } from '@safari/api/lib/security-headers';
import { freePort, startNginx, type RunningNginx } from '../support/nginx';

/** What nginx sends on its own files: the API's production set (HSTS included). */
const EDGE_HEADERS = securityHeaderValues({ nodeEnv: 'production' });
const pwaDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'pwa', 'dist');

/** What nginx sends on the build's hashed scripts, styles and fonts (never a document). */
const SUBRESOURCE_HEADERS = subresourceHeaderValues({ nodeEnv: 'production' });
/** What this run's API (NODE_ENV=test, so no HSTS) sends, passed through nginx untouched. */
const API_HEADERS = securityHeaderValues({ nodeEnv: 'test' });
const securityHeadersOf = (headers: Record<string, string>) =>
  Object.fromEntries(Object.keys(EDGE_HEADERS).flatMap((name) => (headers[name] === undefined ? [] : [[name, headers[name]]])));

test.describe('through nginx @desktop-only', () => {
  let nginx: RunningNginx | undefined;
  let base = '';

  test.beforeAll(async () => {
    nginx = await startNginx({ apiServers: [new URL(process.env.E2E_BASE_URL ?? '').host] });
    base = nginx.base;
  });

  test.afterAll(async () => {
    await nginx?.stop();
  });

  test('when the site is loaded through nginx, then the page renders and the API answers', async ({ page, request }) => {
    const health = await request.get(`${base}/api/health`);
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ database: 'up' });
    await page.goto(`${base}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Feel the Pulse of the Wild' })).toBeVisible();
    await expect(page.locator('#tours').getByRole('link', { name: /View Details/ })).toHaveCount(4);
  });

  test('when nginx serves the app, then the shell and service worker are revalidated and hashed assets cached for a year', async ({ request }) => {
    const index = await request.get(`${base}/tours`);
    expect(index.status()).toBe(200);
    expect(index.headers()['cache-control']).toBe('no-cache');
    // Rendered by the API behind nginx: the page's content is in the HTML.
    expect(await index.text()).toMatch(/<div id="root"><.*Safari Tours/s);
    const unknown = await request.get(`${base}/tours/some-deep-link`);
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('Tour not found');
    const shell = await request.get(`${base}/index.html`);
    expect(shell.headers()['cache-control']).toBe('no-cache');
    expect(await shell.text()).toContain('<div id="root"></div>');
    const sw = await request.get(`${base}/sw.js`);
    expect(sw.status()).toBe(200);
    expect(sw.headers()['cache-control']).toBe('no-cache');
    const html = await index.text();
    // The app's scripts the page names (app-start.js's data-entry and data-preload); the entry itself
    // may be a stub too small to compress, so the first of at least 2 kB is fetched compressed.
    const scripts = [...html.matchAll(/\/assets\/[^"\s]+\.js/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    let asset: string | undefined;
    for (const candidate of scripts) {
      const plain = await request.get(`${base}${candidate}`, { headers: { 'Accept-Encoding': 'identity' } });
      if ((await plain.body()).length >= 2048) {
        asset = candidate;
        break;
      }
    }
    expect(asset).toBeTruthy();
    const script = await request.get(`${base}${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers()['content-encoding']).toBe('gzip');
    // The build's own .gz (gzip_static), not compressed again by nginx.
    expect(Number(script.headers()['content-length'])).toBe(statSync(path.join(pwaDist, `${asset!}.gz`)).size);
    // The page's own stylesheet (the rest of its CSS) comes from the API, cached for a year.
    const sheet = /href="(\/styles\/page-[0-9a-f]{16}\.css)"/.exec(html)?.[1];
    expect(sheet).toBeTruthy();
    const css = await request.get(`${base}${sheet!}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(css.status()).toBe(200);
    expect(css.headers()['content-type']).toMatch(/^text\/css/);
    expect(css.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await request.get(`${base}/api/definitely-not-a-route`);
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ error: expect.any(String) });
  });


  test('when any page comes through nginx, then it has the one set of security headers, whether the API or nginx served it', async ({ request }) => {
    // Rendered or answered by the API (public pages, client-only screens, a 404): its headers, once each.
    for (const page of ['/', '/tours', '/checkout', '/admin/login', '/tours/no-such-tour']) {
      const response = await request.get(`${base}${page}`, { headers: { Accept: 'text/html' } });
      expect(response.headers()['content-type'], page).toMatch(/^text\/html/);
      expect(securityHeadersOf(response.headers()), page).toEqual(API_HEADERS);
    }
    // Served by nginx itself: the shell, the service worker, a hashed asset and nginx's own 404 page.
    const html = await (await request.get(`${base}/`)).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0] ?? '/assets/missing.js';
    for (const file of ['/index.html', '/sw.js', '/.ssr/entry-server.js', '/assets/no-such-file.svg']) {
      const response = await request.get(`${base}${file}`);
      expect(securityHeadersOf(response.headers()), file).toEqual(EDGE_HEADERS);
    }
    // A script (found or not) is never a document: only the headers a subresource obeys.
    for (const file of [asset, '/assets/no-such-file.js']) {
      const response = await request.get(`${base}${file}`);
      expect(securityHeadersOf(response.headers()), file).toEqual(SUBRESOURCE_HEADERS);
    }
  });

  test('when a shared blog or tour link is fetched through nginx, then it carries its own title, Open Graph and JSON-LD', async ({ request, db, page }) => {
    const { rows } = await db.query<{ slug: string; title: string }>(
      `select slug, title from blog_posts where is_published and deleted_at is null and published_at <= now() order by published_at desc limit 1`,
    );
    const post = rows[0]!;
    const response = await request.get(`${base}/blog/${post.slug}`, { headers: { Accept: 'text/html' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const html = await response.text();
    const escaped = post.title.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');
    expect(html).toContain(`<title>${escaped} | Pulse of the Wild Safaris</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escaped} | Pulse of the Wild Safaris" />`);
    // Absolute addresses are the configured PUBLIC_BASE_URL (the run's E2E_BASE_URL), never the Host a request names.
    const publicBase = process.env.E2E_BASE_URL ?? '';
    expect(html).toContain(`<meta property="og:url" content="${publicBase}/blog/${post.slug}" />`);
    expect(html).not.toContain(`${base}/`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: post.title });
    expect(html).toContain('<div id="root">');

    // The app itself still starts from that page.
    await page.goto(`${base}/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();

    // Tour links go the same way.
    const { rows: tours } = await db.query<{ slug: string; name: string }>(
      `select slug, name from tours where is_published and deleted_at is null order by name limit 1`,
    );
    const tour = tours[0]!;
    const tourHtml = await (await request.get(`${base}/tours/${tour.slug}`, { headers: { Accept: 'text/html' } })).text();
    const tourName = tour.name.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');
    expect(tourHtml).toContain(`<meta property="og:title" content="${tourName} | Pulse of the Wild Safaris" />`);

    const sitemap = await request.get(`${base}/sitemap.xml`);
    expect(await sitemap.text()).toContain(`<loc>${publicBase}/blog/${post.slug}</loc>`);
  });

  test('when a crawler or a browser asks nginx for robots.txt and the pictures, then robots is text naming the sitemap and content-named pictures are immutable', async ({ request }) => {
    const robots = await request.get(`${base}/robots.txt`);
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    // The sitemap's address is the configured PUBLIC_BASE_URL (the run's E2E_BASE_URL), not nginx's Host.
    expect(await robots.text()).toContain(`Sitemap: ${process.env.E2E_BASE_URL ?? ''}/sitemap.xml`);

    const html = await (await request.get(`${base}/`)).text();
    const picture = /\/images\/hero-savanna-1280w\.[0-9a-f]{16}\.webp/.exec(html)?.[0];
    expect(picture).toBeTruthy();
    const hashed = await request.get(`${base}${picture}`);
    expect(hashed.status()).toBe(200);
    expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await request.get(`${base}/images/hero-savanna-1280w.webp`);
    expect(plain.status()).toBe(200);
    expect(plain.headers()['content-type']).toBe('image/webp');
    expect(plain.headers()['cache-control']).toBe('public, max-age=86400');
  });
});

test.describe('through nginx with the API down @desktop-only', () => {
  test('when the API cannot be reached, then a shared blog link still opens the app shell', async ({ request }) => {
    // Nothing listens on this port: every proxied request fails.
    const nginx = await startNginx({ apiServers: [`127.0.0.1:${await freePort()}`] });
    try {
      const response = await request.get(`${nginx.base}/blog/any-post`, { headers: { Accept: 'text/html' } });
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
      expect(securityHeadersOf(response.headers())).toEqual(EDGE_HEADERS);
    } finally {
      await nginx.stop();
    }
  });
});
