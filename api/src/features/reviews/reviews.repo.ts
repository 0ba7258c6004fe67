/** Reviews: written by the traveller of a booking, read in public once approved, and the review requests. */
import type { PaymentStatus } from '@safari/shared/enums';
import type { PublicReview, ReviewStatus, TourReviews } from '@safari/shared/review';
import { UUID_PATTERN } from '@safari/shared/uuid';
import type { Queryable } from '../../lib/db';
import { TRAVELLER_BOOKING_COLUMNS, toTravellerBooking, type TravellerBooking, type TravellerBookingRow } from '../../lib/traveller-booking.repo';

/** What the access check, the "trip ended" rule and the request e-mail need of a booking. */
export interface ReviewBooking extends TravellerBooking {
  paymentStatus: PaymentStatus;
  tourId: string;
}

export type OwnReview = PublicReview & { status: ReviewStatus };

export interface ReviewWrite {
  bookingId: string;
  tourId: string;
  author: string;
  stars: number;
  title: string;
  text: string;
  photos: string[];
}

interface BookingRow extends TravellerBookingRow {
  payment_status: PaymentStatus;
  tour_id: string;
}

export interface ReviewRow {
  id: string;
  tour_id: string;
  tour_name: string;
  author: string;
  stars: number;
  title: string;
  body: string;
  photos: string[];
  travel_date: string;
  created_at: Date;
  reply: string | null;
  status: ReviewStatus;
}

/** The columns of a review with its booking's tour name and travel date (`r` reviews, `b` bookings). */
export const REVIEW_COLUMNS = `r.id, r.tour_id, b.tour_name, r.author, r.stars, r.title, r.body, r.photos,
  to_char(b.travel_date, 'YYYY-MM-DD') as travel_date, r.created_at, r.reply, r.status`;

export const toPublicReview = (row: ReviewRow): PublicReview => ({
  id: row.id,
  tourId: row.tour_id,
  tourName: row.tour_name,
  author: row.author,
  stars: row.stars,
  title: row.title,
  text: row.body,
  photos: row.photos,
  travelDate: row.travel_date,
  createdAt: row.created_at.toISOString(),
  reply: row.reply,
});

export interface ReviewsRepo {
  findBooking(id: string, options?: { lock?: boolean }): Promise<ReviewBooking | null>;
  findByBooking(bookingId: string): Promise<OwnReview | null>;
  insert(review: ReviewWrite): Promise<OwnReview>;
  /** A published tour's id by id or slug. */
  findTourId(idOrSlug: string): Promise<string | null>;
  /** The newest approved reviews of a tour, with the average and count of all of them. */
  tourReviews(tourId: string, limit: number): Promise<TourReviews>;
  /** The newest approved reviews of published tours (home). */
  latest(limit: number): Promise<PublicReview[]>;
  /** Bookings whose trip ended on `date` or before, since `from`, paid or confirmed, with an e-mail, no review and no request yet. */
  needingRequest(from: string, to: string): Promise<string[]>;
  /** Records a request; false when the worker's was already sent (another replica was first). */
  markRequested(bookingId: string): Promise<boolean>;
}

export function createReviewsRepo(db: Queryable): ReviewsRepo {
  const toBooking = (row: BookingRow): ReviewBooking => ({ ...toTravellerBooking(row), paymentStatus: row.payment_status, tourId: row.tour_id });
  const own = (row: ReviewRow): OwnReview => ({ ...toPublicReview(row), status: row.status });

  return {
    async findBooking(id, options = {}) {
      const { rows } = await db.query<BookingRow>(
        `select ${TRAVELLER_BOOKING_COLUMNS}, payment_status, tour_id from bookings where id = $1${options.lock ? ' for update' : ''}`,
        [id],
      );
      return rows[0] ? toBooking(rows[0]) : null;
    },
    async findByBooking(bookingId) {
      const { rows } = await db.query<ReviewRow>(`select ${REVIEW_COLUMNS} from reviews r join bookings b on b.id = r.booking_id where r.booking_id = $1`, [bookingId]);
      return rows[0] ? own(rows[0]) : null;
    },
    async insert(review) {
      const { rows } = await db.query<{ id: string }>(
        `insert into reviews (booking_id, tour_id, author, stars, title, body, photos) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [review.bookingId, review.tourId, review.author, review.stars, review.title, review.text, review.photos],
      );
      const { rows: written } = await db.query<ReviewRow>(`select ${REVIEW_COLUMNS} from reviews r join bookings b on b.id = r.booking_id where r.id = $1`, [rows[0]?.id]);
      if (!written[0]) throw new Error('review not written');
      return own(written[0]);
    },
    async findTourId(idOrSlug) {
      const byId = UUID_PATTERN.test(idOrSlug);
      const { rows } = await db.query<{ id: string }>(
        `select id from tours where ${byId ? 'id = $1::uuid' : 'slug = $1'} and deleted_at is null and is_published`,
        [byId ? idOrSlug.toLowerCase() : idOrSlug],
      );
      return rows[0]?.id ?? null;
    },
    async tourReviews(tourId, limit) {
      const [summary, items] = await Promise.all([
        db.query<{ average: string | null; count: number }>(
          `select round(avg(stars)::numeric, 1) as average, count(*)::int as count from reviews where tour_id = $1 and status = 'approved'`,
          [tourId],
        ),
        db.query<ReviewRow>(
          `select ${REVIEW_COLUMNS} from reviews r join bookings b on b.id = r.booking_id
            where r.tour_id = $1 and r.status = 'approved' order by r.created_at desc, r.id limit $2`,
          [tourId, limit],
        ),
      ]);
      const row = summary.rows[0];
      return { tourId, average: row?.average == null ? null : Number(row.average), count: row?.count ?? 0, items: items.rows.map(toPublicReview) };
    },
    async latest(limit) {
      const { rows } = await db.query<ReviewRow>(
        `select ${REVIEW_COLUMNS} from reviews r join bookings b on b.id = r.booking_id join tours t on t.id = r.tour_id
          where r.status = 'approved' and t.deleted_at is null and t.is_published
          order by r.created_at desc, r.id limit $1`,
        [limit],
      );
      return rows.map(toPublicReview);
    },
    async needingRequest(from, to) {
      const { rows } = await db.query<{ id: string }>(
        `select b.id from bookings b
          where b.travel_date between $1::date and $2::date and b.status <> 'canceled' and (b.status = 'confirmed' or b.payment_status = 'paid')
            and b.contact_email <> ''
            and not exists (select 1 from reviews r where r.booking_id = b.id)
            and not exists (select 1 from review_requests q where q.booking_id = b.id)
          order by b.travel_date, b.id`,
        [from, to],
      );
      return rows.map((row) => row.id);
    },
    async markRequested(bookingId) {
      const { rowCount } = await db.query('insert into review_requests (booking_id) values ($1) on conflict do nothing', [bookingId]);
      return (rowCount ?? 0) > 0;
    },
  };
}
