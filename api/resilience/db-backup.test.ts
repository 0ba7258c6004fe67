/**
 * Backups: `npm run db:backup` of a seeded embedded database while it runs, then `npm run
 * db:restore FILE` into a fresh embedded database (a new DATA_DIR) and into a fresh database named
 * by DATABASE_URL. Both hold exactly the same rows as the original, table by table.
 * Run with `npm run test:resilience` (part of `npm test`).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@safari/db/embedded';
import { migrate } from '@safari/db/migrate';
import { seed } from '@safari/db/seed';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

let dir: string;
let original: EmbeddedDatabase | undefined;
let restored: EmbeddedDatabase | undefined;

/** Every table's row count and a digest of its rows (in a stable order). */
async function snapshot(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' and tablename not in ('schema_migrations') order by tablename`,
    );
    const result: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: number; digest: string | null }>(`select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as digest from "${name}" t`);
      result[name] = `${rows[0]?.n} ${rows[0]?.digest ?? '-'}`;
    }
    return result;
  } finally {
    await client.end();
  }
}

function script(name: 'db-backup' | 'db-restore', args: string[], env: Record<string, string>) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'DATABASE_URL' && key !== 'DATA_DIR'));
  return run(tsx, [path.join(root, 'scripts', `${name}.ts`), ...args], { cwd: root, env: { ...clean, ...env }, timeout: 120_000 });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'safari-backup-'));
  original = await startEmbeddedPostgres({ dataDir: path.join(dir, 'a', 'postgres'), log: () => undefined });
  await migrate(original.adminUrl, () => undefined);
  await seed({
    databaseUrl: original.adminUrl,
    dataDir: path.join(dir, 'a'),
    uploadsDir: path.join(dir, 'a', 'uploads'),
    adminEmail: 'admin@example.com',
    adminPassword: 'a-long-admin-password',
    log: () => undefined,
  });
  // Rows beyond the seed, with text that must survive byte for byte.
  const client = new pg.Client({ connectionString: original.adminUrl });
  await client.connect();
  await client.query(`insert into newsletter_subscribers (email, name) values ('zawadi@example.com', 'Zawadi "Zee" Ñandú 🦒 \\ back-slash')`);
  await client.end();
}, 180_000);

afterAll(async () => {
  await restored?.stop();
  await original?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('npm run db:backup / db:restore', () => {
  it('when the running embedded database is backed up and restored into a fresh one, then every table holds the same rows', async () => {
    const before = await snapshot(original!.adminUrl);
    expect(Object.keys(before).length).toBeGreaterThan(10);
    expect(Number(before.tours?.split(' ')[0])).toBeGreaterThan(0);
    expect(Number(before.users?.split(' ')[0])).toBeGreaterThan(0);

    const file = path.join(dir, 'site.backup');
    const made = await script('db-backup', [file], { DATA_DIR: path.join(dir, 'a') });
    expect(made.stdout).toMatch(/Backing up the running embedded database/);
    expect(made.stdout).toMatch(/Backup written \((json|pg_dump)\)/);
    expect((await stat(file)).size).toBeGreaterThan(1_000);
    expect((await stat(file)).mode & 0o077).toBe(0);

    // A fresh DATA_DIR: the script starts the embedded database there, restores, and stops it again.
    const fresh = path.join(dir, 'b');
    const done = await script('db-restore', [file], { DATA_DIR: fresh });
    expect(done.stdout).toMatch(/Restore finished/);
    expect(existsSync(path.join(fresh, 'postgres', 'postmaster.pid'))).toBe(false);
    restored = await startEmbeddedPostgres({ dataDir: path.join(fresh, 'postgres'), log: () => undefined });
    expect(await snapshot(restored.adminUrl)).toEqual(before);

    // The original is untouched by the backup.
    expect(await snapshot(original!.adminUrl)).toEqual(before);
  });

  it('when DATABASE_URL names a fresh database, then the backup is restored there; restoring again replaces rather than doubles', async () => {
    const before = await snapshot(original!.adminUrl);
    const file = path.join(dir, 'by-url.backup');
    await script('db-backup', [file], { DATABASE_URL: original!.adminUrl });
    const admin = new pg.Client({ connectionString: original!.adminUrl });
    await admin.connect();
    await admin.query('create database restored_copy');
    await admin.end();
    const url = original!.urlFor('restored_copy');
    await script('db-restore', [file], { DATABASE_URL: url });
    expect(await snapshot(url)).toEqual(before);
    await script('db-restore', [file], { DATABASE_URL: url });
    expect(await snapshot(url)).toEqual(before);
  });

  it('when the file is not a backup, then the restore refuses with a message and changes nothing', async () => {
    const url = original!.urlFor('restored_copy');
    const before = await snapshot(url);
    const error = await script('db-restore', [path.join(root, 'package.json')], { DATABASE_URL: url }).catch((failure: unknown) => failure as { code: number; stderr: string });
    expect(error).toMatchObject({ code: 1, stderr: expect.stringMatching(/is not a backup made by npm run db:backup/) });
    expect(await snapshot(url)).toEqual(before);
  });
});
