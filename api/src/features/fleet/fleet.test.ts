/**
 * Guides and vehicles through the real app and Postgres: staff keep the lists (audited), and a
 * departure is refused a vehicle smaller than its party or a guide or vehicle already out that day.
 */
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDepartureSchema, DEPARTURE_ADMIN_MESSAGES as A, type AdminDeparture } from '@safari/shared/departures';
import { FLEET_MESSAGES, guideListSchema, guideSchema, vehicleListSchema, vehicleSchema, type Guide, type Vehicle } from '@safari/shared/fleet';
import { daysBefore } from '@safari/shared/money';
import { createTestApp } from '../../../test/app';
import { insertUser, tokenFor } from '../../../test/auth-fixtures';
import { bookingBody } from '../../../test/bookings-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';
import { nairobiToday } from '../../lib/rates.repo';

let db: TestDatabase;
let app: express.Express;
let admin: string;
let traveller: string;
let tourId: string;
let otherTourId: string;
const inDays = (days: number) => daysBefore(nairobiToday(), -days);

beforeAll(async () => {
  db = await createTestDatabase();
  const created = createTestApp({ pool: db.pool, env: { RATE_LIMIT_FACTOR: '1000' } });
  app = created.app;
  admin = `Bearer ${tokenFor(created.config.jwtSecret, await insertUser(db.pool, { role: 'admin' }))}`;
  traveller = `Bearer ${tokenFor(created.config.jwtSecret, await insertUser(db.pool, { role: 'user' }))}`;
  tourId = await insertTour(db.pool, { slug: 'fleet-camping', name: 'Fleet Camping', price: 300 });
  otherTourId = await insertTour(db.pool, { slug: 'fleet-other', name: 'Fleet Other', price: 300 });
});

afterAll(async () => {
  await db?.drop();
});

const asAdmin = (req: request.Test) => req.set('Authorization', admin);

async function addGuide(name: string): Promise<Guide> {
  return guideSchema.parse((await asAdmin(request(app).post('/api/admin/fleet/guides')).send({ name, phone: '+254 711 000 111', languages: ['English', 'Swahili'] }).expect(201)).body);
}
async function addVehicle(name: string, seats: number): Promise<Vehicle> {
  return vehicleSchema.parse((await asAdmin(request(app).post('/api/admin/fleet/vehicles')).send({ name, seats }).expect(201)).body);
}
async function addDeparture(days: number, seats = 10, tour = tourId): Promise<AdminDeparture> {
  return adminDepartureSchema.parse((await asAdmin(request(app).post(`/api/admin/tours/${tour}/departures`)).send({ date: inDays(days), seats }).expect(201)).body);
}
const assign = (departureId: string, change: Record<string, unknown>) => asAdmin(request(app).put(`/api/admin/departures/${departureId}`)).send(change);

describe('the lists of guides and vehicles', () => {
  it('when staff add, edit and delete a guide and a vehicle, then the lists show it and each write is audited', async () => {
    const guide = await addGuide('Grace Njeri');
    expect(guide).toMatchObject({ name: 'Grace Njeri', phone: '+254 711 000 111', languages: ['English', 'Swahili'] });
    const edited = guideSchema.parse((await asAdmin(request(app).put(`/api/admin/fleet/guides/${guide.id}`)).send({ name: 'Grace Njeri', languages: ['English', 'German'] }).expect(200)).body);
    expect(edited).toMatchObject({ phone: '', languages: ['English', 'German'] });
    const vehicle = await addVehicle('KDA 123X', 7);
    const guides = guideListSchema.parse((await asAdmin(request(app).get('/api/admin/fleet/guides')).expect(200)).body);
    expect(guides.items.map((item) => item.name)).toContain('Grace Njeri');
    const vehicles = vehicleListSchema.parse((await asAdmin(request(app).get('/api/admin/fleet/vehicles')).expect(200)).body);
    expect(vehicles.items).toContainEqual(expect.objectContaining({ id: vehicle.id, name: 'KDA 123X', seats: 7 }));

    const invalid = await asAdmin(request(app).post('/api/admin/fleet/vehicles')).send({ name: ' ', seats: 0 }).expect(400);
    expect(invalid.body.fields).toEqual({ name: FLEET_MESSAGES.vehicleName, seats: FLEET_MESSAGES.vehicleSeats });
    expect((await asAdmin(request(app).post('/api/admin/fleet/guides')).send({ name: 'X', phone: 'call me' }).expect(400)).body.fields).toEqual({ phone: FLEET_MESSAGES.phone });

    await asAdmin(request(app).delete(`/api/admin/fleet/guides/${guide.id}`)).expect(204);
    await asAdmin(request(app).delete(`/api/admin/fleet/vehicles/${vehicle.id}`)).expect(204);
    await asAdmin(request(app).delete(`/api/admin/fleet/vehicles/${vehicle.id}`)).expect(404);
    const { rows } = await db.pool.query<{ entity: string; action: string }>(`select entity, action from audit_log where entity in ('guide', 'vehicle') order by id`);
    expect(rows.map((row) => `${row.entity} ${row.action}`)).toEqual(['guide create', 'guide update', 'vehicle create', 'guide delete', 'vehicle delete']);
  });

  it('when a guide or vehicle is on an upcoming departure, then it cannot be deleted, nor the vehicle shrunk below its travellers', async () => {
    const guide = await addGuide('Daniel Sankale');
    const vehicle = await addVehicle('Land Cruiser 2', 7);
    const trip = await addDeparture(30);
    await request(app)
      .post('/api/bookings')
      .send(bookingBody(tourId, { departureId: trip.id, adults: 3, children: 1, date: inDays(1), payment: { method: 'pesapal', payMode: 'later' } }))
      .expect(201);
    await assign(trip.id, { guideId: guide.id, vehicleId: vehicle.id }).expect(200);

    expect((await asAdmin(request(app).delete(`/api/admin/fleet/guides/${guide.id}`)).expect(409)).body.error).toBe(FLEET_MESSAGES.guideInUse);
    expect((await asAdmin(request(app).delete(`/api/admin/fleet/vehicles/${vehicle.id}`)).expect(409)).body.error).toBe(FLEET_MESSAGES.vehicleInUse);
    const shrunk = await asAdmin(request(app).put(`/api/admin/fleet/vehicles/${vehicle.id}`)).send({ name: 'Land Cruiser 2', seats: 3 }).expect(400);
    expect(shrunk.body.fields).toEqual({ seats: FLEET_MESSAGES.vehicleTooSmallForDepartures });
    await asAdmin(request(app).put(`/api/admin/fleet/vehicles/${vehicle.id}`)).send({ name: 'Land Cruiser 2', seats: 4 }).expect(200);

    await assign(trip.id, { guideId: null, vehicleId: null }).expect(200);
    await asAdmin(request(app).delete(`/api/admin/fleet/guides/${guide.id}`)).expect(204);
  });
});

describe('assigning a departure its guide and vehicle', () => {
  it('when the vehicle has fewer seats than the departure’s travellers, then it is refused; a big enough one is assigned', async () => {
    const trip = await addDeparture(40);
    await request(app)
      .post('/api/bookings')
      .send(bookingBody(tourId, { departureId: trip.id, adults: 4, children: 1, date: inDays(1), payment: { method: 'pesapal', payMode: 'later' } }))
      .expect(201);
    const small = await addVehicle('Safari van', 4);
    const big = await addVehicle('Land Cruiser 5', 7);

    const refused = await assign(trip.id, { vehicleId: small.id }).expect(400);
    expect(refused.body).toEqual({ error: A.vehicleTooSmall, fields: { vehicleId: A.vehicleTooSmall } });
    const assigned = adminDepartureSchema.parse((await assign(trip.id, { vehicleId: big.id }).expect(200)).body);
    expect(assigned.vehicle).toEqual({ id: big.id, name: 'Land Cruiser 5', seats: 7 });
  });

  it('when the guide or the vehicle is already on another departure that day, then it is refused; another day is fine', async () => {
    const guide = await addGuide('Joyce Wambui');
    const vehicle = await addVehicle('KCB 456Y', 9);
    const first = await addDeparture(45);
    const sameDay = await addDeparture(45, 10, otherTourId);
    const nextDay = await addDeparture(46);
    await assign(first.id, { guideId: guide.id, vehicleId: vehicle.id }).expect(200);

    expect((await assign(sameDay.id, { guideId: guide.id }).expect(400)).body.fields).toEqual({ guideId: A.guideBusy });
    expect((await assign(sameDay.id, { vehicleId: vehicle.id }).expect(400)).body.fields).toEqual({ vehicleId: A.vehicleBusy });
    const other = adminDepartureSchema.parse((await assign(nextDay.id, { guideId: guide.id, vehicleId: vehicle.id }).expect(200)).body);
    expect(other.guide).toEqual({ id: guide.id, name: 'Joyce Wambui' });
    // Moving a departure onto a day its guide is already out is refused too.
    expect((await assign(nextDay.id, { date: first.date }).expect(400)).body.fields).toEqual({ guideId: A.guideBusy });

    // Two staff assigning the same guide to two departures of one day at the same moment: one wins.
    const a = await addDeparture(48);
    const b = await addDeparture(48, 10, otherTourId);
    const racer = await addGuide('Peter Ole Sankau');
    const answers = await Promise.all([assign(a.id, { guideId: racer.id }), assign(b.id, { guideId: racer.id })]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
    const { rows } = await db.pool.query<{ n: number }>('select count(*)::int as n from departures where guide_id = $1', [racer.id]);
    expect(rows[0]?.n).toBe(1);
  });
});

describe('staff only', () => {
  it('when a traveller or a stranger calls a fleet route, then 403 or 401 and nothing is written', async () => {
    const guide = await addGuide('Only Staff');
    const vehicle = await addVehicle('Only Staff', 5);
    const calls = [
      () => request(app).get('/api/admin/fleet/guides'),
      () => request(app).post('/api/admin/fleet/guides').send({ name: 'Intruder' }),
      () => request(app).put(`/api/admin/fleet/guides/${guide.id}`).send({ name: 'Intruder' }),
      () => request(app).delete(`/api/admin/fleet/guides/${guide.id}`),
      () => request(app).get('/api/admin/fleet/vehicles'),
      () => request(app).post('/api/admin/fleet/vehicles').send({ name: 'Intruder', seats: 4 }),
      () => request(app).put(`/api/admin/fleet/vehicles/${vehicle.id}`).send({ name: 'Intruder', seats: 4 }),
      () => request(app).delete(`/api/admin/fleet/vehicles/${vehicle.id}`),
    ];
    for (const call of calls) {
      await call().expect(401);
      await call().set('Authorization', traveller).expect(403);
    }
    const { rows } = await db.pool.query<{ n: number }>(`select count(*)::int as n from guides where name = 'Intruder'`);
    expect(rows[0]?.n).toBe(0);
    expect(guideSchema.parse((await asAdmin(request(app).get('/api/admin/fleet/guides')).expect(200)).body.items.find((item: Guide) => item.id === guide.id)).name).toBe('Only Staff');
  });
});
