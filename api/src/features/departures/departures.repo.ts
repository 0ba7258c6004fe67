/** Data access for departures: the only place that reads or writes the departures table. */
import type { AdminDeparture, Departure, DepartureInput, DepartureStatus, DepartureUpdate } from '@safari/shared/departures';
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
});

const ADMIN_SELECT = `select d.id, d.tour_id, t.name as tour_name, to_char(d.date, 'YYYY-MM-DD') as date, d.seats, d.seats_taken, d.price,
         d.pickup, d.pickup_time, d.status, d.notes,
         coalesce(sum(b.seats) filter (where b.status = 'confirmed' or b.payment_status in ('paid', 'deposit paid', 'partially paid')), 0)::int as sold,
         coalesce(sum(b.seats) filter (where b.status = 'pending' and b.payment_status not in ('paid', 'deposit paid', 'partially paid')), 0)::int as held
    from departures d join tours t on t.id = d.tour_id left join bookings b on b.departure_id = d.id and b.seats > 0`;

export interface DeparturesRepo {
  /** The tour's upcoming open departures (full ones included), soonest first, at most `limit`. */
  upcoming(tourId: string, from: string, limit: number, tourPrice: number | null): Promise<Departure[]>;
  /** The tour a slug or id names (published, not deleted), with its price. */
  findTour(idOrSlug: string): Promise<{ id: string; price: number | null } | null>;
  findById(id: string): Promise<AdminDeparture | null>;
  /** A tour that is not deleted (published or not: staff plan ahead). */
  tourExists(id: string): Promise<boolean>;
  insert(tourId: string, input: DepartureInput): Promise<AdminDeparture>;
  update(id: string, input: DepartureUpdate): Promise<AdminDeparture | null>;
  calendar(query: { from: string; to: string; tourId?: string }): Promise<AdminDeparture[]>;
}

export function createDeparturesRepo(db: Queryable): DeparturesRepo {
  async function adminOne(where: string, values: unknown[]): Promise<AdminDeparture | null> {
    const { rows } = await db.query<AdminRow>(`${ADMIN_SELECT} where ${where} group by d.id, t.name`, values);
    return rows[0] ? toAdmin(rows[0]) : null;
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
    async tourExists(id) {
      const { rows } = await db.query('select 1 from tours where id = $1 and deleted_at is null', [id]);
      return rows.length > 0;
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
      if (sets.length) await db.query(`update departures set ${sets.join(', ')} where id = $1`, values);
      return adminOne('d.id = $1', [id]);
    },
    async calendar({ from, to, tourId }) {
      const values: unknown[] = [from, to];
      if (tourId) values.push(tourId);
      const { rows } = await db.query<AdminRow>(
        `${ADMIN_SELECT} where d.date between $1::date and $2::date ${tourId ? 'and d.tour_id = $3' : ''}
          group by d.id, t.name order by d.date, t.name, d.id limit 2000`,
        values,
      );
      return rows.map(toAdmin);
    },
  };
}
