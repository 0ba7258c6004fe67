/**
 * What Postgres does for a booking written by any writer (a by-hand import, the booking form), now
 * that the insert's triggers only run when they have something to do (migration 0045): a booking
 * without a due date gets its tour's, one on a departure takes its seats (and is refused when they do
 * not fit), one without a departure takes none, and an account still finds its bookings by index.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/auth-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { insertTour } from '../../../test/fixtures';

let db: TestDatabase;
let tourId: string;
let n = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  tourId = await insertTour(db.pool, { slug: 'insert-triggers', name: 'Insert Triggers', price: 400 });
  await db.pool.query('update tours set balance_due_days = 45 where id = $1', [tourId]);
});

afterAll(async () => {
  await db?.drop();
});

interface Written {
  id: string;
  balance_due_date: string;
  seats: number;
}

/** Inserts a booking as an import would: only the columns given besides the required ones. */
async function insertBooking(extra: { departure_id?: string; balance_due_date?: string; user_id?: string; adults?: number } = {}): Promise<Written> {
  n += 1;
  const columns = { reference: `SAF-TRIG${String(n).padStart(3, '0')}`, tour_id: tourId, tour_name: 'Insert Triggers', travel_date: '2027-03-01', adults: 2, contact_name: `Trigger ${n}`, amount: 800, ...extra };
  const names = Object.keys(columns);
  const { rows } = await db.pool.query<Written>(
    `insert into bookings (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')})
     returning id, to_char(balance_due_date, 'YYYY-MM-DD') as balance_due_date, seats`,
    Object.values(columns),
  );
  const [row] = rows;
  if (!row) throw new Error('not inserted');
  return row;
}

async function departure(seats: number): Promise<string> {
  const { rows } = await db.pool.query<{ id: string }>(`insert into departures (tour_id, date, seats) values ($1, '2027-03-01', $2) returning id`, [tourId, seats]);
  const [row] = rows;
  if (!row) throw new Error('no departure');
  return row.id;
}

const seatsTaken = async (id: string) => (await db.pool.query<{ taken: number }>('select seats_taken as taken from departures where id = $1', [id])).rows[0]?.taken;

describe('a booking inserted by any writer', () => {
  it('when it has no due date, then it gets its tour’s days before travel; a due date given is kept', async () => {
    expect((await insertBooking()).balance_due_date).toBe('2027-01-15');
    expect((await insertBooking({ balance_due_date: '2027-02-01' })).balance_due_date).toBe('2027-02-01');
  });

  it('when it is on a departure, then it takes its party’s seats, and a party that does not fit is refused', async () => {
    const id = await departure(3);
    expect((await insertBooking({ departure_id: id, adults: 2 })).seats).toBe(2);
    expect(await seatsTaken(id)).toBe(2);
    await expect(insertBooking({ departure_id: id, adults: 2 })).rejects.toMatchObject({ message: 'departure_full', constraint: 'departures_seats_left', detail: '1' });
    expect(await seatsTaken(id)).toBe(2);
  });

  it('when it has no departure, then it takes no seats', async () => {
    expect((await insertBooking()).seats).toBe(0);
  });

  it('when an account lists its bookings, then they are found by the account’s index', async () => {
    const user = await insertUser(db.pool, { email: 'trigger-account@example.com' });
    await insertBooking({ user_id: user.id });
    const client = await db.pool.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>('explain select id from bookings where user_id = $1 order by created_at desc', [user.id]);
      expect(rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('bookings_user_idx');
      await client.query('rollback');
    } finally {
      client.release();
    }
  });
});
