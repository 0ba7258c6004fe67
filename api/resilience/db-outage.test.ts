/**
 * A database outage under a steady load: the real server and a real Postgres, stopped and started
 * again while requests keep coming. Every answer during the outage is a quick 503 with Retry-After
 * (never a 500, a hang or a dropped connection), /api/health says degraded, and once Postgres is back
 * every request succeeds again within 10 seconds, without restarting the API.
 * Run with `npm run test:resilience` (part of `npm test`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '@safari/db/embedded';
import { migrate } from '@safari/db/migrate';
import { loadConfig } from '../src/config';
import { startWebServer, type WebServer } from '../src/server';

const RECOVERY_LIMIT_MS = 10_000;
/** Each answer, even a refusal, must come well before a client would give up. */
const ANSWER_LIMIT_MS = 5_000;
const WORKERS = 4;
const PAUSE_MS = 50;

interface Sample {
  at: number;
  path: string;
  status: number | 'network error' | 'timeout';
  ms: number;
  retryAfter: string | null;
  body: unknown;
}

let dir: string;
let port: number;
let database: EmbeddedDatabase | undefined;
let server: WebServer | undefined;

const startDatabase = () => startEmbeddedPostgres({ dataDir: path.join(dir, 'postgres'), port, log: () => undefined });

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'safari-resilience-'));
  port = await freePort();
  database = await startDatabase();
  await migrate(database.adminUrl, () => undefined);
  server = await startWebServer(
    loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.adminUrl,
      DATA_DIR: dir,
      PWA_DIST: path.join(dir, 'no-pwa'),
      RATE_LIMIT_FACTOR: '1000',
    }),
    { shutdownGraceMs: 1_000 },
  );
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.stop();
  await rm(dir, { recursive: true, force: true });
}, 60_000);

async function probe(base: string, index: number): Promise<Sample> {
  const kinds = [
    { path: '/api/tours', init: {} },
    { path: '/api/health', init: {} },
    {
      path: '/api/newsletter',
      init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Load', email: `load-${index}@example.com` }) },
    },
  ];
  const kind = kinds[index % kinds.length]!;
  const started = Date.now();
  try {
    const res = await fetch(`${base}${kind.path}`, { ...kind.init, signal: AbortSignal.timeout(ANSWER_LIMIT_MS * 2) });
    const body = (await res.json().catch(() => null)) as unknown;
    return { at: started, path: kind.path, status: res.status, ms: Date.now() - started, retryAfter: res.headers.get('retry-after'), body };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return { at: started, path: kind.path, status: timedOut ? 'timeout' : 'network error', ms: Date.now() - started, retryAfter: null, body: null };
  }
}

describe('a database outage under load', () => {
  it('when Postgres stops and starts again, then clients get quick 503s with Retry-After, health says degraded, and everything works again within 10 s', async () => {
    const base = server!.url.replace('localhost', '127.0.0.1');
    const samples: Sample[] = [];
    let running = true;
    let counter = 0;
    const workers = Array.from({ length: WORKERS }, async () => {
      while (running) {
        samples.push(await probe(base, (counter += 1)));
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      }
    });

    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const stoppedAt = Date.now();
    await database!.stop();
    database = undefined;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const restartingAt = Date.now();
    database = await startDatabase();
    const restartedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, RECOVERY_LIMIT_MS + 1_000));
    running = false;
    await Promise.all(workers);

    const before = samples.filter((s) => s.at < stoppedAt - 200);
    const outage = samples.filter((s) => s.at > stoppedAt + 500 && s.at + s.ms < restartingAt);
    expect(before.length).toBeGreaterThan(10);
    expect(before.every((s) => s.status === 200)).toBe(true);

    // During the outage: only 503 with Retry-After, quickly; never a 500, a hang or a cut connection.
    expect(outage.length).toBeGreaterThan(10);
    const unexpected = samples.filter((s) => s.status !== 200 && s.status !== 503);
    expect(unexpected).toEqual([]);
    for (const s of outage) {
      expect(s.status, s.path).toBe(503);
      expect(s.retryAfter, s.path).toMatch(/^\d+$/);
      expect(s.ms, s.path).toBeLessThan(ANSWER_LIMIT_MS);
    }
    expect(outage.filter((s) => s.path === '/api/health').map((s) => s.body)).toContainEqual({ status: 'degraded', database: 'down' });

    // Recovery: from some moment within 10 s of Postgres being back, every request succeeds.
    const after = samples.filter((s) => s.at >= restartedAt).sort((a, b) => a.at - b.at);
    const lastFailure = after.filter((s) => s.status !== 200).at(-1);
    const recoveredAt = lastFailure ? lastFailure.at + lastFailure.ms : restartedAt;
    expect(recoveredAt - restartedAt).toBeLessThan(RECOVERY_LIMIT_MS);
    expect(after.filter((s) => s.at > recoveredAt).length).toBeGreaterThan(20);
  }, 90_000);
});
