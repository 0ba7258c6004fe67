/**
 * Scale-out, proved on loopback: two API replicas (separate processes, one embedded Postgres) behind
 * Debian's real nginx with the project's nginx.conf, as docker-compose.yml runs them.
 *  - Behind nginx the rate limits count the address nginx saw; a made-up X-Forwarded-For cannot
 *    start a fresh count.
 *  - A keyed booking load keeps going while one replica is SIGKILLed: every request without an
 *    answer is sent again with the same Idempotency-Key, and afterwards each key has exactly one
 *    booking, none lost, none duplicated.
 * Run with `npm run test:resilience` (part of `npm test`); needs /usr/sbin/nginx (or NGINX_PATH).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '@safari/db/embedded';
import { migrate } from '@safari/db/migrate';
import { startNginx, type RunningNginx } from '../../tests/support/nginx';
import { bookingBody } from '../test/bookings-fixtures';
import { insertTour } from '../test/fixtures';
import { startReplica, stopReplica, type Replica } from './replica-process';


const BOOKINGS = 300;
const CONCURRENCY = 20;
/** Replica A is killed once this many bookings were answered. */
const KILL_AFTER = 100;
/** Attempts per key before the test gives up on it (counted as lost). */
const MAX_ATTEMPTS = 30;
const NEWSLETTER_LIMIT = 10;


let dir: string;
let database: EmbeddedDatabase | undefined;
let client: pg.Client | undefined;
let nginx: RunningNginx | undefined;
let replicas: Replica[] = [];
let tourId: string;



beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'safari-replicas-'));
  database = await startEmbeddedPostgres({ dataDir: path.join(dir, 'postgres'), port: await freePort(), log: () => undefined });
  await migrate(database.adminUrl, () => undefined);
  client = new pg.Client(database.adminUrl);
  await client.connect();
  tourId = await insertTour(client, { slug: 'replica-load-safari', price: 1000 });

  const nginxPort = await freePort();
  const env = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.adminUrl,
    DATA_DIR: dir,
    PWA_DIST: path.join(dir, 'no-pwa'),
    PUBLIC_BASE_URL: `http://127.0.0.1:${nginxPort}`,
    // As in docker-compose.yml: exactly one proxy (nginx) in front.
    TRUST_PROXY: '1',
    // The real limits, except bookings: this test sends 300 of them from one address on purpose.
    RATE_LIMIT_FACTOR: '1',
    RATE_LIMITS: 'bookingsPerIp=100000/3600',
    // The load is about storing bookings; their e-mails are not sent during it.
    NOTIFICATIONS_INTERVAL_MS: '3600000',
  };
  const ports = await Promise.all([freePort(), freePort()]);
  replicas = await Promise.all(ports.map((port) => startReplica({ ...env, PORT: String(port) })));
  nginx = await startNginx({ port: nginxPort, apiServers: replicas.map((replica) => `127.0.0.1:${replica.port}`) });
}, 120_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(replicas.map(stopReplica));
  await client?.end();
  await database?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
}, 60_000);

/** A POST to nginx from a chosen loopback address (127.0.0.0/8 is all loopback), with extra headers. */
function postFrom(localAddress: string, pathname: string, body: unknown, headers: Record<string, string> = {}): Promise<number> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: nginx!.port,
        path: pathname,
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data), ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(data);
  });
}

describe('two API replicas behind nginx', () => {
  it('when a client sends its own X-Forwarded-For, then the limit still counts the address nginx saw, on every replica', async () => {
    const signUp = (from: string, index: number, headers: Record<string, string> = {}) =>
      postFrom(from, '/api/newsletter', { name: 'Spoofer', email: `spoof-${from}-${index}@example.com` }, headers);
    // The limit, spread by nginx over both replicas: the counters are shared in Postgres.
    for (let i = 0; i < NEWSLETTER_LIMIT; i += 1) expect(await signUp('127.0.0.2', i)).toBe(200);
    // A new made-up address each time: still the same client.
    expect(await signUp('127.0.0.2', 100, { 'X-Forwarded-For': '203.0.113.7' })).toBe(429);
    expect(await signUp('127.0.0.2', 101, { 'X-Forwarded-For': '198.51.100.1, 203.0.113.8' })).toBe(429);
    expect(await signUp('127.0.0.2', 102, { 'X-Real-IP': '192.0.2.1', Forwarded: 'for=192.0.2.1' })).toBe(429);
    // Another client (another address nginx sees) is not refused: the forwarded address is counted, not nginx's own.
    expect(await signUp('127.0.0.3', 0)).toBe(200);
  });

  it('when one replica is SIGKILLed during a keyed booking load, then every booking is acknowledged once: none lost, none duplicated', async () => {
    const base = nginx!.base;
    const run = randomUUID().slice(0, 8);
    const keys = Array.from({ length: BOOKINGS }, (_, index) => `load-${run}-${index}`);
    const acknowledged = new Map<string, string>();
    const outcomes = { answered: 0, retried: 0, replayed: 0, refused: [] as string[] };
    let killedAt: number | undefined;
    let next = 0;

    const book = async (index: number) => {
      const key = keys[index]!;
      const body = bookingBody(tourId, { contact: { name: `Load ${index}`, email: `load-${run}-${index}@example.com`, phone: '+254 712 345 678' } });
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
        let status: number | 'no answer';
        let json: { id?: string } | null = null;
        let replay = false;
        try {
          const res = await fetch(`${base}/api/bookings`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(15_000),
          });
          status = res.status;
          replay = res.headers.get('idempotent-replayed') === 'true';
          json = (await res.json().catch(() => null)) as { id?: string } | null;
        } catch {
          status = 'no answer';
        }
        if (status === 201 && json?.id) {
          acknowledged.set(key, json.id);
          if (replay) outcomes.replayed += 1;
          outcomes.answered += 1;
          if (outcomes.answered === KILL_AFTER && killedAt === undefined) {
            killedAt = Date.now();
            replicas[0]!.process.kill('SIGKILL');
          }
          return;
        }
        // Unanswered (the replica died with it): the client sends it again with the same key.
        if (status === 'no answer' || status === 502 || status === 503 || status === 504) {
          outcomes.retried += 1;
          await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
          continue;
        }
        outcomes.refused.push(`${key}: ${status} ${JSON.stringify(json)}`);
        return;
      }
    };

    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < BOOKINGS) await book((next += 1) - 1);
      }),
    );

    console.log('replicas load:', JSON.stringify({ ...outcomes, refused: outcomes.refused.length }));
    expect(killedAt).toBeDefined();
    expect(replicas[0]!.process.signalCode).toBe('SIGKILL');
    expect(outcomes.refused).toEqual([]);
    // Zero lost: every key was acknowledged in the end.
    expect(acknowledged.size).toBe(BOOKINGS);
    // Some requests were in flight on the killed replica (or reached it before nginx noticed) and were sent again.
    expect(outcomes.retried).toBeGreaterThan(0);

    // Zero duplicated: exactly one booking per key, and it is the one the client was told about.
    const { rows } = await client!.query<{ id: string; contact_email: string }>(`select id, contact_email from bookings where contact_email like $1`, [
      `load-${run}-%`,
    ]);
    expect(rows).toHaveLength(BOOKINGS);
    const byEmail = new Map(rows.map((row) => [row.contact_email, row.id]));
    expect(byEmail.size).toBe(BOOKINGS);
    keys.forEach((key, index) => expect(byEmail.get(`load-${run}-${index}@example.com`), key).toBe(acknowledged.get(key)));
    const { rows: stored } = await client!.query<{ key: string; id: string }>(`select key, response->>'id' as id from idempotency_keys where key like $1`, [
      `load-${run}-%`,
    ]);
    expect(new Map(stored.map((row) => [row.key, row.id]))).toEqual(acknowledged);
  }, 120_000);
});
