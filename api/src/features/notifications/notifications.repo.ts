/** Data access for the notifications outbox: the only place that knows its table. */
import type { Queryable, Statement } from '../../lib/db';
import { notificationPayloads, type NotificationKind, type NotificationPayload, type Outbox, type QueuedMail } from '../../lib/outbox';
import { subjectOf } from './notification-templates';

const QUEUE = 'insert into notifications (kind, recipient, subject, payload) values ($1, $2, $3, $4)';

export interface ClaimedNotification {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  payload: unknown;
  /** Including the attempt that is being made now. */
  attempts: number;
  createdAt: Date;
}

export interface NotificationsRepo {
  /**
   * Takes up to `limit` due notifications and hides them from other workers for `leaseMs` (the
   * attempt is counted now, so a worker that dies mid-send still counts towards the retry limit).
   */
  claimDue(limit: number, leaseMs: number): Promise<ClaimedNotification[]>;
  markSent(id: string): Promise<void>;
  /** Schedules another attempt at `retryAt`, or gives up (status 'failed') when it is null. */
  markAttemptFailed(id: string, error: string, retryAt: Date | null): Promise<void>;
}

/**
 * The outbox writer other features queue e-mails through (see lib/outbox.ts), on `db`: with a
 * transaction client the notification commits or rolls back with the change it reports.
 */
export function createOutbox(db: Queryable): Outbox {
  /** The payload checked and the subject rendered now: an e-mail that could not be rendered is never queued. */
  function prepare<K extends NotificationKind>(kind: K, recipient: string, raw: NotificationPayload<K>): QueuedMail {
    const payload = notificationPayloads[kind].parse(raw) as NotificationPayload<K>;
    return { kind, recipient, subject: subjectOf(kind, payload), payload: JSON.stringify(payload) };
  }
  const statementOf = (mail: QueuedMail): Statement => ({ text: QUEUE, values: [mail.kind, mail.recipient, mail.subject, mail.payload] });
  const statement = <K extends NotificationKind>(kind: K, recipient: string, raw: NotificationPayload<K>) => statementOf(prepare(kind, recipient, raw));
  return {
    async queue(kind, recipient, raw) {
      const { values } = statement(kind, recipient, raw);
      const { rows } = await db.query<{ id: string }>({ name: 'notifications-queue', text: `${QUEUE} returning id`, values });
      const id = rows[0]?.id;
      if (!id) throw new Error('notification insert returned no row');
      return id;
    },
    queueStatement: statement,
    prepare,
    statementOf,
  };
}

export function createNotificationsRepo(db: Queryable): NotificationsRepo {
  return {
    async claimDue(limit, leaseMs) {
      // skip locked: several API replicas run this worker; each row goes to exactly one of them.
      const { rows } = await db.query<{
        id: string;
        kind: string;
        recipient: string;
        subject: string;
        payload: unknown;
        attempts: number;
        created_at: Date;
      }>(
        `update notifications n
            set attempts = n.attempts + 1,
                next_attempt_at = clock_timestamp() + make_interval(secs => $2::double precision / 1000)
           from (select id from notifications
                  where status = 'pending' and next_attempt_at <= clock_timestamp()
                  order by next_attempt_at, created_at
                  limit $1
                  for update skip locked) due
          where n.id = due.id
      returning n.id, n.kind, n.recipient, n.subject, n.payload, n.attempts, n.created_at`,
        [limit, leaseMs],
      );
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        recipient: row.recipient,
        subject: row.subject,
        payload: row.payload,
        attempts: row.attempts,
        createdAt: row.created_at,
      }));
    },
    async markSent(id) {
      await db.query(`update notifications set status = 'sent', sent_at = now(), last_error = null where id = $1`, [id]);
    },
    async markAttemptFailed(id, error, retryAt) {
      await db.query(
        `update notifications
            set last_error = $2,
                status = case when $3::timestamptz is null then 'failed' else 'pending' end,
                next_attempt_at = coalesce($3::timestamptz, next_attempt_at)
          where id = $1`,
        [id, error.slice(0, 2000), retryAt],
      );
    },
  };
}
