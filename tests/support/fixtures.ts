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
  db: async ({}, use) => {
    const client = new pg.Client(process.env.E2E_DATABASE_URL);
    await client.connect();
    await use(client);
    await client.end();
  },
});

export { expect };
