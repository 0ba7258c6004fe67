/**
 * `npm run db:restore FILE`: restores a backup made by `npm run db:backup` into the configured
 * database (DATABASE_URL, or the embedded one in DATA_DIR), replacing its rows. Stop the site
 * first, or restore into a fresh DATA_DIR / an empty database. See db-backup-lib.ts.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openTarget, restore } from './db-backup-lib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run db:restore FILE');
  const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (!existsSync(resolved)) throw new Error(`No backup file at ${resolved}`);
  const target = await openTarget(process.env, root);
  try {
    console.log(`Restoring ${resolved} into ${target.describe}`);
    await restore({ url: target.url, file: resolved, root, log: (line) => console.log(line) });
    console.log('Restore finished.');
  } finally {
    await target.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
