/**
 * Data access for the waitlist: the only place that reads or writes waitlist_entries (besides the
 * booking that uses an offer, bookings.repo.ts `claimWaitlistOffer`). An offer's seats are taken on
 * the departure with the seat ledger's own function (migration 0019), so seats sold, held and offered
 * together never exceed the departure's seats.
 */
import type { WaitlistEntry, WaitlistJoin, WaitlistStatus } from '@safari/shared/waitlist';
import type { Queryable } from '../../lib/db';

/** A departure the waitlist can be joined for or offered on. */
export interface WaitlistDeparture {
  id: string;
  date: string;
  seatsLeft: number;
  tourName: string;
  tourSlug: string;
}

/** A waiting party the worker may offer seats to. */
export interface WaitingParty {
  id: string;
  name: string;
  email: string;
  party: number;
}

interface EntryRow {
  id: string;
  position: number | null;
  name: string;
  email: string;
  phone: string;
  party: number;
  status: WaitlistStatus;
  offer_expires_at: string | null;
  booking_id: string | null;
  created_at: string;
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const toEntry = (row: EntryRow): WaitlistEntry => ({
  id: row.id,
  position: row.position,
  name: row.name,
  email: row.email,
  phone: row.phone,
  party: row.party,
  status: row.status,
  offerExpiresAt: row.status === 'offered' ? row.offer_expires_at : null,
  bookingId: row.booking_id,
  createdAt: row.created_at,
});

const DEPARTURE_SELECT = `select d.id, to_char(d.date, 'YYYY-MM-DD') as date, greatest(0, d.seats - d.seats_taken)::int as seats_left, t.name as tour_name, t.slug as tour_slug
  from departures d join tours t on t.id = d.tour_id`;

interface DepartureRow {
  id: string;
  date: string;
  seats_left: number;
  tour_name: string;
  tour_slug: string;
}

const toDeparture = (row: DepartureRow): WaitlistDeparture => ({ id: row.id, date: row.date, seatsLeft: row.seats_left, tourName: row.tour_name, tourSlug: row.tour_slug });

export interface WaitlistRepo {
  /** An open departure from `today` on, of a published tour, or null. */
  findOpenDeparture(id: string, today: string): Promise<WaitlistDeparture | null>;
  /** Whether the departure exists at all (staff see the waitlist of any departure). */
  departureExists(id: string): Promise<boolean>;
  /** Adds the party, or updates the live entry of the same e-mail (keeping its place); returns its id and position. */
  join(departureId: string, input: WaitlistJoin): Promise<{ id: string; position: number }>;
  /** Every entry of the departure in the order they joined, with positions for those waiting or offered. */
  list(departureId: string): Promise<WaitlistEntry[]>;
  /** The entry, locked until the end of the transaction, with its departure and held seats. */
  lockEntry(id: string): Promise<(WaitlistEntry & { departureId: string; offeredSeats: number }) | null>;
  /** Marks the entry removed; an offer's held seats go back to the departure. */
  remove(id: string, departureId: string, offeredSeats: number): Promise<void>;
  /** Departures (open, from `today`) where a waiting party fits the seats left now; at most `limit`. */
  departuresWithFit(today: string, limit: number): Promise<string[]>;
  /** Locks the departure for offering (skipped when another replica holds it): null when locked, gone or no longer open. */
  lockForOffers(id: string, today: string): Promise<WaitlistDeparture | null>;
  /** The first waiting party (in the order they joined) of at most `seats`, or null. */
  firstFitting(departureId: string, seats: number): Promise<WaitingParty | null>;
  /**
   * Marks the entry offered until `expiresAt` and takes its party's seats on the departure (the seat
   * ledger's error when they no longer fit); returns the seats held, or null when it no longer waits.
   */
  offer(entry: WaitingParty, departureId: string, tokenHash: string, now: Date, expiresAt: Date): Promise<number | null>;
}

export function createWaitlistRepo(db: Queryable): WaitlistRepo {
  return {
    async findOpenDeparture(id, today) {
      const { rows } = await db.query<DepartureRow>(
        `${DEPARTURE_SELECT} where d.id = $1 and d.status = 'open' and d.date >= $2::date and t.deleted_at is null and t.is_published`,
        [id, today],
      );
      return rows[0] ? toDeparture(rows[0]) : null;
    },
    async departureExists(id) {
      const { rows } = await db.query('select 1 from departures where id = $1', [id]);
      return rows.length > 0;
    },
    async join(departureId, input) {
      const { rows } = await db.query<{ id: string; seq: string }>(
        `insert into waitlist_entries (departure_id, name, email, phone, party) values ($1, $2, $3, $4, $5)
         on conflict (departure_id, lower(email)) where status in ('waiting', 'offered')
         do update set name = excluded.name, phone = excluded.phone, party = excluded.party
         returning id, seq`,
        [departureId, input.name, input.email, input.phone, input.party],
      );
      const row = rows[0];
      if (!row) throw new Error('waitlist entry not written');
      const { rows: ahead } = await db.query<{ position: number }>(
        `select count(*)::int as position from waitlist_entries where departure_id = $1 and status in ('waiting', 'offered') and seq <= $2`,
        [departureId, row.seq],
      );
      return { id: row.id, position: Math.max(1, ahead[0]?.position ?? 1) };
    },
    async list(departureId) {
      const { rows } = await db.query<EntryRow>(
        `select id, name, email, phone, party, status, ${iso('offer_expires_at')} as offer_expires_at, booking_id, ${iso('created_at')} as created_at,
                case when status in ('waiting', 'offered')
                     then (count(*) filter (where status in ('waiting', 'offered')) over (order by seq))::int end as position
           from waitlist_entries where departure_id = $1 order by seq limit 1000`,
        [departureId],
      );
      return rows.map(toEntry);
    },
    async lockEntry(id) {
      const { rows } = await db.query<EntryRow & { departure_id: string; offered_seats: number }>(
        `select id, departure_id, offered_seats, name, email, phone, party, status, ${iso('offer_expires_at')} as offer_expires_at, booking_id,
                ${iso('created_at')} as created_at, null::int as position
           from waitlist_entries where id = $1 for update`,
        [id],
      );
      const row = rows[0];
      return row ? { ...toEntry(row), departureId: row.departure_id, offeredSeats: row.offered_seats } : null;
    },
    async remove(id, departureId, offeredSeats) {
      await db.query(`update waitlist_entries set status = 'removed', offered_seats = 0 where id = $1`, [id]);
      if (offeredSeats > 0) await db.query('update departures set seats_taken = seats_taken - $2 where id = $1', [departureId, offeredSeats]);
    },
    async departuresWithFit(today, limit) {
      const { rows } = await db.query<{ id: string }>(
        `select distinct d.id from waitlist_entries w join departures d on d.id = w.departure_id
          where w.status = 'waiting' and d.status = 'open' and d.date >= $1::date and w.party <= d.seats - d.seats_taken
          limit $2`,
        [today, limit],
      );
      return rows.map((row) => row.id);
    },
    async lockForOffers(id, today) {
      const { rows } = await db.query<DepartureRow>(
        `${DEPARTURE_SELECT} where d.id = $1 and d.status = 'open' and d.date >= $2::date for update of d skip locked`,
        [id, today],
      );
      return rows[0] ? toDeparture(rows[0]) : null;
    },
    async firstFitting(departureId, seats) {
      const { rows } = await db.query<WaitingParty>(
        `select id, name, email, party from waitlist_entries
          where departure_id = $1 and status = 'waiting' and party <= $2 order by seq limit 1`,
        [departureId, seats],
      );
      return rows[0] ?? null;
    },
    async offer(entry, departureId, tokenHash, now, expiresAt) {
      // Still waiting (staff may have just removed it), with the party as it is now.
      const { rows } = await db.query<{ party: number }>(
        `update waitlist_entries set status = 'offered', offered_seats = party, offer_token_hash = $2, offered_at = $3, offer_expires_at = $4
          where id = $1 and status = 'waiting' returning party`,
        [entry.id, tokenHash, now, expiresAt],
      );
      const party = rows[0]?.party;
      if (party === undefined) return null;
      await db.query('select take_departure_seats($1, $2)', [departureId, party]);
      return party;
    },
  };
}
