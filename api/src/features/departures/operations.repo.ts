/**
 * The bookings side of departure operations: cancelling every booking of a cancelled departure and
 * moving one booking to another departure. The seat trigger (migration 0019) gives the seats back
 * and takes them on the target in the same statement; a party that does not fit fails with its error.
 */
import type { BookingStatus, PaymentStatus } from '@safari/shared/enums';
import type { Currency, LedgerAmounts, LedgerPaymentStatus, Residency } from '@safari/shared/money';
import type { Queryable } from '../../lib/db';
import { PRICED_TOUR_COLUMNS, toPricedTour, type PricedTourRecord, type PricedTourRow } from '../../lib/priced-tour.repo';

export type { PricedTourRecord };

/** What an operation needs of a booking: its facts for the e-mail and the audit, and its access key for the e-mail's link only. */
export interface OperationBooking {
  id: string;
  reference: string;
  tourId: string;
  tourName: string;
  departureId: string | null;
  date: string;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  customer: string;
  email: string;
  amount: number;
  currency: Currency;
  adults: number;
  children: number;
  seats: number;
  residency: Residency;
  /** The deposit agreed (0: none), in the booking's currency. */
  depositAmount: number;
  /** Shillings per dollar of a booking priced in KES, else 1. */
  rate: number;
  balanceDueDate: string;
  /** The office set the due date by hand: a move keeps its distance to the travel date. */
  balanceDueByHand: boolean;
  accessKey: string;
}

/** An open departure a booking may move to. */
export interface MoveTarget {
  id: string;
  date: string;
  free: number;
  /** Its own price per adult (USD), or null: the tour's. */
  price: number | null;
  pickup: string;
  pickupTime: string;
}

interface Row {
  id: string;
  reference: string;
  tour_id: string;
  tour_name: string;
  departure_id: string | null;
  travel_date: string;
  status: BookingStatus;
  payment_status: PaymentStatus;
  contact_name: string;
  contact_email: string;
  amount: string;
  currency: string;
  adults: number;
  children: number;
  seats: number;
  residency: Residency;
  deposit_amount: string;
  rate: string;
  balance_due_date: string;
  balance_due_by_hand: boolean;
  access_key: string;
}

const COLUMNS = `b.id, b.reference, b.tour_id, b.tour_name, b.departure_id, to_char(b.travel_date, 'YYYY-MM-DD') as travel_date, b.status,
  b.payment_status, b.contact_name, b.contact_email, b.amount, b.currency, b.adults, b.children, b.seats, b.residency, b.deposit_amount, b.rate,
  to_char(b.balance_due_date, 'YYYY-MM-DD') as balance_due_date, b.balance_due_by_hand, b.access_key`;

const toBooking = (row: Row): OperationBooking => ({
  id: row.id,
  reference: row.reference,
  tourId: row.tour_id,
  tourName: row.tour_name,
  departureId: row.departure_id,
  date: row.travel_date,
  status: row.status,
  paymentStatus: row.payment_status,
  customer: row.contact_name,
  email: row.contact_email,
  amount: Number(row.amount),
  currency: row.currency.trim() as Currency,
  adults: row.adults,
  children: row.children,
  seats: row.seats,
  residency: row.residency,
  depositAmount: Number(row.deposit_amount),
  rate: Number(row.rate),
  balanceDueDate: row.balance_due_date,
  balanceDueByHand: row.balance_due_by_hand,
  accessKey: row.access_key,
});

export interface OperationsRepo {
  /** Cancels every booking of the departure that is not cancelled yet; each as it was before (its status) and after. */
  cancelBookingsOf(departureId: string): Promise<{ before: OperationBooking; after: OperationBooking }[]>;
  /** The booking, locked until the transaction ends. */
  lockBooking(id: string): Promise<OperationBooking | null>;
  findBooking(id: string): Promise<OperationBooking | null>;
  /** Puts the booking on the departure, its date and the balance's due date (the trigger moves its seats, or fails when they do not fit). */
  move(id: string, departureId: string, date: string, balanceDueDate: string): Promise<OperationBooking>;
  /** The tour's prices (deleted or not: a booking keeps its tour); null when there is no such tour. */
  pricedTour(tourId: string): Promise<PricedTourRecord | null>;
  /** The tour's open departures from `from` on (but `except`), soonest first, at most `limit`. */
  moveTargets(tourId: string, from: string, except: string | null, limit: number): Promise<MoveTarget[]>;
  /** The booking's ledger rows as its totals need them. */
  ledgerAmounts(bookingId: string): Promise<LedgerAmounts[]>;
  /**
   * Sets the booking's agreed price and deposit, and its payment status as its ledger's sums now give
   * it (a failed attempt stays 'failed' while nothing is paid); a deposit or full payment confirms a
   * pending booking, as a payment does.
   */
  reprice(id: string, price: { amount: number; depositAmount: number; paymentStatus: LedgerPaymentStatus }): Promise<OperationBooking>;
}

export function createOperationsRepo(db: Queryable): OperationsRepo {
  return {
    async cancelBookingsOf(departureId) {
      const { rows } = await db.query<Row & { previous_status: BookingStatus }>(
        `with target as (
           select id, status from bookings where departure_id = $1 and status <> 'canceled' order by id for update
         ), updated as (
           update bookings b set status = 'canceled', canceled_at = coalesce(b.canceled_at, now()), canceled_by_operator = true from target where b.id = target.id returning b.*
         )
         select ${COLUMNS}, target.status as previous_status from updated b join target on target.id = b.id order by b.created_at, b.id`,
        [departureId],
      );
      return rows.map((row) => {
        const after = toBooking(row);
        return { before: { ...after, status: row.previous_status }, after };
      });
    },
    async lockBooking(id) {
      const { rows } = await db.query<Row>(`select ${COLUMNS} from bookings b where b.id = $1 for update`, [id]);
      return rows[0] ? toBooking(rows[0]) : null;
    },
    async findBooking(id) {
      const { rows } = await db.query<Row>(`select ${COLUMNS} from bookings b where b.id = $1`, [id]);
      return rows[0] ? toBooking(rows[0]) : null;
    },
    async pricedTour(tourId) {
      const { rows } = await db.query<PricedTourRow>(`select ${PRICED_TOUR_COLUMNS} from tours where id = $1`, [tourId]);
      return rows[0] ? toPricedTour(rows[0]) : null;
    },
    async moveTargets(tourId, from, except, limit) {
      const { rows } = await db.query<{ id: string; date: string; free: number; price: string | null; pickup: string; pickup_time: string }>(
        `select id, to_char(date, 'YYYY-MM-DD') as date, greatest(0, seats - seats_taken) as free, price, pickup, pickup_time
           from departures where tour_id = $1 and status = 'open' and date >= $2::date and id is distinct from $3::uuid
          order by date, id limit $4`,
        [tourId, from, except, limit],
      );
      return rows.map((row) => ({ id: row.id, date: row.date, free: row.free, price: row.price === null ? null : Number(row.price), pickup: row.pickup, pickupTime: row.pickup_time }));
    },
    async ledgerAmounts(bookingId) {
      const { rows } = await db.query<{ kind: LedgerAmounts['kind']; booking_amount: string; usd: string }>(
        'select kind, booking_amount, usd from ledger_entries where booking_id = $1',
        [bookingId],
      );
      return rows.map((row) => ({ kind: row.kind, bookingAmount: Number(row.booking_amount), usd: Number(row.usd) }));
    },
    async reprice(id, price) {
      const { rows } = await db.query<Row>(
        `with updated as (
           update bookings set amount = $2, deposit_amount = $3,
                  payment_status = case when $4 = 'unpaid' and payment_status = 'failed' then payment_status else $4 end,
                  status = case when status = 'pending' and $4 in ('deposit paid', 'paid') then 'confirmed' else status end
            where id = $1 returning *)
         select ${COLUMNS} from updated b`,
        [id, price.amount, price.depositAmount, price.paymentStatus],
      );
      const row = rows[0];
      if (!row) throw new Error('repriced booking not found');
      return toBooking(row);
    },
    async move(id, departureId, date, balanceDueDate) {
      const { rows } = await db.query<Row>(
        `with updated as (update bookings set departure_id = $2, travel_date = $3::date, balance_due_date = $4::date where id = $1 returning *)
         select ${COLUMNS} from updated b`,
        [id, departureId, date, balanceDueDate],
      );
      const row = rows[0];
      if (!row) throw new Error('moved booking not found');
      return toBooking(row);
    },
  };
}
