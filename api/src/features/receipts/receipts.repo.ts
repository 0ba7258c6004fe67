/**
 * A numbered receipt: one ledger row (migration 0016) with what a receipt shows of its booking.
 * Read only: the ledger is written by the bookings feature alone.
 */
import type { Currency, LedgerRow } from '@safari/shared/money';
import type { Queryable } from '../../lib/db';

export interface ReceiptRecord {
  receiptNo: number;
  kind: LedgerRow['kind'];
  /** Signed as the ledger keeps it: a refund is negative. */
  amount: number;
  currency: Currency;
  /** Shillings per dollar, and the rate's date (YYYY-MM-DD). */
  rate: number;
  rateDate: string;
  usd: number;
  method: LedgerRow['method'];
  reference: string;
  note: string;
  recordedBy: string | null;
  /** The day it was recorded, in Nairobi (YYYY-MM-DD). */
  issuedOn: string;
  booking: {
    id: string;
    reference: string;
    tourName: string;
    travelDate: string;
    travellerName: string;
    amount: number;
    currency: Currency;
    /** Who may open it outside the console (lib/booking-access.ts). */
    userId: string | null;
    accessKey: string;
  };
}

interface ReceiptRow {
  receipt_no: number;
  kind: LedgerRow['kind'];
  amount: string;
  currency: string;
  rate: string;
  rate_date: string;
  usd: string;
  method: LedgerRow['method'];
  reference: string;
  note: string;
  recorded_by: string | null;
  issued_on: string;
  booking_id: string;
  booking_reference: string;
  tour_name: string;
  travel_date: string;
  contact_name: string;
  booking_amount: string;
  booking_currency: string;
  user_id: string | null;
  access_key: string;
}

const SELECT = `select e.receipt_no, e.kind, e.amount, e.currency, e.rate, to_char(e.rate_date, 'YYYY-MM-DD') as rate_date, e.usd,
       e.method, e.reference, e.note, u.name as recorded_by,
       to_char(e.created_at at time zone 'Africa/Nairobi', 'YYYY-MM-DD') as issued_on,
       b.id as booking_id, b.reference as booking_reference, b.tour_name, to_char(b.travel_date, 'YYYY-MM-DD') as travel_date,
       b.contact_name, b.amount as booking_amount, b.currency as booking_currency, b.user_id, b.access_key
  from ledger_entries e
  join bookings b on b.id = e.booking_id
  left join users u on u.id = e.recorded_by`;

const toRecord = (row: ReceiptRow): ReceiptRecord => ({
  receiptNo: row.receipt_no,
  kind: row.kind,
  amount: Number(row.amount),
  currency: row.currency.trim() as Currency,
  rate: Number(row.rate),
  rateDate: row.rate_date,
  usd: Number(row.usd),
  method: row.method,
  reference: row.reference,
  note: row.note,
  recordedBy: row.recorded_by,
  issuedOn: row.issued_on,
  booking: {
    id: row.booking_id,
    reference: row.booking_reference,
    tourName: row.tour_name,
    travelDate: row.travel_date,
    travellerName: row.contact_name,
    amount: Number(row.booking_amount),
    currency: row.booking_currency.trim() as Currency,
    userId: row.user_id,
    accessKey: row.access_key,
  },
});

export interface ReceiptsRepo {
  /** The receipt with this number, if it belongs to this booking. */
  findForBooking(bookingId: string, receiptNo: number): Promise<ReceiptRecord | null>;
}

export function createReceiptsRepo(db: Queryable): ReceiptsRepo {
  return {
    async findForBooking(bookingId, receiptNo) {
      const { rows } = await db.query<ReceiptRow>(`${SELECT} where e.receipt_no = $1 and e.booking_id = $2`, [receiptNo, bookingId]);
      return rows[0] ? toRecord(rows[0]) : null;
    },
  };
}
