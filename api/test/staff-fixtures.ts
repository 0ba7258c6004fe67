/** Rows and files for the staff console's API tests. */
import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import type { Queryable } from '../src/lib/db';

export interface BookingFixture {
  tourId: string;
  tourName?: string;
  contactName?: string;
  contactEmail?: string;
  status?: 'pending' | 'confirmed' | 'canceled';
  paymentStatus?: 'unpaid' | 'paid' | 'refunded' | 'failed';
  amount?: number;
  /** ISO date-time; defaults to now. */
  createdAt?: string;
  travelDate?: string;
}

/** Inserts a booking straight into the table; returns its id and reference. */
export async function insertBooking(db: Queryable, booking: BookingFixture): Promise<{ id: string; reference: string }> {
  const reference = `SAF-${randomInt(36 ** 6).toString(36).toUpperCase().padStart(6, '0')}`;
  const { rows } = await db.query<{ id: string }>(
    `insert into bookings (reference, tour_id, tour_name, travel_date, adults, contact_name, contact_email, status,
                           payment_status, amount, created_at)
     values ($1, $2, $3, $4, 2, $5, $6, $7, $8, $9, coalesce($10::timestamptz, now()))
     returning id`,
    [
      reference,
      booking.tourId,
      booking.tourName ?? 'Fixture Tour',
      booking.travelDate ?? '2027-01-15',
      booking.contactName ?? 'Wanjiru Kamau',
      booking.contactEmail ?? 'wanjiru@example.com',
      booking.status ?? 'confirmed',
      booking.paymentStatus ?? 'paid',
      booking.amount ?? 1000,
      booking.createdAt ?? null,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('booking fixture not inserted');
  // Money is a ledger: a paid booking has its payment row, a refunded one its payment and refund.
  const paymentStatus = booking.paymentStatus ?? 'paid';
  if (paymentStatus === 'paid' || paymentStatus === 'refunded') {
    const amount = booking.amount ?? 1000;
    const entries: [number, string][] = paymentStatus === 'refunded' ? [[amount, 'payment'], [-amount, 'refund']] : [[amount, 'payment']];
    for (const [value, kind] of entries) {
      await db.query(
        `with receipt as (update receipt_counter set last = last + 1 where id returning last)
         insert into ledger_entries (booking_id, kind, amount, currency, rate, rate_date, usd, booking_amount, method, receipt_no, created_at)
         select $1, $2, $3::numeric, 'USD', 1, coalesce($4::timestamptz, now())::date, $3::numeric, $3::numeric, 'cash', receipt.last,
                coalesce($4::timestamptz, now())
           from receipt`,
        [id, kind, value, booking.createdAt ?? null],
      );
    }
  }
  return { id, reference };
}

/** Inserts a comment; returns its id. */
export async function insertComment(db: Queryable, postId: string, text = 'Lovely trip!', status: 'published' | 'hidden' = 'published'): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into blog_comments (post_id, author_name, text, status) values ($1, 'Guest Reader', $2, $3) returning id`,
    [postId, text, status],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('comment fixture not inserted');
  return id;
}

/** A small real PNG. */
export function pngImage(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } }).png().toBuffer();
}

/** How many rows a table holds. */
export async function countRows(db: Queryable, table: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]?.n ?? 0;
}
