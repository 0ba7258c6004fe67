/**
 * The seat gate (features/bookings/seat-gate.ts) on two replicas of the app, each with its own pool
 * and a listening catalogue version, as production runs them: a departure one replica knows to be
 * full takes a booking again as soon as a seat frees up on the other, and buyers racing on both
 * replicas never get more seats than there are.
 */
import type express from 'express';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDepartureSchema } from '@safari/shared/departures';
import { daysBefore } from '@safari/shared/money';
import { createTestApp } from '../../../test/app';
import { insertUser, tokenFor } from '../../../test/auth-fixtures';
import { bookingBody } from '../../../test/bookings-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';
import { createListeningCatalogueVersion, type CatalogueVersion } from '../../lib/catalogue-version';
import { nairobiToday } from '../../lib/rates.repo';

let db: TestDatabase;
/** Two replicas: their own pools and catalogue listeners, one database. */
const replicas: { app: express.Express; pool: pg.Pool; version: CatalogueVersion; admin: string }[] = [];
let tourId: string;
const inDays = (days: number) => daysBefore(nairobiToday(), -days);

beforeAll(async () => {
  db = await createTestDatabase();
  for (let i = 0; i < 2; i += 1) {
    const pool = new pg.Pool({ connectionString: db.url, max: 5 });
    // No polling: only a notification tells a replica of a change.
    const version = createListeningCatalogueVersion({ db: pool, databaseUrl: db.url, pollMs: 600_000 });
    const created = createTestApp({ pool, catalogueVersion: version, env: { RATE_LIMIT_FACTOR: '1000' } });
    const admin = `Bearer ${tokenFor(created.config.jwtSecret, await insertUser(pool, { role: 'admin' }))}`;
    replicas.push({ app: created.app, pool, version, admin });
  }
  tourId = await insertTour(db.pool, { slug: 'gate-safari', name: 'Gate Safari', price: 300 });
});

afterAll(async () => {
  for (const replica of replicas) {
    await replica.version.close();
    await replica.pool.end();
  }
  await db?.drop();
});

const a = () => replicas[0]!;
const b = () => replicas[1]!;

async function addDeparture(seats: number, days: number) {
  const res = await request(a().app).post(`/api/admin/tours/${tourId}/departures`).set('Authorization', a().admin).send({ date: inDays(days), seats }).expect(201);
  return adminDepartureSchema.parse(res.body);
}

const book = (app: express.Express, departureId: string, key: string) =>
  request(app)
    .post('/api/bookings')
    .set('Idempotency-Key', key)
    .send(bookingBody(tourId, { departureId, adults: 1, children: 0, payment: { method: 'pesapal', payMode: 'later' } }));

/** Waits until the replica has heard of a catalogue change after `state` (its listener's notification). */
async function heardAfter(replica: { version: CatalogueVersion }, state: string | undefined): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const known = replica.version.known();
    if (known !== undefined && known !== state) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the replica never heard of the change');
}

describe('a full departure on one replica, a seat freed on another', () => {
  it('when a seat frees up on replica B, then replica A, which had refused buyers, books the next one', async () => {
    const departure = await addDeparture(1, 40);
    await heardAfter(a(), undefined);
    await book(a().app, departure.id, 'gate-first-buyer-1').expect(201);
    await heardAfter(a(), undefined);
    // A knows it is full now (and keeps knowing it for this catalogue state).
    for (let i = 0; i < 3; i += 1) expect((await book(a().app, departure.id, `gate-refused-${i}`).expect(409)).body).toEqual({ error: 'This departure is full', seatsLeft: 0 });

    const before = a().version.known();
    // Staff add a seat through replica B.
    await request(b().app).put(`/api/admin/departures/${departure.id}`).set('Authorization', b().admin).send({ seats: 2 }).expect(200);
    await heardAfter(a(), before);
    await book(a().app, departure.id, 'gate-after-free-1').expect(201);
    // The refused buyers' keys keep their refusal.
    expect((await book(a().app, departure.id, 'gate-refused-0').expect(409)).body).toEqual({ error: 'This departure is full', seatsLeft: 0 });
  });

  it('when 40 buyers race for 5 seats on both replicas at once, then exactly 5 get one and 35 are told it is full', async () => {
    const departure = await addDeparture(5, 41);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => book(replicas[i % 2]!.app, departure.id, `gate-race-${i}`)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(35);
    const { rows } = await db.pool.query<{ taken: number; booked: number }>(
      'select seats_taken as taken, (select count(*)::int from bookings where departure_id = $1) as booked from departures where id = $1',
      [departure.id],
    );
    expect(rows[0]).toEqual({ taken: 5, booked: 5 });
  });
});
