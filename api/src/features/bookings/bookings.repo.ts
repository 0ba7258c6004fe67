/** Data access for bookings: the only place that knows the bookings table. */
import type { BookingStatus, PaymentMethod, PaymentStatus, PayMode } from '@safari/shared/enums';
import { roundMoney, type Currency, type Residency } from '@safari/shared/money';
import type { TourSchedule } from '@safari/shared/tour';
import { randomUUID } from 'node:crypto';
import type { Queryable, Statement } from '../../lib/db';
import type { SavedKey } from '../../lib/idempotency.repo';
import type { QueuedMail } from '../../lib/outbox';
import { randomToken } from '../../lib/random-token';
import { PRICED_TOUR_COLUMNS, toPricedTour, type PricedTourRecord, type PricedTourRow } from '../../lib/priced-tour.repo';

export interface BookableTour extends PricedTourRecord {
  id: string;
  name: string;
  /** 'scheduled': booked on a departure only, never a free date. */
  schedule: TourSchedule;
}

interface BookableTourRow extends PricedTourRow {
  id: string;
  name: string;
  schedule: TourSchedule;
}

const nullableNumber = (value: string | null) => (value === null ? null : Number(value));

const toBookableTour = (row: BookableTourRow): BookableTour => ({ id: row.id, name: row.name, ...toPricedTour(row), schedule: row.schedule });

const BOOKABLE_COLUMNS = `id, name, ${PRICED_TOUR_COLUMNS}, schedule`;

export interface NewBooking {
  tourId: string;
  tourName: string;
  userId: string | null;
  date: string;
  adults: number;
  children: number;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  method: PaymentMethod;
  payMode: PayMode;
  amount: number;
  currency: Currency;
  residency: Residency;
  displayCurrency: Currency;
  depositAmount: number;
  balanceDueDate: string;
  rate: number;
  departureId: string | null;
  /** A pay-now booking on a departure: when its seats go back unless paid (null: no hold, e.g. pay later). */
  holdExpiresAt: string | null;
}

export interface BookingRecord {
  id: string;
  reference: string;
  tourId: string;
  tourName: string;
  userId: string | null;
  date: string;
  adults: number;
  children: number;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  method: PaymentMethod | null;
  payMode: PayMode | null;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  amount: number;
  currency: Currency;
  residency: Residency;
  displayCurrency: Currency;
  depositAmount: number;
  balanceDueDate: string;
  /** Shillings per dollar for a booking priced in KES, else 1. */
  rate: number;
  departureId: string | null;
  /** Seats the booking holds on its departure now (0 without one, once cancelled, or once its hold was released). */
  seats: number;
  /** When an unpaid pay-now booking's seats go back, ISO 8601 (UTC); null: no hold on a timer. */
  holdExpiresAt: string | null;
  /** ISO 8601, UTC. */
  createdAt: string;
  /** The booking's secret for the traveller's links (never shown in the booking's summary). */
  accessKey: string;
}

interface BookingRow {
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
  payment_method: PaymentMethod | null;
  pay_mode: PayMode | null;
  status: BookingStatus;
  payment_status: PaymentStatus;
  amount: string;
  currency: string;
  residency: Residency;
  display_currency: string;
  deposit_amount: string;
  balance_due_date: string;
  rate: string;
  departure_id: string | null;
  seats: number;
  hold_expires_at: string | null;
  created_at: string;
  access_key: string;
}

const COLUMNS = `id, reference, tour_id, tour_name, user_id, to_char(travel_date, 'YYYY-MM-DD') as travel_date, adults, children,
  contact_name, contact_email, contact_phone, payment_method, pay_mode, status, payment_status, amount, currency,
  residency, display_currency, deposit_amount, to_char(balance_due_date, 'YYYY-MM-DD') as balance_due_date, rate, departure_id, seats,
  to_char(hold_expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as hold_expires_at,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at, access_key`;

function toRecord(row: BookingRow): BookingRecord {
  return {
    id: row.id,
    reference: row.reference,
    tourId: row.tour_id,
    tourName: row.tour_name,
    userId: row.user_id,
    date: row.travel_date,
    adults: row.adults,
    children: row.children,
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    method: row.payment_method,
    payMode: row.pay_mode,
    status: row.status,
    paymentStatus: row.payment_status,
    amount: Number(row.amount),
    currency: row.currency.trim() as Currency,
    residency: row.residency,
    displayCurrency: row.display_currency.trim() as Currency,
    depositAmount: Number(row.deposit_amount),
    balanceDueDate: row.balance_due_date,
    rate: Number(row.rate),
    departureId: row.departure_id,
    seats: row.seats,
    holdExpiresAt: row.hold_expires_at,
    createdAt: row.created_at,
    accessKey: row.access_key,
  };
}

const UNIQUE_VIOLATION = '23505';

/** True when the insert failed because another booking holds the drawn reference. */
export function isReferenceTaken(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === UNIQUE_VIOLATION && constraint === 'bookings_reference_key';
}

/** A booking as `prepareInsert` made it, with the e-mails and the idempotency key it commits with. */
export interface PreparedBooking {
  record: BookingRecord;
  mails: readonly QueuedMail[];
  key: SavedKey | null;
}

/**
 * The statement of `insertMany`: the group as one JSON array (json_to_recordset), so its text never
 * changes and Postgres plans it once per connection. The keys go first (`on conflict do nothing`);
 * only the bookings whose key was stored now (or that have none) are written, with their e-mails.
 */
const INSERT_MANY = `with given as (
    select * from json_to_recordset($1::json)
      as g(id uuid, reference text, tour_id uuid, tour_name text, user_id uuid, travel_date date, adults int, children int,
           contact_name text, contact_email text, contact_phone text, payment_method text, pay_mode text, status text,
           payment_status text, amount numeric, currency text, created_at timestamptz, access_key text, residency text,
           display_currency text, deposit_amount numeric, balance_due_date date, rate numeric, departure_id uuid,
           hold_expires_at timestamptz, key text, scope text, request_hash text, status_code int, response jsonb)
  ), keys as (
    insert into idempotency_keys (key, scope, request_hash, status_code, response, completed_at)
    select key, scope, request_hash, status_code, response, now() from given where key is not null
    on conflict (key) do nothing
    returning key
  ), kept as (
    select * from given where key is null or key in (select key from keys)
  ), booked as (
    insert into bookings (id, reference, tour_id, tour_name, user_id, travel_date, adults, children, contact_name, contact_email,
                          contact_phone, payment_method, pay_mode, status, payment_status, amount, currency, created_at, updated_at, access_key,
                          residency, display_currency, deposit_amount, balance_due_date, rate, departure_id, hold_expires_at)
    select id, reference, tour_id, tour_name,
           -- As prepareInsert: a guest's booking made with the verified e-mail of an account is that account's at once.
           coalesce(user_id, (select u.id from users u where lower(u.email) = lower(kept.contact_email) and u.email_verified_at is not null)),
           travel_date, adults, children, contact_name, contact_email, contact_phone, payment_method, pay_mode, status, payment_status,
           amount, currency, created_at, created_at, access_key, residency, display_currency, deposit_amount, balance_due_date, rate,
           departure_id, hold_expires_at
      from kept
  ), mailed as (
    insert into notifications (kind, recipient, subject, payload)
    select m.kind, m.recipient, m.subject, m.payload
      from json_to_recordset($2::json) as m(booking_id uuid, kind text, recipient text, subject text, payload jsonb)
     where m.booking_id in (select id from kept)
  )
  select key from keys`;

/** A group's bookings as the JSON array `INSERT_MANY` reads (the stored answer as JSON, not as a string of it). */
function groupJson(entries: readonly PreparedBooking[]): string {
  const rows = entries.map(({ record: r, key }) => {
    const row = JSON.stringify({
      id: r.id,
      reference: r.reference,
      tour_id: r.tourId,
      tour_name: r.tourName,
      user_id: r.userId,
      travel_date: r.date,
      adults: r.adults,
      children: r.children,
      contact_name: r.contactName,
      contact_email: r.contactEmail,
      contact_phone: r.contactPhone,
      payment_method: r.method,
      pay_mode: r.payMode,
      status: r.status,
      payment_status: r.paymentStatus,
      amount: r.amount,
      currency: r.currency,
      created_at: r.createdAt,
      access_key: r.accessKey,
      residency: r.residency,
      display_currency: r.displayCurrency,
      deposit_amount: r.depositAmount,
      balance_due_date: r.balanceDueDate,
      rate: r.rate,
      departure_id: r.departureId,
      hold_expires_at: r.holdExpiresAt,
      key: key?.key ?? null,
      scope: key?.scope ?? null,
      request_hash: key?.requestHash ?? null,
      status_code: key?.status ?? null,
    });
    return `${row.slice(0, -1)},"response":${key ? JSON.stringify(key.response) : 'null'}}`;
  });
  return `[${rows.join(',')}]`;
}

/** The group's e-mails as the JSON array `INSERT_MANY` reads (each payload is JSON already). */
function mailsJson(entries: readonly PreparedBooking[]): string {
  const rows = entries.flatMap(({ record, mails }) =>
    mails.map((mail) => `${JSON.stringify({ booking_id: record.id, kind: mail.kind, recipient: mail.recipient, subject: mail.subject }).slice(0, -1)},"payload":${mail.payload}}`),
  );
  return `[${rows.join(',')}]`;
}

/** A departure as a booking reads it (findDeparture). */
export interface BookingDeparture {
  id: string;
  tourId: string;
  date: string;
  price: number | null;
  /** Seats left as last committed; 0 unless open. */
  seatsLeft: number;
}

export interface BookingsRepo {
  /** A published, not deleted tour by id, or null. */
  findBookableTour(id: string): Promise<BookableTour | null>;
  /** Every published tour as a booking needs it (the catalogue cache keeps it per catalogue version). */
  listBookableTours(): Promise<BookableTour[]>;
  /**
   * The booking as it will be stored under `reference` (its id, key and time made here), and the
   * statement that stores it (made when asked: a group write needs only the record), to run with its
   * e-mails (Store.runTogether). A reference another booking holds fails it with {@link isReferenceTaken}.
   */
  prepareInsert(booking: NewBooking, reference: string): { record: BookingRecord; statement: () => Statement };
  /**
   * Group commit (lib/db.ts `grouped`): many prepared bookings, each with its e-mails and its
   * idempotency key, written by ONE statement. A booking whose key was stored before (a replay, or a
   * concurrent duplicate that committed first) writes nothing; per booking, true when it was written.
   * Any other failure (a reference taken, a party that no longer fits) fails the whole statement,
   * which writes nothing: the caller then writes each booking alone. A key given twice is refused
   * before writing, the same way.
   */
  insertMany(entries: readonly PreparedBooking[]): Promise<boolean[]>;
  /**
   * A departure a booking may take seats on: its tour, date, own price, and the seats left as last
   * committed (0 unless open; the seat trigger checks again, under the row's lock).
   */
  findDeparture(id: string): Promise<BookingDeparture | null>;
  findById(id: string): Promise<BookingRecord | null>;
  /** The booking, locked until the end of the transaction. */
  lockById(id: string): Promise<BookingRecord | null>;
  setMethod(id: string, method: PaymentMethod): Promise<void>;
  setPayMode(id: string, payMode: PayMode): Promise<void>;
  /** Records a failed payment unless the booking is already paid. */
  markPaymentFailed(id: string): Promise<void>;
  /**
   * Holds: the booking (locked by the caller) takes its seats on its departure again after its hold was
   * released, held until `until`; a party that no longer fits fails with the seat ledger's error
   * (lib/seats.ts `seatsLeftOf`). A booking that still holds its seats only has its hold moved to `until`
   * when that is later (null `until`: no expiry, as for pay later).
   */
  holdSeats(booking: Pick<BookingRecord, 'id' | 'departureId' | 'seats' | 'adults' | 'children' | 'status'>, until: Date | null): Promise<void>;
  /**
   * A booking whose hold was released takes its seats again if they fit (a conditional update, no
   * error): true when it holds its seats now (or never had a hold to lose), false when they no longer fit.
   */
  retakeReleasedSeats(id: string): Promise<boolean>;
  /** Seats free on a departure now (0 when it is closed or cancelled). */
  seatsLeftOn(departureId: string): Promise<number>;
  /**
   * Uses a waitlist offer for the departure: the offer's held seats go back to the departure (for the
   * booking written next in the same transaction to take) and the entry is marked booked by `bookingId`.
   * Returns the seats released, or null when no live offer has this token (unknown, used or expired at `now`).
   */
  claimWaitlistOffer(tokenHash: string, departureId: string, bookingId: string, now: Date): Promise<number | null>;
  /** Runs prepared statements one after the other on this connection (inside the caller's transaction). */
  runInOrder(statements: readonly Statement[]): Promise<void>;
  /**
   * Gives the account the bookings made with its e-mail (compared case-insensitively) and no
   * account; a booking already linked to another account stays with it. Returns how many.
   */
  linkUnownedByEmail(userId: string, email: string): Promise<number>;
}

export function createBookingsRepo(db: Queryable): BookingsRepo {
  async function one(sql: string, values: unknown[]): Promise<BookingRecord | null> {
    const { rows } = await db.query<BookingRow>(sql, values);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  return {
    prepareInsert(booking, reference) {
      // Field by field, not `{ ...booking, … }`: V8 copies a spread of this size and then adds the
      // new fields one at a time (a few microseconds a booking on the booking form's hot path).
      const record: BookingRecord = {
        id: randomUUID(),
        reference,
        tourId: booking.tourId,
        tourName: booking.tourName,
        userId: booking.userId,
        date: booking.date,
        adults: booking.adults,
        children: booking.children,
        contactName: booking.contactName,
        contactEmail: booking.contactEmail,
        contactPhone: booking.contactPhone,
        method: booking.method,
        payMode: booking.payMode,
        status: 'pending',
        paymentStatus: 'unpaid',
        // Stored with two decimals: the answer says what the row holds.
        amount: roundMoney(booking.amount, booking.currency),
        currency: booking.currency,
        residency: booking.residency,
        displayCurrency: booking.displayCurrency,
        depositAmount: booking.depositAmount,
        balanceDueDate: booking.balanceDueDate,
        rate: booking.rate,
        departureId: booking.departureId,
        // The seat trigger takes the whole party on the departure with the insert.
        seats: booking.departureId ? booking.adults + booking.children : 0,
        holdExpiresAt: booking.holdExpiresAt,
        createdAt: new Date().toISOString(),
        // 32 random bytes, base64url, as the column's default makes for staff-entered bookings.
        accessKey: randomToken(32),
      };
      return {
        record,
        statement: () => ({
          text: `insert into bookings (id, reference, tour_id, tour_name, user_id, travel_date, adults, children, contact_name, contact_email,
                                       contact_phone, payment_method, pay_mode, status, payment_status, amount, currency, created_at, updated_at, access_key,
                                       residency, display_currency, deposit_amount, balance_due_date, rate, departure_id, hold_expires_at)
                 values ($1, $2, $3, $4,
                         -- A guest's booking made with the verified e-mail of an account is that account's at once
                         -- (as the bookings made before the address was verified became its own then).
                         coalesce($5::uuid, (select u.id from users u where lower(u.email) = lower($10) and u.email_verified_at is not null)),
                         $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18, $19, $20, $21, $22, $23, $24, $25, $26)`,
          values: [
            record.id,
            record.reference,
            record.tourId,
            record.tourName,
            record.userId,
            record.date,
            record.adults,
            record.children,
            record.contactName,
            record.contactEmail,
            record.contactPhone,
            record.method,
            record.payMode,
            record.status,
            record.paymentStatus,
            record.amount,
            record.currency,
            record.createdAt,
            record.accessKey,
            record.residency,
            record.displayCurrency,
            record.depositAmount,
            record.balanceDueDate,
            record.rate,
            record.departureId,
            record.holdExpiresAt,
          ],
        }),
      };
    },

    async insertMany(entries) {
      const keys = entries.flatMap((entry) => (entry.key ? [entry.key.key] : []));
      if (new Set(keys).size !== keys.length) throw new Error('insertMany: a key given twice');
      const { rows } = await db.query<{ key: string }>({ name: 'bookings-insert-many', text: INSERT_MANY, values: [groupJson(entries), mailsJson(entries)] });
      const stored = new Set(rows.map((row) => row.key));
      return entries.map((entry) => entry.key === null || stored.has(entry.key.key));
    },

    async findBookableTour(id) {
      const { rows } = await db.query<BookableTourRow>({
        name: 'bookings-bookable-tour',
        text: `select ${BOOKABLE_COLUMNS} from tours where id = $1 and deleted_at is null and is_published`,
        values: [id],
      });
      const row = rows[0];
      return row ? toBookableTour(row) : null;
    },

    async listBookableTours() {
      const { rows } = await db.query<BookableTourRow>({
        name: 'bookings-bookable-tours',
        text: `select ${BOOKABLE_COLUMNS} from tours where deleted_at is null and is_published`,
      });
      return rows.map(toBookableTour);
    },

    async findDeparture(id) {
      const { rows } = await db.query<{ id: string; tour_id: string; date: string; price: string | null; seats_left: number }>({
        name: 'bookings-departure',
        text: `select id, tour_id, to_char(date, 'YYYY-MM-DD') as date, price,
                      case when status = 'open' then greatest(0, seats - seats_taken) else 0 end as seats_left
                 from departures where id = $1`,
        values: [id],
      });
      const row = rows[0];
      return row ? { id: row.id, tourId: row.tour_id, date: row.date, price: nullableNumber(row.price), seatsLeft: row.seats_left } : null;
    },

    findById: (id) => one(`select ${COLUMNS} from bookings where id = $1`, [id]),
    lockById: (id) => one(`select ${COLUMNS} from bookings where id = $1 for update`, [id]),

    async setMethod(id, method) {
      await db.query('update bookings set payment_method = $2 where id = $1 and payment_method is distinct from $2', [id, method]);
    },
    async setPayMode(id, payMode) {
      await db.query('update bookings set pay_mode = $2 where id = $1 and pay_mode is distinct from $2', [id, payMode]);
    },
    async markPaymentFailed(id) {
      await db.query(`update bookings set payment_status = 'failed' where id = $1 and payment_status = 'unpaid'`, [id]);
    },
    async holdSeats(booking, until) {
      if (!booking.departureId || booking.status === 'canceled') return;
      if (booking.seats === 0) {
        const wanted = booking.adults + booking.children;
        await db.query('select take_departure_seats($1, $2)', [booking.departureId, wanted]);
        await db.query('update bookings set seats = $2, hold_expires_at = $3 where id = $1', [booking.id, wanted, until]);
      } else if (until === null) {
        await db.query('update bookings set hold_expires_at = null where id = $1 and hold_expires_at is not null', [booking.id]);
      } else {
        await db.query('update bookings set hold_expires_at = $2 where id = $1 and hold_expires_at < $2', [booking.id, until]);
      }
    },
    async retakeReleasedSeats(id) {
      const { rows } = await db.query<{ released: boolean; retaken: boolean }>(
        `with released as (
           select id, departure_id, adults + children as wanted from bookings
            where id = $1 and seats = 0 and departure_id is not null and status <> 'canceled'
         ), took as (
           update departures d set seats_taken = d.seats_taken + released.wanted from released
            where d.id = released.departure_id and d.status = 'open' and d.seats_taken + released.wanted <= d.seats
            returning released.id, released.wanted
         ), held as (
           update bookings b set seats = took.wanted from took where b.id = took.id returning b.id
         )
         select exists (select 1 from released) as released, exists (select 1 from held) as retaken`,
        [id],
      );
      const row = rows[0];
      return !row?.released || row.retaken;
    },
    async seatsLeftOn(departureId) {
      const { rows } = await db.query<{ left: number }>(
        `select case when status = 'open' then greatest(0, seats - seats_taken) else 0 end as left from departures where id = $1`,
        [departureId],
      );
      return rows[0]?.left ?? 0;
    },
    async claimWaitlistOffer(tokenHash, departureId, bookingId, now) {
      const { rows } = await db.query<{ seats: number }>(
        `with offer as (
           select id, offered_seats from waitlist_entries
            where offer_token_hash = $1 and departure_id = $2 and status = 'offered' and offer_expires_at > $4
            for update
         ), used as (
           update waitlist_entries w set status = 'booked', offered_seats = 0, booking_id = $3 from offer where w.id = offer.id returning offer.offered_seats
         ), released as (
           update departures d set seats_taken = d.seats_taken - used.offered_seats from used where d.id = $2 returning used.offered_seats
         )
         select offered_seats as seats from released`,
        [tokenHash, departureId, bookingId, now],
      );
      return rows[0] ? rows[0].seats : null;
    },
    async runInOrder(statements) {
      for (const statement of statements) await db.query(statement.text, statement.values);
    },
    async linkUnownedByEmail(userId, email) {
      const linked = await db.query('update bookings set user_id = $1 where user_id is null and lower(contact_email) = lower($2)', [userId, email]);
      return linked.rowCount ?? 0;
    },
  };
}
