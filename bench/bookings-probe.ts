/**
 * `tsx bench/bookings-probe.ts [--duration 3] [--rounds 3] [--hot 3]`: the API suite's booking parts
 * alone (POST /api/bookings beside the bare-insert ceiling, full and deposit, then the hot departure),
 * on a fresh production server of the bench catalogue: quicker to repeat than the whole suite while
 * working on the booking path. With BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=…' the server is
 * profiled. Prints the checks, and the CPU time each part cost the server's process and the API's
 * Postgres backends per request (less noisy than req/s on a busy machine); with --wal, also the WAL
 * each part wrote per request, by kind of record (pg_walinspect). Nothing is written to bench/results.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { LoadOptions } from './lib/load';
import { listeningPid, processCpuMs } from './lib/proc-cpu';
import type { Check } from './lib/report';
import { ROOT, startBenchServer } from './lib/server';
import { bookingsRun, DEPOSIT, FULL, hotDepartureRun } from './suites/api';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '3' },
      rounds: { type: 'string', default: '3' },
      hot: { type: 'string', default: '3' },
      connections: { type: 'string', default: '50' },
      skip: { type: 'string', multiple: true, default: [] },
      wal: { type: 'boolean', default: false },
    },
  });
  const log = (line: string) => console.log(`[bookings] ${line}`);
  const load = () => os.loadavg().map((n) => n.toFixed(1)).join(' ');
  log(`load average at the start: ${load()}`);
  const server = await startBenchServer({ data: 'bench', log, env: { RATE_LIMIT_FACTOR: '10000' } });
  const connections = Number(values.connections);
  const durationSeconds = Number(values.duration);
  const context = {
    baseUrl: server.baseUrl,
    databaseUrl: server.databaseUrl,
    distDir: path.join(ROOT, 'pwa', 'dist'),
    runs: 1,
    rounds: Number(values.rounds),
    connections,
    durationSeconds,
    startServer: () => Promise.reject(new Error('not in the probe')),
    log,
  };
  const base = (options: Partial<LoadOptions> & { url: string }): LoadOptions => ({ connections, duration: durationSeconds, ...options });
  const checks: Check[] = [];
  try {
    const tours = (await (await fetch(`${server.baseUrl}/api/tours`)).json()) as { items: { id: string; price: number | null }[] };
    const tourId = tours.items.find((t) => t.price !== null)?.id;
    if (!tourId) throw new Error('no tour with a price');
    const details: Record<string, unknown> = {};
    const pid = listeningPid(new URL(server.baseUrl).port);
    const db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    /** CPU ms of the server process, and of each of the API's Postgres backends open now. */
    const cpu = async () => {
      const { rows } = await db.query<{ pid: number }>(`select pid from pg_stat_activity where application_name = 'safari-api'`);
      return { node: processCpuMs(pid), pg: new Map(rows.map((row) => [row.pid, processCpuMs(row.pid)])) };
    };
    if (values.wal) await db.query('create extension if not exists pg_walinspect');
    const walAt = async () => (await db.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0]?.lsn ?? '0/0';
    /** The WAL written between two points, per request: the ten largest kinds of record. */
    const walReport = async (name: string, from: string, n: number) => {
      const { rows } = await db.query<{ kind: string; count: string; record: string; fpi: string }>(
        `select "resource_manager/record_type" as kind, count::text, record_size::text as record, fpi_size::text as fpi
           from pg_get_wal_stats($1::pg_lsn, pg_current_wal_lsn(), true) order by record_size + fpi_size desc limit 10`,
        [from],
      );
      const perRequest = (value: string) => (Number(value) / n).toFixed(0);
      log(`WAL ${name} per request (kind: records, record bytes, full-page bytes):`);
      for (const row of rows) log(`  ${row.kind}: ${(Number(row.count) / n).toFixed(2)}, ${perRequest(row.record)} B, ${perRequest(row.fpi)} B`);
    };
    /** Runs a part and prints its CPU per API request (a backend that closed meanwhile is not counted). */
    const measured = async (name: string, requests: () => number, part: () => Promise<Check[]>) => {
      const before = await cpu();
      const walFrom = values.wal ? await walAt() : '';
      checks.push(...(await part()));
      const after = await cpu();
      let pgMs = 0;
      for (const [backend, ms] of after.pg) pgMs += ms - (before.pg.get(backend) ?? 0);
      const n = Math.max(1, requests());
      log(`CPU ${name}: server ${((after.node - before.node) / n).toFixed(3)} ms, API backends ${(pgMs / n).toFixed(3)} ms per request (${n} requests)`);
      if (values.wal) await walReport(name, walFrom, n);
    };
    const sent = (subject: string) => () => {
      const part = details[subject] as { created?: number; figures?: { requests: number } } | undefined;
      return part?.created ?? part?.figures?.requests ?? 0;
    };
    if (!values.skip.includes('full')) await measured('full', sent(FULL.subject), () => bookingsRun(context, base, tourId, details, FULL));
    if (!values.skip.includes('deposit')) await measured('deposit', sent(DEPOSIT.subject), () => bookingsRun(context, base, tourId, details, DEPOSIT));
    for (let i = 0; i < Number(values.hot); i += 1) await measured('hot', sent('POST /api/bookings (hot departure)'), () => hotDepartureRun(context, base, tourId, details));
    await db.end();
  } finally {
    await server.stop();
  }
  for (const check of checks) log(`${check.pass ? 'pass' : 'FAIL'} ${check.subject} | ${check.figure} | ${check.value} | ${check.target}`);
  log(`load average at the end: ${load()}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
