/**
 * A booking's ledger (migration 0016): the only SQL that writes money. Each entry takes the next
 * receipt number under the counter's row lock, in the caller's transaction, so the numbers have no
 * gaps. An entry from a provider attempt is unique per attempt: a duplicate callback adds nothing.
 * After every entry the booking's payment status is rewritten from the sums of its rows.
 */
import { convert, ledgerTotals, type Currency, type LedgerRow, type LedgerTotals } from '@safari/shared/money';
import type { Queryable } from '../../lib/db';

export interface LedgerEntryInput {
  bookingId: string;
  kind: LedgerRow['kind'];
  /** Signed: a refund is negative. */
  amount: number;
  currency: Currency;
  /** Shillings per dollar, and the rate's date. */
  rate: number;
  rateDate: string;
  method: LedgerRow['method'];
  reference: string;
  paymentId?: string;
  recordedBy?: string;
  note?: string;
}

/** The booking as the ledger sees it: what it costs, in which currency, and its plan. */
export interface LedgerBooking {
  id: string;
  amount: number;
  currency: Currency;
  depositAmount: number;
  rate: number;
  status: string;
  paymentStatus: string;
}

interface EntryRow {
  id: string;
  kind: LedgerRow['kind'];
  amount: string;
  currency: string;
  rate: string;
  rate_date: string;
  usd: string;
  booking_amount: string;
  method: LedgerRow['method'];
  reference: string;
  receipt_no: number;
  recorded_by: string | null;
  note: string;
  at: string;
}

const ENTRY_COLUMNS = `e.id, e.kind, e.amount, e.currency, e.rate, to_char(e.rate_date, 'YYYY-MM-DD') as rate_date, e.usd, e.booking_amount,
  e.method, e.reference, e.receipt_no, u.name as recorded_by, e.note,
  to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at`;

export type LedgerEntry = LedgerRow & { bookingAmount: number };

const toEntry = (row: EntryRow): LedgerEntry => ({
  id: row.id,
  kind: row.kind,
  amount: Number(row.amount),
  currency: row.currency.trim() as Currency,
  rate: Number(row.rate),
  rateDate: row.rate_date,
  usd: Number(row.usd),
  bookingAmount: Number(row.booking_amount),
  method: row.method,
  reference: row.reference,
  receiptNo: row.receipt_no,
  recordedBy: row.recorded_by,
  note: row.note,
  at: row.at,
});

/** The API's row: without the booking-currency amount, which only the totals use. */
export const publicRow = ({ bookingAmount: _amount, ...row }: LedgerEntry): LedgerRow => row;

export interface LedgerRepo {
  /** Adds an entry (null when its payment attempt already has one) and rewrites the booking's payment status. */
  add(booking: LedgerBooking, entry: LedgerEntryInput): Promise<{ entry: LedgerEntry; totals: LedgerTotals } | null>;
  list(bookingId: string): Promise<LedgerEntry[]>;
  /** The booking's sums, from its rows. */
  totals(booking: LedgerBooking): Promise<LedgerTotals>;
}

export function totalsOf(booking: LedgerBooking, entries: readonly LedgerEntry[]): LedgerTotals {
  return ledgerTotals({ amount: booking.amount, currency: booking.currency, depositAmount: booking.depositAmount, rate: booking.rate, canceled: booking.status === 'canceled' }, entries);
}

export function createLedgerRepo(db: Queryable): LedgerRepo {
  async function list(bookingId: string): Promise<LedgerEntry[]> {
    const { rows } = await db.query<EntryRow>(
      `select ${ENTRY_COLUMNS} from ledger_entries e left join users u on u.id = e.recorded_by where e.booking_id = $1 order by e.receipt_no`,
      [bookingId],
    );
    return rows.map(toEntry);
  }

  return {
    list,
    async totals(booking) {
      return totalsOf(booking, await list(booking.id));
    },
    async add(booking, entry) {
      if (entry.paymentId) {
        const { rows } = await db.query('select 1 from ledger_entries where payment_id = $1', [entry.paymentId]);
        if (rows.length) return null;
      }
      const usd = convert(entry.amount, entry.currency, 'USD', entry.rate);
      const bookingAmount = convert(entry.amount, entry.currency, booking.currency, entry.currency === 'KES' || booking.currency === 'KES' ? entry.rate : 1);
      const { rows: counter } = await db.query<{ last: number }>('update receipt_counter set last = last + 1 where id returning last');
      const receiptNo = counter[0]?.last;
      if (!receiptNo) throw new Error('receipt counter missing');
      const { rows } = await db.query<{ id: string }>(
        `insert into ledger_entries (booking_id, kind, amount, currency, rate, rate_date, usd, booking_amount, method, reference, payment_id, receipt_no, recorded_by, note)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning id`,
        [entry.bookingId, entry.kind, entry.amount, entry.currency, entry.rate, entry.rateDate, usd, bookingAmount, entry.method, entry.reference, entry.paymentId ?? null, receiptNo, entry.recordedBy ?? null, entry.note ?? ''],
      );
      const entries = await list(booking.id);
      const added = entries.find((row) => row.id === rows[0]?.id);
      if (!added) throw new Error('ledger entry not found after insert');
      const totals = totalsOf(booking, entries);
      // The booking's payment status is a cache of the sums; a deposit or full payment confirms a pending booking.
      await db.query(
        `update bookings set payment_status = $2,
                status = case when status = 'pending' and $2 in ('deposit paid', 'paid') then 'confirmed' else status end
          where id = $1`,
        [booking.id, totals.paymentStatus],
      );
      return { entry: added, totals };
    },
  };
}
