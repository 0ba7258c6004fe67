/** Data access for payment attempts: the only place that knows the payments table. */
import type { PaymentMethod } from '@safari/shared/enums';
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
  status: PaymentAttemptStatus;
  failureReason: string | undefined;
  receipt: string | undefined;
  createdAt: string;
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
  status: PaymentAttemptStatus;
  failure_reason: string | null;
  receipt: string | null;
  created_at: string;
}

const COLUMNS = `id, booking_id, provider, provider_ref, raw->>'method' as method, amount, currency, status,
  raw->>'failureReason' as failure_reason, raw->>'receipt' as receipt,
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
    status: row.status,
    failureReason: row.failure_reason ?? undefined,
    receipt: row.receipt ?? undefined,
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

export interface PaymentsRepo {
  insert(payment: { bookingId: string; provider: PaymentProviderName; method: PaymentMethod; amount: number; currency: string; phone?: string }): Promise<PaymentRecord>;
  setStarted(id: string, providerRef: string, event: PaymentEvent): Promise<void>;
  findById(id: string): Promise<PaymentRecord | null>;
  /** The payment, locked until the end of the transaction. */
  lockById(id: string): Promise<PaymentRecord | null>;
  findByProviderRef(provider: PaymentProviderName, providerRef: string): Promise<PaymentRecord | null>;
  /** Changes the status (and the reason or receipt) and records the event. */
  setStatus(id: string, status: PaymentAttemptStatus, event: PaymentEvent, extra?: { failureReason?: string; receipt?: string }): Promise<void>;
  /** Records an event without changing anything else (a duplicate callback, a mismatch). */
  addEvent(id: string, event: PaymentEvent, extra?: { failureReason?: string }): Promise<void>;
}

export function createPaymentsRepo(db: Queryable): PaymentsRepo {
  async function one(sql: string, values: unknown[]): Promise<PaymentRecord | null> {
    const { rows } = await db.query<PaymentRow>(sql, values);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  return {
    async insert(payment) {
      const raw: Record<string, unknown> = { method: payment.method, events: [] };
      if (payment.phone) raw.phone = payment.phone;
      const row = await one(
        `insert into payments (booking_id, provider, amount, currency, raw) values ($1, $2, $3, $4, $5) returning ${COLUMNS}`,
        [payment.bookingId, payment.provider, payment.amount, payment.currency, JSON.stringify(raw)],
      );
      if (!row) throw new Error('payment insert returned no row');
      return row;
    },
    async setStarted(id, providerRef, event) {
      await db.query(`update payments set provider_ref = $2, raw = ${withEvent(3)} where id = $1`, [id, providerRef, eventJson(event)]);
    },
    findById: (id) => one(`select ${COLUMNS} from payments where id = $1`, [id]),
    lockById: (id) => one(`select ${COLUMNS} from payments where id = $1 for update`, [id]),
    findByProviderRef: (provider, providerRef) =>
      one(`select ${COLUMNS} from payments where provider = $1 and provider_ref = $2`, [provider, providerRef]),
    async setStatus(id, status, event, extra = {}) {
      const patch: Record<string, string> = {};
      if (extra.failureReason) patch.failureReason = extra.failureReason;
      if (extra.receipt) patch.receipt = extra.receipt;
      await db.query(`update payments set status = $2, raw = ${withEvent(3)} || $4::jsonb where id = $1`, [
        id,
        status,
        eventJson(event),
        JSON.stringify(patch),
      ]);
    },
    async addEvent(id, event, extra = {}) {
      const patch = extra.failureReason ? { failureReason: extra.failureReason } : {};
      await db.query(`update payments set raw = ${withEvent(2)} || $3::jsonb where id = $1`, [id, eventJson(event), JSON.stringify(patch)]);
    },
  };
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
