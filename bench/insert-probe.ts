/**
 * `tsx bench/insert-probe.ts --without 0045_booking_insert_work.sql [--extra change.sql] [--rounds 10]`:
 * what a change of the schema saves (or costs) Postgres for each booking inserted. One throw-away
 * cluster holds two databases: 'before', migrated without the named migration (or, with --extra,
 * with every migration), and 'after', with every migration (and the extra file applied last). The
 * same statement, ten guest bookings of one tour at a time, runs on each in turn, rounds alternating,
 * and the backend's own CPU time per booking is read from /proc: less noisy on a busy machine than
 * the time a statement takes. Not a bench figure: a way to compare two schemas.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startEmbeddedPostgres } from '@safari/db/embedded';
import { migrate } from '@safari/db/migrate';
import { processCpuMs } from './lib/proc-cpu';
import { showSpread, spreadOf } from './lib/report';
import { ROOT } from './lib/server';

const GROUP = 10;

interface Side {
  client: pg.Client;
  pid: number;
  tourId: string;
  /** CPU ms per booking, one a round. */
  figures: number[];
}

/** The minimum, median and maximum of a list (bench/lib/report.ts), each shown by `show`. */
function spread(list: readonly number[], show: (n: number) => string): string {
  const figures = spreadOf(list);
  return figures ? showSpread(figures, show) : 'not measured';
}

const INSERT = `insert into bookings (reference, tour_id, tour_name, travel_date, adults, children, contact_name, contact_email,
    contact_phone, payment_method, pay_mode, status, payment_status, amount, currency, access_key, balance_due_date)
  select 'SAF-' || $2 || lpad(g::text, 2, '0'), $1, 'Probe tour', current_date + 90, 2, 0, 'Probe traveller ' || g,
         'probe' || g || '@probe.test', '+254 700 000 000', 'mpesa', 'later', 'pending', 'unpaid', 200, 'USD', md5($2 || g), current_date + 30
    from generate_series(1, ${GROUP}) g`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      without: { type: 'string' },
      extra: { type: 'string' },
      rounds: { type: 'string', default: '10' },
      rows: { type: 'string', default: '20000' },
    },
  });
  if (!values.without === !values.extra) throw new Error('Give --without <migration file> or --extra <sql file>.');
  const rows = Number(values.rows);
  const work = mkdtempSync(path.join(os.tmpdir(), 'safari-insert-probe-'));
  const migrations = path.join(ROOT, 'db', 'migrations');
  const before = path.join(work, 'before');
  const after = path.join(work, 'after');
  cpSync(migrations, before, { recursive: true });
  cpSync(migrations, after, { recursive: true });
  if (values.without) rmSync(path.join(before, path.basename(values.without)));
  if (values.extra) cpSync(values.extra, path.join(after, '9999_probe_extra.sql'));

  const cluster = await startEmbeddedPostgres({ dataDir: path.join(work, 'postgres'), persistent: false, log: () => undefined });
  const sides: Side[] = [];
  try {
    const admin = new pg.Client({ connectionString: cluster.adminUrl });
    await admin.connect();
    for (const [name, dir] of [['before', before], ['after', after]] as const) {
      await admin.query(`create database ${name}`);
      await migrate(cluster.urlFor(name), () => undefined, { migrationsDir: dir });
      const client = new pg.Client({ connectionString: cluster.urlFor(name) });
      await client.connect();
      const [backend] = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
      const [tour] = (await client.query<{ id: string }>(`insert into tours (slug, name, price) values ('probe-tour', 'Probe tour', 200) returning id`)).rows;
      if (!backend || !tour) throw new Error(`${name}: no backend or tour`);
      sides.push({ client, pid: backend.pid, tourId: tour.id, figures: [] });
    }
    await admin.end();

    let group = 0;
    /** Inserts `rows` bookings into one database; the backend's CPU ms per booking. */
    const run = async ({ client, pid, tourId }: Side): Promise<number> => {
      const start = processCpuMs(pid);
      for (let i = 0; i < rows / GROUP; i += 1) {
        group += 1;
        await client.query(INSERT, [tourId, group.toString(36).toUpperCase().padStart(5, '0')]);
      }
      return (processCpuMs(pid) - start) / rows;
    };
    // Warm-up: caches, plans, the first index pages.
    for (const side of sides) await run(side);
    for (let round = 0; round < Number(values.rounds); round += 1) {
      for (const side of round % 2 ? [...sides].reverse() : sides) side.figures.push(await run(side));
    }
    const [was, now] = sides;
    if (!was || !now) throw new Error('two databases expected');
    const µs = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;
    for (const [name, side] of [['before', was], ['after', now]] as const) {
      console.log(`${name.padEnd(6)} ${spread(side.figures, µs)} of backend CPU per booking (${side.figures.length} rounds of ${rows})`);
    }
    // Each round's pair ran back to back: their ratio moves less with the machine than either figure.
    const ratios = now.figures.map((ms, i) => ms / (was.figures[i] ?? Number.NaN));
    console.log(`after / before, round by round: ${spread(ratios, (ratio) => `${(ratio * 100).toFixed(0)} %`)}`);
  } finally {
    for (const { client } of sides) await client.end();
    await cluster.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
