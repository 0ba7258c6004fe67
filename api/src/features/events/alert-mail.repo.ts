/** Data access for staff e-mail alerts (migration 0031): each member of staff's choice, and the events to mail. */
import { staffEventSchema, type StaffEvent, type StaffEventKind } from '@safari/shared/staff-events';
import type { StaffAlertMail } from '@safari/shared/staff-alert-mail';
import type { Role } from '@safari/shared/enums';
import type { Queryable } from '../../lib/db';

/** A member of staff who wants alerts by e-mail, as the worker reads (and locks) the row. */
export interface AlertMailRow extends StaffAlertMail {
  userId: string;
  email: string;
  name: string;
  role: Role;
  active: boolean;
  lastEventId: string;
  lastSentAt: Date | null;
}

export interface AlertMailRepo {
  /** A member of staff's choice; none chosen yet: no kinds, as they happen. */
  get(userId: string): Promise<StaffAlertMail>;
  /** Saves the choice; from now on only events newer than the newest one are mailed. */
  save(userId: string, choice: StaffAlertMail): Promise<void>;
  /** Who wants some kinds by e-mail. */
  wanted(): Promise<string[]>;
  /** The row locked for this transaction, or null when another replica holds it (or it went). */
  lock(userId: string): Promise<AlertMailRow | null>;
  /** Events after `lastId` of these kinds, oldest first, at most `limit`; how many there are in all, and the newest's id. */
  eventsAfter(lastId: string, kinds: readonly StaffEventKind[], limit: number): Promise<{ events: StaffEvent[]; total: number; newestId: string }>;
  /** The next round starts after `lastEventId`; `sentAt` (null: nothing sent) spaces the digests. */
  markSent(userId: string, lastEventId: string, sentAt: Date | null): Promise<void>;
}

const EVENT_COLUMNS = `id::text as id, kind, record_id::text as "recordId", summary,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at`;

export function createAlertMailRepo(db: Queryable): AlertMailRepo {
  return {
    async get(userId) {
      const { rows } = await db.query<{ kinds: StaffEventKind[]; mode: StaffAlertMail['mode'] }>('select kinds, mode from staff_alert_mail where user_id = $1', [userId]);
      return rows[0] ? { kinds: rows[0].kinds, mode: rows[0].mode } : { kinds: [], mode: 'instant' };
    },
    async save(userId, { kinds, mode }) {
      await db.query(
        `insert into staff_alert_mail (user_id, kinds, mode, last_event_id)
              values ($1, $2, $3, coalesce((select max(id) from staff_events), 0))
         on conflict (user_id) do update
               set kinds = excluded.kinds, mode = excluded.mode, updated_at = now(),
                   -- Kinds newly chosen start now, not with the week of events already stored.
                   last_event_id = greatest(staff_alert_mail.last_event_id, case when staff_alert_mail.kinds @> excluded.kinds then staff_alert_mail.last_event_id else excluded.last_event_id end)`,
        [userId, kinds, mode],
      );
    },
    async wanted() {
      const { rows } = await db.query<{ user_id: string }>('select user_id from staff_alert_mail where cardinality(kinds) > 0');
      return rows.map((row) => row.user_id);
    },
    async lock(userId) {
      const { rows } = await db.query<{
        user_id: string;
        kinds: StaffEventKind[];
        mode: StaffAlertMail['mode'];
        last_event_id: string;
        last_sent_at: Date | null;
        email: string;
        name: string;
        role: Role;
        status: string;
      }>(
        `select a.user_id, a.kinds, a.mode, a.last_event_id::text, a.last_sent_at, u.email, u.name, u.role, u.status
           from staff_alert_mail a join users u on u.id = a.user_id
          where a.user_id = $1
          for update of a skip locked`,
        [userId],
      );
      const row = rows[0];
      return row
        ? {
            userId: row.user_id,
            kinds: row.kinds,
            mode: row.mode,
            lastEventId: row.last_event_id,
            lastSentAt: row.last_sent_at,
            email: row.email,
            name: row.name,
            role: row.role,
            active: row.status === 'active',
          }
        : null;
    },
    async eventsAfter(lastId, kinds, limit) {
      const { rows } = await db.query(
        `select ${EVENT_COLUMNS}, count(*) over () as total, (max(id) over ())::text as newest from staff_events
          where id > $1 and kind = any($2::text[]) order by id limit $3`,
        [lastId, kinds, limit],
      );
      const first = rows[0] as { total: string; newest: string } | undefined;
      return { events: rows.map((row) => staffEventSchema.parse(row)), total: first ? Number(first.total) : 0, newestId: first ? first.newest : lastId };
    },
    async markSent(userId, lastEventId, sentAt) {
      await db.query('update staff_alert_mail set last_event_id = $2, last_sent_at = coalesce($3, last_sent_at) where user_id = $1', [userId, lastEventId, sentAt]);
    },
  };
}
