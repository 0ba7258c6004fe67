/** Test helpers for bookings and payments: a valid request body and the rows the API wrote. */
import type { Queryable } from '../src/lib/db';

export function bookingBody(tourId: string, change: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tourId,
    tourName: 'Whatever the page showed',
    date: '2099-07-14',
    adults: 2,
    children: 1,
    contact: { name: 'Amina Wanjiru', email: 'Amina@Example.com', phone: '+254 712 345 678' },
    payment: { method: 'mpesa', payMode: 'now' },
    consent: true,
    ...change,
  };
}

export interface BookingRow {
  id: string;
  reference: string;
  tour_id: string;
  tour_name: string;
  user_id: string | null;
  travel_date: string;
  adults: number;
  children: number;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  payment_method: string | null;
  pay_mode: string | null;
  status: string;
  payment_status: string;
  amount: string;
}

export async function bookingRows(db: Queryable): Promise<BookingRow[]> {
  const { rows } = await db.query<BookingRow>(
    `select id, reference, tour_id, tour_name, user_id, to_char(travel_date, 'YYYY-MM-DD') as travel_date, adults, children,
            contact_name, contact_email, contact_phone, payment_method, pay_mode, status, payment_status, amount::text
       from bookings order by created_at`,
  );
  return rows;
}

export interface NotificationRow {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  payload: Record<string, unknown>;
  status: string;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  sent_at: Date | null;
}

export async function notificationRows(db: Queryable): Promise<NotificationRow[]> {
  const { rows } = await db.query<NotificationRow>(
    'select id, kind, recipient, subject, payload, status, attempts, next_attempt_at, last_error, sent_at from notifications order by created_at, kind',
  );
  return rows;
}

export interface PaymentRow {
  id: string;
  booking_id: string;
  provider: string;
  provider_ref: string | null;
  amount: string;
  currency: string;
  status: string;
  raw: { method?: string; failureReason?: string; receipt?: string; events?: { source: string; status: string }[] };
}

export async function paymentRows(db: Queryable): Promise<PaymentRow[]> {
  const { rows } = await db.query<PaymentRow>(
    'select id, booking_id, provider, provider_ref, amount::text, currency, status, raw from payments order by created_at',
  );
  return rows;
}
