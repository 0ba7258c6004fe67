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

// Debian's real nginx with the repository's nginx.conf, filled in only with paths and ports.
test.describe('through nginx @desktop-only', () => {
  let nginx: ChildProcess | undefined;
  let dir = '';
  let base = '';

  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'safari-nginx-'));
    const port = await freePort();
    const api = new URL(process.env.E2E_BASE_URL ?? '');
    const conf = readFileSync(path.join(root, 'nginx.conf'), 'utf8')
      .replaceAll('${LISTEN_PORT}', `127.0.0.1:${port}`)
      .replaceAll('${API_UPSTREAM}', api.host)
      .replaceAll('${PWA_ROOT}', path.join(root, 'pwa', 'dist'));
    writeFileSync(path.join(dir, 'nginx.conf'), conf);
    copyFileSync('/etc/nginx/mime.types', path.join(dir, 'mime.types'));
    const user = process.getuid?.() === 0 ? 'user root; ' : '';
    nginx = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-g', `${user}daemon off; pid ${dir}/nginx.pid;`], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForPort(port, 10_000);
    base = `http://127.0.0.1:${port}`;
  });

  test.afterAll(() => {
    nginx?.kill('SIGQUIT');
    rmSync(dir, { recursive: true, force: true });
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
    const index = await request.get(`${base}/tours/some-deep-link`);
    expect(index.status()).toBe(200);
    expect(index.headers()['cache-control']).toBe('no-cache');
    expect(await index.text()).toContain('<div id="root">');
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
});
