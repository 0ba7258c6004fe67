/**
 * The bookings' ceiling (issue 31): a bare Node `http` server that parses each request's JSON body
 * and inserts one row through a `pg` Pool of the API's size into a throw-away table of the bench
 * database, answering 201 with the row's id. Nothing else: no validation, no pricing, no seats, no
 * idempotency table, no log. What `POST /api/bookings` reaches is compared with what this reaches in
 * the same run, rounds alternating, so a busy machine or a slow disk slows both.
 *
 * The suite creates the table, starts the server (`startInsertCeiling`, its own process so it never
 * shares an event loop with the load generator) and drops the table afterwards. Run directly, this
 * file is that server:
 *   INSERT_CEILING_DATABASE_URL=… INSERT_CEILING_TABLE=… INSERT_CEILING_POOL=10 node --import tsx bench/lib/insert-ceiling.ts
 * It prints its port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { LoadFigures } from './load';
import type { Check } from './report';

/** The API's pool size (`createPool` in api/src/lib/db.ts: `max` 10, which the server does not change). */
export const API_POOL_SIZE = 10;

const SELF = fileURLToPath(import.meta.url);
const TABLE_NAME = /^bench_insert_ceiling_[a-z0-9]+$/;

/** A fresh table name for one run. */
export function ceilingTableName(): string {
  return `bench_insert_ceiling_${randomBytes(5).toString('hex')}`;
}

function checkedTable(table: string): string {
  if (!TABLE_NAME.test(table)) throw new Error(`Not a ceiling table name: ${table}`);
  return table;
}

/**
 * About a booking row: the columns a web booking fills (tour, date, party, contact, payment, amount,
 * a unique reference and access key), with the idempotency key unique beside it as the API keeps it.
 */
export async function createCeilingTable(db: pg.ClientBase, table: string): Promise<void> {
  await db.query(`create table ${checkedTable(table)} (
    id              uuid primary key default gen_random_uuid(),
    reference       text not null unique,
    idempotency_key text not null unique,
    tour_id         uuid not null,
    travel_date     date not null,
    adults          integer not null check (adults >= 1),
    children        integer not null default 0 check (children >= 0),
    contact_name    text not null,
    contact_email   text not null default '',
    contact_phone   text not null default '',
    payment_method  text,
    pay_mode        text,
    status          text not null default 'pending',
    payment_status  text not null default 'unpaid',
    amount          numeric(12, 2) not null,
    currency        char(3) not null default 'USD',
    access_key      text not null
      default rtrim(translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '='),
    created_at      timestamptz not null default now(),
    updated_at      timestamptz not null default now()
  )`);
}

export async function dropCeilingTable(db: pg.ClientBase, table: string): Promise<void> {
  await db.query(`drop table if exists ${checkedTable(table)}`);
}

export async function ceilingRows(db: pg.ClientBase, table: string): Promise<number> {
  const { rows } = await db.query<{ n: string }>(`select count(*) as n from ${checkedTable(table)}`);
  return Number(rows[0]?.n ?? 0);
}

export interface InsertCeiling {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the ceiling in a child process on `table` (which must exist) with a pool of `poolSize`. */
export async function startInsertCeiling(options: { databaseUrl: string; table: string; poolSize: number; cwd: string }): Promise<InsertCeiling> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SELF], {
    cwd: options.cwd,
    env: {
      ...process.env,
      INSERT_CEILING_DATABASE_URL: options.databaseUrl,
      INSERT_CEILING_TABLE: checkedTable(options.table),
      INSERT_CEILING_POOL: String(options.poolSize),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the insert ceiling exited with code ${code}`)));
    child.stdout?.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A ceiling for the length of `run`: a fresh throw-away table, the server on it with a pool of the
 * API's size; afterwards (also when `run` throws) the server stops and the table is dropped.
 */
export async function withInsertCeiling<T>(
  db: pg.ClientBase,
  options: { databaseUrl: string; cwd: string },
  run: (ceiling: InsertCeiling, table: string) => Promise<T>,
): Promise<T> {
  const table = ceilingTableName();
  await createCeilingTable(db, table);
  let ceiling: InsertCeiling | null = null;
  try {
    ceiling = await startInsertCeiling({ ...options, table, poolSize: API_POOL_SIZE });
    return await run(ceiling, table);
  } finally {
    await ceiling?.stop();
    await dropCeilingTable(db, table).catch(() => undefined);
  }
}

/** The bookings' checks against the ceiling of the same run: a share of its req/s, and p99 within a factor of its p99. */
export function ceilingChecks(
  subject: string,
  api: LoadFigures,
  ceiling: LoadFigures,
  targets: { ratio: number; p99Factor: number },
  clean: { api: boolean; ceiling: boolean },
): Check[] {
  const ratio = ceiling.rps > 0 ? api.rps / ceiling.rps : 0;
  const p99Limit = ceiling.p99 * targets.p99Factor;
  const both = clean.api && clean.ceiling;
  const checks: Check[] = [
    { subject, figure: 'req/s (ceiling)', value: `${api.rps.toFixed(0)} (${ceiling.rps.toFixed(0)})`, target: 'reported', pass: true, raw: api.rps },
    { subject, figure: 'share of ceiling', value: `${(ratio * 100).toFixed(1)} %`, target: `≥ ${(targets.ratio * 100).toFixed(1)} %`, pass: both && ratio >= targets.ratio, raw: ratio },
    {
      subject,
      figure: 'p50 / p99 (ceiling p99)',
      value: `${Math.round(api.p50)} ms / ${Math.round(api.p99)} ms (${Math.round(ceiling.p99)} ms)`,
      target: `p99 ≤ ${targets.p99Factor} × the ceiling's (${Math.round(p99Limit)} ms)`,
      pass: both && api.p99 <= p99Limit,
      raw: api.p99,
    },
  ];
  if (!clean.ceiling) {
    const codes = Object.entries(ceiling.statuses)
      .map(([code, n]) => `${code}×${n}`)
      .join(' ');
    checks.push({ subject, figure: 'ceiling answers', value: `${codes || 'none'}${ceiling.errors ? `, ${ceiling.errors} errors` : ''}`, target: 'all 201, one row each', pass: false, raw: null });
  }
  return checks;
}

interface BookingBody {
  tourId?: unknown;
  date?: unknown;
  adults?: unknown;
  children?: unknown;
  contact?: { name?: unknown; email?: unknown; phone?: unknown };
  payment?: { method?: unknown; payMode?: unknown };
}

const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function reference(): string {
  const bytes = randomBytes(10);
  return `SAF-${[...bytes].map((b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`;
}

function serve(): void {
  const databaseUrl = process.env.INSERT_CEILING_DATABASE_URL;
  const table = checkedTable(process.env.INSERT_CEILING_TABLE ?? '');
  const max = Number(process.env.INSERT_CEILING_POOL ?? API_POOL_SIZE);
  if (!databaseUrl) throw new Error('INSERT_CEILING_DATABASE_URL is not set');
  // As the API's pool (api/src/lib/db.ts), apart from the name.
  const pool = new pg.Pool({ connectionString: databaseUrl, application_name: 'bench-insert-ceiling', max, connectionTimeoutMillis: 3_000, idleTimeoutMillis: 30_000, statement_timeout: 15_000 });
  pool.on('error', () => undefined);
  const insert = `insert into ${table} (reference, idempotency_key, tour_id, travel_date, adults, children, contact_name, contact_email, contact_phone, payment_method, pay_mode, amount)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`;
  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    const json = JSON.stringify(body);
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json) }).end(json);
  };
  const server = http.createServer((req, res) => {
    if (req.method !== 'POST') {
      answer(res, 404, { error: 'not found' });
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body: BookingBody;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BookingBody;
      } catch {
        answer(res, 400, { error: 'not JSON' });
        return;
      }
      const adults = Number(body.adults);
      const children = Number(body.children ?? 0);
      const key = req.headers['idempotency-key'];
      pool
        .query<{ id: string }>(insert, [
          reference(),
          typeof key === 'string' ? key : randomBytes(12).toString('hex'),
          body.tourId,
          body.date,
          adults,
          children,
          body.contact?.name,
          body.contact?.email ?? '',
          body.contact?.phone ?? '',
          body.payment?.method ?? null,
          body.payment?.payMode ?? null,
          (adults + children / 2) * 450,
        ])
        .then(
          (result) => answer(res, 201, { id: result.rows[0]?.id }),
          (error: unknown) => answer(res, 500, { error: error instanceof Error ? error.message : String(error) }),
        );
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => {
    console.log(String((server.address() as AddressInfo).port));
  });
  process.on('SIGTERM', () => {
    server.close(() => void pool.end().then(() => process.exit(0)));
    server.closeAllConnections();
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === SELF) serve();
