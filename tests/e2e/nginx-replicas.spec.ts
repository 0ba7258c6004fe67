/**
 * The compose deployment's shape on loopback: two API replicas (this run's database, their own
 * ports) behind Debian's real nginx with the project's nginx.conf. The public smoke path works
 * through it, and both replicas take part.
 */
import { pino } from 'pino';
import { loadConfig } from '@safari/api/config';
import { startWebServer, type WebServer } from '@safari/api/server';
import { freePort } from '@safari/db/embedded';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '../support/fixtures';
import { startNginx, type RunningNginx } from '../support/nginx';
import { daysAhead, fillBooking } from './offline/helpers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

interface Replica {
  server: WebServer;
  /** Requests this replica answered (its request log lines). */
  answered: () => number;
}

async function startReplica(publicBaseUrl: string): Promise<Replica> {
  let lines = 0;
  const config = loadConfig({
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    PUBLIC_BASE_URL: publicBaseUrl,
    DATABASE_URL: process.env.E2E_DATABASE_URL,
    DATA_DIR: process.env.E2E_DATA_DIR,
    PWA_DIST: path.join(root, 'pwa', 'dist'),
    ADMIN_EMAIL: 'admin@e2e.test',
    ADMIN_PASSWORD: 'e2e-Admin-password-1',
    LOG_LEVEL: 'info',
    NODE_ENV: 'test',
    TRUST_PROXY: '1',
    RATE_LIMIT_FACTOR: '200',
  });
  const logger = pino({ level: 'info' }, { write: (line: string) => void (lines += line.includes('"responseTime"') ? 1 : 0) });
  const server = await startWebServer(config, { logger });
  return { server, answered: () => lines };
}

test.describe('two API replicas behind nginx @desktop-only', () => {
  let nginx: RunningNginx | undefined;
  let replicas: Replica[] = [];

  test.beforeAll(async () => {
    // The public address is nginx's: its port is chosen first so the replicas can be told it.
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    replicas = await Promise.all([startReplica(base), startReplica(base)]);
    nginx = await startNginx({ port, apiServers: replicas.map((replica) => `127.0.0.1:${replica.server.port}`) });
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await Promise.all(replicas.map((replica) => replica.server.close()));
  });

  test('when a visitor browses and books through nginx, then every page works and both replicas answer', async ({ page, db }) => {
    // Five pages and a booking in one test (two more servers on a busy machine).
    test.setTimeout(90_000);
    const base = nginx!.base;
    await page.goto(`${base}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Feel the Pulse of the Wild' })).toBeVisible();
    await expect(page.locator('#tours').getByRole('link', { name: /View Details/ })).toHaveCount(4);

    await page.goto(`${base}/tours`);
    await expect(page.getByRole('heading', { level: 1, name: 'Safari Tours' })).toBeVisible();
    const { rows } = await db.query<{ id: string; slug: string; name: string }>(
      `select id, slug, name from tours where is_published and deleted_at is null and price is not null and jsonb_array_length(seasons) = 0 order by name limit 1`,
    );
    const tour = rows[0]!;
    await page.goto(`${base}/tours/${tour.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: tour.name })).toBeVisible();

    await page.goto(`${base}/blog`);
    await expect(page.getByRole('heading', { level: 1, name: 'Travel Guides & Blog' })).toBeVisible();

    const who = { name: `Amina replicas-${Date.now().toString(36)}`, email: `replicas-${Date.now().toString(36)}@e2e.example.com`, phone: '+254 712 345 678' };
    await page.goto(`${base}/booking/${tour.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Book Your Safari' })).toBeVisible();
    await fillBooking(page, who, { date: daysAhead(30), method: /^M-Pesa/, payMode: 'Pay later' });
    await page.getByRole('button', { name: 'Reserve now, pay later' }).click();
    await expect(page.getByText(`Booking reserved for ${who.name}. We’ll send a payment link.`)).toBeVisible();
    const { rows: stored } = await db.query<{ tour_id: string }>('select tour_id from bookings where contact_email = $1', [who.email]);
    expect(stored).toEqual([{ tour_id: tour.id }]);

    // nginx spreads the requests: both replicas served part of this visit.
    for (const replica of replicas) expect(replica.answered()).toBeGreaterThan(0);
  });
});
