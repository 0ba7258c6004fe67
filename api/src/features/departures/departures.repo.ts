/** Data access for departures: the only place that reads or writes the departures table. */
import type { AdminDeparture, Departure, DepartureBooking, DepartureInput, DepartureStatus, DepartureUpdate } from '@safari/shared/departures';
import type { Guide, Vehicle } from '@safari/shared/fleet';
import type { Queryable } from '../../lib/db';

interface PublicRow {
  id: string;
  date: string;
  seats: number;
  seats_taken: number;
  price: string | null;
  pickup: string;
  pickup_time: string;
}

interface AdminRow extends PublicRow {
  tour_id: string;
  tour_name: string;
  status: DepartureStatus;
  notes: string;
  sold: number;
  held: number;
  guide_id: string | null;
  guide_name: string | null;
  vehicle_id: string | null;
  vehicle_name: string | null;
  vehicle_seats: number | null;
}

const toPublic = (row: PublicRow, tourPrice: number | null): Departure => {
  const seatsLeft = Math.max(0, row.seats - row.seats_taken);
  return {
    id: row.id,
    date: row.date,
    seats: row.seats,
    seatsLeft,
    status: seatsLeft > 0 ? 'open' : 'full',
    price: row.price === null ? tourPrice : Number(row.price),
    pickup: row.pickup,
    pickupTime: row.pickup_time,
  };
};

const toAdmin = (row: AdminRow): AdminDeparture => ({
  id: row.id,
  tourId: row.tour_id,
  tourName: row.tour_name,
  date: row.date,
  seats: row.seats,
  sold: row.sold,
  held: row.held,
  free: Math.max(0, row.seats - row.seats_taken),
  status: row.status,
  price: row.price === null ? null : Number(row.price),
  pickup: row.pickup,
  pickupTime: row.pickup_time,
  notes: row.notes,
  guide: row.guide_id && row.guide_name !== null ? { id: row.guide_id, name: row.guide_name } : null,
  vehicle: row.vehicle_id && row.vehicle_name !== null ? { id: row.vehicle_id, name: row.vehicle_name, seats: row.vehicle_seats ?? 0 } : null,
});

/**
 * Seats sold and held are kept on the departure's row by its bookings' trigger (migration 0042); the
 * rest of a row comes from the departure, its tour, guide and vehicle.
 */
const ADMIN_COLUMNS = `d.id, d.tour_id, t.name as tour_name, to_char(d.date, 'YYYY-MM-DD') as date, d.seats, d.seats_taken, d.price,
         d.pickup, d.pickup_time, d.status, d.notes,
         d.guide_id, g.name as guide_name, d.vehicle_id, v.name as vehicle_name, v.seats as vehicle_seats,
         d.seats_sold as sold, d.seats_held as held`;
const ADMIN_FROM = `from departures d join tours t on t.id = d.tour_id
    left join guides g on g.id = d.guide_id
    left join vehicles v on v.id = d.vehicle_id`;
const ADMIN_SELECT = `select ${ADMIN_COLUMNS} ${ADMIN_FROM}`;

/** The calendar's departures: between the dates ($1, $2), of all tours or of one ($3). */
const calendarWhere = (alias: string, oneTour: boolean) =>
  `${alias}.date between $1::date and $2::date${oneTour ? ` and ${alias}.tour_id = $3` : ''}`;

/**
 * A fingerprint of every row a calendar is made of (ADMIN_FROM's tables: the departures between the
 * dates, all tours, guides and vehicles): their count and the sum of a 64-bit hash of each row
 * version's transaction id and place. Any insert, update or delete among them changes it (short of a
 * 64-bit collision), so a calendar read in the same statement is the calendar for as long as the
 * fingerprint stays the same. A table joined into ADMIN_FROM must be added here.
 */
function calendarStamp(oneTour: boolean): string {
  const versions = (table: string, alias: string, where = '') =>
    `(select count(*) || '.' || coalesce(sum(hashtextextended(${alias}.xmin::text || ${alias}.ctid::text, 0)), 0) from ${table} ${alias} ${where})`;
  return [
    versions('departures', 'sd', `where ${calendarWhere('sd', oneTour)}`),
    versions('tours', 'st'),
    versions('guides', 'sg'),
    versions('vehicles', 'sv'),
  ].join(` || '/' || `);
}

interface GuideRow {
  id: string;
  name: string;
  phone: string;
  languages: string[];
  updated_at: string;
}
interface VehicleRow {
  id: string;
  name: string;
  seats: number;
  updated_at: string;
}
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const toGuide = (row: GuideRow): Guide => ({ id: row.id, name: row.name, phone: row.phone, languages: row.languages, updatedAt: row.updated_at });
const toVehicle = (row: VehicleRow): Vehicle => ({ id: row.id, name: row.name, seats: row.seats, updatedAt: row.updated_at });

interface BookingRow {
  id: string;
  reference: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  adults: number;
  children: number;
  seats: number;
  status: DepartureBooking['status'];
  payment_status: DepartureBooking['paymentStatus'];
  travellers_filled: number;
}

export interface CalendarQuery {
  from: string;
  to: string;
  tourId?: string;
}

export interface DeparturesRepo {
  /** The tour's upcoming open departures (full ones included), soonest first, at most `limit`. */
  upcoming(tourId: string, from: string, limit: number, tourPrice: number | null): Promise<Departure[]>;
  /** The tour a slug or id names (published, not deleted), with its price. */
  findTour(idOrSlug: string): Promise<{ id: string; price: number | null } | null>;
  findById(id: string): Promise<AdminDeparture | null>;
  /** Locks the departure's row until the transaction ends; its seats taken (sold plus held), or null when there is none. */
  lock(id: string): Promise<{ seatsTaken: number } | null>;
  /** A tour that is not deleted (published or not: staff plan ahead). */
  tourExists(id: string): Promise<boolean>;
  /** Locks the tour's row: bulk creates of one tour run one at a time. */
  lockTour(id: string): Promise<void>;
  insert(tourId: string, input: DepartureInput): Promise<AdminDeparture>;
  /** Inserts a departure on each date the tour does not depart on yet (cancelled ones aside); the departures made. */
  insertMany(tourId: string, dates: readonly string[], input: Omit<DepartureInput, 'date'>): Promise<AdminDeparture[]>;
  update(id: string, input: DepartureUpdate): Promise<AdminDeparture | null>;
  setStatus(id: string, status: DepartureStatus): Promise<void>;
  /** The departures between the dates (at most 2 000), with the fingerprint of what they were read from (null when none). */
  calendar(query: CalendarQuery): Promise<{ items: AdminDeparture[]; stamp: string | null }>;
  /** The fingerprint the calendar would come with now: equal to an earlier one, the calendar is the same. */
  calendarStamp(query: CalendarQuery): Promise<string>;
  guide(id: string): Promise<Guide | null>;
  vehicle(id: string): Promise<Vehicle | null>;
  /** Whether the guide (or vehicle) is on another departure, not cancelled, on that date. */
  guideBusy(guideId: string, date: string, exceptDepartureId: string): Promise<boolean>;
  vehicleBusy(vehicleId: string, date: string, exceptDepartureId: string): Promise<boolean>;
  /** The departure's bookings that are not cancelled, oldest first, with how many travellers' details are filled. */
  bookings(departureId: string): Promise<DepartureBooking[]>;
}

export function createDeparturesRepo(db: Queryable): DeparturesRepo {
  async function adminOne(where: string, values: unknown[]): Promise<AdminDeparture | null> {
    const { rows } = await db.query<AdminRow>(`${ADMIN_SELECT} where ${where}`, values);
    return rows[0] ? toAdmin(rows[0]) : null;
  }

  async function busy(column: 'guide_id' | 'vehicle_id', id: string, date: string, except: string): Promise<boolean> {
    const { rows } = await db.query(`select 1 from departures where ${column} = $1 and date = $2::date and status <> 'cancelled' and id <> $3 limit 1`, [id, date, except]);
    return rows.length > 0;
  }

  return {
    async upcoming(tourId, from, limit, tourPrice) {
      const { rows } = await db.query<PublicRow>({
        name: 'departures-upcoming',
        text: `select id, to_char(date, 'YYYY-MM-DD') as date, seats, seats_taken, price, pickup, pickup_time
                 from departures where tour_id = $1 and status = 'open' and date >= $2::date order by date, id limit $3`,
        values: [tourId, from, limit],
      });
      return rows.map((row) => toPublic(row, tourPrice));
    },
    async findTour(idOrSlug) {
      const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrSlug);
      const { rows } = await db.query<{ id: string; price: string | null }>(
        `select id, price from tours where ${byId ? 'id = $1::uuid' : 'slug = $1'} and deleted_at is null and is_published`,
        [byId ? idOrSlug.toLowerCase() : idOrSlug],
      );
      const row = rows[0];
      return row ? { id: row.id, price: row.price === null ? null : Number(row.price) } : null;
    },
    findById: (id) => adminOne('d.id = $1', [id]),
    async lock(id) {
      const { rows } = await db.query<{ seats_taken: number }>('select seats_taken from departures where id = $1 for update', [id]);
      return rows[0] ? { seatsTaken: rows[0].seats_taken } : null;
    },
    async tourExists(id) {
      const { rows } = await db.query('select 1 from tours where id = $1 and deleted_at is null', [id]);
      return rows.length > 0;
    },
    async lockTour(id) {
      await db.query('select 1 from tours where id = $1 for update', [id]);
    },
    async insert(tourId, input) {
      const { rows } = await db.query<{ id: string }>(
        `insert into departures (tour_id, date, seats, price, pickup, pickup_time, notes) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [tourId, input.date, input.seats, input.price ?? null, input.pickup, input.pickupTime, input.notes],
      );
      const created = rows[0] ? await adminOne('d.id = $1', [rows[0].id]) : null;
      if (!created) throw new Error('departure not inserted');
      return created;
    },
    async insertMany(tourId, dates, input) {
      const { rows } = await db.query<{ id: string }>(
        `insert into departures (tour_id, date, seats, price, pickup, pickup_time, notes)
         select $1, day, $3, $4, $5, $6, $7 from unnest($2::date[]) as day
          where not exists (select 1 from departures x where x.tour_id = $1 and x.date = day and x.status <> 'cancelled')
         returning id`,
        [tourId, dates, input.seats, input.price ?? null, input.pickup, input.pickupTime, input.notes],
      );
      if (!rows.length) return [];
      const created = await db.query<AdminRow>(`${ADMIN_SELECT} where d.id = any($1::uuid[]) order by d.date, d.id`, [rows.map((row) => row.id)]);
      return created.rows.map(toAdmin);
    },
    async update(id, input) {
      const sets: string[] = [];
      const values: unknown[] = [id];
      const set = (column: string, value: unknown) => {
        values.push(value);
        sets.push(`${column} = $${values.length}`);
      };
      if (input.date !== undefined) set('date', input.date);
      if (input.seats !== undefined) set('seats', input.seats);
      if (input.price !== undefined) set('price', input.price);
      if (input.pickup !== undefined) set('pickup', input.pickup);
      if (input.pickupTime !== undefined) set('pickup_time', input.pickupTime);
      if (input.notes !== undefined) set('notes', input.notes);
      if (input.status !== undefined) set('status', input.status);
      if (input.guideId !== undefined) set('guide_id', input.guideId);
      if (input.vehicleId !== undefined) set('vehicle_id', input.vehicleId);
      if (sets.length) await db.query(`update departures set ${sets.join(', ')} where id = $1`, values);
      return adminOne('d.id = $1', [id]);
    },
    async setStatus(id, status) {
      await db.query('update departures set status = $2 where id = $1', [id, status]);
    },
    async calendar({ from, to, tourId }) {
      const oneTour = Boolean(tourId);
      // A named statement: planned once per connection, not on every request (1 ms of the month's 5 in SQL).
      // The fingerprint is an uncorrelated subquery: computed once, in the rows' own snapshot.
      const { rows } = await db.query<AdminRow & { stamp: string }>({
        name: oneTour ? 'departures-calendar-tour' : 'departures-calendar',
        text: `select ${ADMIN_COLUMNS}, ${calendarStamp(oneTour)} as stamp ${ADMIN_FROM}
                where ${calendarWhere('d', oneTour)} order by d.date, t.name, d.id limit 2000`,
        values: oneTour ? [from, to, tourId] : [from, to],
      });
      return { items: rows.map(toAdmin), stamp: rows[0]?.stamp ?? null };
    },
    async calendarStamp({ from, to, tourId }) {
      const oneTour = Boolean(tourId);
      const { rows } = await db.query<{ stamp: string }>({
        name: oneTour ? 'departures-calendar-stamp-tour' : 'departures-calendar-stamp',
        text: `select ${calendarStamp(oneTour)} as stamp`,
        values: oneTour ? [from, to, tourId] : [from, to],
      });
      return rows[0]?.stamp ?? '';
    },
    async guide(id) {
      const { rows } = await db.query<GuideRow>(`select id, name, phone, languages, ${iso('updated_at')} as updated_at from guides where id = $1`, [id]);
      return rows[0] ? toGuide(rows[0]) : null;
    },
    async vehicle(id) {
      const { rows } = await db.query<VehicleRow>(`select id, name, seats, ${iso('updated_at')} as updated_at from vehicles where id = $1`, [id]);
      return rows[0] ? toVehicle(rows[0]) : null;
    },
    guideBusy: (guideId, date, except) => busy('guide_id', guideId, date, except),
    vehicleBusy: (vehicleId, date, except) => busy('vehicle_id', vehicleId, date, except),
    async bookings(departureId) {
      const { rows } = await db.query<BookingRow>(
        `select b.id, b.reference, b.contact_name, b.contact_email, b.contact_phone, b.adults, b.children, b.seats, b.status, b.payment_status,
                (select count(*)::int from booking_travellers bt where bt.booking_id = b.id) as travellers_filled
           from bookings b where b.departure_id = $1 and b.status <> 'canceled'
          order by b.created_at, b.id`,
        [departureId],
      );
      return rows.map((row) => ({
        id: row.id,
        reference: row.reference,
        customer: row.contact_name,
        email: row.contact_email,
        phone: row.contact_phone,
        adults: row.adults,
        children: row.children,
        seats: row.seats,
        status: row.status,
        paymentStatus: row.payment_status,
        travellersFilled: row.travellers_filled,
      }));
    },
  };
}
