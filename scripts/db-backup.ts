/**
 * `npm run db:backup [FILE]`: a backup of the configured database (DATABASE_URL, or the embedded
 * one in DATA_DIR) into FILE, by default DATA_DIR/backups/safari-<time>.backup. See db-backup-lib.ts.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { backup, openTarget } from './db-backup-lib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2] ?? path.join(dataDir, 'backups', `safari-${new Date().toISOString().replace(/[:.]/g, '-')}.backup`));
  mkdirSync(path.dirname(file), { recursive: true });
  const target = await openTarget(process.env, root);
  try {
    console.log(`Backing up ${target.describe}`);
    const result = await backup({ url: target.url, file, root, log: (line) => console.log(line) });
    console.log(`Backup written (${result.format}): ${result.file}`);
  } finally {
    await target.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
