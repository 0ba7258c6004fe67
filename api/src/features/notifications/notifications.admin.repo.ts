/** Data access of the mail outbox as staff see it: the list, one row, and 'send again'. */
import type { MailStatus, MailSummary } from '@safari/shared/admin-mail';
import type { Queryable } from '../../lib/db';

export interface MailRow extends MailSummary {
  payload: unknown;
}

export interface MailFilters {
  q?: string;
  status?: MailStatus;
  kind?: string;
}

export interface NotificationsAdminRepo {
  list(filters: MailFilters, page: { limit: number; offset: number }): Promise<{ items: MailSummary[]; total: number }>;
  find(id: string, options?: { lock?: boolean }): Promise<MailRow | null>;
  /** Puts a failed row back in the queue with a fresh set of attempts. */
  requeue(id: string): Promise<void>;
}

interface Row {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
  next_attempt_at: Date;
  payload: unknown;
}

const COLUMNS = 'id, kind, recipient, subject, status, attempts, last_error, created_at, sent_at, next_attempt_at';

function toSummary(row: Row): MailSummary {
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
    nextAttemptAt: row.next_attempt_at.toISOString(),
  };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createNotificationsAdminRepo(db: Queryable): NotificationsAdminRepo {
  return {
    async list(filters, { limit, offset }) {
      const conditions: string[] = [];
      const values: unknown[] = [];
      if (filters.status) {
        values.push(filters.status);
        conditions.push(`status = $${values.length}`);
      }
      if (filters.kind) {
        values.push(filters.kind);
        conditions.push(`kind = $${values.length}`);
      }
      if (filters.q) {
        values.push(likePattern(filters.q));
        conditions.push(`(recipient ilike $${values.length} or subject ilike $${values.length})`);
      }
      const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
      const [page, total] = await Promise.all([
        db.query<Row>(`select ${COLUMNS} from notifications ${where} order by created_at desc, id limit $${values.length + 1} offset $${values.length + 2}`, [...values, limit, offset]),
        db.query<{ n: number }>(`select count(*)::int as n from notifications ${where}`, values),
      ]);
      return { items: page.rows.map(toSummary), total: total.rows[0]?.n ?? 0 };
    },
    async find(id, options = {}) {
      const { rows } = await db.query<Row>(`select ${COLUMNS}, payload from notifications where id = $1${options.lock ? ' for update' : ''}`, [id]);
      const row = rows[0];
      return row ? { ...toSummary(row), payload: row.payload } : null;
    },
    async requeue(id) {
      await db.query(`update notifications set status = 'pending', attempts = 0, next_attempt_at = now() where id = $1`, [id]);
    },
  };
}
