/**
 * HTTP load for the API suite: autocannon on the loopback interface, and the ceiling server
 * (lib/ceiling-server.ts) in a child process of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ROOT } from './server';

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds; ignored when `amount` is given. */
  duration: number;
  /** Send exactly this many requests (every answer is seen: nothing is cut off at the end). */
  amount?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Changes each request before it is sent (unique idempotency keys, say). */
  setupRequest?: (request: autocannon.Request) => autocannon.Request;
  /** Receives each answer's status and time in ms (runs with `setupRequest` only: their client runs in this thread). */
  onAnswer?: (status: number, ms: number) => void;
}

export interface LoadFigures {
  /** Answers per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Count per status code. */
  statuses: Record<string, number>;
  /** Bytes per answer on the wire (headers and body), mean. */
  bytesPerAnswer: number;
}

/**
 * Load-generator threads for runs without `setupRequest` (a function cannot cross into a worker).
 * autocannon's one JavaScript thread was the bottleneck for large answers: it parses every answer
 * in JS and appends each body chunk to a string. In the full bench of 722103e the ceiling, a bare
 * server, reached only 439 req/s with p99 391 ms on the 459 kB tour list, and 2 006 req/s with p99
 * 52 ms gzip; with two client threads it reaches 847 req/s (p99 about 125 ms) and 3 950 req/s. The
 * connections are shared out between the threads (25 + 25 for 50), and their latency histograms are
 * merged, so the figures stay those of 50 connections.
 */
const CLIENT_THREADS = 2;

/** autocannon's sampling interval, which is also how closely it times the end of a run. */
const SAMPLE_MS = 50;

/** The clients do not collect answer bodies (see the module); a path, as autocannon's workers take it. */
const DISCARD_BODIES = fileURLToPath(new URL('./discard-bodies.cjs', import.meta.url));
const discardBodies = createRequire(import.meta.url)(DISCARD_BODIES) as (client: unknown) => void;

export async function load(options: LoadOptions): Promise<LoadFigures> {
  const run = autocannon({
    url: options.url,
    connections: options.connections,
    ...(options.setupRequest ? { setupClient: discardBodies } : { workers: CLIENT_THREADS, setupClient: DISCARD_BODIES as never }),
    ...(options.amount ? { amount: options.amount } : { duration: options.duration }),
    // autocannon notices the end of a run at its next sample: with the default 1 s, a run of an
    // exact number of requests measured whole seconds (5 000 bookings done in 4.1 s counted as 5 s).
    sampleInt: SAMPLE_MS,
    method: options.method ?? 'GET',
    headers: options.headers,
    ...(options.setupRequest ? { requests: [{ setupRequest: options.setupRequest }] } : {}),
    timeout: 10,
  });
  const onAnswer = options.setupRequest ? options.onAnswer : undefined;
  // The promise autocannon returns is its run's event emitter too (lib/init.js), which its types do not say.
  if (onAnswer) (run as unknown as EventEmitter).on('response', (_client: unknown, status: number, _bytes: number, ms: number) => onAnswer(status, ms));
  const result = await run;
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = stat.count ?? 0;
  const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
  return {
    rps: result.duration > 0 ? answered / result.duration : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: answered,
    errors: result.errors + result.timeouts,
    statuses,
    bytesPerAnswer: answered ? Math.round(result.throughput.total / answered) : 0,
  };
}

/** The `q` quantile (0–1) of `values` (nearest rank; 0 for none). */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

export interface CeilingServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the ceiling with these answers: path (with query) → the API's body and content type. */
export async function startCeiling(bodies: Record<string, { contentType: string; body: string }>): Promise<CeilingServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'safari-ceiling-'));
  const file = path.join(dir, 'bodies.json');
  writeFileSync(file, JSON.stringify(bodies));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'lib', 'ceiling-server.ts'), file], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the ceiling server exited with code ${code}`)));
    child.stdout?.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        rmSync(dir, { recursive: true, force: true });
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
