/**
 * The app as production runs it, for measuring: a throw-away embedded Postgres (migrated and seeded
 * here, with the bench's larger catalogue when asked), then `scripts/start.ts` (what `npm start`
 * runs) in a child process with NODE_ENV=production, listening on the loopback interface only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startEmbeddedPostgres } from '@safari/db/embedded';
import { migrate } from '@safari/db/migrate';
import { loadSeedData, seed } from '@safari/db/seed';
import { benchSeedData } from './bench-seed';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface BenchServer {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** The throw-away database, for counting what a run wrote. */
  databaseUrl: string;
  stop(): Promise<void>;
}

export interface BenchServerOptions {
  /** 'bench': the demo seed grown to 200 tours and 60 posts; 'demo': the production seed as it is. */
  data: 'bench' | 'demo';
  /** With 'bench': this many tours instead of 200 (the API suite's growth report). */
  tours?: number;
  /** More environment for the server (the API suite lifts the abuse limits for its booking run). */
  env?: Record<string, string>;
  log: (line: string) => void;
  /** How long the server may take to answer /api/health. */
  startTimeoutMs?: number;
}

const ADMIN_EMAIL = 'admin@bench.test';

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The server did not answer ${url}/api/health within ${timeoutMs / 1000} s`);
}

function stopChild(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts the production server on a fresh database; `stop()` removes everything it made. */
export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'safari-bench-'));
  // Seed pictures are named by content, so rendered ones can be kept between runs (a fresh clone renders them once).
  const uploadsDir = path.join(ROOT, '.data', 'bench-uploads');
  const database = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres'), persistent: false, log: () => undefined });
  let child: ChildProcess | undefined;
  const stop = async () => {
    if (child) await stopChild(child);
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const adminPassword = randomBytes(18).toString('base64url');
    await migrate(database.adminUrl, () => undefined);
    const demo = await loadSeedData();
    const size = options.tours === undefined ? undefined : { tours: options.tours };
    options.log(`seeding the ${options.data === 'bench' ? `bench (${options.tours ?? 200} tours)` : 'demo'} catalogue and rendering its pictures…`);
    await seed({
      databaseUrl: database.adminUrl,
      dataDir,
      uploadsDir,
      adminEmail: ADMIN_EMAIL,
      adminPassword,
      log: () => undefined,
      data: options.data === 'bench' ? benchSeedData(demo, size) : demo,
    });

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const output: string[] = [];
    // The request log goes to a file: the bench process reading it would compete with the load generator.
    const logFile = path.join(dataDir, 'server.log');
    const logFd = openSync(logFile, 'a');
    // BENCH_NODE_ARGS: extra flags for the server's node (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to profile it under load).
    const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
    child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(ROOT, 'scripts', 'start.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        // Production needs the public address; here it is the loopback one the bench loads.
        PUBLIC_BASE_URL: baseUrl,
        DATABASE_URL: database.adminUrl,
        DATA_DIR: dataDir,
        UPLOADS_DIR: uploadsDir,
        JWT_SECRET: randomBytes(48).toString('base64url'),
        ADMIN_EMAIL,
        ADMIN_PASSWORD: adminPassword,
        // Production's level (every request leaves its log line) for every suite; the lines go to the file above.
        LOG_LEVEL: 'info',
        // The bench builds the PWA first, so a stale-build check here would only cost time.
        SKIP_PWA_BUILD: '1',
        ...options.env,
      },
      stdio: ['ignore', logFd, 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.length > 200) output.shift();
    };
    closeSync(logFd);
    child.stderr?.on('data', keep);
    try {
      await waitForHealth(baseUrl, child, options.startTimeoutMs ?? 120_000);
    } catch (error) {
      throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- server output ---\n${readFileSync(logFile, 'utf8').slice(-20_000)}${output.join('')}`, { cause: error });
    }
    options.log(`production server ready on ${baseUrl}`);
    return { baseUrl, databaseUrl: database.adminUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
