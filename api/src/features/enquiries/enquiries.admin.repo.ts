/**
 * Data access of the staff inbox: contact and chat messages (enquiries), custom-itinerary requests
 * (proposals) and newsletter subscribers, read as one shape per tab, and the replies staff sent.
 */
import { INBOX_TABS, type InboxCounts, type InboxReply, type InboxStatus, type InboxTab } from '@safari/shared/admin-inbox';
import type { Queryable } from '../../lib/db';

/** A row of any tab, with everything the detail view and the CSV need. */
export interface InboxRow {
  id: string;
  tab: InboxTab;
  status: InboxStatus;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  consent: boolean;
  meta: Record<string, string>;
  payload: unknown;
  receivedAt: Date;
  handledAt: Date | null;
  unsubscribed: boolean;
}

export interface InboxFilters {
  q?: string;
  status?: InboxStatus;
}

export interface NewReply {
  tab: InboxTab;
  itemId: string;
  notificationId: string;
  recipient: string;
  subject: string;
  message: string;
  actorId: string;
}

export interface InboxRepo {
  list(tab: InboxTab, filters: InboxFilters, page: { limit: number; offset: number }): Promise<{ items: InboxRow[]; total: number }>;
  /** Every row matching the filters (the CSV export), newest first. */
  all(tab: InboxTab, filters: InboxFilters): Promise<InboxRow[]>;
  counts(): Promise<InboxCounts>;
  /** The row, locked for the rest of the transaction when `lock` is set. */
  find(tab: InboxTab, id: string, options?: { lock?: boolean }): Promise<InboxRow | null>;
  setStatus(tab: InboxTab, id: string, status: InboxStatus, actorId: string): Promise<void>;
  addReply(reply: NewReply): Promise<void>;
  replies(tab: InboxTab, id: string): Promise<InboxReply[]>;
}

/** Each tab as one select of the same columns (never built from input: the tab is one of four). */
const SOURCES: Record<InboxTab, { table: string; where: string; select: string; search: string }> = {
  contact: {
    table: 'enquiries',
    where: `channel = 'contact'`,
    // A request sent from My Trips carries its booking: its id and reference join the meta.
    select: `id, status, name, email, phone, subject, message, consent,
             meta || coalesce((select jsonb_build_object('bookingId', b.id::text, 'bookingReference', b.reference) from bookings b where b.id = booking_id), '{}'::jsonb) as meta,
             null::jsonb as payload, created_at, handled_at, false as unsubscribed`,
    search: `concat_ws(' ', name, email, subject, message)`,
  },
  chat: {
    table: 'enquiries',
    where: `channel = 'chat'`,
    select: `id, status, name, email, phone, subject, message, consent, meta, null::jsonb as payload, created_at, handled_at, false as unsubscribed`,
    search: `concat_ws(' ', name, email, message)`,
  },
  proposals: {
    table: 'proposals',
    where: 'true',
    select: `id, status, name, email, phone, destination as subject, coalesce(payload->>'notes', '') as message, true as consent,
             '{}'::jsonb as meta, payload, created_at, handled_at, false as unsubscribed`,
    search: `concat_ws(' ', name, email, phone, destination, payload->'contact'->>'country', payload->>'notes')`,
  },
  newsletter: {
    table: 'newsletter_subscribers',
    where: 'true',
    select: `id, status, name, email, '' as phone, '' as subject, '' as message, true as consent, '{}'::jsonb as meta,
             null::jsonb as payload, created_at, handled_at, (unsubscribed_at is not null) as unsubscribed`,
    search: `concat_ws(' ', name, email)`,
  },
};

interface Row {
  id: string;
  status: InboxStatus;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  consent: boolean;
  meta: Record<string, unknown> | null;
  payload: unknown;
  created_at: Date;
  handled_at: Date | null;
  unsubscribed: boolean;
}

function toRow(tab: InboxTab, row: Row): InboxRow {
  const meta: Record<string, string> = {};
  for (const [key, value] of Object.entries(row.meta ?? {})) if (typeof value === 'string') meta[key] = value;
  return {
    id: row.id,
    tab,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    consent: row.consent,
    meta,
    payload: row.payload,
    receivedAt: row.created_at,
    handledAt: row.handled_at,
    unsubscribed: row.unsubscribed,
  };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(tab: InboxTab, filters: InboxFilters): { sql: string; values: unknown[] } {
  const source = SOURCES[tab];
  const conditions = [source.where];
  const values: unknown[] = [];
  if (filters.status) {
    values.push(filters.status);
    conditions.push(`status = $${values.length}`);
  }
  if (filters.q) {
    values.push(likePattern(filters.q));
    conditions.push(`${source.search} ilike $${values.length}`);
  }
  return { sql: `from ${source.table} where ${conditions.join(' and ')}`, values };
}

export function createInboxRepo(db: Queryable): InboxRepo {
  return {
    async list(tab, filters, { limit, offset }) {
      const { sql, values } = filtered(tab, filters);
      const [page, total] = await Promise.all([
        db.query<Row>(`select ${SOURCES[tab].select} ${sql} order by created_at desc, id limit $${values.length + 1} offset $${values.length + 2}`, [
          ...values,
          limit,
          offset,
        ]),
        db.query<{ n: number }>(`select count(*)::int as n ${sql}`, values),
      ]);
      return { items: page.rows.map((row) => toRow(tab, row)), total: total.rows[0]?.n ?? 0 };
    },
    async all(tab, filters) {
      const { sql, values } = filtered(tab, filters);
      const { rows } = await db.query<Row>(`select ${SOURCES[tab].select} ${sql} order by created_at desc, id`, values);
      return rows.map((row) => toRow(tab, row));
    },
    async counts() {
      const { rows } = await db.query<InboxCounts>(
        `select (select count(*)::int from enquiries where channel = 'contact' and status = 'new') as contact,
                (select count(*)::int from enquiries where channel = 'chat' and status = 'new') as chat,
                (select count(*)::int from proposals where status = 'new') as proposals,
                (select count(*)::int from newsletter_subscribers where status = 'new') as newsletter`,
      );
      return rows[0] ?? Object.fromEntries(INBOX_TABS.map((tab) => [tab, 0]) as [InboxTab, number][]) as InboxCounts;
    },
    async find(tab, id, options = {}) {
      const source = SOURCES[tab];
      const { rows } = await db.query<Row>(
        `select ${source.select} from ${source.table} where ${source.where} and id = $1${options.lock ? ' for update' : ''}`,
        [id],
      );
      return rows[0] ? toRow(tab, rows[0]) : null;
    },
    async setStatus(tab, id, status, actorId) {
      const source = SOURCES[tab];
      // handled_at / handled_by follow the status: the overview counts enquiries not yet handled.
      await db.query(
        `update ${source.table}
            set status = $2,
                handled_at = case when $2 = 'new' then null else coalesce(handled_at, now()) end,
                handled_by = case when $2 = 'new' then null else $3::uuid end
          where ${source.where} and id = $1`,
        [id, status, actorId],
      );
    },
    async addReply(reply) {
      await db.query(
        `insert into inbox_replies (item_type, item_id, notification_id, recipient, subject, message, actor_id)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [reply.tab, reply.itemId, reply.notificationId, reply.recipient, reply.subject, reply.message, reply.actorId],
      );
    },
    async replies(tab, id) {
      const { rows } = await db.query<{ id: string; recipient: string; subject: string; message: string; by: string | null; created_at: Date; notification_id: string | null }>(
        `select r.id, r.recipient, r.subject, r.message, u.name as by, r.created_at, r.notification_id
           from inbox_replies r left join users u on u.id = r.actor_id
          where r.item_type = $1 and r.item_id = $2
          order by r.created_at desc, r.id`,
        [tab, id],
      );
      return rows.map((row) => ({
        id: row.id,
        recipient: row.recipient,
        subject: row.subject,
        message: row.message,
        by: row.by ?? '',
        at: row.created_at.toISOString(),
        notificationId: row.notification_id,
      }));
    },
  };
}
