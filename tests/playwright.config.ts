import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium; Playwright's own browser downloads are not available here. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const launchOptions = {
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

// Scale factor 1: the layout is the same at 390 CSS px, and Chromium rasterises a quarter of the pixels
// on a machine without a GPU (the offline project keeps 2, as its image-variant checks want a phone screen).
const phone = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1366, height: 900 } };
// Staff use 10-inch tablets: landscape for everything, portrait for the layout tests (tagged @layout).
const tabletLandscape = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };
const tabletPortrait = { viewport: { width: 800, height: 1280 }, deviceScaleFactor: 1 };

const PUBLIC_PROJECTS = ['phone', 'desktop', 'desktop-layout', 'offline'];

export default defineConfig({
  testDir: './e2e',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  // Three on 2 cores: with two, part of the machine stood idle while tests waited on the browser and
  // timers, and CI has a time limit (bench/HISTORY.md has the measurements).
  workers: 3,
  // One retry everywhere (not only where CI is set): a 2-core machine under load times a few UI
  // waits out; a retry that also fails is a real failure, and the report lists every flaky test.
  retries: 1,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    // Only a failure's retry records a trace, wherever the suite runs (CI does not always set CI).
    // Recording one for every test (its screencast keeps Chromium's compositor drawing) made the
    // console's suite half again as long on a 2-core machine.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
    launchOptions,
  },
  projects: [
    { name: 'phone', use: { ...phone, browserName: 'chromium' }, testIgnore: /(offline|admin)\//, grepInvert: /@desktop-only/ },
    // Suites whose behaviour does not depend on the width run once, at phone width; at desktop width
    // only those with a desktop layout of their own to check (header, menus, carousels, the filter
    // panel, axe on the wide pages), and only their tests not marked @phone-only.
    {
      name: 'desktop',
      use: { ...desktop, browserName: 'chromium' },
      testMatch: /\/(a11y|nginx|nginx-replicas|shell)\.spec\.ts$/,
      testIgnore: /(offline|admin)\//,
      grepInvert: /@phone-only/,
    },
    // The wide-only checks of suites that otherwise run at phone width (menus, carousel widths).
    {
      name: 'desktop-layout',
      use: { ...desktop, browserName: 'chromium' },
      testMatch: /\/(home-sections|info-pages|polish-a|tours-list)\.spec\.ts$/,
      grep: /@desktop-only/,
    },

    {
      name: 'offline',
      testMatch: /offline\/.*\.spec\.ts/,
      use: { ...phone, deviceScaleFactor: 2, browserName: 'chromium', serviceWorkers: 'allow' },
    },
    // The console's tests add, edit and delete tours and posts in the shared database, so they run
    // after the public suites, whose tests read the seeded catalogue.
    { name: 'admin', testMatch: /admin\/.*\.spec\.ts/, use: { ...tabletLandscape, browserName: 'chromium' }, dependencies: PUBLIC_PROJECTS },
    {
      name: 'admin-portrait',
      testMatch: /admin\/.*\.spec\.ts/,
      grep: /@layout/,
      use: { ...tabletPortrait, browserName: 'chromium' },
      dependencies: PUBLIC_PROJECTS,
    },
  ],
});
