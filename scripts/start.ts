/**
 * The one-command default: an embedded Postgres (unless DATABASE_URL is set), migrations, the
 * seed (once), the PWA built if missing or stale, and the API serving everything on one port.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@safari/db/embedded';
import { migrate } from '@safari/db/migrate';
import { seed } from '@safari/db/seed';
import { loadConfig, withDevSecret } from '@safari/api/config';
import { startWebServer } from '@safari/api/server';
import { ensurePwaBuilt } from './pwa-build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres') });
    databaseUrl = embedded.adminUrl;
    console.log('Embedded Postgres started (data in %s)', path.join(dataDir, 'postgres'));
  }
  const config = loadConfig(withDevSecret({ ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir }));

  const stopDatabase = async () => {
    if (embedded) await embedded.stop();
  };
  try {
    await migrate(config.databaseUrl, (line) => console.log(line));
    await seed({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      uploadsDir: config.uploadsDir,
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      log: (line) => console.log(line),
    });
    if (process.env.SKIP_PWA_BUILD !== '1') await ensurePwaBuilt(root);
  } catch (error) {
    await stopDatabase();
    throw error;
  }

  const server = await startWebServer(config);
  console.log(`Safari PWA ready on http://localhost:${server.port}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down`);
    try {
      await server.close();
    } finally {
      await stopDatabase();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
