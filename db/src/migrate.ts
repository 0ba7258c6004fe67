/**
 * Forward-only SQL migrations: `db/migrations/NNNN_what_it_does.sql`, applied in name order, each in
 * its own transaction, recorded in `schema_migrations` with a checksum. A session advisory lock
 * serialises replicas that start at the same moment: the second waits, then finds nothing to do.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const DEFAULT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'migrations');
const FILE_PATTERN = /^\d{4}_[a-z0-9_]+\.sql$/;
/** Arbitrary but fixed: every process migrating this database contends for the same lock. */
const LOCK_KEY = '7243015501';
/** A first line of `-- migrate:no-transaction` runs the file outside a transaction (CREATE INDEX CONCURRENTLY). */
const NO_TRANSACTION = /^--\s*migrate:no-transaction\b/;

export interface MigrateOptions {
  /** Folder of the `.sql` files; defaults to `db/migrations`. */
  migrationsDir?: string;
}

interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

async function readMigrations(dir: string): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const files: MigrationFile[] = [];
  for (const name of names) {
    if (!FILE_PATTERN.test(name)) {
      throw new Error(`Migration file name ${name} must look like 0001_what_it_does.sql`);
    }
    const sql = await readFile(path.join(dir, name), 'utf8');
    files.push({ name, sql, checksum: createHash('sha256').update(sql).digest('hex') });
  }
  const numbers = files.map((file) => file.name.slice(0, 4));
  const duplicate = numbers.find((number, index) => numbers.indexOf(number) !== index);
  if (duplicate) throw new Error(`Two migrations share the number ${duplicate}`);
  return files;
}

/**
 * Applies the pending migrations to the database at `databaseUrl` and returns the names applied
 * (empty when the schema is already current). Throws, leaving the failed migration unapplied, when
 * a migration fails or when an applied migration's file was edited afterwards.
 */
export async function migrate(
  databaseUrl: string,
  log: (line: string) => void = () => undefined,
  options: MigrateOptions = {},
): Promise<string[]> {
  const files = await readMigrations(options.migrationsDir ?? DEFAULT_DIR);
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'safari-migrate' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [LOCK_KEY]);
    try {
      await client.query(`
        create table if not exists schema_migrations (
          name       text primary key,
          checksum   text not null,
          applied_at timestamptz not null default now()
        )`);
      const { rows } = await client.query<{ name: string; checksum: string }>(
        'select name, checksum from schema_migrations order by name',
      );
      const applied = new Map(rows.map((row) => [row.name, row.checksum]));

      for (const file of files) {
        const checksum = applied.get(file.name);
        if (checksum !== undefined && checksum !== file.checksum) {
          throw new Error(
            `Migration ${file.name} was changed after it was applied. Migrations are forward-only: ` +
              'restore the file and add a new numbered migration instead.',
          );
        }
      }
      const known = new Set(files.map((file) => file.name));
      for (const name of applied.keys()) {
        // A newer release already ran here (rolling deploy or downgrade); its schema is a superset.
        if (!known.has(name)) log(`migration ${name} is applied in the database but unknown to this release`);
      }

      const done: string[] = [];
      for (const file of files.filter((candidate) => !applied.has(candidate.name))) {
        const transactional = !NO_TRANSACTION.test(file.sql);
        try {
          if (transactional) await client.query('begin');
          await client.query(file.sql);
          await client.query('insert into schema_migrations (name, checksum) values ($1, $2)', [
            file.name,
            file.checksum,
          ]);
          if (transactional) await client.query('commit');
        } catch (error) {
          if (transactional) await client.query('rollback').catch(() => undefined);
          const reason = error instanceof Error ? error.message : String(error);
          throw new Error(`Migration ${file.name} failed: ${reason}`, { cause: error });
        }
        log(`applied migration ${file.name}`);
        done.push(file.name);
      }
      return done;
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await client.end();
  }
}
