/**
 * The staff suite's data (issue 28, 'Scale and speed'): 5 000 departures and 100 000 bookings on the
 * bench catalogue, written by set-based SQL in a few seconds, with what the real schema keeps beside
 * a booking: its seats on the departure (seats_taken), the travellers' details of most seats, one
 * ledger row per payment (numbered receipts), and guides and vehicles on the departures.
 *
 * Every departure gets 20 bookings (the 20th cancelled, the others a mix of paid, deposit paid, part
 * paid and unpaid pay-later), so every month of the calendar sums seats the same way. One departure
 * is full (its 20 bookings take all its 60 seats): the manifest's case. One tour is scheduled with 200
 * departures ahead: the tour page's case (it must carry only its next 12).
 *
 * The bookings are inserted with the row triggers off (session_replication_role = replica, inside
 * the transaction only): the seat trigger would update a departure row per booking, and the staff
 * events trigger would notify the running server 100 000 times. Their effect is then written set-based:
 * seats_taken per departure, the receipt counter, the bookings tally (its sums per week and per second), the tour names.
 * Departures are inserted with their triggers on, so the catalogue version is bumped and the server's
 * cached pages see them.
 */
import bcrypt from 'bcryptjs';
import type pg from 'pg';

export const STAFF_DEPARTURES = 5_000;
/**
 * The pattern of the seeded bookings' references: 'SAF-ZB' and six digits. The API's own are 'SAF-'
 * and five characters, one in 1 024 of which begin with 'ZB': matched as a prefix, the API suite's
 * bookings were taken for seeded ones (the tally counted them twice, and one on a departure stopped
 * the travellers' step: its reference read as a number).
 */
const SEEDED_REFERENCE = `'^SAF-ZB[0-9]{6}$'`;

export const STAFF_BOOKINGS = 100_000;
/** Departures of the scheduled tour whose page is checked. */
export const SCHEDULED_TOUR_DEPARTURES = 200;
const DEPARTURE_SEATS = 60;
const GUIDES = 40;

export interface StaffSeed {
  /** The staff account the suite signs in with. */
  email: string;
  password: string;
  /** The departure whose seats are all taken (its manifest is measured). */
  fullDepartureId: string;
  fullDepartureSeats: number;
  /** The scheduled tour with {@link SCHEDULED_TOUR_DEPARTURES} departures ahead. */
  scheduledTour: { id: string; slug: string };
  /** A booking's phone as a traveller writes it, and a tour name, to search for. */
  phone: string;
  tourName: string;
  /** The calendar month measured: next month, first and last day (YYYY-MM-DD). */
  month: { from: string; to: string };
  /** What was written (rows per table) and how long each step took (ms). */
  counts: Record<string, number>;
  stepMs: Record<string, number>;
  seconds: number;
}

const FIRST_NAMES = ['Amina', 'Brian', 'Chloe', 'David', 'Esther', 'Felix', 'Grace', 'Hassan', 'Irene', 'James', 'Kamau', 'Lena', 'Moses', 'Nadia', 'Otieno', 'Priya', 'Quinn', 'Ruth', 'Samuel', 'Wanjiru'];
const LAST_NAMES = ['Achieng', 'Brown', 'Chebet', 'Dubois', 'Evans', 'Fischer', 'Garcia', 'Hughes', 'Ito', 'Jensen', 'Kariuki', 'Lopez', 'Mwangi', 'Njoroge', 'Okafor', 'Patel', 'Rossi', 'Schmidt', 'Tanaka', 'Wafula', 'Yilmaz', 'Zulu', 'Mutua', 'Kiptoo', 'Baraka'];

const sqlArray = (items: readonly string[]) => `array[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(', ')}]`;

/** Writes the staff suite's data in one transaction (the bench database's superuser connection). */
export async function seedStaffData(db: pg.Client): Promise<StaffSeed> {
  const started = Date.now();
  const email = 'staff@bench.test';
  const password = 'bench-staff-password';
  const counts: Record<string, number> = {};
  const stepMs: Record<string, number> = {};
  const run = async (label: string, sql: string, values: unknown[] = []) => {
    const start = Date.now();
    const result = await db.query(sql, values);
    counts[label] = (counts[label] ?? 0) + (result.rowCount ?? 0);
    stepMs[label] = (stepMs[label] ?? 0) + Date.now() - start;
    return result;
  };

  await db.query('begin');
  try {
    // A staff account like the office's (bcrypt, verified, active); the suite signs in through the API.
    await run(
      'users',
      `insert into users (email, password_hash, name, role, status, email_verified_at) values ($1, $2, 'Bench office', 'admin', 'active', now())
       on conflict (lower(email)) do update set password_hash = excluded.password_hash`,
      [email, await bcrypt.hash(password, 8)],
    );
    await run('guides', `insert into guides (name, phone, languages) select 'Bench guide ' || g, '+254 711 000 ' || lpad(g::text, 3, '0'), '{English,Swahili}' from generate_series(1, ${GUIDES}) g`);
    await run('vehicles', `insert into vehicles (name, seats) select 'Bench coach ' || g, ${DEPARTURE_SEATS} from generate_series(1, ${GUIDES}) g`);

    // The scheduled tour: a copy of the bench catalogue (not a demo tour the other suites measure).
    const { rows: tours } = await db.query<{ id: string; slug: string; name: string }>(
      `select id, slug, name from tours where deleted_at is null and is_published and price is not null order by (slug ~ '-b[0-9]+$') desc, slug`,
    );
    const scheduled = tours[0];
    if (!scheduled || tours.length < 2) throw new Error('The bench catalogue has too few tours');
    await run('tours scheduled', `update tours set schedule = 'scheduled' where id = $1`, [scheduled.id]);

    // Its 200 departures: every day from tomorrow.
    await run(
      'departures',
      `insert into departures (tour_id, date, seats, pickup, pickup_time)
       select $1, current_date + n, ${DEPARTURE_SEATS}, 'Nairobi, Sarit Centre', '07:00' from generate_series(1, ${SCHEDULED_TOUR_DEPARTURES}) n`,
      [scheduled.id],
    );
    // The rest over the other tours: 24 or 25 each, 22 days apart (no tour departs twice a day), from
    // six months ago to a year ahead, so a month of the calendar holds about 280 of them.
    const others = STAFF_DEPARTURES - SCHEDULED_TOUR_DEPARTURES;
    await run(
      'departures',
      `with t as (select id, row_number() over (order by slug) - 1 as k, count(*) over () as n from tours where deleted_at is null and id <> $1)
       insert into departures (tour_id, date, seats, pickup, pickup_time, notes)
       select t.id, current_date - 180 + ((j / t.n) * 22 + t.k % 22)::int, ${DEPARTURE_SEATS}, 'Hotel pickup in Nairobi', '06:30',
              case when j % 7 = 0 then 'Park fees included' else '' end
         from generate_series(0, ${others - 1}) j join t on t.k = j % t.n`,
      [scheduled.id],
    );
    // Guides and vehicles: at most one departure a day each (the schema's rule). Only this seed's
    // departures (made in this transaction: created_at = now()); the other suites' stay as they are.
    await run(
      'departures staffed',
      `with ranked as (select id, row_number() over (partition by date order by id) as rn from departures where created_at = now())
       update departures d set guide_id = (select id from guides where name = 'Bench guide ' || r.rn),
                               vehicle_id = (select id from vehicles where name = 'Bench coach ' || r.rn)
         from ranked r where r.id = d.id and r.rn <= ${GUIDES}`,
    );

    // The bookings: departure i % 5000 (in a fixed order), k = i / 5000 its k-th booking (0..19).
    // k 0-7 paid, 8-10 deposit paid, 11 part paid, 12-18 unpaid (pay later), 19 cancelled.
    // The full departure's bookings are three adults each (20 × 3 = its 60 seats).
    await db.query('set local session_replication_role = replica');
    await run(
      'bookings',
      `with d as (
         select d.id, d.date, d.tour_id, t.name as tour_name, coalesce(t.price, 500) as price, row_number() over (order by d.date, d.id) - 1 as n
           from departures d join tours t on t.id = d.tour_id where d.created_at = now()),
       full_one as (select id from d where date >= current_date + 35 and tour_id <> $1 order by date, id limit 1),
       g as (
         select i, i % ${STAFF_DEPARTURES} as n, i / ${STAFF_DEPARTURES} as k from generate_series(0, ${STAFF_BOOKINGS - 1}) i),
       b as (
         select g.i, g.k, d.*, (d.id = (select id from full_one)) as is_full,
                case when d.id = (select id from full_one) then 3 else 1 + g.i % 2 end as adults,
                case when d.id = (select id from full_one) then 0 when g.i % 5 = 0 then 1 else 0 end as children
           from g join d on d.n = g.n)
       insert into bookings (reference, tour_id, tour_name, travel_date, adults, children, contact_name, contact_email, contact_phone,
                             payment_method, pay_mode, source, status, payment_status, amount, currency, deposit_amount, balance_due_date,
                             canceled_at, departure_id, seats, created_at, updated_at)
       select 'SAF-ZB' || lpad(b.i::text, 6, '0'), b.tour_id, b.tour_name, b.date, b.adults, b.children,
              (${sqlArray(FIRST_NAMES)})[1 + b.i % ${FIRST_NAMES.length}] || ' ' || (${sqlArray(LAST_NAMES)})[1 + (b.i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
              'traveller' || b.i || '@bench.test',
              '+254 7' || lpad(((b.i::bigint * 48271) % 100000000)::text, 8, '0'),
              'mpesa',
              case when b.k <= 7 then 'now' when b.k <= 11 then 'deposit' else 'later' end,
              case when b.i % 9 = 0 then 'admin' else 'web' end,
              case when b.k = 19 and not b.is_full then 'canceled' when b.k <= 11 or b.is_full then 'confirmed' else 'pending' end,
              case when b.k <= 7 or b.is_full then 'paid' when b.k <= 10 then 'deposit paid' when b.k = 11 then 'partially paid' else 'unpaid' end,
              (b.adults + b.children) * b.price, 'USD',
              case when b.k between 8 and 11 and not b.is_full then round((b.adults + b.children) * b.price * 0.3, 2) else 0 end,
              b.date - 60,
              case when b.k = 19 and not b.is_full then now() - interval '1 day' end,
              b.id,
              case when b.k = 19 and not b.is_full then 0 else b.adults + b.children end,
              now() - make_interval(mins => (${STAFF_BOOKINGS} - b.i) * 5), now() - make_interval(mins => (${STAFF_BOOKINGS} - b.i) * 5)
         from b`,
      [scheduled.id],
    );
    // One ledger row per booking with money in, numbered after the receipts already given.
    await run(
      'ledger_entries',
      `with paid as (
         select b.id, b.created_at, case when b.payment_status = 'paid' then b.amount when b.payment_status = 'deposit paid' then b.deposit_amount
                                         else round(b.deposit_amount / 2, 2) end as amount,
                row_number() over (order by b.created_at, b.id) as rn
           from bookings b where b.reference ~ ${SEEDED_REFERENCE} and b.payment_status in ('paid', 'deposit paid', 'partially paid'))
       insert into ledger_entries (booking_id, kind, amount, currency, rate, rate_date, usd, booking_amount, method, reference, receipt_no, created_at)
       select id, 'payment', amount, 'USD', 1, created_at::date, amount, amount, 'mpesa', 'BENCH' || rn, (select last from receipt_counter) + rn, created_at
         from paid where amount > 0`,
    );
    await db.query(`update receipt_counter set last = (select coalesce(max(receipt_no), 0) from ledger_entries)`);
    // Travellers' details for two seats in three (bookings k % 3 <> 2), every seat of the full departure.
    await run(
      'booking_travellers',
      `insert into booking_travellers (booking_id, seat, full_name, residency, nationality, is_child, age, dietary, medical, emergency_name, emergency_phone)
       select b.id, s.seat, case when s.seat = 1 then b.contact_name else 'Companion ' || s.seat || ' of ' || b.contact_name end,
              case when s.seat % 3 = 0 then 'citizen' else 'nonResident' end, case when s.seat % 3 = 0 then 'Kenyan' else 'British' end,
              s.seat > b.adults, case when s.seat > b.adults then 9 end,
              case when s.seat % 4 = 0 then 'Vegetarian' else '' end, '', 'Next of kin of ' || b.contact_name, '+44 20 7946 0' || lpad((s.seat * 37 % 1000)::text, 3, '0')
         from bookings b cross join lateral generate_series(1, b.seats) s(seat)
        where b.reference ~ ${SEEDED_REFERENCE} and b.seats > 0
          and case when b.reference ~ ${SEEDED_REFERENCE} then substr(b.reference, 7)::int / ${STAFF_DEPARTURES} % 3 <> 2 or b.adults = 3 else false end`,
    );
    // The bookings tally (migrations 0037, 0046), as its trigger and a fold would have left it: the
    // sums per week and per second.
    await run(
      'booking_tally_weeks',
      `insert into booking_tally_weeks (status, payment_status, week, n)
       select status, payment_status, booking_week(created_at), count(*) from bookings where reference ~ ${SEEDED_REFERENCE} group by 1, 2, 3`,
    );
    await run(
      'booking_tally_seconds',
      `insert into booking_tally_seconds (status, payment_status, at, n)
       select status, payment_status, booking_second(created_at), count(*) from bookings where reference ~ ${SEEDED_REFERENCE} group by 1, 2, 3`,
    );
    // The tour names the bookings carry (migration 0038), as their trigger would have written them.
    await run(
      'booking_tour_names',
      `insert into booking_tour_names (tour_id, tour_name)
       select distinct tour_id, tour_name from bookings where reference ~ ${SEEDED_REFERENCE} on conflict do nothing`,
    );
    await db.query('set local session_replication_role = origin');
    // The seat triggers' effect, set-based: each departure's seats taken are its bookings' seats, of
    // which sold and held as migration 0042 counts them.
    await run(
      'departures seats',
      `update departures d set seats_taken = s.taken, seats_sold = s.sold, seats_held = s.held
         from (select departure_id, sum(seats)::int as taken, sum(booking_seats_sold(status, payment_status, seats))::int as sold,
                      sum(booking_seats_held(status, payment_status, seats))::int as held
                 from bookings where departure_id is not null group by departure_id) s
        where s.departure_id = d.id and d.created_at = now() and (d.seats_taken, d.seats_sold, d.seats_held) <> (s.taken, s.sold, s.held)`,
    );
    const { rows: fullRows } = await db.query<{ id: string; seats: number }>(
      `update departures set seats = seats_taken where id = (select departure_id from bookings where reference ~ ${SEEDED_REFERENCE} and adults = 3 limit 1) returning id, seats`,
    );
    const full = fullRows[0];
    if (!full || full.seats !== DEPARTURE_SEATS) throw new Error(`The full departure has ${full?.seats ?? 'no'} seats taken, not ${DEPARTURE_SEATS}`);
    await db.query('commit');

    // A sample to search for: a booking's phone as a traveller would write it, and a tour's name.
    const { rows: sample } = await db.query<{ phone: string; tour_name: string }>(
      `select contact_phone as phone, tour_name from bookings where reference = 'SAF-ZB' || lpad($1::text, 6, '0')`,
      [Math.floor(STAFF_BOOKINGS * 0.37)],
    );
    const { rows: month } = await db.query<{ from: string; to: string }>(
      `select to_char(date_trunc('month', current_date) + interval '1 month', 'YYYY-MM-DD') as from,
              to_char(date_trunc('month', current_date) + interval '2 months' - interval '1 day', 'YYYY-MM-DD') as to`,
    );
    // Statistics and the visibility map, as autovacuum leaves a table that has settled.
    const vacuumStart = Date.now();
    await db.query('vacuum analyze bookings, departures, booking_travellers, ledger_entries, booking_tally_seconds');
    stepMs.vacuum = Date.now() - vacuumStart;
    const digits = (sample[0]?.phone ?? '').replace(/\D/g, '').slice(3);
    return {
      email,
      password,
      fullDepartureId: full.id,
      fullDepartureSeats: full.seats,
      scheduledTour: { id: scheduled.id, slug: scheduled.slug },
      // '0712 345 678': how a Kenyan writes it; the API finds '+254 712345678' from it.
      phone: `0${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`,
      tourName: sample[0]?.tour_name ?? scheduled.name,
      month: month[0] ?? { from: '', to: '' },
      counts,
      stepMs,
      seconds: (Date.now() - started) / 1000,
    };
  } catch (error) {
    await db.query('rollback').catch(() => undefined);
    throw error;
  }
}
