/**
 * E-mail alerts for staff: each member of staff chooses kinds and instant or hourly; the worker
 * queues one e-mail per round with what is new, never the past, each alert once even with two
 * workers at the same time; roles only get the kinds of their sections.
 */
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { insertUser, tokenFor, type UserFixture } from '../../../test/auth-fixtures';
import { notificationRows } from '../../../test/bookings-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';
import { notificationsPort } from '../../../test/ports';
import { insertBooking } from '../../../test/staff-fixtures';
import { createAlertMailWorker } from './alert-mail.worker';

let db: TestDatabase;
let app: express.Express;
let secret: string;
let admin: UserFixture;
let moderator: UserFixture;
let tourId: string;
const bearer = (user: UserFixture) => `Bearer ${tokenFor(secret, user)}`;

beforeAll(async () => {
  db = await createTestDatabase();
  const created = createTestApp({ pool: db.pool, env: { RATE_LIMIT_FACTOR: '1000' } });
  app = created.app;
  secret = created.config.jwtSecret;
  admin = await insertUser(db.pool, { role: 'admin', name: 'Wanjiru Office' });
  moderator = await insertUser(db.pool, { role: 'moderator', name: 'Otieno Blog' });
  tourId = await insertTour(db.pool, { slug: 'alert-mail-mara', name: 'Alert Mail Mara', price: 900 });
});

afterAll(async () => {
  await db?.drop();
});

const alertMails = async (to: string) => (await notificationRows(db.pool)).filter((row) => row.kind === 'staff_alert' && row.recipient === to);
const enquiry = (name: string) => db.pool.query(`select staff_event('enquiry.created', gen_random_uuid(), jsonb_build_object('name', $1::text, 'channel', 'contact'))`, [name]);
const worker = () => createAlertMailWorker({ pool: db.pool, notifications: notificationsPort });

describe('staff e-mail alerts', () => {
  it('when no staff token is sent, then the setting is refused', async () => {
    const traveller = await insertUser(db.pool, { role: 'user' });
    await request(app).get('/api/admin/events/mail').expect(401);
    await request(app).put('/api/admin/events/mail').send({ kinds: [], mode: 'instant' }).expect(401);
    await request(app).get('/api/admin/events/mail').set('Authorization', bearer(traveller)).expect(403);
    await request(app).put('/api/admin/events/mail').set('Authorization', bearer(traveller)).send({ kinds: ['enquiry.created'], mode: 'instant' }).expect(403);
  });

  it('when a moderator asks for booking e-mails or an unknown mode, then 400 names the field', async () => {
    const refused = await request(app).put('/api/admin/events/mail').set('Authorization', bearer(moderator)).send({ kinds: ['booking.created'], mode: 'instant' }).expect(400);
    expect(refused.body.fields).toEqual({ kinds: 'Your role does not receive alerts of this kind.' });
    const badMode = await request(app).put('/api/admin/events/mail').set('Authorization', bearer(moderator)).send({ kinds: [], mode: 'weekly' }).expect(400);
    expect(Object.keys(badMode.body.fields)).toEqual(['mode']);
  });

  it('when an admin chooses bookings as they happen, then each new booking is mailed once, not the past or other kinds', async () => {
    const before = await insertBooking(db.pool, { tourId, contactName: 'Before Choice' });
    expect((await request(app).get('/api/admin/events/mail').set('Authorization', bearer(admin)).expect(200)).body).toEqual({ kinds: [], mode: 'instant' });
    await request(app).put('/api/admin/events/mail').set('Authorization', bearer(admin)).send({ kinds: ['booking.created'], mode: 'instant' }).expect(200);
    expect((await request(app).get('/api/admin/events/mail').set('Authorization', bearer(admin)).expect(200)).body).toEqual({ kinds: ['booking.created'], mode: 'instant' });

    const booking = await insertBooking(db.pool, { tourId, contactName: 'Amina Wanjiru' });
    await enquiry('Not Chosen');
    // Two replicas' workers at once: the row lock lets one of them send.
    const queued = await Promise.all([worker().runOnce(), worker().runOnce()]);
    expect(queued[0] + queued[1]).toBe(1);
    const mails = await alertMails(admin.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('New booking: Amina Wanjiru');
    const listed = (mails[0]?.payload as { events: { reference?: string; kind: string }[] }).events;
    expect(listed.map((event) => event.reference)).toEqual([booking.reference]);
    expect(listed.map((event) => event.reference)).not.toContain(before.reference);

    expect(await worker().runOnce()).toBe(0);
    expect(await alertMails(admin.email)).toHaveLength(1);
  });

  it('when a moderator chooses an hourly digest of enquiries, then one e-mail an hour lists them', async () => {
    await request(app).put('/api/admin/events/mail').set('Authorization', bearer(moderator)).send({ kinds: ['enquiry.created'], mode: 'hourly' }).expect(200);
    await enquiry('First Enquirer');
    await enquiry('Second Enquirer');
    const start = new Date();
    await worker().runOnce(start);
    const first = await alertMails(moderator.email);
    expect(first.map((mail) => mail.subject)).toEqual(['Hourly digest: 2 new alerts']);

    await enquiry('Third Enquirer');
    await worker().runOnce(new Date(start.getTime() + 10 * 60_000));
    expect(await alertMails(moderator.email)).toHaveLength(1);
    await worker().runOnce(new Date(start.getTime() + 61 * 60_000));
    const all = await alertMails(moderator.email);
    expect(all).toHaveLength(2);
    expect((all[1]?.payload as { events: { name?: string }[] }).events.map((event) => event.name)).toEqual(['Third Enquirer']);
  });
});
