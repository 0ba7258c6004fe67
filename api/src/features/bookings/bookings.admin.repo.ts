/** Data access for the staff side of bookings: the whole list, with search, filters and paging. */
import { createHash } from 'node:crypto';
import type { AdminBookingEmail, AdminBookingFilters, AdminBookingListQuery, AdminBookingSort, AdminBookingSummary } from '@safari/shared/admin-bookings';
import { phoneSearchDigits } from '@safari/shared/booking-rules';
import type { BookingStatus, PaymentMethod, PaymentStatus, PayMode, PricingTier } from '@safari/shared/enums';
import type { CancellationBand, Currency, Residency } from '@safari/shared/money';
import type { Queryable } from '../../lib/db';
import { OVERDUE_BALANCE } from '../../lib/overdue.repo';

/** A booking as staff see and edit it (the View modal's facts without its payments and e-mails). */
export interface AdminBookingRecord extends AdminBookingSummary {
  notes: string;
  userId: string | null;
  payMode: PayMode | null;
  method: PaymentMethod | null;
  canceledAt: string | null;
  /** Cancelled because the office cancelled the departure: everything paid is owed back. */
  canceledByOperator: boolean;
  updatedAt: string;
  residency: Residency;
  depositAmount: number;
  /** Shillings per dollar of a booking priced in KES, else 1. */
  rate: number;
  /** Seats it holds on its departure now: 0 once its pay-now hold lapsed (or it was cancelled). */
  seats: number;
  /** The office set the balance's due date by hand: a change of date moves it with the travel date. */
  balanceDueByHand: boolean;
}

interface Row {
  id: string;
  reference: string;
  tour_id: string;
  tour_name: string;
  departure_id: string | null;
  seats: number;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  travel_date: string;
  adults: number;
  children: number;
  amount: string;
  currency: string;
  status: BookingStatus;
  payment_status: PaymentStatus;
  source: 'web' | 'admin';
  created_at: string;
  notes: string;
  user_id: string | null;
  pay_mode: PayMode | null;
  payment_method: PaymentMethod | null;
  canceled_at: string | null;
  canceled_by_operator: boolean;
  updated_at: string;
  balance_due_date: string;
  balance_due_by_hand: boolean;
  overdue: boolean;
  residency: Residency;
  deposit_amount: string;
  rate: string;
}


const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const COLUMNS = `b.id, b.reference, b.tour_id, b.tour_name, b.departure_id, b.seats, b.contact_name, b.contact_email, b.contact_phone,
  to_char(b.travel_date, 'YYYY-MM-DD') as travel_date, b.adults, b.children, b.amount, b.currency, b.status, b.payment_status,
  b.source, ${iso('b.created_at')} as created_at, b.notes, b.user_id, b.pay_mode, b.payment_method,
  ${iso('b.canceled_at')} as canceled_at, b.canceled_by_operator, ${iso('b.updated_at')} as updated_at,
  to_char(b.balance_due_date, 'YYYY-MM-DD') as balance_due_date, b.balance_due_by_hand, (${OVERDUE_BALANCE}) as overdue, b.residency, b.deposit_amount, b.rate`;

function toRecord(row: Row): AdminBookingRecord {
  return {
    id: row.id,
    reference: row.reference,
    tourId: row.tour_id,
    tourName: row.tour_name,
    departureId: row.departure_id,
    customer: row.contact_name,
    email: row.contact_email,
    phone: row.contact_phone,
    date: row.travel_date,
    adults: row.adults,
    children: row.children,
    price: Number(row.amount),
    currency: row.currency.trim() as Currency,
    status: row.status,
    paymentStatus: row.payment_status,
    refundOwed: row.status === 'canceled' && ['paid', 'deposit paid', 'partially paid'].includes(row.payment_status),
    source: row.source,
    createdAt: row.created_at,
    notes: row.notes,
    userId: row.user_id,
    payMode: row.pay_mode,
    method: row.payment_method,
    canceledAt: row.canceled_at,
    canceledByOperator: row.canceled_by_operator,
    updatedAt: row.updated_at,
    balanceDueDate: row.balance_due_date,
    balanceDueByHand: row.balance_due_by_hand,
    overdue: row.overdue,
    residency: row.residency,
    depositAmount: Number(row.deposit_amount),
    rate: Number(row.rate),
    seats: row.seats,
  };
}

/** The list's row: the summary fields only. */
export function toSummary(record: AdminBookingRecord): AdminBookingSummary {
  const { notes: _notes, userId: _userId, payMode: _payMode, method: _method, canceledAt: _canceledAt, canceledByOperator: _canceledByOperator, updatedAt: _updatedAt, residency: _residency, depositAmount: _deposit, rate: _rate, seats: _seats, balanceDueByHand: _byHand, ...summary } =
    record;
  return summary;
}

const SORTS: Record<AdminBookingSort, string> = {
  'created-desc': 'b.created_at desc, b.id',
  'created-asc': 'b.created_at asc, b.id',
  'travel-asc': 'b.travel_date asc, b.created_at desc, b.id',
  'travel-desc': 'b.travel_date desc, b.created_at desc, b.id',
};

/** The sorts by creation, with the order they list the tally's weeks and seconds in (migration 0046). */
const CREATED_ORDER: Record<AdminBookingSort, 'asc' | 'desc' | null> = {
  'created-desc': 'desc',
  'created-asc': 'asc',
  'travel-asc': null,
  'travel-desc': null,
};

/**
 * A page with at least this many bookings before it is placed by the tally; one nearer the top reads
 * past them in the index, which costs less than the tally's two steps (at 10 000, about the same).
 */
export const TALLY_FROM_OFFSET = 10_000;

/** Escapes LIKE wildcards so a search for '50%' means the characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The filters as SQL. A search is two ways in (`search`), each to be ANDed with `where`: the
 * reference, name, e-mail or phone by the trigram index, or the tour's name through the few names
 * that match (booking_tour_names, migration 0038) and the bookings carrying them (an index-only scan
 * of bookings_tour_name_idx, migration 0039, by tour and name).
 */
function whereOf(filters: Omit<AdminBookingFilters, 'sort'>): { where: string; values: unknown[]; search: { contact: string; tour: string } | null } {
  const conditions: string[] = [];
  const values: unknown[] = [];
  const add = (value: unknown, condition: (placeholder: string) => string) => {
    values.push(value);
    conditions.push(condition(`$${values.length}`));
  };
  let search: { contact: string; tour: string } | null = null;
  if (filters.q) {
    // One trigram index serves the text as typed, and a phone number however it is written.
    const phone = phoneSearchDigits(filters.q);
    values.push(likePattern(filters.q));
    const text = `$${values.length}`;
    if (phone) values.push(likePattern(phone));
    // The two ways in do not overlap (a booking whose tour's name matches is found by its name only),
    // so their rows are simply added up.
    const contact = phone ? `(b.search_text like lower(${text}) or b.search_text like $${values.length})` : `b.search_text like lower(${text})`;
    search = {
      contact: `${contact} and lower(b.tour_name) not like lower(${text})`,
      tour: `(b.tour_id, b.tour_name) in (select n.tour_id, n.tour_name from booking_tour_names n where lower(n.tour_name) like lower(${text}))`,
    };
  }
  if (filters.status) add(filters.status, (p) => `b.status = ${p}`);
  if (filters.paymentStatus) add(filters.paymentStatus, (p) => `b.payment_status = ${p}`);
  if (filters.from) add(filters.from, (p) => `b.travel_date >= ${p}::date`);
  if (filters.to) add(filters.to, (p) => `b.travel_date <= ${p}::date`);
  if (filters.overdue) conditions.push(`(${OVERDUE_BALANCE})`);
  return { where: conditions.join(' and '), values, search };
}

/** The bookings matching the filters (alias b), as a FROM item with id, created_at and travel_date. */
function matching(filters: Omit<AdminBookingFilters, 'sort'>): { from: string; where: string; values: unknown[] } {
  const { where, values, search } = whereOf(filters);
  const and = where ? ` and ${where}` : '';
  if (!search) return { from: `bookings b${where ? ` where ${where}` : ''}`, where, values };
  // Two ways in, each by its own index.
  return {
    from: `(select b.id, b.created_at, b.travel_date from bookings b where ${search.contact}${and}
            union all
            select b.id, b.created_at, b.travel_date from bookings b where ${search.tour}${and}) b`,
    where,
    values,
  };
}

/** Filters the tally (migration 0037) counts: the status and payment status alone. */
const tallied = (filters: Omit<AdminBookingFilters, 'sort'>) => !filters.q && !filters.from && !filters.to && !filters.overdue;
/** The tally is folded when it has more rows than this (each booking write adds one or two). */
export const TALLY_COMPACT_ROWS = 500;
/** Advisory lock key of the tally's fold (one at a time). */
const TALLY_LOCK = 280_037;

/** What staff write on a booking (the tour's name comes from the tours table). */
export interface BookingWrite {
  tourId: string;
  tourName: string;
  customer: string;
  email: string;
  phone: string;
  date: string;
  adults: number;
  children: number;
  price: number;
  status: BookingStatus;
  notes: string;
  /** A new due date for the balance (an edit that changes the date); the current one stays when absent. */
  balanceDueDate?: string;
}

const UNIQUE_VIOLATION = '23505';
const REFERENCE_CONSTRAINT = 'bookings_reference_key';
const MAX_REFERENCE_TRIES = 8;
/** A CSV export holds at most this many rows (the filters narrow it down). */
export const EXPORT_MAX_ROWS = 10_000;

/** The account a booking with this e-mail belongs to: only a verified one (as when an account claims its bookings). */
const ACCOUNT_OF_EMAIL = `(select u.id from users u where $EMAIL <> '' and lower(u.email) = lower($EMAIL) and u.email_verified_at is not null limit 1)`;
const accountOf = (placeholder: string) => ACCOUNT_OF_EMAIL.replaceAll('$EMAIL', placeholder);

/** A tour as a staff booking needs it: its name, whether it is on sale, its price (for the rule's amount) and its policy. */
export interface BookableTour {
  id: string;
  name: string;
  isPublished: boolean;
  price: number | null;
  pricing: Partial<Record<PricingTier, number>> | null;
  cancellationPolicy: CancellationBand[];
  /** Days before travel the balance falls due. */
  balanceDueDays: number;
}

export interface BookingsAdminRepo {
  /** One page and the total of the filtered bookings, from one snapshot. */
  list(query: AdminBookingListQuery): Promise<{ items: AdminBookingSummary[]; total: number }>;
  /** Folds the bookings tally's rows (the list does when they pile up). */
  compactTally(): Promise<void>;
  /** Every booking matching the filters, sorted, up to {@link EXPORT_MAX_ROWS}. */
  listForExport(filters: AdminBookingFilters): Promise<AdminBookingRecord[]>;
  findById(id: string): Promise<AdminBookingRecord | null>;
  /** The booking, locked until the end of the transaction. */
  lockById(id: string): Promise<AdminBookingRecord | null>;
  /** A tour not deleted, with whether it is published. */
  findTour(id: string): Promise<BookableTour | null>;
  /** Inserts a staff-entered booking with a fresh reference (inside a transaction: it uses a savepoint). */
  insert(booking: BookingWrite, newReference: () => string): Promise<AdminBookingRecord>;
  /** Replaces every editable field (and the balance's due date when given); a booking with no account joins the verified account of its e-mail. */
  update(id: string, booking: BookingWrite): Promise<AdminBookingRecord>;
  setCanceled(id: string): Promise<AdminBookingRecord>;
  /**
   * The booking (locked by the caller) takes its party's seats on its departure again after its
   * pay-now hold lapsed (seats 0): a conditional update under the departure's row lock, failing with
   * the seat ledger's error (lib/seats.ts `seatsLeftOf`) when they no longer fit. No-op otherwise.
   */
  retakeSeats(id: string): Promise<void>;
  /** Moves the balance's due date (staff give more time): from now on it is the office's, set by hand. */
  setBalanceDueDate(id: string, date: string): Promise<AdminBookingRecord>;
  /** The e-mails queued for the booking, oldest first. */
  emailsOf(bookingId: string): Promise<AdminBookingEmail[]>;
  /** The booking's access key, for the links in the traveller's e-mails only (never in the staff view or the audit). */
  accessKeyOf(bookingId: string): Promise<string | null>;
}

const listStatementNames = new Map<string, string>();

/** The name of a list statement's shape (its text's hash: a shape is prepared once per connection). */
function listStatementName(sql: string): string {
  let name = listStatementNames.get(sql);
  if (!name) {
    name = `bookings-list-${createHash('sha256').update(sql).digest('hex').slice(0, 20)}`;
    listStatementNames.set(sql, name);
  }
  return name;
}

export function createBookingsAdminRepo(db: Queryable): BookingsAdminRepo {
  async function one(sql: string, values: unknown[]): Promise<AdminBookingRecord | null> {
    const { rows } = await db.query<Row>(sql, values);
    return rows[0] ? toRecord(rows[0]) : null;
  }
  async function must(sql: string, values: unknown[]): Promise<AdminBookingRecord> {
    const record = await one(sql, values);
    if (!record) throw new Error('booking write returned no row');
    return record;
  }

  /**
   * Folds the tally's appended rows into its sums per (status, payment status) and week, and per
   * (status, payment status) and second (migration 0046), in one statement: the rows it deletes are
   * the rows whose sums it adds, so a reader sees each booking once, before the fold or after it.
   * Rows a writer appends meanwhile stay (its transaction is not in this snapshot). A fold already
   * running is not waited for.
   */
  async function compactTally(): Promise<void> {
    const fold = (table: string, key: string, fresh: string) =>
      `old_${table} as (delete from booking_tally_${table} t using ${fresh} f
                         where t.${key} = f.${key} and t.status = f.status and t.payment_status = f.payment_status
                         returning t.status, t.payment_status, t.${key}, t.n),
       new_${table} as (insert into booking_tally_${table} (status, payment_status, ${key}, n)
                         select status, payment_status, ${key}, sum(n) from (select * from ${fresh} union all select * from old_${table}) x
                         group by 1, 2, 3 having sum(n) <> 0)`;
    await db.query(
      `with go as (select pg_try_advisory_xact_lock(${TALLY_LOCK}) as ok),
            gone as (delete from booking_tally where (select ok from go) returning status, payment_status, at, n),
            seconds as (select status, payment_status, at, sum(n)::int as n from gone group by 1, 2, 3),
            weeks as (select status, payment_status, booking_week(at) as week, sum(n)::int as n from gone group by 1, 2, 3),
            ${fold('seconds', 'at', 'seconds')},
            ${fold('weeks', 'week', 'weeks')}
       select 1`,
    );
  }

  return {
    async list({ page, pageSize, sort, ...filters }) {
      const { from, where, values } = matching(filters);
      // The page finds its ids first, by the sort's index alone (migration 0032), then reads and formats
      // only its own rows: a later page no longer reads and formats every row before it (page 2 500 of
      // 100 000 bookings took 270 ms, now a few).
      const pageOf = (ids: string, limit = `$${values.length + 1} offset $${values.length + 2}`) =>
        `select ${COLUMNS}, b.created_at as sort_created_at, b.travel_date as sort_travel_date, b.id as sort_id
           from (select b.id from ${ids} order by ${SORTS[sort]} limit ${limit}) page join bookings b on b.id = page.id`;
      const order = SORTS[sort].replaceAll('b.', 'p.sort_');
      // One statement, so the total and the page come from one snapshot: the figure on screen adds up
      // to the rows behind it, whatever commits meanwhile.
      let sql: string;
      // The tally's sums (migrations 0037, 0046) and the rows appended since its last fold, with the
      // filters left, on status and payment status: columns they have too (alias b).
      const filtered = where ? `where ${where}` : '';
      const appended = '(select count(*)::int from booking_tally)';
      const direction = CREATED_ORDER[sort];
      if (tallied(filters) && direction && (page - 1) * pageSize >= TALLY_FROM_OFFSET) {
        // No search, no dates, by creation, far from the top: the tally places the page. First the
        // week its first row was created in (the first, in the list's order, by which the bookings
        // of the weeks so far pass the offset), then the second within that week (read in order from
        // the index, until placed), with how many bookings come before it. The page's index is read
        // from that second's edge, skipping only the bookings of that second before the page.
        const offset = `$${values.length + 2}`;
        const inWeek = (alias: string) => `${alias}.at >= (select week from w) and ${alias}.at < (select week from w) + interval '7 days'`;
        const edge = direction === 'desc' ? `b.created_at < s.at + interval '1 second'` : `b.created_at >= s.at`;
        sql = `with recent as (select b.at, b.n from booking_tally b ${filtered}),
                    weeks as (select week, sum(n)::int as n from (select b.week, b.n from booking_tally_weeks b ${filtered}
                                                                  union all select booking_week(at), n from recent) x group by week),
                    placed_weeks as (select week, n, (sum(n) over (order by week ${direction}))::int - n as before from weeks),
                    w as (select week, before from placed_weeks where before + n > ${offset} order by week ${direction} limit 1),
                    seconds as ((select b.at, b.n from booking_tally_seconds b where ${[inWeek('b'), where].filter(Boolean).join(' and ')} order by b.at ${direction})
                                union all (select r.at, r.n from recent r where ${inWeek('r')} order by r.at ${direction})
                                order by at ${direction}),
                    placed_seconds as (select at, (select before from w) + sum(n) over (order by at ${direction})::int as through,
                                              (select before from w) + coalesce(sum(n) over (order by at ${direction} range between unbounded preceding and current row exclude group), 0)::int as before
                                         from seconds),
                    s as (select at, before from placed_seconds where through > ${offset} order by at ${direction} limit 1)
               select t.total, t.tally_rows, p.* from (select coalesce(sum(n), 0)::int as total, ${appended} as tally_rows from weeks) t
                 left join s on true
                 left join lateral (${pageOf(`bookings b where ${[where, edge].filter(Boolean).join(' and ')}`, `$${values.length + 1} offset ${offset} - s.before`)}) p on true
               order by ${order}`;
      } else if (tallied(filters)) {
        // No search, no dates: the total is the tally's, not a count of every booking.
        sql = `select t.total, t.tally_rows, p.* from
                 (select coalesce(sum(n), 0)::int as total, ${appended} as tally_rows
                    from (select b.n from booking_tally_weeks b ${filtered} union all select b.n from booking_tally b ${filtered}) x) t
                 left join lateral (${pageOf(from)}) p on true
               order by ${order}`;
      } else if (filters.q) {
        // A search: its matches are found once, then counted and paged.
        sql = `with m as materialized (select b.id, b.created_at, b.travel_date from ${from})
               select t.total, p.* from (select count(*)::int as total from m) t
                 left join lateral (${pageOf('m b')}) p on true
               order by ${order}`;
      } else {
        sql = `select t.total, p.* from (select count(*)::int as total from ${from}) t
                 left join lateral (${pageOf(from)}) p on true
               order by ${order}`;
      }
      const params = [...values, pageSize, (page - 1) * pageSize];
      // Without a search, a named statement: the same few shapes (filters and sort) are planned once per
      // connection instead of on every page (0.4 ms of Postgres an answer, more than the first page's
      // own run). A search's plan depends on its words, so it is planned each time.
      type ListRow = Row & { total: number; tally_rows?: number };
      const { rows } = filters.q ? await db.query<ListRow>(sql, params) : await db.query<ListRow>({ name: listStatementName(sql), text: sql, values: params });
      const first = rows[0];
      if (first?.tally_rows !== undefined && first.tally_rows > TALLY_COMPACT_ROWS) await compactTally();
      return { items: rows.filter((row) => row.id !== null).map((row) => toSummary(toRecord(row))), total: first?.total ?? 0 };
    },

    compactTally,

    async listForExport({ sort, ...filters }) {
      const { from, values } = matching(filters);
      const { rows } = await db.query<Row>(
        `select ${COLUMNS} from (select b.id from ${from} order by ${SORTS[sort]} limit ${EXPORT_MAX_ROWS}) found join bookings b on b.id = found.id
          order by ${SORTS[sort]}`,
        values,
      );
      return rows.map(toRecord);
    },

    findById: (id) => one(`select ${COLUMNS} from bookings b where b.id = $1`, [id]),
    lockById: (id) => one(`select ${COLUMNS} from bookings b where b.id = $1 for update`, [id]),

    async findTour(id) {
      const { rows } = await db.query<{
        id: string;
        name: string;
        is_published: boolean;
        price: string | null;
        pricing: Partial<Record<PricingTier, number>> | null;
        cancellation_policy: CancellationBand[];
        balance_due_days: number;
      }>('select id, name, is_published, price, pricing, cancellation_policy, balance_due_days from tours where id = $1 and deleted_at is null', [id]);
      const row = rows[0];
      return row
        ? {
            id: row.id,
            name: row.name,
            isPublished: row.is_published,
            price: row.price === null ? null : Number(row.price),
            pricing: row.pricing,
            cancellationPolicy: row.cancellation_policy,
            balanceDueDays: row.balance_due_days,
          }
        : null;
    },

    async insert(booking, newReference) {
      for (let attempt = 1; ; attempt += 1) {
        await db.query('savepoint staff_booking_reference');
        try {
          const record = await must(
            `with inserted as (
               insert into bookings (reference, tour_id, tour_name, user_id, travel_date, adults, children, contact_name, contact_email,
                                     contact_phone, source, status, amount, currency, notes, balance_due_date)
               values ($1, $2, $3, ${accountOf('$6')}, $4, $7, $8, $5, $6, $9, 'admin', $10, $11, 'USD', $12,
                       $4::date - (select balance_due_days from tours where id = $2))
               returning *)
             select ${COLUMNS} from inserted b`,
            [
              newReference(),
              booking.tourId,
              booking.tourName,
              booking.date,
              booking.customer,
              booking.email,
              booking.adults,
              booking.children,
              booking.phone,
              booking.status,
              booking.price,
              booking.notes,
            ],
          );
          await db.query('release savepoint staff_booking_reference');
          return record;
        } catch (error) {
          const { code, constraint } = error as { code?: string; constraint?: string };
          if (code !== UNIQUE_VIOLATION || constraint !== REFERENCE_CONSTRAINT || attempt >= MAX_REFERENCE_TRIES) throw error;
          await db.query('rollback to savepoint staff_booking_reference');
        }
      }
    },

    update: (id, booking) =>
      must(
        `with updated as (
           update bookings
              set tour_id = $2, tour_name = $3, travel_date = $4, contact_name = $5, contact_email = $6, contact_phone = $7,
                  adults = $8, children = $9, amount = $10, status = $11, notes = $12,
                  balance_due_date = coalesce($13::date, balance_due_date),
                  canceled_at = case when $11 = 'canceled' then coalesce(canceled_at, now()) else null end,
                  user_id = coalesce(user_id, ${accountOf('$6')})
            where id = $1
           returning *)
         select ${COLUMNS} from updated b`,
        [
          id,
          booking.tourId,
          booking.tourName,
          booking.date,
          booking.customer,
          booking.email,
          booking.phone,
          booking.adults,
          booking.children,
          booking.price,
          booking.status,
          booking.notes,
          booking.balanceDueDate ?? null,
        ],
      ),

    setCanceled: (id) =>
      must(
        `with updated as (update bookings set status = 'canceled', canceled_at = coalesce(canceled_at, now()) where id = $1 returning *)
         select ${COLUMNS} from updated b`,
        [id],
      ),

    async retakeSeats(id) {
      const lapsed = `where id = $1 and departure_id is not null and seats = 0 and status <> 'canceled'`;
      await db.query(`select take_departure_seats(departure_id, adults + children) from bookings ${lapsed}`, [id]);
      await db.query(`update bookings set seats = adults + children, hold_expires_at = null ${lapsed}`, [id]);
    },

    setBalanceDueDate: (id, date) =>
      must(`with updated as (update bookings set balance_due_date = $2, balance_due_by_hand = true where id = $1 returning *) select ${COLUMNS} from updated b`, [id, date]),

    async accessKeyOf(bookingId) {
      const { rows } = await db.query<{ access_key: string }>('select access_key from bookings where id = $1', [bookingId]);
      return rows[0]?.access_key ?? null;
    },
    async emailsOf(bookingId) {
      const { rows } = await db.query<{
        id: string;
        kind: string;
        recipient: string;
        subject: string;
        status: string;
        attempts: number;
        last_error: string | null;
        created_at: string;
        sent_at: string | null;
      }>(
        `select id, kind, recipient, subject, status, attempts, last_error, ${iso('created_at')} as created_at, ${iso('sent_at')} as sent_at
           from notifications where payload ? 'bookingId' and payload->>'bookingId' = $1 order by created_at, id`,
        [bookingId],
      );
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        recipient: row.recipient,
        subject: row.subject,
        status: row.status,
        attempts: row.attempts,
        lastError: row.last_error,
        createdAt: row.created_at,
        sentAt: row.sent_at,
      }));
    },
  };
}
