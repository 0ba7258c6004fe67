/**
 * `tsx bench/hot-probe.ts [--rounds 3]`: where the time of issue 28's hot departure goes (200 buyers
 * at once for the last 20 seats; the API suite measures it). Starts the production server on the bench
 * catalogue, warms it up with bookings on a roomy departure and refusals on a full one, then per round:
 * a departure with 20 seats, 200 one-seat bookings sent at once (one connection each), and meanwhile
 * pg_stat_activity sampled as fast as it answers (what the API's connections are doing: running,
 * waiting for a row lock, flushing WAL at commit, idle) and the CPU time of the server's process and
 * of its Postgres backends read from /proc. Prints each request's time by answer (201 and 409), the
 * samples by state, and CPU against wall time (the probe's own and the whole machine's too). Before
 * each round, the same 200 buyers go to the bookings' insert ceiling (a bare server inserting a row
 * per request): what the machine reaches for 200 connections at once, whatever the API does.
 * `--sample-ms 20` pauses between samples (sampling flat out is itself a load on 2 cores; -1 takes
 * none (`--sample-ms=-1`), as the API suite runs it: the backends' CPU is then not known). With
 * BENCH_NODE_ARGS='--cpu-prof …', each burst's window (CLOCK_MONOTONIC µs, the profile's clock) is
 * printed to cut the profile to it. Does not build; nothing is written to bench/results.
 */
import { closeSync, fsyncSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { withInsertCeiling } from './lib/insert-ceiling';
import { load, quantile } from './lib/load';
import { listeningPid, machineCpuMs, processCpuMs } from './lib/proc-cpu';
import { startBenchServer } from './lib/server';

/** Answers of one status: count, p50, p99 and max of their times. */
const summary = (status: string | number, times: readonly number[]) =>
  `${status} × ${times.length}: p50 ${quantile(times, 0.5).toFixed(0)} ms, p99 ${quantile(times, 0.99).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`;

/** Appends `value` to the list kept under `key`. */
function addTo<K, V>(lists: Map<K, V[]>, key: K, value: V): void {
  const list = lists.get(key);
  if (list) list.push(value);
  else lists.set(key, [value]);
}

const BUYERS = 200;
const SEATS = 20;

/** fdatasync of an 8 kB write in the directory the bench database lives in: what one commit waits for at least. */
function fsyncMs(dir: string, times = 50): { p50: number; p99: number } {
  const file = path.join(dir, `fsync-probe-${process.pid}`);
  const fd = openSync(file, 'w');
  const block = Buffer.alloc(8192, 1);
  const took: number[] = [];
  try {
    for (let i = 0; i < times; i += 1) {
      const start = process.hrtime.bigint();
      writeSync(fd, block, 0, block.length, 0);
      fsyncSync(fd);
      took.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  } finally {
    closeSync(fd);
    rmSync(file, { force: true });
  }
  return { p50: quantile(took, 0.5), p99: quantile(took, 0.99) };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' }, 'sample-ms': { type: 'string', default: '0' } } });
  const rounds = Number(values.rounds);
  // Pause between pg_stat_activity samples: 0 samples as fast as Postgres answers (itself a load on a
  // 2-core machine); a negative pause takes none, the API suite's load shape.
  const sampleMs = Number(values['sample-ms']);
  const log = (line: string) => console.log(`[hot] ${line}`);
  log(`fdatasync of 8 kB in ${os.tmpdir()}: ${JSON.stringify(fsyncMs(os.tmpdir()))} ms`);
  const server = await startBenchServer({ data: 'bench', log, env: { RATE_LIMIT_FACTOR: '10000' } });
  const db = new pg.Client({ connectionString: server.databaseUrl });
  const sampler = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  await sampler.connect();
  try {
    const pid = listeningPid(new URL(server.baseUrl).port);
    // The server's request log (lib/server.ts writes it beside the database): each request's own time, by answer.
    const dataDir = (await db.query<{ data_directory: string }>('show data_directory')).rows[0]?.data_directory ?? '';
    const logFile = path.join(path.dirname(dataDir), 'server.log');
    const serverTimes = (count: number) => {
      const lines = readFileSync(logFile, 'utf8').split('\n').filter((line) => line.includes('"method":"POST","url":"/api/bookings"'));
      const byStatus = new Map<string, number[]>();
      // When each request was read and answered (ms after the first was read), by status.
      const spans = new Map<string, { read: number[]; done: number[] }>();
      for (const line of lines.slice(-count)) {
        const match = /"time":(\d+).*"statusCode":(\d+)},"responseTime":(\d+)/.exec(line);
        if (!match?.[2]) continue;
        addTo(byStatus, match[2], Number(match[3]));
        const span = spans.get(match[2]) ?? { read: [], done: [] };
        span.done.push(Number(match[1]));
        span.read.push(Number(match[1]) - Number(match[3]));
        spans.set(match[2], span);
      }
      const start = Math.min(...[...spans.values()].flatMap((span) => span.read));
      const when = [...spans.entries()].map(
        ([status, span]) =>
          `${status} read ${Math.min(...span.read) - start}–${Math.max(...span.read) - start} ms, answered ${Math.min(...span.done) - start}–${Math.max(...span.done) - start} ms`,
      );
      return `${[...byStatus.entries()].map(([status, times]) => summary(status, times)).join('; ')}; ${when.join('; ')}`;
    };
    const tours = (await (await fetch(`${server.baseUrl}/api/tours`)).json()) as { items: { id: string; price: number | null }[] };
    const tourId = tours.items.find((t) => t.price !== null)?.id;
    if (!tourId) throw new Error('no tour with a price');
    let n = 0;
    const body = (departureId: string) => {
      n += 1;
      return JSON.stringify({
        tourId,
        departureId,
        date: '2030-01-01',
        adults: 1,
        children: 0,
        contact: { name: `Hot buyer ${n}`, email: `hot${n}@bench.test`, phone: '+254 700 000 000' },
        payment: { method: 'mpesa', payMode: n % 2 ? 'now' : 'later' },
        consent: true,
      });
    };
    const departure = async (seats: number) =>
      (await db.query<{ id: string }>(`insert into departures (tour_id, date, seats) values ($1, current_date + 150 + $3::int, $2) returning id`, [tourId, seats, n % 100])).rows[0]?.id ?? '';
    const burst = async (departureId: string, buyers: number, connections: number, baseUrl = server.baseUrl, onAnswer?: (status: number, ms: number) => void) =>
      load({
        onAnswer,
        url: `${baseUrl}/api/bookings`,
        method: 'POST',
        connections,
        amount: buyers,
        duration: 1,
        headers: { 'Content-Type': 'application/json' },
        setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'Idempotency-Key': `probe-${n + 1}-${Date.now()}` }, body: body(departureId) }),
      });
    // Warm-up: bookings that fit (the write path) and refusals (the full path), not timed.
    log(`warm-up: ${JSON.stringify((await burst(await departure(500), 400, 50)).statuses)} on a roomy departure`);
    log(`warm-up: ${JSON.stringify((await burst(await departure(0), 200, 50)).statuses)} on a full one`);

    // The ceiling (lib/insert-ceiling.ts): a bare Node server inserting one row per request through a
    // pool of the API's size, given the same 200 buyers at once before each round: what this machine
    // reaches for 200 simultaneous one-request connections at all, in the same minute.
    await withInsertCeiling(db, { databaseUrl: server.databaseUrl, cwd: process.cwd() }, async (ceiling) => {
      await burst(await departure(500), 400, 50, ceiling.baseUrl);
      for (let round = 1; round <= rounds; round += 1) {
        const bare = await burst(await departure(500), BUYERS, BUYERS, ceiling.baseUrl);
        log(`ceiling ${round}: ${JSON.stringify(bare.statuses)}, p50 ${bare.p50} ms, p99 ${bare.p99} ms (a bare server inserting a row per buyer)`);
        const id = await departure(SEATS);
        const samples = new Map<string, number>();
        let sampled = 0;
        let running = true;
        const backends = new Set<number>();
        const sampling = (async () => {
          while (running && sampleMs >= 0) {
            const { rows } = await sampler.query<{ pid: number; state: string; wait: string | null; query: string }>(
              `select pid, state, coalesce(wait_event_type || ':' || wait_event, '') as wait, left(regexp_replace(query, '\\s+', ' ', 'g'), 40) as query
                 from pg_stat_activity where application_name = 'safari-api' and pid <> pg_backend_pid()`,
            );
            sampled += 1;
            if (sampleMs > 0) await new Promise((resolve) => setTimeout(resolve, sampleMs));
            for (const row of rows) {
              backends.add(row.pid);
              const key = `${row.state}${row.wait ? ` (${row.wait})` : ''}${row.state === 'active' ? `: ${row.query}` : ''}`;
              samples.set(key, (samples.get(key) ?? 0) + 1);
            }
          }
        })();
        const backendCpu = () => [...backends].reduce((sum, p) => sum + processCpuMs(p), 0);
        // The pool's backends are known after a first sample.
        await new Promise((resolve) => setTimeout(resolve, 50));
        const cpuBefore = processCpuMs(pid);
        const selfBefore = processCpuMs(process.pid);
        const machineBefore = machineCpuMs();
        const pgBefore = backendCpu();
        const started = Date.now();
        const monotonicStart = process.hrtime.bigint() / 1000n;
        const answered = new Map<number, number[]>();
        const figures = await burst(id, BUYERS, BUYERS, server.baseUrl, (status, ms) => addTo(answered, status, ms));
        const wall = Date.now() - started;
        // CLOCK_MONOTONIC in µs, the clock of a --cpu-prof profile's timestamps: its samples of this burst.
        log(`  burst window (monotonic µs): ${monotonicStart}-${process.hrtime.bigint() / 1000n}`);
        const cpu = processCpuMs(pid) - cpuBefore;
        const pgCpu = backendCpu() - pgBefore;
        const self = processCpuMs(process.pid) - selfBefore;
        const machineAfter = machineCpuMs();
        const machineBusy = machineAfter.busy - machineBefore.busy;
        const machineTotal = machineAfter.total - machineBefore.total;
        running = false;
        await sampling;
        const { rows } = await db.query<{ taken: number; booked: number }>(
          `select d.seats_taken as taken, (select count(*)::int from bookings b where b.departure_id = d.id) as booked from departures d where d.id = $1`,
          [id],
        );
        const { rows: fresh } = await db.query<{ n: number; total: number }>(
          `select count(*) filter (where backend_start >= $1)::int as n, count(*)::int as total from pg_stat_activity where application_name = 'safari-api'`,
          [new Date(started)],
        );
        log(`  API connections now: ${fresh[0]?.total}, of which opened during the burst: ${fresh[0]?.n}`);
        log(`round ${round}: ${JSON.stringify(figures.statuses)}, p50 ${figures.p50} ms, p99 ${figures.p99} ms, wall ${wall} ms; ledger ${JSON.stringify(rows[0])}`);
        log(`  in the server (request read to answer written): ${serverTimes(BUYERS)}`);
        log(`  at the client (request sent to answer read): ${[...answered.entries()].map(([status, times]) => summary(status, times)).join('; ')}`);
        log(`  server process CPU ${cpu} ms in ${wall} ms (${((cpu / wall) * 100).toFixed(0)} % of one core); its ${backends.size} Postgres backends ${pgCpu} ms`);
        log(`  this probe (load generator and sampler) ${self} ms; the whole machine busy ${machineBusy} ms of ${machineTotal} ms (${((machineBusy / Math.max(1, machineTotal)) * 100).toFixed(0)} % of all cores)`);
        log(`  pg_stat_activity, ${sampled} samples of the API's connections:`);
        for (const [key, count] of [...samples.entries()].sort((a, b) => b[1] - a[1]).slice(0, 14)) log(`    ${(count / sampled).toFixed(2)} connections on average: ${key}`);
      }
    });
  } finally {
    await sampler.end();
    await db.end();
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
