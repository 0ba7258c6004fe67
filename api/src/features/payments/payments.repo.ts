/** Data access for payment attempts: the only place that knows the payments table. */
import type { MissingReceipt, MissingReceiptKind, UnmatchedReceipt, UnmatchedReceiptKind } from '@safari/shared/admin-reconciliation';
import type { PaymentMethod, PaymentStatus } from '@safari/shared/enums';
import type { PaymentAttemptStatus, PaymentProviderName } from '@safari/shared/payment';
import type { Queryable } from '../../lib/db';

export interface PaymentRecord {
  id: string;
  bookingId: string;
  provider: PaymentProviderName;
  providerRef: string | null;
  method: PaymentMethod;
  amount: number;
  currency: string;
  /** Shillings per dollar the attempt was charged at (1 when no conversion). */
  rate: number;
  status: PaymentAttemptStatus;
  failureReason: string | undefined;
  receipt: string | undefined;
  /** M-Pesa: the 2547… number the prompt went to. */
  phone: string | undefined;
  /** When the provider's answer was due; past it, a pending attempt is 'unknown' (null: no deadline, the sandbox). */
  answerDueAt: Date | null;
  /** How often the worker asked the provider's status query. */
  checks: number;
  /** Set when a report did not match the attempt (amount, currency, phone): staff look, nothing confirms it. */
  flaggedAt: Date | null;
  flagReason: string;
  createdAt: string;
}

/** When a new attempt's answer is due and when the worker first asks about it (null: never). */
export interface CheckSchedule {
  answerDueAt: Date | null;
  nextCheckAt: Date | null;
}

/** What happened to a payment, appended to its `raw` history for reconciliation. */
export interface PaymentEvent {
  source: string;
  status: string;
  detail?: string;
  raw?: unknown;
}

interface PaymentRow {
  id: string;
  booking_id: string;
  provider: PaymentProviderName;
  provider_ref: string | null;
  method: PaymentMethod;
  amount: string;
  currency: string;
  rate: string;
  status: PaymentAttemptStatus;
  failure_reason: string | null;
  receipt: string | null;
  phone: string | null;
  answer_due_at: Date | null;
  checks: number;
  flagged_at: Date | null;
  flag_reason: string;
  created_at: string;
}

const COLUMNS = `id, booking_id, provider, provider_ref, raw->>'method' as method, amount, currency, rate, status,
  raw->>'failureReason' as failure_reason, raw->>'receipt' as receipt, raw->>'phone' as phone,
  answer_due_at, checks, flagged_at, flag_reason,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;

function toRecord(row: PaymentRow): PaymentRecord {
  return {
    id: row.id,
    bookingId: row.booking_id,
    provider: row.provider,
    providerRef: row.provider_ref,
    method: row.method,
    amount: Number(row.amount),
    currency: row.currency.trim(),
    rate: Number(row.rate),
    status: row.status,
    failureReason: row.failure_reason ?? undefined,
    receipt: row.receipt ?? undefined,
    phone: row.phone ?? undefined,
    answerDueAt: row.answer_due_at,
    checks: row.checks,
    flaggedAt: row.flagged_at,
    flagReason: row.flag_reason,
    createdAt: row.created_at,
  };
}

/** Appends one event to raw.events, keeping the last 50. */
const appendEvent = `jsonb_set(raw, '{events}', (
  select coalesce(jsonb_agg(t.e order by t.n), '[]'::jsonb) from (
    select a.e, a.n
      from jsonb_array_elements(coalesce(raw->'events', '[]'::jsonb) || jsonb_build_array($EVENT::jsonb)) with ordinality as a(e, n)
     order by a.n desc limit 50) t))`;

function withEvent(position: number): string {
  return appendEvent.replace('$EVENT', `$${position}`);
}

const eventJson = (event: PaymentEvent) => JSON.stringify({ at: new Date().toISOString(), ...event });

/** Extra changes of a status change or an event: the traveller's reason, the receipt, a flag for staff. */
export interface PaymentPatch {
  failureReason?: string;
  receipt?: string;
  /** Flags the attempt for staff with this reason (kept from the first flag). */
  flag?: string;
}

export interface PaymentsRepo {
  insert(
    payment: { bookingId: string; provider: PaymentProviderName; method: PaymentMethod; amount: number; currency: string; rate: number; phone?: string },
    schedule: CheckSchedule,
  ): Promise<PaymentRecord>;
  setStarted(id: string, providerRef: string, event: PaymentEvent, schedule: CheckSchedule): Promise<void>;
  findById(id: string): Promise<PaymentRecord | null>;
  /** The payment, locked until the end of the transaction. */
  lockById(id: string): Promise<PaymentRecord | null>;
  findByProviderRef(provider: PaymentProviderName, providerRef: string): Promise<PaymentRecord | null>;
  /** Changes the status (and the reason, receipt or flag) and records the event; a settled attempt is not checked again. */
  setStatus(id: string, status: PaymentAttemptStatus, event: PaymentEvent, extra?: PaymentPatch): Promise<void>;
  /** Records an event without changing the status (a duplicate callback, a late mismatch). */
  addEvent(id: string, event: PaymentEvent, extra?: PaymentPatch): Promise<void>;
  /**
   * Takes up to `limit` pending attempts whose status query is due at `now`, skipping rows another
   * replica holds, and hides them until `leaseUntil` (so a replica that dies hands them back); counts the check.
   */
  claimDueChecks(now: Date, leaseUntil: Date, limit: number): Promise<PaymentRecord[]>;
  /** When to ask the provider about a pending attempt next (null: stop asking). */
  scheduleCheck(id: string, at: Date | null): Promise<void>;
}

export function createPaymentsRepo(db: Queryable): PaymentsRepo {
  async function one(sql: string, values: unknown[]): Promise<PaymentRecord | null> {
    const { rows } = await db.query<PaymentRow>(sql, values);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  return {
    async insert(payment, schedule) {
      const raw: Record<string, unknown> = { method: payment.method, events: [] };
      if (payment.phone) raw.phone = payment.phone;
      const row = await one(
        `insert into payments (booking_id, provider, amount, currency, rate, raw, answer_due_at, next_check_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${COLUMNS}`,
        [payment.bookingId, payment.provider, payment.amount, payment.currency, payment.rate, JSON.stringify(raw), schedule.answerDueAt, schedule.nextCheckAt],
      );
      if (!row) throw new Error('payment insert returned no row');
      return row;
    },
    async setStarted(id, providerRef, event, schedule) {
      await db.query(`update payments set provider_ref = $2, raw = ${withEvent(3)}, answer_due_at = $4, next_check_at = $5 where id = $1`, [
        id,
        providerRef,
        eventJson(event),
        schedule.answerDueAt,
        schedule.nextCheckAt,
      ]);
    },
    findById: (id) => one(`select ${COLUMNS} from payments where id = $1`, [id]),
    lockById: (id) => one(`select ${COLUMNS} from payments where id = $1 for update`, [id]),
    findByProviderRef: (provider, providerRef) =>
      one(`select ${COLUMNS} from payments where provider = $1 and provider_ref = $2`, [provider, providerRef]),
    async setStatus(id, status, event, extra = {}) {
      await db.query(
        `update payments set status = $2, raw = ${withEvent(3)} || $4::jsonb,
                next_check_at = case when $2 = 'pending' then next_check_at end, ${flagSet(5)}
          where id = $1`,
        [id, status, eventJson(event), JSON.stringify(rawPatch(extra)), extra.flag ?? null],
      );
    },
    async addEvent(id, event, extra = {}) {
      await db.query(`update payments set raw = ${withEvent(2)} || $3::jsonb, ${flagSet(4)} where id = $1`, [
        id,
        eventJson(event),
        JSON.stringify(rawPatch(extra)),
        extra.flag ?? null,
      ]);
    },
    async claimDueChecks(now, leaseUntil, limit) {
      const { rows } = await db.query<PaymentRow>(
        `update payments set next_check_at = $2, checks = checks + 1
          where id in (select id from payments
                        where status = 'pending' and next_check_at <= $1
                        order by next_check_at
                        limit $3
                          for update skip locked)
          returning ${COLUMNS}`,
        [now, leaseUntil, limit],
      );
      return rows.map(toRecord);
    },
    async scheduleCheck(id, at) {
      await db.query(`update payments set next_check_at = $2 where id = $1 and status = 'pending'`, [id, at]);
    },
  };
}

/** Sets the flag from parameter `position` (null: no flag). The first flag stays: a duplicate of a mismatched callback does not move it. */
function flagSet(position: number): string {
  const flag = `$${position}::text`;
  return `flagged_at = case when ${flag} is null then flagged_at else coalesce(flagged_at, now()) end,
          flag_reason = case when ${flag} is null or flagged_at is not null then flag_reason else ${flag} end`;
}

function rawPatch(extra: PaymentPatch): Record<string, string> {
  const patch: Record<string, string> = {};
  if (extra.failureReason) patch.failureReason = extra.failureReason;
  if (extra.receipt) patch.receipt = extra.receipt;
  return patch;
}

/** A payment staff took by hand (cash, bank transfer, the company's M-Pesa till). */
export interface ManualPayment {
  bookingId: string;
  method: string;
  amount: number;
  currency: string;
  /** Receipt number, bank reference or M-Pesa code ('' for none). */
  reference: string;
  /** The staff member who recorded it. */
  recordedBy: string;
}

/** Any attempt of a booking as staff see it: provider checkouts and payments recorded by hand. */
export interface PaymentAttempt {
  id: string;
  provider: string;
  method: string;
  amount: number;
  currency: string;
  status: string;
  reference: string | null;
  failureReason: string | null;
  createdAt: string;
}

interface AttemptRow {
  id: string;
  provider: string;
  method: string | null;
  amount: string;
  currency: string;
  status: string;
  reference: string | null;
  failure_reason: string | null;
  created_at: string;
}

const ATTEMPT_COLUMNS = `id, provider, raw->>'method' as method, amount, currency, status,
  coalesce(raw->>'receipt', provider_ref) as reference, raw->>'failureReason' as failure_reason,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;

const toAttempt = (row: AttemptRow): PaymentAttempt => ({
  id: row.id,
  provider: row.provider,
  method: row.method ?? '',
  amount: Number(row.amount),
  currency: row.currency.trim(),
  status: row.status,
  reference: row.reference,
  failureReason: row.failure_reason,
  createdAt: row.created_at,
});

/** Payments as the staff console records and lists them. */
export interface StaffPaymentsRepo {
  /** Records a succeeded 'manual' payment. */
  recordManual(payment: ManualPayment): Promise<PaymentAttempt>;
  /** Every attempt of the booking, oldest first. */
  listByBooking(bookingId: string): Promise<PaymentAttempt[]>;
}

export function createStaffPaymentsRepo(db: Queryable): StaffPaymentsRepo {
  return {
    async recordManual(payment) {
      const raw = {
        method: payment.method,
        ...(payment.reference ? { receipt: payment.reference } : {}),
        recordedBy: payment.recordedBy,
        events: [{ at: new Date().toISOString(), source: 'staff', status: 'succeeded' }],
      };
      const { rows } = await db.query<AttemptRow>(
        `insert into payments (booking_id, provider, amount, currency, status, raw) values ($1, 'manual', $2, $3, 'succeeded', $4)
         returning ${ATTEMPT_COLUMNS}`,
        [payment.bookingId, payment.amount, payment.currency, JSON.stringify(raw)],
      );
      if (!rows[0]) throw new Error('manual payment insert returned no row');
      return toAttempt(rows[0]);
    },
    async listByBooking(bookingId) {
      const { rows } = await db.query<AttemptRow>(`select ${ATTEMPT_COLUMNS} from payments where booking_id = $1 order by created_at, id`, [bookingId]);
      return rows.map(toAttempt);
    },
  };
}

interface UnmatchedRow {
  id: string;
  booking_id: string;
  booking_reference: string;
  provider: PaymentProviderName;
  method: PaymentMethod | null;
  amount: string;
  currency: string;
  receipt: string;
  kind: UnmatchedReceiptKind;
  detail: string;
  at: string;
}

interface MissingRow {
  id: string;
  reference: string;
  customer: string;
  tour_name: string;
  travel_date: string;
  payment_status: PaymentStatus;
  amount: string;
  currency: string;
  kind: MissingReceiptKind;
}

/** Where provider receipts and the ledger disagree: what staff reconcile by hand. */
export interface ReconciliationRepo {
  /** Provider attempts flagged (a report that does not match, no final answer) or paid without a ledger entry; newest first. */
  unmatchedReceipts(limit: number): Promise<UnmatchedReceipt[]>;
  /** Bookings marked (partly) paid whose ledger holds no payment with a receipt or reference; latest change first. */
  paidWithoutReceipt(limit: number): Promise<MissingReceipt[]>;
}

export function createReconciliationRepo(db: Queryable): ReconciliationRepo {
  return {
    async unmatchedReceipts(limit) {
      const { rows } = await db.query<UnmatchedRow>(
        `select p.id, p.booking_id, b.reference as booking_reference, p.provider, p.raw->>'method' as method, p.amount, p.currency,
                coalesce(p.raw->>'receipt', p.provider_ref, '') as receipt,
                case when p.flagged_at is null then 'not in ledger' when p.status = 'pending' then 'no answer' else 'mismatch' end as kind,
                p.flag_reason as detail,
                to_char(coalesce(p.flagged_at, p.updated_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
           from payments p join bookings b on b.id = p.booking_id
          where p.provider <> 'manual'
            and (p.flagged_at is not null
                 or (p.status = 'succeeded' and not exists (select 1 from ledger_entries e where e.payment_id = p.id)))
          order by coalesce(p.flagged_at, p.updated_at) desc, p.id
          limit $1`,
        [limit],
      );
      return rows.map((row) => ({
        id: row.id,
        bookingId: row.booking_id,
        bookingReference: row.booking_reference,
        provider: row.provider,
        method: row.method,
        amount: Number(row.amount),
        currency: row.currency.trim(),
        receipt: row.receipt,
        kind: row.kind,
        detail: row.detail,
        at: row.at,
      }));
    },
    async paidWithoutReceipt(limit) {
      const { rows } = await db.query<MissingRow>(
        `select b.id, b.reference, b.contact_name as customer, b.tour_name, to_char(b.travel_date, 'YYYY-MM-DD') as travel_date,
                b.payment_status, b.amount, b.currency,
                case when exists (select 1 from ledger_entries e where e.booking_id = b.id and e.kind = 'payment')
                     then 'no reference' else 'no ledger entry' end as kind
           from bookings b
          where b.payment_status in ('paid', 'deposit paid', 'partially paid')
            and not exists (select 1 from ledger_entries e where e.booking_id = b.id and e.kind = 'payment' and btrim(e.reference) <> '')
          order by b.updated_at desc, b.id
          limit $1`,
        [limit],
      );
      return rows.map((row) => ({
        id: row.id,
        reference: row.reference,
        customer: row.customer,
        tourName: row.tour_name,
        travelDate: row.travel_date,
        paymentStatus: row.payment_status,
        amount: Number(row.amount),
        currency: row.currency.trim(),
        kind: row.kind,
      }));
    },
  };
}
