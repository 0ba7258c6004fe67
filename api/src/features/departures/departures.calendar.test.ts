/**
 * The departures calendar compresses its own answer (gzip at its fastest level, issue 28's staff-list
 * speed): a client that takes gzip gets the same departures as one that does not, and one that
 * takes no gzip gets plain JSON. The server keeps the months it sent and sends one again only while
 * none of the rows it was made of changed.
 */
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDepartureListSchema } from '@safari/shared/departures';
import { daysBefore } from '@safari/shared/money';
import { createTestApp } from '../../../test/app';
import { insertUser, tokenFor } from '../../../test/auth-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';
import { nairobiToday } from '../../lib/rates.repo';

let db: TestDatabase;
let app: express.Express;
let admin: string;
let tourId: string;
const inDays = (days: number) => daysBefore(nairobiToday(), -days);

beforeAll(async () => {
  db = await createTestDatabase();
  const created = createTestApp({ pool: db.pool });
  app = created.app;
  admin = `Bearer ${tokenFor(created.config.jwtSecret, await insertUser(db.pool, { role: 'admin' }))}`;
  tourId = await insertTour(db.pool, { slug: 'calendar-camping', name: 'Calendar Camping', price: 420 });
});

afterAll(async () => {
  await db?.drop();
});

/** The answer's bytes (supertest undoes a gzip Content-Encoding), with the Accept-Encoding given. */
const raw = (query: Record<string, string>, acceptEncoding: string) =>
  request(app)
    .get('/api/admin/departures')
    .query(query)
    .set('Authorization', admin)
    .set('Accept-Encoding', acceptEncoding)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);

/** A departure every day from `from` to `to` days ahead (12 seats, a pickup, notes): the month asked for. */
async function dailyDepartures(from: number, to: number): Promise<{ from: string; to: string }> {
  await request(app)
    .post(`/api/admin/tours/${tourId}/departures/bulk`)
    .set('Authorization', admin)
    .send({ from: inDays(from), to: inDays(to), weekdays: [0, 1, 2, 3, 4, 5, 6], seats: 12, pickup: 'Nairobi, Sarit Centre', pickupTime: '07:00', notes: 'Park fees included' })
    .expect(201);
  return { from: inDays(from), to: inDays(to) };
}

describe('the departures calendar', () => {
  it('when a month is asked for with and without gzip, then both answers hold the same departures', async () => {
    const month = await dailyDepartures(10, 40);

    const zipped = await raw(month, 'gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toMatch(/^application\/json/);
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    const fromGzip = adminDepartureListSchema.parse(JSON.parse((zipped.body as Buffer).toString('utf8')));

    const plain = await raw(month, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const fromPlain = adminDepartureListSchema.parse(JSON.parse((plain.body as Buffer).toString('utf8')));

    expect(fromGzip.items).toHaveLength(31);
    expect(fromGzip).toEqual(fromPlain);
    expect(fromPlain.items[0]).toMatchObject({ tourName: 'Calendar Camping', date: inDays(10), seats: 12, free: 12, pickup: 'Nairobi, Sarit Centre' });

    // A small answer is left to the app's own compression.
    const small = await raw({ from: inDays(10), to: inDays(10) }, 'identity');
    expect(adminDepartureListSchema.parse(JSON.parse((small.body as Buffer).toString('utf8'))).items).toHaveLength(1);
  });

  it('when a month is asked for again after one of its departures changed, then the gzip answer shows the change', async () => {
    const month = await dailyDepartures(100, 130);
    const zippedItems = async () => {
      const answer = await raw(month, 'gzip');
      expect(answer.headers['content-encoding']).toBe('gzip');
      return adminDepartureListSchema.parse(JSON.parse((answer.body as Buffer).toString('utf8'))).items;
    };
    const before = await zippedItems();
    expect(await zippedItems()).toEqual(before);
    const changed = before[5];
    await request(app).put(`/api/admin/departures/${changed?.id}`).set('Authorization', admin).send({ notes: 'Lunch boxes from the camp' }).expect(200);

    const after = await zippedItems();
    expect(after[5]).toEqual({ ...changed, notes: 'Lunch boxes from the camp' });
    expect(after.filter((item) => item.notes === 'Park fees included')).toHaveLength(30);
  });

  it('when a guide, a vehicle or the tour is renamed, or a departure deleted or added, between two asks for a month, then the next answer shows it', async () => {
    const month = await dailyDepartures(200, 210);
    const { rows } = await db.pool.query<{ guide: string; vehicle: string }>(
      `with g as (insert into guides (name) values ('Joseph Lekishon') returning id), v as (insert into vehicles (name, seats) values ('Land Cruiser 3', 7) returning id)
       select g.id as guide, v.id as vehicle from g, v`,
    );
    const { guide, vehicle } = rows[0]!;
    await db.pool.query('update departures set guide_id = $1, vehicle_id = $2 where tour_id = $3 and date = $4', [guide, vehicle, tourId, month.from]);
    /** The month, alternately gzip and plain: each kind of answer is checked after each change. */
    let asks = 0;
    const items = async () => {
      const answer = await raw(month, asks++ % 2 === 0 ? 'gzip' : 'identity');
      return adminDepartureListSchema.parse(JSON.parse((answer.body as Buffer).toString('utf8'))).items;
    };
    const first = await items();
    expect(first[0]).toMatchObject({ guide: { name: 'Joseph Lekishon' }, vehicle: { name: 'Land Cruiser 3', seats: 7 } });
    expect(await items()).toEqual(first);
    expect(await items()).toEqual(first);

    await db.pool.query(`update guides set name = 'Joseph Lekishon Sr' where id = $1`, [guide]);
    expect((await items())[0]?.guide?.name).toBe('Joseph Lekishon Sr');
    await db.pool.query('update vehicles set seats = 8 where id = $1', [vehicle]);
    expect((await items())[0]?.vehicle?.seats).toBe(8);
    await db.pool.query(`update tours set name = 'Calendar Camping Deluxe' where id = $1`, [tourId]);
    expect(new Set((await items()).map((item) => item.tourName))).toEqual(new Set(['Calendar Camping Deluxe']));
    await db.pool.query(`update tours set name = 'Calendar Camping' where id = $1`, [tourId]);
    expect((await items())[0]?.tourName).toBe('Calendar Camping');

    await db.pool.query('delete from departures where tour_id = $1 and date = $2', [tourId, month.to]);
    expect((await items()).map((item) => item.date)).not.toContain(month.to);
    await db.pool.query('insert into departures (tour_id, date, seats) values ($1, $2, 4)', [tourId, month.to]);
    const last = await items();
    expect(last.at(-1)).toMatchObject({ date: month.to, seats: 4 });
    expect(await items()).toEqual(last);
  });

  it('when bookings on departures are made, paid, moved, released, cancelled and deleted, then the calendar’s sold and held are what the bookings hold', async () => {
    const made = await request(app)
      .post(`/api/admin/tours/${tourId}/departures/bulk`)
      .set('Authorization', admin)
      .send({ from: inDays(60), to: inDays(61), weekdays: [0, 1, 2, 3, 4, 5, 6], seats: 10 })
      .expect(201);
    const [first, second] = (made.body as { items: { id: string }[] }).items.map((item) => item.id);
    const month = { from: inDays(60), to: inDays(61) };
    /** The calendar's figures, and the same counted from the bookings themselves. */
    const figures = async () => {
      const body = adminDepartureListSchema.parse((await request(app).get('/api/admin/departures').query(month).set('Authorization', admin).expect(200)).body);
      const { rows } = await db.pool.query<{ id: string; sold: number; held: number }>(
        `select d.id,
                coalesce(sum(b.seats) filter (where b.status = 'confirmed' or b.payment_status in ('paid', 'deposit paid', 'partially paid')), 0)::int as sold,
                coalesce(sum(b.seats) filter (where b.status = 'pending' and b.payment_status not in ('paid', 'deposit paid', 'partially paid')), 0)::int as held
           from departures d left join bookings b on b.departure_id = d.id and b.seats > 0
          where d.id = any($1::uuid[]) group by d.id`,
        [[first, second]],
      );
      const counted = Object.fromEntries(rows.map((row) => [row.id, { sold: row.sold, held: row.held }]));
      const shown = Object.fromEntries(body.items.filter((item) => item.id === first || item.id === second).map((item) => [item.id, { sold: item.sold, held: item.held }]));
      return { shown, counted };
    };
    const book = async (departureId: string | undefined, adults: number, paymentStatus = 'unpaid') => {
      const { rows } = await db.pool.query<{ id: string }>(
        `insert into bookings (reference, tour_id, tour_name, travel_date, adults, contact_name, status, payment_status, amount, departure_id)
         select 'SAF-SH' || lpad((floor(random() * 1000000))::int::text, 6, '0'), $1, 'Calendar Camping', d.date, $2, 'Held Seats', 'pending', $3, 420, d.id
           from departures d where d.id = $4
         returning id`,
        [tourId, adults, paymentStatus, departureId],
      );
      return rows[0]?.id ?? '';
    };

    const a = await book(first, 2);
    const b = await book(first, 3, 'paid');
    const c = await book(second, 1);
    expect((await figures()).shown).toEqual({ [first as string]: { sold: 3, held: 2 }, [second as string]: { sold: 0, held: 1 } });
    // Paid, then moved to the other departure with one more adult; a hold released; a cancellation; a deletion.
    await db.pool.query(`update bookings set payment_status = 'deposit paid' where id = $1`, [a]);
    await db.pool.query(`update bookings set departure_id = $2, adults = 3 where id = $1`, [a, second]);
    expect((await figures()).shown).toEqual({ [first as string]: { sold: 3, held: 0 }, [second as string]: { sold: 3, held: 1 } });
    await db.pool.query('update bookings set seats = 0 where id = $1', [c]);
    await db.pool.query(`update bookings set status = 'canceled' where id = $1`, [b]);
    await book(first, 1);
    await db.pool.query('delete from bookings where id = $1', [a]);
    const { shown, counted } = await figures();
    expect(shown).toEqual({ [first as string]: { sold: 0, held: 1 }, [second as string]: { sold: 0, held: 0 } });
    expect(shown).toEqual(counted);
  });
});
