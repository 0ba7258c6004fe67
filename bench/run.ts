/**
 * `npm run bench`: builds the PWA, starts the production server on a throw-away database seeded with
 * the bench catalogue (200 tours, 60 posts), runs every suite (or those named with --suite), prints
 * one table of figures against their targets, writes it to bench/results/ (timestamped and latest,
 * JSON and Markdown) and exits 1 when a target is missed.
 *
 *   npm run bench [-- --suite pages] [--runs 3]
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensurePwaBuilt } from '../scripts/pwa-build';
import { failures, textTable, writeReport, type Report, type SuiteResult } from './lib/report';
import { ROOT, startBenchServer } from './lib/server';
import { SUITES } from './suites/index';

function lighthouseVersion(): string {
  try {
    return (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;
  } catch {
    return 'unknown';
  }
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
    options: { suite: { type: 'string', multiple: true }, runs: { type: 'string', default: '3' } },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error('--runs must be a whole number from 1 to 9');
  const wanted = values.suite ?? SUITES.map((suite) => suite.name);
  const unknown = wanted.filter((name) => !SUITES.some((suite) => suite.name === name));
  if (unknown.length) throw new Error(`Unknown suite ${unknown.join(', ')}; there are: ${SUITES.map((s) => s.name).join(', ')}`);
  const suites = SUITES.filter((suite) => wanted.includes(suite.name));

  const log = (line: string) => console.log(`[bench] ${line}`);
  const startedAt = new Date().toISOString();
  await ensurePwaBuilt(ROOT);
  const server = await startBenchServer({ data: 'bench', log });
  const results: SuiteResult[] = [];
  try {
    for (const suite of suites) {
      log(`suite ${suite.name}: ${suite.description}`);
      results.push(await suite.run({ baseUrl: server.baseUrl, distDir: path.join(ROOT, 'pwa', 'dist'), runs, log }));
    }
  } finally {
    await server.stop();
  }

  const report: Report = {
    startedAt,
    finishedAt: new Date().toISOString(),
    commit: commitOf(),
    settings: {
      runs: `${runs} per page, median`,
      lighthouse: `${lighthouseVersion()}, mobile defaults (simulated slow 4G, 4x CPU)`,
      js: 'Chromium 390x844, service worker blocked, until network idle, gzip as transferred',
      data: '200 tours, 60 posts',
      // Lighthouse scales the CPU time it observes: a busy machine reads slower than a quiet one.
      machine: `${os.availableParallelism()} CPUs, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')} at the end`,
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
