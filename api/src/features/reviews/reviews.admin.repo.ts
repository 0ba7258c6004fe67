/** Reviews for staff: every status, with the booking's contact, and the moderation writes. */
import type { AdminReview, AdminReviewList, AdminReviewListQuery, ReviewStatus } from '@safari/shared/review';
import type { Queryable } from '../../lib/db';
import { REVIEW_COLUMNS, toPublicReview, type ReviewRow } from './reviews.repo';

interface AdminReviewRow extends ReviewRow {
  booking_id: string;
  reference: string;
  contact_name: string;
  contact_email: string;
  replied_at: Date | null;
  moderated_at: Date | null;
}

const ADMIN_COLUMNS = `${REVIEW_COLUMNS}, r.booking_id, b.reference, b.contact_name, b.contact_email, r.replied_at, r.moderated_at`;

const toAdminReview = (row: AdminReviewRow): AdminReview => ({
  ...toPublicReview(row),
  status: row.status,
  bookingId: row.booking_id,
  reference: row.reference,
  name: row.contact_name,
  email: row.contact_email,
  repliedAt: row.replied_at?.toISOString() ?? null,
  moderatedAt: row.moderated_at?.toISOString() ?? null,
});

export interface ReviewsAdminRepo {
  list(query: AdminReviewListQuery): Promise<AdminReviewList>;
  find(id: string, options?: { lock?: boolean }): Promise<AdminReview | null>;
  /** Sets the status, and the reply when given ('' removes it). */
  moderate(id: string, status: Exclude<ReviewStatus, 'pending'>, reply: string | undefined): Promise<AdminReview | null>;
  /** Records a request sent by hand (again, when one was sent before). */
  recordRequest(bookingId: string): Promise<void>;
}

export function createReviewsAdminRepo(db: Queryable): ReviewsAdminRepo {
  async function find(id: string, lock = false): Promise<AdminReview | null> {
    const { rows } = await db.query<AdminReviewRow>(
      `select ${ADMIN_COLUMNS} from reviews r join bookings b on b.id = r.booking_id where r.id = $1${lock ? ' for update of r' : ''}`,
      [id],
    );
    return rows[0] ? toAdminReview(rows[0]) : null;
  }

  return {
    async list({ page, pageSize, status }) {
      const [items, counts] = await Promise.all([
        db.query<AdminReviewRow & { total: number }>(
          `select ${ADMIN_COLUMNS}, count(*) over ()::int as total from reviews r join bookings b on b.id = r.booking_id
            where ($1::text is null or r.status = $1) order by r.created_at desc, r.id limit $2 offset $3`,
          [status ?? null, pageSize, (page - 1) * pageSize],
        ),
        db.query<{ status: ReviewStatus; n: number }>(`select status, count(*)::int as n from reviews group by status`),
      ]);
      let total = items.rows[0]?.total;
      if (total === undefined) {
        // Past the last page: the count still says how many there are.
        const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from reviews where ($1::text is null or status = $1)`, [status ?? null]);
        total = rows[0]?.n ?? 0;
      }
      const byStatus = { pending: 0, approved: 0, hidden: 0 };
      for (const row of counts.rows) byStatus[row.status] = row.n;
      return { items: items.rows.map(toAdminReview), total, page, pageSize, pages: Math.ceil(total / pageSize), counts: byStatus };
    },
    find: (id, options = {}) => find(id, options.lock),
    async moderate(id, status, reply) {
      const { rowCount } = await db.query(
        `update reviews set status = $2, moderated_at = now(),
                reply = case when $3::text is null then reply when $3 = '' then null else $3 end,
                replied_at = case when $3::text is null then replied_at when $3 = '' then null
                                  when $3 is distinct from reply then now() else replied_at end
          where id = $1`,
        [id, status, reply ?? null],
      );
      return rowCount ? find(id) : null;
    },
    async recordRequest(bookingId) {
      await db.query('insert into review_requests (booking_id) values ($1) on conflict (booking_id) do update set sent_at = now()', [bookingId]);
    },
  };
}
