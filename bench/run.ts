/**
 * `npm run bench`: builds the PWA, starts the production server on a throw-away database seeded with
 * the bench catalogue (200 tours, 60 posts), runs every suite (or those named with --suite), prints
 * one table of figures against their targets, writes it to bench/results/ (timestamped and latest,
 * JSON and Markdown) and exits 1 when a target is missed.
 *
 *   npm run bench [-- --suite pages] [--runs 5]   (5 runs per page by default: minimum, median, maximum)
 *   npm run bench -- --api [--duration 10] [--connections 50] [--rounds 1]   (the API suite alone)
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensurePwaBuilt } from '../scripts/pwa-build';
import { API_POOL_SIZE } from './lib/insert-ceiling';
import { failures, textTable, writeReport, type Report, type SuiteResult } from './lib/report';
import { ROOT, startBenchServer } from './lib/server';
import { SUITES } from './suites/index';

function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
}

function commitOf(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      suite: { type: 'string', multiple: true },
      api: { type: 'boolean', default: false },
      runs: { type: 'string', default: '5' },
      rounds: { type: 'string', default: '1' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
    },
  });
  const whole = (name: string, text: string, min: number, max: number) => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
    return n;
  };
  const runs = whole('runs', values.runs, 1, 9);
  const rounds = whole('rounds', values.rounds, 1, 9);
  const durationSeconds = whole('duration', values.duration, 1, 120);
  const connections = whole('connections', values.connections, 1, 1000);
  const wanted = values.api ? ['api', ...(values.suite ?? [])] : (values.suite ?? SUITES.map((suite) => suite.name));
  const unknown = wanted.filter((name) => !SUITES.some((suite) => suite.name === name));
  if (unknown.length) throw new Error(`Unknown suite ${unknown.join(', ')}; there are: ${SUITES.map((s) => s.name).join(', ')}`);
  const suites = SUITES.filter((suite) => wanted.includes(suite.name));

  const log = (line: string) => console.log(`[bench] ${line}`);
  const startedAt = new Date().toISOString();
  // Lighthouse scales the CPU time it observes: a busy machine reads slower than a quiet one.
  const loadAtStart = loadAverage();
  await ensurePwaBuilt(ROOT);
  // The API suite books hundreds of times a second from one address (abuse limits lifted). The request
  // log stays on, as in production (startBenchServer: level info, written to a file, not parsed).
  const env = wanted.includes('api') ? { RATE_LIMIT_FACTOR: '10000' } : undefined;
  const server = await startBenchServer({ data: 'bench', log, env });
  const results: SuiteResult[] = [];
  try {
    for (const suite of suites) {
      log(`suite ${suite.name}: ${suite.description}`);
      results.push(
        await suite.run({
          baseUrl: server.baseUrl,
          databaseUrl: server.databaseUrl,
          distDir: path.join(ROOT, 'pwa', 'dist'),
          runs,
          rounds,
          connections,
          durationSeconds,
          startServer: (tours) => startBenchServer({ data: 'bench', tours, log, env }),
          log,
        }),
      );
    }
  } finally {
    await server.stop();
  }

  const report: Report = {
    startedAt,
    finishedAt: new Date().toISOString(),
    commit: commitOf(),
    settings: {
      ...(wanted.includes('api')
        ? {
            api: `autocannon ${connections} connections, ${durationSeconds} s per run, ${rounds} ceiling/API round(s) per endpoint (bookings at least 5: req/s of the median round, p50 and p99 of every timed answer), loopback; bookings beside a bare-insert ceiling (node http, pg pool of ${API_POOL_SIZE} as the API's)`,
          }
        : {}),
      data: '200 tours, 60 posts (API growth: 20, 200, 2000 tours)',
      machine: `${os.availableParallelism()} CPUs, load average (1, 5, 15 min) ${loadAtStart} at the start, ${loadAverage()} at the end`,
      // What a suite found out (the pages: runs, Lighthouse and Chromium versions, benchmark index); it also stays with the suite.
      ...Object.fromEntries(results.flatMap((result) => Object.entries(result.settings ?? {}))),
    },
    suites: results,
  };
  console.log(`\n${textTable(report)}\n`);
  const written = writeReport(report, path.join(ROOT, 'bench', 'results'));
  log(`written: ${written.map((file) => path.relative(ROOT, file)).join(', ')} (and latest.json, latest.md)`);
  const failed = failures(report);
  log(failed ? `${failed} figure(s) miss their target` : 'every figure meets its target');
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
