/** Reading the audit trail: entries with their actor (null once the account is deleted), newest first. */
import type { AuditActorList, AuditEntry, AuditSnapshot } from '@safari/shared/admin-audit';
import type { Queryable } from '../../lib/db';
import { withoutSecrets } from '../../lib/audit.repo';

interface AuditRow {
  id: string;
  at: Date;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  details: AuditSnapshot | null;
  before: AuditSnapshot | null;
  after: AuditSnapshot | null;
}

const SELECT_ENTRIES = `
  select a.id::text as id, a.at, a.actor_id, u.name as actor_name, u.email as actor_email,
         a.action, a.entity, a.entity_id, a.details, a.before, a.after
  from audit_log a left join users u on u.id = a.actor_id`;

const snapshot = (value: AuditSnapshot | null) => (value === null ? null : (withoutSecrets(value) as AuditSnapshot));

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actor_id, name: row.actor_name, email: row.actor_email },
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    // Rows written before a guard existed are read through it too.
    details: snapshot(row.details) ?? {},
    before: snapshot(row.before),
    after: snapshot(row.after),
  };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface AuditFilter {
  actor?: string;
  entity?: string;
  entityId?: string;
  action?: string;
  q?: string;
  /** ISO instants: at or after `since`, strictly before `until`. */
  since?: string;
  until?: string;
}

export interface AuditReadRepo {
  list(filter: AuditFilter, page: { page: number; pageSize: number }): Promise<{ items: AuditEntry[]; total: number }>;
  /** Staff who have entries (accounts that still exist), by name. */
  actors(): Promise<AuditActorList>;
  /**
   * A booking's history: the staff's changes to it and its travellers, every payment, refund and
   * adjustment in its ledger (staff-recorded or paid online), and every e-mail sent about it.
   */
  bookingHistory(bookingId: string, page: { page: number; pageSize: number }): Promise<{ items: AuditEntry[]; total: number }>;
}

/**
 * The ledger and the e-mails are not staff writes, so they are not in the audit log: they are read
 * from their own tables as entries of the same shape ('payment', 'refund', 'adjustment', 'email').
 * Staff's own audit entries of a payment or refund would repeat the ledger row, so they are left out.
 */
const BOOKING_HISTORY = `
  with booking as (select id, reference from bookings where id = $1::uuid),
  items as (
    select a.id::text as id, a.at, a.actor_id, a.action, a.entity, a.entity_id, a.details, a.before, a.after
      from audit_log a
     where a.entity in ('booking', 'booking_travellers') and a.entity_id = $1::text
    union all
    select l.id::text, l.created_at, l.recorded_by, l.kind, 'ledger_entry', l.id::text,
           jsonb_build_object('reference', b.reference, 'amount', abs(l.amount), 'currency', l.currency, 'method', l.method,
                              'receiptNo', l.receipt_no, 'online', l.payment_id is not null and l.recorded_by is null),
           null, null
      from ledger_entries l join booking b on b.id = l.booking_id
    union all
    select n.id::text, n.created_at, null, 'email', 'notification', n.id::text,
           jsonb_build_object('subject', n.subject, 'to', n.recipient, 'status', n.status),
           null, null
      from notifications n
     where n.payload ? 'bookingId' and n.payload->>'bookingId' = $1::text
  )`;

export function createAuditReadRepo(db: Queryable): AuditReadRepo {
  return {
    async list(filter, { page, pageSize }) {
      const conditions: string[] = [];
      const values: unknown[] = [];
      const add = (sql: (n: string) => string, value: unknown) => {
        values.push(value);
        conditions.push(sql(`$${values.length}`));
      };
      if (filter.actor) add((n) => `a.actor_id = ${n}`, filter.actor);
      if (filter.entity) add((n) => `a.entity = ${n}`, filter.entity);
      if (filter.entityId) add((n) => `a.entity_id = ${n}`, filter.entityId);
      if (filter.action) add((n) => `a.action = ${n}`, filter.action);
      if (filter.since) add((n) => `a.at >= ${n}`, filter.since);
      if (filter.until) add((n) => `a.at < ${n}`, filter.until);
      if (filter.q) {
        add(
          (n) => `(a.details::text ilike ${n} or a.entity_id ilike ${n} or a.action ilike ${n} or u.name ilike ${n} or u.email ilike ${n})`,
          likePattern(filter.q),
        );
      }
      const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
      const count = await db.query<{ total: number }>(
        `select count(*)::int as total from audit_log a left join users u on u.id = a.actor_id ${where}`,
        values,
      );
      const { rows } = await db.query<AuditRow>(
        `${SELECT_ENTRIES} ${where} order by a.at desc, a.id desc limit $${values.length + 1} offset $${values.length + 2}`,
        [...values, pageSize, (page - 1) * pageSize],
      );
      return { items: rows.map(toEntry), total: count.rows[0]?.total ?? 0 };
    },
    async actors() {
      const { rows } = await db.query<{ id: string; name: string; email: string }>(
        `select u.id, u.name, u.email from users u
         where exists (select 1 from audit_log a where a.actor_id = u.id)
         order by lower(u.name), lower(u.email)`,
      );
      return rows;
    },
    async bookingHistory(bookingId, { page, pageSize }) {
      const count = await db.query<{ total: number }>(`${BOOKING_HISTORY} select count(*)::int as total from items`, [bookingId]);
      const { rows } = await db.query<AuditRow>(
        `${BOOKING_HISTORY}
         select i.id, i.at, i.actor_id, u.name as actor_name, u.email as actor_email, i.action, i.entity, i.entity_id, i.details, i.before, i.after
           from items i left join users u on u.id = i.actor_id
          order by i.at desc, i.id desc limit $2 offset $3`,
        [bookingId, pageSize, (page - 1) * pageSize],
      );
      return { items: rows.map(toEntry), total: count.rows[0]?.total ?? 0 };
    },
  };
}
