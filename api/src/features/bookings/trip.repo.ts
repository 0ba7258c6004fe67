/** Data access for a trip's own screen: the e-mails sent about a booking and the traveller's requests to the office. */
import type { TripEmail, TripRequest, TripRequestKind } from '@safari/shared/trip';
import type { Queryable } from '../../lib/db';

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface TripFacts {
  slug: string;
  durationDays: number | null;
  /** The trip's last day, YYYY-MM-DD. */
  endsOn: string;
}

export interface NewTripRequest {
  bookingId: string;
  userId: string | null;
  kind: TripRequestKind;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export interface TripRepo {
  facts(bookingId: string): Promise<TripFacts | null>;
  /** E-mails queued to the booking's own address about it (never staff mail), oldest first. */
  emails(bookingId: string, recipient: string): Promise<TripEmail[]>;
  requests(bookingId: string): Promise<TripRequest[]>;
  /** The request as a contact message of the staff inbox, linked to its booking. */
  insertRequest(request: NewTripRequest): Promise<TripRequest>;
}

interface RequestRow {
  id: string;
  kind: string;
  message: string;
  sent_at: string;
  answered: boolean;
}

const toRequest = (row: RequestRow): TripRequest => ({
  id: row.id,
  kind: row.kind === 'cancellation' ? 'cancellation' : 'change',
  message: row.message,
  sentAt: row.sent_at,
  answered: row.answered,
});

export function createTripRepo(db: Queryable): TripRepo {
  return {
    async facts(bookingId) {
      const { rows } = await db.query<{ slug: string | null; duration_days: number | null; ends_on: string }>(
        `select t.slug, t.duration_days,
                to_char(b.travel_date + greatest(coalesce(t.duration_days, 1) - 1, 0), 'YYYY-MM-DD') as ends_on
           from bookings b left join tours t on t.id = b.tour_id
          where b.id = $1`,
        [bookingId],
      );
      const row = rows[0];
      return row ? { slug: row.slug ?? '', durationDays: row.duration_days, endsOn: row.ends_on } : null;
    },
    async emails(bookingId, recipient) {
      const { rows } = await db.query<{ subject: string; at: string; sent: boolean }>(
        `select subject, ${ISO('coalesce(sent_at, created_at)')} as at, status = 'sent' as sent
           from notifications
          where payload ? 'bookingId' and payload->>'bookingId' = $1 and lower(recipient) = lower($2) and status <> 'failed'
          order by created_at, id`,
        [bookingId, recipient],
      );
      return rows;
    },
    async requests(bookingId) {
      const { rows } = await db.query<RequestRow>(
        `select id, meta->>'request' as kind, message, ${ISO('created_at')} as sent_at, status <> 'new' as answered
           from enquiries where booking_id = $1 order by created_at desc, id`,
        [bookingId],
      );
      return rows.map(toRequest);
    },
    async insertRequest(request) {
      const { rows } = await db.query<RequestRow>(
        `insert into enquiries (channel, name, email, phone, subject, message, consent, user_id, booking_id, meta)
         values ('contact', $1, $2, $3, $4, $5, true, $6, $7, jsonb_build_object('request', $8::text))
         returning id, meta->>'request' as kind, message, ${ISO('created_at')} as sent_at, false as answered`,
        [request.name, request.email, request.phone, request.subject, request.message, request.userId, request.bookingId, request.kind],
      );
      const row = rows[0];
      if (!row) throw new Error('trip request insert returned no row');
      return toRequest(row);
    },
  };
}
