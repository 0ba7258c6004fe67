/**
 * The bookings side of departure operations: cancelling every booking of a cancelled departure and
 * moving one booking to another departure. The seat trigger (migration 0019) gives the seats back
 * and takes them on the target in the same statement; a party that does not fit fails with its error.
 */
import type { BookingStatus, PaymentStatus } from '@safari/shared/enums';
import type { Queryable } from '../../lib/db';

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
  currency: string;
  adults: number;
  children: number;
  seats: number;
  accessKey: string;
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
  access_key: string;
}

const COLUMNS = `b.id, b.reference, b.tour_id, b.tour_name, b.departure_id, to_char(b.travel_date, 'YYYY-MM-DD') as travel_date, b.status,
  b.payment_status, b.contact_name, b.contact_email, b.amount, b.currency, b.adults, b.children, b.seats, b.access_key`;

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
  currency: row.currency.trim(),
  adults: row.adults,
  children: row.children,
  seats: row.seats,
  accessKey: row.access_key,
});

export interface OperationsRepo {
  /** Cancels every booking of the departure that is not cancelled yet; each as it was before (its status) and after. */
  cancelBookingsOf(departureId: string): Promise<{ before: OperationBooking; after: OperationBooking }[]>;
  /** The booking, locked until the transaction ends. */
  lockBooking(id: string): Promise<OperationBooking | null>;
  /** Puts the booking on the departure and its date (the trigger moves its seats, or fails when they do not fit). */
  move(id: string, departureId: string, date: string): Promise<OperationBooking>;
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
    async move(id, departureId, date) {
      const { rows } = await db.query<Row>(
        `with updated as (update bookings set departure_id = $2, travel_date = $3::date where id = $1 returning *) select ${COLUMNS} from updated b`,
        [id, departureId, date],
      );
      const row = rows[0];
      if (!row) throw new Error('moved booking not found');
      return toBooking(row);
    },
  };
}
