/**
 * Starts the built app once for the whole run: a throw-away embedded Postgres, migrations, the seed
 * and the API serving pwa/dist, on free ports. Tests reach it through E2E_BASE_URL and may read the
 * database through E2E_DATABASE_URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startEmbeddedPostgres } from '@safari/db/embedded';
import { migrate } from '@safari/db/migrate';
import { seed } from '@safari/db/seed';
import { loadConfig } from '@safari/api/config';
import { startWebServer } from '@safari/api/server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export default async function globalSetup(): Promise<() => Promise<void>> {
  // Pages render with React's production build, as a deployment runs them (the server bundle's own
  // code, emotion and MUI, is built for production whatever NODE_ENV says: pwa/vite.ssr.config.ts).
  process.env.NODE_ENV = 'production';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'safari-e2e-'));
  const database = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres'), persistent: false, log: () => undefined });
  try {
    // The public address is configuration, as in production (links, canonical and Open Graph
    // addresses, the sitemap): the port is chosen first so that it can be written into it.
    const port = await freePort();
    const publicBaseUrl = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      PORT: String(port),
      PUBLIC_BASE_URL: publicBaseUrl,
      DATABASE_URL: database.adminUrl,
      DATA_DIR: dataDir,
      PWA_DIST: path.join(root, 'pwa', 'dist'),
      ADMIN_EMAIL: 'admin@e2e.test',
      ADMIN_PASSWORD: 'e2e-Admin-password-1',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      // The e-mail outbox is sent within a second, so tests can look for the .eml files.
      NOTIFICATIONS_INTERVAL_MS: '300',
      // Many travellers at once on one server: the tests' e-mails are sent as they come.
      MAIL_RATE_PER_SECOND: '1000',
      // Every test signs up, signs in and fills in forms from 127.0.0.1: the abuse limits are raised
      // on purpose for this run (the API tests prove them at their real values).
      RATE_LIMIT_FACTOR: '200',
    });
    await migrate(config.databaseUrl, () => undefined);
    await seed({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      uploadsDir: config.uploadsDir,
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      log: () => undefined,
    });
    const server = await startWebServer(config);
    process.env.E2E_BASE_URL = publicBaseUrl;
    process.env.E2E_DATABASE_URL = config.databaseUrl;
    process.env.E2E_UPLOADS_DIR = config.uploadsDir;
    process.env.E2E_DATA_DIR = dataDir;
    return async () => {
      await server.close();
      await database.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  } catch (error) {
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
