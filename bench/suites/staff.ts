/**
 * Issue 28, 'Scale and speed': the staff lists on a bench database of 5 000 departures and 100 000
 * bookings (lib/staff-seed.ts), signed in as staff through the API. For each list, autocannon's p50
 * and p99 (loopback, gzip, {@link STAFF_CONNECTIONS} connections: an office's staff, not the public),
 * and the query plans of the list's SQL (EXPLAIN ANALYZE, BUFFERS), run through the API's own
 * repositories so they are the statements the server sends. Also: a tour page's HTML carries at most
 * its next 12 departures, however many it has.
 *
 * It runs last (suites/index.ts): its 100 000 bookings stay in the bench database it shares with the
 * other suites.
 */
import pg from 'pg';
import type { AdminBookingListQuery } from '@safari/shared/admin-bookings';
import { PAGE_DATA_ELEMENT_ID } from '@safari/shared/page-data';
import { createBookingsAdminRepo } from '../../api/src/features/bookings/bookings.admin.repo';
import { createDeparturesRepo } from '../../api/src/features/departures/departures.repo';
import { createManifestRepo } from '../../api/src/features/departures/manifest.repo';
import type { NamedQuery, Queryable } from '../../api/src/lib/db';
import { load, type LoadFigures } from '../lib/load';
import { listeningPid, machineCpuMs, processCpuMs } from '../lib/proc-cpu';
import type { Check } from '../lib/report';
import { SCHEDULED_TOUR_DEPARTURES, seedStaffData, STAFF_BOOKINGS, STAFF_DEPARTURES, type StaffSeed } from '../lib/staff-seed';
import type { BenchSuite } from './suite';

export const STAFF_TARGETS = {
  /** Every staff list: p99 at most this. */
  listP99Ms: 100,
  /** What a tour page's HTML may carry, however many departures the tour has (TOUR_PAGE_DEPARTURES). */
  tourPageDepartures: 12,
} as const;

/** Staff in one office at once: the lists are the console's, not the public site's. */
const STAFF_CONNECTIONS = 10;
/** Requests sent before each timed run (not timed): the server's statements prepared, caches warm. */
const WARM_UP = 100;
const PAGE_SIZE = 20;

interface StaffList {
  subject: string;
  path: string;
  /** Checks the answer once before the run: an empty list would measure nothing. */
  expect(body: unknown): string | null;
  /** The list's SQL, run through the API's repositories with EXPLAIN. */
  explain(db: Queryable): Promise<unknown>;
}

interface Plan {
  sql: string;
  values: unknown[];
  plan: string;
  executionMs: number | null;
}

const ms = (n: number) => `${Math.round(n)} ms`;

/** A Queryable that runs each statement as EXPLAIN (ANALYZE, BUFFERS) and keeps the plans (the repository gets no rows). */
function explaining(db: pg.Client, plans: Plan[]): Queryable {
  const query = async (statement: string | NamedQuery, values?: unknown[]) => {
    const text = typeof statement === 'string' ? statement : statement.text;
    const params = (typeof statement === 'string' ? values : statement.values) ?? [];
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`, params);
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    const time = /Execution Time: ([\d.]+) ms/.exec(plan);
    plans.push({ sql: text.replace(/\s+/g, ' ').trim(), values: params, plan, executionMs: time ? Number(time[1]) : null });
    return { rows: [], rowCount: 0, command: 'SELECT', oid: 0, fields: [] };
  };
  return { query } as unknown as Queryable;
}

/** What a plan does that it should not on these tables: read all of bookings, or sort what it read of it. */
function planProblems(plan: string): string[] {
  const problems: string[] = [];
  if (/Seq Scan on bookings\b/.test(plan)) problems.push('Seq Scan on bookings');
  if (/Seq Scan on booking_travellers\b/.test(plan)) problems.push('Seq Scan on booking_travellers');
  if (/Seq Scan on departures\b/.test(plan)) problems.push('Seq Scan on departures');
  return problems;
}

/** The plan's outline: its node lines without the figures, for the log and the report. */
function outline(plan: string): string {
  return plan
    .split('\n')
    .filter((line) => /->|^\S/.test(line) && !/^(Planning|Execution) Time/.test(line.trim()))
    .map((line) => line.replace(/\s*\(cost=.*$/, '').replace(/^\s*->\s*/, '').trim())
    .join(' > ');
}

/**
 * Where a run's time went, per answer: CPU of the server's process, of its Postgres backends, and
 * of the whole machine (the load generator, and anything else running, included). Linux only;
 * nothing when /proc or `ss` is not there.
 */
async function cpuMeter(baseUrl: string, db: pg.Client): Promise<() => Promise<{ serverMs: number; postgresMs: number; machineMs: number }>> {
  let server = 0;
  try {
    server = listeningPid(new URL(baseUrl).port);
  } catch {
    server = 0;
  }
  const backends = async () =>
    (await db.query<{ pid: number }>(`select pid from pg_stat_activity where application_name = 'safari-api'`)).rows.map((row) => row.pid);
  const machine = () => machineCpuMs().busy;
  const pids = await backends();
  const before = { server: processCpuMs(server), postgres: pids.map(processCpuMs), machine: machine() };
  return async () => {
    // Backends opened during the run count from 0.
    const now = await backends();
    const postgres = now.reduce((sum, pid) => sum + processCpuMs(pid) - (before.postgres[pids.indexOf(pid)] ?? 0), 0);
    return { serverMs: processCpuMs(server) - before.server, postgresMs: postgres, machineMs: machine() - before.machine };
  };
}

async function signIn(baseUrl: string, seed: StaffSeed): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: seed.email, password: seed.password }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await res.json()) as { token?: string };
  if (res.status !== 200 || !body.token) throw new Error(`Signing in as staff answered ${res.status}`);
  return body.token;
}

function bookingsQuery(query: Partial<AdminBookingListQuery>): AdminBookingListQuery {
  return { page: 1, pageSize: PAGE_SIZE, sort: 'created-desc', ...query } as AdminBookingListQuery;
}

const itemsOf = (body: unknown) => ((body as { items?: unknown[] }).items ?? []).length;

export const staffSuite: BenchSuite = {
  name: 'staff',
  description: `staff lists on ${STAFF_DEPARTURES} departures and ${STAFF_BOOKINGS} bookings: p50/p99 (autocannon) and query plans; the tour page's departures`,
  async run(context) {
    const checks: Check[] = [];
    const details: Record<string, unknown> = { connections: STAFF_CONNECTIONS, durationSeconds: context.durationSeconds, pageSize: PAGE_SIZE };
    const db = new pg.Client({ connectionString: context.databaseUrl });
    await db.connect();
    try {
      const seed = await seedStaffData(db);
      context.log(`  seeded in ${seed.seconds.toFixed(1)} s: ${Object.entries(seed.counts).map(([table, n]) => `${n} ${table} (${seed.stepMs[table] ?? 0} ms)`).join(', ')}, vacuum ${seed.stepMs.vacuum ?? 0} ms`);
      details.seed = { ...seed, password: undefined };
      const token = await signIn(context.baseUrl, seed);
      const headers = { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' };
      const departures = createDeparturesRepo;
      const later = Math.floor(STAFF_BOOKINGS / PAGE_SIZE / 2);
      const bookingsList = (subject: string, query: Partial<AdminBookingListQuery>, min = 1): StaffList => ({
        subject,
        path: `/api/bookings?${new URLSearchParams(Object.entries(bookingsQuery(query)).map(([k, v]) => [k, String(v)])).toString()}`,
        expect: (body) => (itemsOf(body) >= min ? null : `${itemsOf(body)} bookings on the page`),
        explain: (q) => createBookingsAdminRepo(q).list(bookingsQuery(query)),
      });
      const lists: StaffList[] = [
        {
          subject: `GET /api/admin/departures (one month)`,
          path: `/api/admin/departures?from=${seed.month.from}&to=${seed.month.to}`,
          expect: (body) => (itemsOf(body) >= 200 ? null : `${itemsOf(body)} departures in the month`),
          // Both statements: the fingerprint alone answers while the month is unchanged (the run's case).
          explain: async (q) => {
            await departures(q).calendarStamp(seed.month);
            await departures(q).calendar(seed.month);
          },
        },
        {
          subject: `GET /api/admin/departures/{id}/manifest (full, ${seed.fullDepartureSeats} seats)`,
          path: `/api/admin/departures/${seed.fullDepartureId}/manifest`,
          expect: (body) => {
            const rows = (body as { rows?: unknown[] }).rows?.length ?? 0;
            return rows === seed.fullDepartureSeats ? null : `${rows} manifest rows, not ${seed.fullDepartureSeats}`;
          },
          explain: async (q) => {
            await departures(q).findById(seed.fullDepartureId);
            await createManifestRepo(q).seats(seed.fullDepartureId);
          },
        },
        bookingsList('GET /api/bookings (first page)', {}, PAGE_SIZE),
        bookingsList(`GET /api/bookings (page ${later})`, { page: later }, PAGE_SIZE),
        bookingsList('GET /api/bookings (search: phone)', { q: seed.phone }),
        bookingsList('GET /api/bookings (search: tour name)', { q: seed.tourName }, PAGE_SIZE),
        bookingsList('GET /api/bookings (status: canceled)', { status: 'canceled' }, PAGE_SIZE),
      ];
      details.lists = {};
      for (const list of lists) {
        const url = `${context.baseUrl}${list.path}`;
        try {
          const first = await fetch(url, { headers: { Authorization: headers.Authorization }, signal: AbortSignal.timeout(30_000) });
          const body: unknown = await first.json();
          const wrong = first.status === 200 ? list.expect(body) : `answered ${first.status}`;
          if (wrong) throw new Error(wrong);
          const plans: Plan[] = [];
          await list.explain(explaining(db, plans));
          await load({ url, connections: STAFF_CONNECTIONS, duration: 1, amount: WARM_UP, headers });
          const meter = await cpuMeter(context.baseUrl, db);
          const figures: LoadFigures = await load({ url, connections: STAFF_CONNECTIONS, duration: context.durationSeconds, headers });
          const cpu = await meter();
          const perAnswer = (total: number) => `${((total * 1000) / Math.max(1, figures.requests)).toFixed(0)} µs`;
          const ok = (figures.statuses['200'] ?? 0) === figures.requests && figures.errors === 0;
          const problems = [...new Set(plans.flatMap((plan) => planProblems(plan.plan)))];
          const sqlMs = plans.reduce((sum, plan) => sum + (plan.executionMs ?? 0), 0);
          context.log(`  ${list.subject}: ${figures.rps.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.bytesPerAnswer} B/answer`);
          context.log(`    CPU per answer: server ${perAnswer(cpu.serverMs)}, its Postgres backends ${perAnswer(cpu.postgresMs)}, the whole machine ${perAnswer(cpu.machineMs)}`);
          for (const plan of plans) context.log(`    plan (${plan.executionMs ?? '?'} ms): ${outline(plan.plan)}`);
          checks.push(
            {
              subject: list.subject,
              figure: 'p50 / p99',
              value: `${ms(figures.p50)} / ${ms(figures.p99)} (${figures.rps.toFixed(0)} req/s)`,
              target: `p99 ≤ ${ms(STAFF_TARGETS.listP99Ms)}`,
              pass: ok && figures.p99 <= STAFF_TARGETS.listP99Ms,
              raw: figures.p99,
            },
            {
              subject: list.subject,
              figure: 'query plan',
              value: `${sqlMs.toFixed(1)} ms in SQL${problems.length ? `; ${problems.join(', ')}` : ''}`,
              target: 'no sequential scan of bookings, travellers or departures',
              pass: problems.length === 0,
              raw: sqlMs,
            },
          );
          if (!ok) checks.push({ subject: list.subject, figure: 'answers', value: JSON.stringify(figures.statuses), target: 'all 200, no errors', pass: false, raw: null });
          (details.lists as Record<string, unknown>)[list.subject] = { path: list.path, figures, cpu, plans };
        } catch (error) {
          context.log(`  ${list.subject}: ${error instanceof Error ? error.message : String(error)}`);
          checks.push({ subject: list.subject, figure: 'run', value: 'error', target: 'measured', pass: false, raw: null });
        }
      }
      checks.push(await tourPageCheck(context.baseUrl, seed, details));
    } finally {
      await db.end();
    }
    return { suite: 'staff', checks, details };
  },
};

/** The scheduled tour's page (200 departures ahead): the departures in its server-rendered page data. */
async function tourPageCheck(baseUrl: string, seed: StaffSeed, details: Record<string, unknown>): Promise<Check> {
  const subject = `page /tours/${seed.scheduledTour.slug} (${SCHEDULED_TOUR_DEPARTURES} departures ahead)`;
  const res = await fetch(`${baseUrl}/tours/${seed.scheduledTour.slug}`, { headers: { Accept: 'text/html' }, signal: AbortSignal.timeout(30_000) });
  const html = await res.text();
  const script = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html);
  const data = script?.[1] ? (JSON.parse(script[1]) as { departures?: { items?: unknown[] } }) : null;
  const carried = data?.departures?.items?.length ?? 0;
  details.tourPage = { status: res.status, htmlBytes: Buffer.byteLength(html), departures: carried };
  return {
    subject,
    figure: 'departures in the HTML',
    value: `${carried} of ${SCHEDULED_TOUR_DEPARTURES} (${(Buffer.byteLength(html) / 1000).toFixed(1)} kB HTML)`,
    target: `1 to ${STAFF_TARGETS.tourPageDepartures}`,
    pass: res.status === 200 && carried >= 1 && carried <= STAFF_TARGETS.tourPageDepartures,
    raw: carried,
  };
}
