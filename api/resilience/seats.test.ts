/**
 * The seat ledger across replicas and through a crash: two API replicas (separate processes, one
 * embedded Postgres) take concurrent one-seat bookings for a departure with fewer seats than buyers,
 * sent to both; one replica is SIGKILLed mid-run, and an unanswered request is sent again, with the
 * same Idempotency-Key, to the survivor. Half the buyers pay now with a three-second hold, so both
 * replicas' holds workers release lapsed holds during the run (the seats are sold again).
 * Afterwards: the seats taken are exactly the seats the bookings hold, never more than the
 * departure's seats (0 oversold), each key has at most one booking, and every buyer got 201 or 409.
 * Run with `npm run test:resilience` (part of `npm test`).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '@safari/db/embedded';
import { migrate } from '@safari/db/migrate';
import { bookingBody } from '../test/bookings-fixtures';
import { insertTour } from '../test/fixtures';
import { startReplica, stopReplica, type Replica } from './replica-process';


const SEATS = 30;
const BUYERS = 200;
const CONCURRENCY = 16;
/** Replica A is killed once this many buyers were answered. */
const KILL_AFTER = 40;
const MAX_ATTEMPTS = 20;
/** Pay-now holds last three seconds; each replica's holds worker runs every 200 ms. */
const HOLD_MINUTES = 0.05;


let dir: string;
let database: EmbeddedDatabase | undefined;
let client: pg.Client | undefined;
let replicas: Replica[] = [];
let tourId: string;
let departureId: string;



beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'safari-seats-'));
  database = await startEmbeddedPostgres({ dataDir: path.join(dir, 'postgres'), port: await freePort(), log: () => undefined });
  await migrate(database.adminUrl, () => undefined);
  client = new pg.Client(database.adminUrl);
  await client.connect();
  tourId = await insertTour(client, { slug: 'replica-seats-safari', price: 500 });
  const { rows } = await client.query<{ id: string }>(`insert into departures (tour_id, date, seats) values ($1, current_date + 60, $2) returning id`, [tourId, SEATS]);
  departureId = rows[0]!.id;

  const env = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.adminUrl,
    DATA_DIR: dir,
    PWA_DIST: path.join(dir, 'no-pwa'),
    // All buyers come from one address on purpose: the abuse limit is not what is tested here.
    RATE_LIMIT_FACTOR: '1000',
    NOTIFICATIONS_INTERVAL_MS: '3600000',
    SEAT_HOLD_MINUTES: String(HOLD_MINUTES),
    HOLDS_INTERVAL_MS: '200',
  };
  const ports = await Promise.all([freePort(), freePort()]);
  replicas = await Promise.all(ports.map((port) => startReplica({ ...env, PORT: String(port) })));
}, 120_000);

afterAll(async () => {
  await Promise.all(replicas.map(stopReplica));
  await client?.end();
  await database?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
}, 60_000);

/** Seats taken on the departure, and the seats its bookings and waitlist offers hold. */
async function ledger() {
  const { rows } = await client!.query<{ seats: number; taken: number; held: number; bookings: number }>(
    `select d.seats, d.seats_taken as taken,
            (coalesce((select sum(b.seats) from bookings b where b.departure_id = d.id), 0)
             + coalesce((select sum(w.offered_seats) from waitlist_entries w where w.departure_id = d.id), 0))::int as held,
            (select count(*) from bookings b where b.departure_id = d.id and b.seats > 0)::int as bookings
       from departures d where d.id = $1`,
    [departureId],
  );
  return rows[0]!;
}

describe('seats across two replicas, one SIGKILLed', () => {
  it('when buyers race for the seats on both replicas and one dies mid-run, then 0 seats are oversold and the ledger matches the bookings', async () => {
    const run = randomUUID().slice(0, 8);
    const outcomes = { booked: 0, full: 0, retried: 0, other: [] as string[] };
    const bookedKeys = new Map<string, string>();
    let killed = false;
    let next = 0;

    const buy = async (index: number) => {
      const key = `seat-${run}-${index}`;
      const payMode = index % 2 === 0 ? 'now' : 'later';
      const body = bookingBody(tourId, {
        departureId,
        adults: 1,
        children: 0,
        payment: { method: 'paypal', payMode },
        contact: { name: `Buyer ${index}`, email: `seat-${run}-${index}@example.com`, phone: '+254 712 345 678' },
      });
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
        // Spread over both replicas; a retry goes to the other one (the dead one refuses connections).
        const replica = replicas[(index + attempt) % 2]!;
        let status: number | 'no answer';
        let json = null as { id?: string; seatsLeft?: number } | null;
        try {
          const res = await fetch(`http://127.0.0.1:${replica.port}/api/bookings`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(10_000),
          });
          status = res.status;
          json = (await res.json().catch(() => null)) as { id?: string; seatsLeft?: number } | null;
        } catch {
          status = 'no answer';
        }
        if (status === 201 || status === 409) {
          if (status === 201 && json?.id) {
            outcomes.booked += 1;
            bookedKeys.set(key, json.id);
          } else if (status === 409 && typeof json?.seatsLeft === 'number') outcomes.full += 1;
          else outcomes.other.push(`${key}: ${status} ${JSON.stringify(json)}`);
          if (!killed && outcomes.booked + outcomes.full >= KILL_AFTER) {
            killed = true;
            replicas[0]!.process.kill('SIGKILL');
          }
          return;
        }
        if (status === 'no answer' || status === 502 || status === 503) {
          outcomes.retried += 1;
          await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
          continue;
        }
        outcomes.other.push(`${key}: ${status} ${JSON.stringify(json)}`);
        return;
      }
      outcomes.other.push(`${key}: no answer after ${MAX_ATTEMPTS} attempts`);
    };

    // While the load runs, the ledger is sampled: it never shows more seats taken than the departure has.
    let sampling = true;
    const samples: { taken: number; seats: number }[] = [];
    const sampler = (async () => {
      while (sampling) {
        samples.push(await ledger());
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < BUYERS) await buy((next += 1) - 1);
      }),
    );
    sampling = false;
    await sampler;

    console.log('seats load:', JSON.stringify({ ...outcomes, other: outcomes.other.length, samples: samples.length }));
    expect(replicas[0]!.process.signalCode).toBe('SIGKILL');
    expect(outcomes.other).toEqual([]);
    expect(outcomes.booked + outcomes.full).toBe(BUYERS);
    // More buyers than seats: many were told the departure is full, and at least every seat was sold once.
    expect(outcomes.full).toBeGreaterThan(0);
    expect(outcomes.booked).toBeGreaterThanOrEqual(SEATS);
    expect(samples.every((sample) => sample.taken <= sample.seats)).toBe(true);

    // Each acknowledged key has exactly its one booking; no key has two.
    const { rows } = await client!.query<{ contact_email: string; id: string }>(`select contact_email, id from bookings where contact_email like $1`, [`seat-${run}-%`]);
    expect(rows).toHaveLength(bookedKeys.size);
    const byEmail = new Map(rows.map((row) => [row.contact_email, row.id]));
    for (const [key, id] of bookedKeys) expect(byEmail.get(`${key}@example.com`), key).toBe(id);

    // Now and after the last holds lapsed and were released by the surviving replica's worker.
    const during = await ledger();
    expect(during.taken).toBe(during.held);
    expect(during.taken).toBeLessThanOrEqual(SEATS);
    expect(during.bookings).toBe(during.taken);
    await new Promise((resolve) => setTimeout(resolve, HOLD_MINUTES * 60_000 + 1_500));
    const settled = await ledger();
    expect(settled).toMatchObject({ taken: settled.held });
    expect(settled.taken).toBeLessThanOrEqual(SEATS);
    // Only pay-later bookings keep seats once every pay-now hold has lapsed unpaid.
    const { rows: kept } = await client!.query<{ pay_mode: string; n: number }>(
      `select pay_mode, count(*)::int as n from bookings where departure_id = $1 and seats > 0 group by pay_mode`,
      [departureId],
    );
    expect(kept.map((row) => row.pay_mode)).toEqual(kept.length ? ['later'] : []);
  }, 90_000);
});
