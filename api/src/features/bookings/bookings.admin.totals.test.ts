/**
 * The staff bookings list's total is exact (issue 28): the figure on screen adds up to the rows behind
 * it, whatever other connections (another API replica, a traveller booking) write meanwhile. The
 * unfiltered and status-only totals come from the bookings tally (migration 0037), not from counting
 * every booking: here they are checked against `count(*)` after inserts, cancels, payments and
 * deletes from another connection, through the tally's folds, and against uncommitted writes.
 */
import type express from 'express';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBookingListSchema } from '@safari/shared/admin-bookings';
import { createTestApp } from '../../../test/app';
import { insertUser, tokenFor } from '../../../test/auth-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';
import { insertBooking } from '../../../test/staff-fixtures';
import { createBookingsAdminRepo, TALLY_COMPACT_ROWS, TALLY_FROM_OFFSET } from './bookings.admin.repo';

let db: TestDatabase;
let app: express.Express;
let admin: string;
let tourId: string;
/** Another connection: the writes of another replica or of a traveller booking meanwhile. */
let other: pg.Client;

beforeAll(async () => {
  db = await createTestDatabase();
  const created = createTestApp({ pool: db.pool });
  app = created.app;
  const user = await insertUser(db.pool, { role: 'admin' });
  admin = `Bearer ${tokenFor(created.config.jwtSecret, user)}`;
  tourId = await insertTour(db.pool, { slug: 'tally-tour', name: 'Tally Tour', price: 900 });
  other = new pg.Client({ connectionString: db.url });
  await other.connect();
});

afterAll(async () => {
  await other?.end();
  await db?.drop();
});

const list = async (query: Record<string, string | number | undefined> = {}) =>
  adminBookingListSchema.parse((await request(app).get('/api/bookings').set('Authorization', admin).query(query).expect(200)).body);

/** What counting every booking says for the filter. */
async function counted(filter: { status?: string; paymentStatus?: string } = {}): Promise<number> {
  const { rows } = await db.pool.query<{ n: number }>(
    'select count(*)::int as n from bookings where ($1::text is null or status = $1) and ($2::text is null or payment_status = $2)',
    [filter.status ?? null, filter.paymentStatus ?? null],
  );
  return rows[0]?.n ?? -1;
}

const FILTERS: { status?: string; paymentStatus?: string }[] = [{}, { status: 'pending' }, { status: 'confirmed' }, { status: 'canceled' }, { paymentStatus: 'paid' }, { status: 'confirmed', paymentStatus: 'paid' }];

/** Every tallied list's total is what counting says. */
async function expectExactTotals(): Promise<void> {
  for (const filter of FILTERS) expect((await list(filter)).total, JSON.stringify(filter)).toBe(await counted(filter));
}

describe('the bookings list total', () => {
  it('when another connection books, pays, cancels and deletes, then every total is the count of the rows', async () => {
    await expectExactTotals();
    const made: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const booking = await insertBooking(other, { tourId, status: i % 2 ? 'pending' : 'confirmed', paymentStatus: i % 2 ? 'unpaid' : 'paid', contactName: `Guest ${i}` });
      made.push(booking.id);
    }
    await expectExactTotals();
    await other.query(`update bookings set status = 'confirmed', payment_status = 'paid' where id = $1`, [made[1]]);
    await other.query(`update bookings set status = 'canceled', canceled_at = now() where id = $1`, [made[2]]);
    // A write that changes neither status leaves the totals alone.
    await other.query(`update bookings set notes = 'called back' where id = $1`, [made[3]]);
    await other.query('delete from ledger_entries where booking_id = $1', [made[4]]);
    await other.query('delete from bookings where id = $1', [made[4]]);
    await expectExactTotals();
    const all = await list({ pageSize: 50 });
    expect(all.items).toHaveLength(all.total);
  });

  it('when a booking is written but not yet committed, then the total leaves it out until it commits, and never after a rollback', async () => {
    const before = (await list()).total;
    await other.query('begin');
    await insertBooking(other, { tourId, status: 'pending', paymentStatus: 'unpaid', contactName: 'Not Yet' });
    expect((await list()).total).toBe(before);
    expect((await list({ status: 'pending' })).total).toBe(await counted({ status: 'pending' }));
    await other.query('commit');
    expect((await list()).total).toBe(before + 1);
    await other.query('begin');
    await insertBooking(other, { tourId, status: 'pending', paymentStatus: 'unpaid', contactName: 'Never' });
    await other.query('rollback');
    expect((await list()).total).toBe(before + 1);
    await expectExactTotals();
  });

  it('when the tally piles up past its fold, then the totals stay exact through the fold and while bookings are written during it', async () => {
    // Enough writes that the next lists fold the tally: one insert statement per booking (each adds a
    // tally row; a statement of many bookings adds one row per status pair), then updates (two rows each).
    await other.query(
      `do $$ begin
         for i in 1..${TALLY_COMPACT_ROWS + 50} loop
           insert into bookings (reference, tour_id, tour_name, travel_date, adults, contact_name, status, payment_status, amount)
           values ('SAF-T' || lpad(i::text, 6, '0'), '${tourId}', 'Tally Tour', '2099-01-01', 1, 'Bulk ' || i, case when i % 3 = 0 then 'canceled' else 'pending' end, 'unpaid', 100);
         end loop;
       end $$`,
    );
    await other.query(`update bookings set status = 'confirmed' where reference ~ '^SAF-T[0-9]{6}$' and status = 'pending' and substr(reference, 6)::int % 5 = 0`);
    const rows = async () => Number((await db.pool.query<{ n: string }>('select count(*) as n from booking_tally')).rows[0]?.n);
    expect(await rows()).toBeGreaterThan(TALLY_COMPACT_ROWS);
    // Lists and bookings at the same time: each list's total is the count of what it could see, at some moment.
    const writes = (async () => {
      for (let i = 0; i < 20; i += 1) await insertBooking(other, { tourId, status: 'pending', paymentStatus: 'unpaid', contactName: `During ${i}` });
    })();
    const seen: number[] = [];
    for (let i = 0; i < 10; i += 1) seen.push((await list()).total);
    await writes;
    expect(await rows()).toBeLessThan(TALLY_COMPACT_ROWS);
    // Totals only grow while only inserts happen, and never past what exists.
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(seen.at(-1)).toBeLessThanOrEqual(await counted());
    await expectExactTotals();
  });

  it('when searched or filtered by dates, then the total is the number of matching rows and the pages hold exactly them', async () => {
    const q = 'bulk 1';
    const { rows } = await db.pool.query<{ n: number }>(`select count(*)::int as n from bookings where lower(contact_name) like '%bulk 1%'`);
    const found = await list({ q, pageSize: 50 });
    expect(found.total).toBe(rows[0]?.n);
    const pages = Math.ceil(found.total / 50);
    const ids = new Set<string>();
    for (let page = 1; page <= pages; page += 1) for (const item of (await list({ q, pageSize: 50, page })).items) ids.add(item.id);
    expect(ids.size).toBe(found.total);
    // A page past the end: no rows, the total still right.
    expect(await list({ q, pageSize: 50, page: pages + 1 })).toMatchObject({ items: [], total: found.total });
    expect(await list({ status: 'pending', page: 100_000 })).toMatchObject({ items: [], total: await counted({ status: 'pending' }) });
    const dated = await list({ from: '2099-01-01', to: '2099-01-01' });
    const { rows: onDay } = await db.pool.query<{ n: number }>(`select count(*)::int as n from bookings where travel_date = '2099-01-01'`);
    expect(dated.total).toBe(onDay[0]?.n);
  });

  it('when a tour is renamed or a booking moved to another tour, then a search by either name finds exactly the bookings carrying it', async () => {
    const renamed = await insertTour(db.pool, { slug: 'gorilla-trek', name: 'Gorilla Trek Bwindi', price: 1500 });
    const old = await insertBooking(other, { tourId: renamed, tourName: 'Gorilla Trek Bwindi', contactName: 'Old Name' });
    await other.query(`update tours set name = 'Mountain Gorillas of Bwindi' where id = $1`, [renamed]);
    const fresh = await insertBooking(other, { tourId: renamed, tourName: 'Mountain Gorillas of Bwindi', contactName: 'New Name' });
    const moved = await insertBooking(other, { tourId, tourName: 'Tally Tour', contactName: 'Moved Later' });
    const walk = await insertTour(db.pool, { slug: 'bwindi-walk', name: 'Bwindi Forest Walk', price: 300 });
    await other.query(`update bookings set tour_id = $2, tour_name = 'Bwindi Forest Walk' where id = $1`, [moved.id, walk]);
    const ids = async (q: string) => (await list({ q, pageSize: 50 })).items.map((item) => item.id).sort();
    expect(await ids('gorilla trek')).toEqual([old.id]);
    expect(await ids('MOUNTAIN GORILLAS')).toEqual([fresh.id]);
    expect(await ids('forest walk')).toEqual([moved.id]);
    expect(await ids('bwindi')).toEqual([old.id, fresh.id, moved.id].sort());
    // A name's part, the traveller's name, and a text matching neither.
    expect(await ids('new name')).toEqual([fresh.id]);
    // Found both ways (its traveller's name and its tour's name hold the text): listed and counted once.
    const both = await insertBooking(other, { tourId, tourName: 'Tally Tour', contactName: 'Tally Tour Fan' });
    const tally = await list({ q: 'tally tour', pageSize: 50, sort: 'created-desc' });
    expect(tally.items.filter((item) => item.id === both.id)).toHaveLength(1);
    expect((await list({ q: 'tally tour' })).total).toBe((await db.pool.query<{ n: number }>(`select count(*)::int as n from bookings where tour_name = 'Tally Tour'`)).rows[0]?.n);
    expect(await ids('gorillas of bwindi x')).toEqual([]);
  });

  it('when staff page deep into the list, newest or oldest first, then each page holds exactly the bookings at its place, also after bookings move in time', async () => {
    // Enough bookings that the later pages are placed by the tally (migration 0046): five created in
    // each second, the seconds three hours apart over some forty weeks; one statement, as a group of
    // bookings is written.
    await other.query(
      `insert into bookings (reference, tour_id, tour_name, travel_date, adults, contact_name, status, payment_status, amount, created_at)
       select 'SAF-W' || lpad(i::text, 6, '0'), $1, 'Tally Tour', '2099-02-01', 1, 'Weekly ' || i,
              case when i % 4 = 0 then 'canceled' else 'pending' end, 'unpaid', 100, date_trunc('second', now()) - make_interval(hours => (i / 5) * 3)
         from generate_series(1, ${Math.ceil(TALLY_FROM_OFFSET * 1.4)}) i`,
      [tourId],
    );
    const pageSize = 50;
    /** The page as counting the rows before it says it is. */
    const byCounting = async (sort: 'created-desc' | 'created-asc', page: number, status?: string) =>
      (
        await db.pool.query<{ id: string }>(
          `select id from bookings where ($1::text is null or status = $1) order by created_at ${sort === 'created-desc' ? 'desc' : 'asc'}, id limit $2 offset $3`,
          [status ?? null, pageSize, (page - 1) * pageSize],
        )
      ).rows.map((row) => row.id);
    const near = TALLY_FROM_OFFSET / pageSize;
    const expectPagesByCounting = async (when: string) => {
      for (const sort of ['created-desc', 'created-asc'] as const) {
        for (const status of [undefined, 'pending']) {
          const total = await counted({ status });
          const last = Math.ceil(total / pageSize);
          // The first page placed by the tally, one in the middle, the last, one past the end, and the last page read from the top.
          for (const page of [near + 1, Math.ceil((last + near) / 2), last, last + 1, near]) {
            const listed = await list({ sort, status, page, pageSize });
            expect(listed.total).toBe(total);
            expect(listed.items.map((item) => item.id), `${when}: ${sort} ${status ?? 'all'} page ${page}`).toEqual(await byCounting(sort, page, status));
          }
        }
      }
    };
    expect(await counted({ status: 'pending' })).toBeGreaterThan(TALLY_FROM_OFFSET + pageSize);
    await expectPagesByCounting('written');
    // Bookings whose creation moves (a correction, rows loaded by hand) move in the tally too: first
    // while their rows are appended (fewer than a fold waits for), then folded.
    const { rowCount } = await other.query(`update bookings set created_at = created_at - interval '5 weeks 1 second' where reference ~ '^SAF-W[0-9]{6}$' and substr(reference, 6)::int % 70 = 0`);
    expect(2 * (rowCount ?? 0)).toBeLessThan(TALLY_COMPACT_ROWS);
    await expectPagesByCounting('moved');
    await createBookingsAdminRepo(db.pool).compactTally();
    expect(Number((await db.pool.query<{ n: string }>('select count(*) as n from booking_tally')).rows[0]?.n)).toBe(0);
    await expectPagesByCounting('folded');
  });
});
