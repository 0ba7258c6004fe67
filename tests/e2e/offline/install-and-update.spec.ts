import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { loadConfig } from '@safari/api/config';
import { startWebServer } from '@safari/api/server';
import { test, expect } from '../../support/fixtures';
import { waitForServiceWorker } from './helpers';

const pwaDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'pwa', 'dist');

interface WebManifest {
  name: string;
  short_name: string;
  display: string;
  start_url: string;
  scope: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; purpose?: string }[];
  screenshots: { src: string; sizes: string; form_factor?: string }[];
  shortcuts: { short_name: string; url: string }[];
}

test.describe('installable app', () => {
  test('when Chromium checks the app, then it is installable, with icons, screenshots and shortcuts that load', async ({ baseURL, request }) => {
    // Playwright's usual contexts are incognito, where nothing is installable: use a real profile.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'safari-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      baseURL,
      serviceWorkers: 'allow',
    });
    let href: string | null;
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await waitForServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
      expect(installabilityErrors).toEqual([]);
      href = await page.locator('link[rel="manifest"]').getAttribute('href');
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }

    const manifest = (await (await request.get(href!)).json()) as WebManifest;
    expect(manifest).toMatchObject({ name: 'Pulse of the Wild Safaris', short_name: 'Pulse Safaris', display: 'standalone', start_url: '/', scope: '/' });
    expect(manifest.icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    expect(manifest.screenshots.map((shot) => [shot.sizes, shot.form_factor])).toEqual([
      ['390x844', 'narrow'],
      ['1366x900', 'wide'],
    ]);
    expect(manifest.shortcuts.map((shortcut) => [shortcut.short_name, shortcut.url])).toEqual([
      ['Tours', '/tours'],
      ['Request Quote', '/request-experience'],
    ]);
    for (const file of [...manifest.icons.map((icon) => icon.src), ...manifest.screenshots.map((shot) => shot.src)]) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['content-type'], file).toMatch(/^image\//);
    }
  });
});

test.describe('service worker update', () => {
  test('when a new build is deployed while a page is open, then the visitor is asked before the new version takes over', async ({ browser }) => {
    // A second server serves a copy of the build, so the test can deploy a changed one.
    const dist = mkdtempSync(path.join(os.tmpdir(), 'safari-sw-update-'));
    cpSync(pwaDist, dist, { recursive: true });
    const config = loadConfig({
      PORT: '0',
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      PWA_DIST: dist,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
    });
    const server = await startWebServer(config);
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${server.port}`, serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      await page.goto('/tours');
      await waitForServiceWorker(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Safari Tours' })).toBeVisible();

      // Deploy: a changed index.html and a service worker whose precache lists its new revision.
      const indexFile = path.join(dist, 'index.html');
      writeFileSync(indexFile, readFileSync(indexFile, 'utf8').replace('</head>', '<meta name="release" content="2" /></head>'));
      const swFile = path.join(dist, 'sw.js');
      const sw = readFileSync(swFile, 'utf8');
      const updated = sw.replace(/\{"revision":"[0-9a-f]+","url":"index\.html"\}/, '{"revision":"release-2","url":"index.html"}');
      expect(updated).not.toBe(sw);
      writeFileSync(swFile, updated);

      // Nothing changes under the open page until the visitor agrees.
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      const prompt = page.getByRole('alert').filter({ hasText: 'A new version is available' });
      await expect(prompt).toBeVisible({ timeout: 15_000 });
      expect(await page.locator('meta[name="release"]').count()).toBe(0);

      await prompt.getByRole('button', { name: 'Reload' }).click();
      await expect(page.locator('meta[name="release"]')).toHaveCount(1, { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Safari Tours' })).toBeVisible();
      await expect(page.getByText('A new version is available')).toHaveCount(0);
    } finally {
      await context.close();
      await server.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
