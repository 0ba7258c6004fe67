/**
 * Live alerts through the real app, a real HTTP server and Postgres: the stream is for staff only, a
 * booking made elsewhere reaches an open stream, a reconnect with Last-Event-ID gets what it missed,
 * a moderator hears of enquiries but not of money, and a demoted account's stream ends.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { insertUser, tokenFor } from '../../../test/auth-fixtures';
import { bookingBody } from '../../../test/bookings-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';
import { insertBooking } from '../../../test/staff-fixtures';
import { createAuth, type AuthAccount } from '../../lib/auth';
import { errorHandler } from '../../lib/error-handler';
import { createLogger } from '../../lib/logger';
import { OpenApiRegistry } from '../../lib/openapi';
import { eventsFeature } from './events.feature';
import { openEventStream, type OpenStream } from './sse-client';

let db: TestDatabase;
let app: express.Express;
let server: Server;
let base: string;
let secret: string;
let admin: string;
let moderator: string;
let traveller: string;
let tourId: string;
const streams: OpenStream[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  const created = createTestApp({ pool: db.pool, env: { RATE_LIMIT_FACTOR: '1000' } });
  app = created.app;
  secret = created.config.jwtSecret;
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  admin = `Bearer ${tokenFor(secret, await insertUser(db.pool, { role: 'admin', name: 'Office Admin' }))}`;
  moderator = `Bearer ${tokenFor(secret, await insertUser(db.pool, { role: 'moderator' }))}`;
  traveller = `Bearer ${tokenFor(secret, await insertUser(db.pool, { role: 'user' }))}`;
  tourId = await insertTour(db.pool, { slug: 'alerts-mara', name: 'Alerts Mara Safari', price: 900 });
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await db?.drop();
});

async function open(authorization: string | undefined, lastEventId?: string, at = base): Promise<OpenStream> {
  const stream = await openEventStream(at, authorization, lastEventId);
  streams.push(stream);
  return stream;
}

async function book(name: string): Promise<{ id: string; reference: string }> {
  const res = await request(app)
    .post('/api/bookings')
    .send(bookingBody(tourId, { contact: { name, email: 'guest@example.com', phone: '+254 712 345 678' } }))
    .expect(201);
  return res.body as { id: string; reference: string };
}

describe('GET /api/admin/events', () => {
  it('when anonymous or a traveller asks for the stream, then it is refused', async () => {
    expect((await open(undefined)).status).toBe(401);
    expect((await open(traveller)).status).toBe(403);
    const res = await request(app).get('/api/admin/events').set('Authorization', traveller).expect(403);
    expect(res.type).toBe('application/json');
  });

  it('when a booking is made while staff have the stream open, then its alert arrives with the name, reference and tour', async () => {
    const stream = await open(admin);
    expect(stream.status).toBe(200);
    await stream.ready;
    const booking = await book('Zawadi Otieno');
    const event = await stream.waitFor((e) => e.kind === 'booking.created' && e.recordId === booking.id, 3_000);
    expect(event.summary).toMatchObject({ name: 'Zawadi Otieno', reference: booking.reference, tour: 'Alerts Mara Safari' });
    stream.close();
  });

  it('when the stream is answered, then nginx is told not to buffer it and nothing compresses it', async () => {
    const res = await fetch(`${base}/api/admin/events`, { headers: { Authorization: admin, 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    expect(res.headers.get('content-encoding')).toBeNull();
    await res.body?.cancel();
  });

  it('when a console reconnects with Last-Event-ID, then it gets the events it missed, and not the one it had', async () => {
    const first = await open(admin);
    await first.ready;
    const seen = await book('Before Drop');
    const last = await first.waitFor((e) => e.recordId === seen.id);
    first.close();

    const missedBooking = await book('While Away');
    const paid = await insertBooking(db.pool, { tourId, contactName: 'Paid While Away', paymentStatus: 'paid' });
    const { body } = await request(app)
      .post('/api/enquiries')
      .send({ channel: 'contact', name: 'Enquiring Away', email: 'away@example.com', subject: 'Dates', message: 'When is the migration?', consent: true })
      .expect(201);

    const again = await open(admin, last.id);
    await again.ready;
    const replayed = [...again.events];
    expect(replayed.map((e) => e.id)).not.toContain(last.id);
    expect(replayed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'booking.created', recordId: missedBooking.id }),
        expect.objectContaining({ kind: 'booking.created', recordId: paid.id }),
        expect.objectContaining({ kind: 'payment.confirmed', recordId: paid.id, summary: expect.objectContaining({ name: 'Paid While Away', reference: paid.reference }) }),
        expect.objectContaining({ kind: 'enquiry.created', recordId: (body as { id: string }).id, summary: expect.objectContaining({ name: 'Enquiring Away' }) }),
      ]),
    );
    // Live again after the catch-up.
    const after = await book('After Return');
    await again.waitFor((e) => e.recordId === after.id);
    again.close();
  });

  it('when a moderator has the stream open, then enquiries arrive but bookings do not', async () => {
    const stream = await open(moderator);
    await stream.ready;
    const booking = await book('Not For Moderators');
    await request(app)
      .post('/api/enquiries')
      .send({ channel: 'contact', name: 'Moderated Guest', email: 'mod@example.com', subject: 'Hello', message: 'A question about parks', consent: true })
      .expect(201);
    await stream.waitFor((e) => e.kind === 'enquiry.created' && e.summary.name === 'Moderated Guest');
    expect(stream.events.some((e) => e.recordId === booking.id)).toBe(false);
    stream.close();
  });

  it('when a Last-Event-ID is not an event id, then the stream is refused with 400', async () => {
    const res = await request(app).get('/api/admin/events').set('Authorization', admin).set('Last-Event-ID', 'abc').expect(400);
    expect(res.body).toMatchObject({ fields: { 'Last-Event-ID': expect.any(String) } });
  });

  it('when a staff account is demoted while its stream is open, then the stream ends at the next check', async () => {
    // The feature on its own, with a heartbeat of 100 ms instead of 15 s.
    const logger = createLogger({ logLevel: 'silent' });
    const auth = createAuth({
      jwtSecret: secret,
      loadAccount: async (id) =>
        (await db.pool.query<AuthAccount>('select id, name, email, role, avatar, status, token_version as "tokenVersion" from users where id = $1', [id])).rows[0] ?? null,
    });
    const quick = eventsFeature({ pool: db.pool, config: {} as never, docs: new OpenApiRegistry(), logger, auth, heartbeatMs: 100 });
    const small = express();
    small.use('/api', quick.router);
    small.use(errorHandler(logger));
    const smallServer = small.listen(0);
    await new Promise((resolve) => smallServer.once('listening', resolve));
    try {
      const user = await insertUser(db.pool, { role: 'moderator' });
      const stream = await open(`Bearer ${tokenFor(secret, user)}`, undefined, `http://127.0.0.1:${(smallServer.address() as AddressInfo).port}`);
      await stream.ready;
      let ended = false;
      void stream.ended.then(() => (ended = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(ended).toBe(false);
      await db.pool.query(`update users set role = 'user' where id = $1`, [user.id]);
      await Promise.race([stream.ended, new Promise((_, reject) => setTimeout(() => reject(new Error('the stream stayed open')), 2_000))]);
    } finally {
      await quick.hub.close();
      smallServer.closeAllConnections();
      await new Promise((resolve) => smallServer.close(resolve));
    }
  });
});
