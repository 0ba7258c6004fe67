/**
 * Data access for seat holds: the holds worker's statements. A hold is a pay-now booking's seats on
 * its departure until `bookings.hold_expires_at` (migration 0020); releasing one sets the booking's
 * seats to 0 and gives them back to the departure in the same statement. Rows are claimed with
 * `for update skip locked`, so replicas running the worker at once never release a hold twice, and
 * a booking a payment is being started for (locked) is left for the next round.
 */
import type { Queryable } from '../../lib/db';

/** A payment attempt in flight: pending, not given up on, and its answer still awaited or asked for. */
const IN_FLIGHT = `exists (select 1 from payments p
  where p.booking_id = b.id and p.status = 'pending' and p.flagged_at is null
    and (p.answer_due_at > $1 or p.next_check_at is not null or (p.answer_due_at is null and p.created_at > $1 - make_interval(secs => $3))))`;

/** An unpaid, pending booking whose hold ran out by $1. */
const LAPSED = `b.hold_expires_at <= $1 and b.seats > 0 and b.status = 'pending' and b.payment_status in ('unpaid', 'failed') and b.departure_id is not null`;

export interface HoldsRepo {
  /** Holds that ran out by `now` while a payment attempt is in flight are kept until `until`; returns how many. */
  extendInFlight(now: Date, until: Date, holdSeconds: number): Promise<number>;
  /** Releases up to `limit` holds that ran out by `now` (none with an attempt in flight); returns how many. */
  releaseLapsed(now: Date, limit: number, holdSeconds: number): Promise<number>;
  /** Waitlist offers not used by `now` expire and give their seats back (up to `limit`); returns how many. */
  expireOffers(now: Date, limit: number): Promise<number>;
}

export function createHoldsRepo(db: Queryable): HoldsRepo {
  return {
    async extendInFlight(now, until, holdSeconds) {
      const { rowCount } = await db.query(
        `update bookings b set hold_expires_at = $2 where ${LAPSED} and ${IN_FLIGHT}`,
        [now, until, holdSeconds],
      );
      return rowCount ?? 0;
    },
    async releaseLapsed(now, limit, holdSeconds) {
      const { rows } = await db.query<{ released: number }>(
        `with due as (
           select b.id, b.departure_id, b.seats from bookings b
            where ${LAPSED} and not ${IN_FLIGHT}
            order by b.hold_expires_at limit $2
            for update of b skip locked
         ), released as (
           update bookings b set seats = 0 from due where b.id = due.id returning due.departure_id, due.seats
         ), freed as (
           update departures d set seats_taken = d.seats_taken - given.seats
             from (select departure_id, sum(seats)::int as seats from released group by departure_id) given
            where d.id = given.departure_id returning d.id
         )
         select (select count(*) from released)::int as released, (select count(*) from freed) as departures`,
        [now, limit, holdSeconds],
      );
      return rows[0]?.released ?? 0;
    },
    async expireOffers(now, limit) {
      const { rows } = await db.query<{ expired: number }>(
        `with due as (
           select id, departure_id, offered_seats from waitlist_entries
            where status = 'offered' and offer_expires_at <= $1
            order by offer_expires_at limit $2
            for update skip locked
         ), expired as (
           update waitlist_entries w set status = 'expired', offered_seats = 0 from due where w.id = due.id returning due.departure_id, due.offered_seats
         ), freed as (
           update departures d set seats_taken = d.seats_taken - given.seats
             from (select departure_id, sum(offered_seats)::int as seats from expired group by departure_id) given
            where d.id = given.departure_id returning d.id
         )
         select (select count(*) from expired)::int as expired, (select count(*) from freed) as departures`,
        [now, limit],
      );
      return rows[0]?.expired ?? 0;
    },
  };
}
