import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '../support/fixtures';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not listen on ${port}`);
}

interface RunningNginx {
  base: string;
  /** Stops nginx and, once it has exited, removes its folder. */
  stop(): Promise<void>;
}

/** Debian's real nginx with the repository's nginx.conf, filled in only with paths and ports. */
async function startNginx(apiHost: string): Promise<RunningNginx> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'safari-nginx-'));
  const port = await freePort();
  const conf = readFileSync(path.join(root, 'nginx.conf'), 'utf8')
    .replaceAll('${LISTEN_PORT}', `127.0.0.1:${port}`)
    .replaceAll('${API_UPSTREAM}', apiHost)
    .replaceAll('${PWA_ROOT}', path.join(root, 'pwa', 'dist'));
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  copyFileSync('/etc/nginx/mime.types', path.join(dir, 'mime.types'));
  const user = process.getuid?.() === 0 ? 'user root; ' : '';
  const nginx: ChildProcess = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-g', `${user}daemon off; pid ${dir}/nginx.pid;`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForPort(port, 10_000);
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

test.describe('through nginx @desktop-only', () => {
  let nginx: RunningNginx | undefined;
  let base = '';

  test.beforeAll(async () => {
    nginx = await startNginx(new URL(process.env.E2E_BASE_URL ?? '').host);
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
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const script = await request.get(`${base}${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers()['content-encoding']).toBe('gzip');
    const missing = await request.get(`${base}/api/definitely-not-a-route`);
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ error: expect.any(String) });
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
    const nginx = await startNginx(`127.0.0.1:${await freePort()}`);
    try {
      const response = await request.get(`${nginx.base}/blog/any-post`, { headers: { Accept: 'text/html' } });
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    } finally {
      await nginx.stop();
    }
  });
});
