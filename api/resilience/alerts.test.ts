/**
 * Live alerts across replicas: two API replicas (separate processes, one embedded Postgres) behind
 * Debian's real nginx with the project's nginx.conf. A console connected to replica B hears of a
 * booking taken by replica A (Postgres LISTEN/NOTIFY), and so does one connected through nginx, at
 * once (nginx must not buffer the stream). Run with `npm run test:resilience`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '@safari/db/embedded';
import { migrate } from '@safari/db/migrate';
import { startNginx, type RunningNginx } from '../../tests/support/nginx';
import { openEventStream, type OpenStream } from '../src/features/events/sse-client';
import { bookingBody } from '../test/bookings-fixtures';
import { insertTour } from '../test/fixtures';
import { startReplica, stopReplica, type Replica } from './replica-process';

const SECRET = 'resilience-alerts-secret-0123456789abcdefghijklmnop';


let dir: string;
let database: EmbeddedDatabase | undefined;
let client: pg.Client | undefined;
let nginx: RunningNginx | undefined;
let replicas: Replica[] = [];
let tourId: string;
let admin: string;
const streams: OpenStream[] = [];



beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'safari-alerts-'));
  database = await startEmbeddedPostgres({ dataDir: path.join(dir, 'postgres'), port: await freePort(), log: () => undefined });
  await migrate(database.adminUrl, () => undefined);
  client = new pg.Client(database.adminUrl);
  await client.connect();
  tourId = await insertTour(client, { slug: 'alerts-replica-safari', name: 'Replica Alerts Safari', price: 1000 });
  const { rows } = await client.query<{ id: string }>(`insert into users (email, name, role, password_hash) values ('office@example.com', 'Office', 'admin', 'x') returning id`);
  admin = `Bearer ${jwt.sign({ sub: rows[0]!.id, role: 'admin', tv: 0 }, SECRET, { algorithm: 'HS256', expiresIn: 600, issuer: 'safari-api' })}`;

  const nginxPort = await freePort();
  const env = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.adminUrl,
    DATA_DIR: dir,
    PWA_DIST: path.join(dir, 'no-pwa'),
    PUBLIC_BASE_URL: `http://127.0.0.1:${nginxPort}`,
    TRUST_PROXY: '1',
    JWT_SECRET: SECRET,
    NOTIFICATIONS_INTERVAL_MS: '3600000',
  };
  const ports = await Promise.all([freePort(), freePort()]);
  replicas = await Promise.all(ports.map((port) => startReplica({ ...env, PORT: String(port) })));
  nginx = await startNginx({ port: nginxPort, apiServers: replicas.map((replica) => replica.base.replace('http://', '')) });
}, 120_000);

afterAll(async () => {
  for (const stream of streams) stream.close();
  await nginx?.stop();
  await Promise.all(replicas.map(stopReplica));
  await client?.end();
  await database?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
}, 60_000);

describe('live alerts on two replicas', () => {
  it('when a booking is taken by replica A, then a console on replica B, and one through nginx, hear of it within 2 s', async () => {
    const [a, b] = replicas as [Replica, Replica];
    const onB = await openEventStream(b.base, admin);
    const throughNginx = await openEventStream(nginx!.base, admin);
    streams.push(onB, throughNginx);
    expect([onB.status, throughNginx.status]).toEqual([200, 200]);
    await Promise.all([onB.ready, throughNginx.ready]);

    const started = Date.now();
    const res = await fetch(`${a.base}/api/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(bookingBody(tourId, { contact: { name: 'Across Replicas', email: 'across@example.com', phone: '+254 712 345 678' } })),
    });
    expect(res.status).toBe(201);
    const booking = (await res.json()) as { id: string; reference: string };
    const [heardOnB, heardThroughNginx] = await Promise.all([
      onB.waitFor((event) => event.recordId === booking.id, 2_000),
      throughNginx.waitFor((event) => event.recordId === booking.id, 2_000),
    ]);
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(heardOnB.summary).toMatchObject({ name: 'Across Replicas', reference: booking.reference, tour: 'Replica Alerts Safari' });
    expect(heardThroughNginx.id).toBe(heardOnB.id);
  });
});
