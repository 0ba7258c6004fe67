import { test as base, expect } from '@playwright/test';
import pg from 'pg';

interface Fixtures {
  /** A client of the e2e database, for checking what a screen stored. */
  db: pg.Client;
}

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through the Playwright config (global setup starts the app)');
    await use(url);
  },
  // A server-rendered page shows its content before its code runs. After a plain `page.goto(url)`
  // a test's first tap waits for the app to be live (html[data-ready], set once hydrated), as a
  // person waits for a page to finish loading. Soft: a page that never gets there is left to the
  // test's own assertions. A test that names `waitUntil` gets the page as it is at that point.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil === undefined) {
        await page
          .waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.ready === 'true', undefined, { timeout: 10_000 })
          .catch(() => undefined);
      }
      return response;
    };
    await use(page);
  },
  db: async ({}, use) => {
    const client = new pg.Client(process.env.E2E_DATABASE_URL);
    await client.connect();
    await use(client);
    await client.end();
  },
});

export { expect };
