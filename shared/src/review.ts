/**
 * Reviews of trips taken: written once per booking by its traveller after the trip has ended (its
 * travel date is past and it is paid or confirmed), shown once staff approve it. The wire shapes of
 * `POST /api/bookings/{id}/review`, `GET /api/tours/{idOrSlug}/reviews`, `GET /api/admin/reviews` and
 * `PUT /api/admin/reviews/{id}`.
 */
import { z } from 'zod';
import { BOOKING_KEY_PARAM } from './booking-rules';
import { adminPageParam, adminPageSchema, adminPageSizeParam } from './staff';

export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = { pending: 'Waiting', approved: 'Approved', hidden: 'Hidden' };

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MAX = 4000;
export const REVIEW_REPLY_MAX = 2000;
export const REVIEW_PHOTOS_MAX = 3;
/** The review request e-mail goes out this many days after the travel date. */
export const REVIEW_REQUEST_DAYS_AFTER = 2;
/** Reviews a tour's page and home carry in their HTML. */
export const TOUR_PAGE_REVIEWS = 10;
export const HOME_REVIEWS = 6;

export const REVIEW_MESSAGES = {
  stars: 'Choose from 1 to 5 stars.',
  title: `Give your review a title (at most ${REVIEW_TITLE_MAX} characters).`,
  text: `Tell other travellers about your trip (at most ${REVIEW_TEXT_MAX} characters).`,
  photos: `Add at most ${REVIEW_PHOTOS_MAX} photos.`,
  reply: `A reply has at most ${REVIEW_REPLY_MAX} characters.`,
  status: 'Choose approved or hidden.',
  notFound: 'Booking not found',
  reviewNotFound: 'Review not found',
  notEnded: 'You can review this trip once it has ended.',
  canceled: 'This booking was cancelled, so it cannot be reviewed.',
  notPaid: 'You can review this trip once it is paid or confirmed.',
  twice: 'You have already reviewed this trip. Thank you!',
  noEmail: 'This booking has no e-mail address to send the request to.',
} as const;

const trimmed = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, message);

/**
 * The review form's fields (`POST /api/bookings/{id}/review`, multipart with up to 3 photos in
 * `photos`, or JSON): numbers may arrive as text.
 */
export const reviewInputSchema = z.object({
  stars: z.coerce.number({ error: REVIEW_MESSAGES.stars }).int(REVIEW_MESSAGES.stars).min(1, REVIEW_MESSAGES.stars).max(5, REVIEW_MESSAGES.stars),
  title: trimmed(REVIEW_TITLE_MAX, REVIEW_MESSAGES.title),
  text: trimmed(REVIEW_TEXT_MAX, REVIEW_MESSAGES.text),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** A review as the public sees it. */
export const publicReviewSchema = z.object({
  id: z.string(),
  tourId: z.string(),
  tourName: z.string(),
  /** The traveller's first name and initial ('Amina W.'). */
  author: z.string(),
  stars: z.number().int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  /** Upload URLs (with 800w and 400w variants). */
  photos: z.array(z.string()),
  /** The month travelled, YYYY-MM-DD (the travel date). */
  travelDate: z.string(),
  /** ISO date-time written. */
  createdAt: z.string(),
  /** The operator's public reply. */
  reply: z.string().nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** `GET /api/tours/{idOrSlug}/reviews`: the newest approved reviews, their average and count. */
export const tourReviewsSchema = z.object({
  tourId: z.string(),
  /** Average stars of every approved review, 1 decimal; null when there are none. */
  average: z.number().nullable(),
  count: z.number().int().nonnegative(),
  items: z.array(publicReviewSchema),
});
export type TourReviews = z.infer<typeof tourReviewsSchema>;

/** `GET /api/reviews/latest`: the newest approved reviews of every tour (home's 'What travellers say'). */
export const latestReviewsSchema = z.object({ items: z.array(publicReviewSchema) });
export type LatestReviews = z.infer<typeof latestReviewsSchema>;

/** `GET /api/bookings/{id}/review`: what the review page needs to know before the form. */
export const bookingReviewStateSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  tourName: z.string(),
  travelDate: z.string(),
  /** True when the form may be sent now. */
  canReview: z.boolean(),
  /** Why not, when it may not (one of REVIEW_MESSAGES). */
  reason: z.string().optional(),
  /** The traveller's review, once written (whatever its status). */
  review: publicReviewSchema.extend({ status: z.enum(REVIEW_STATUSES) }).nullable(),
});
export type BookingReviewState = z.infer<typeof bookingReviewStateSchema>;

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** Query of `GET /api/admin/reviews`: newest first. */
export const adminReviewListQuerySchema = z.object({
  page: adminPageParam,
  pageSize: adminPageSizeParam,
  status: z.preprocess(blank, z.enum(REVIEW_STATUSES, { error: 'Choose waiting, approved or hidden.' }).optional()),
});
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuerySchema>;

export const adminReviewSchema = publicReviewSchema.extend({
  status: z.enum(REVIEW_STATUSES),
  bookingId: z.string(),
  reference: z.string(),
  /** The booking's contact name and e-mail (staff only). */
  name: z.string(),
  email: z.string(),
  repliedAt: z.string().nullable(),
  moderatedAt: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListSchema = adminPageSchema(adminReviewSchema).extend({
  /** Reviews per status, over all pages. */
  counts: z.object({ pending: z.number().int(), approved: z.number().int(), hidden: z.number().int() }),
});
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;

/** Body of `PUT /api/admin/reviews/{id}`: approve or hide, with or without a public reply ('' removes it). */
export const reviewModerationInputSchema = z.object({
  status: z.enum(['approved', 'hidden'], { error: REVIEW_MESSAGES.status }),
  reply: z.string({ error: REVIEW_MESSAGES.reply }).trim().max(REVIEW_REPLY_MAX, REVIEW_MESSAGES.reply).optional(),
});
export type ReviewModerationInput = z.infer<typeof reviewModerationInputSchema>;

/** Answer of `POST /api/admin/bookings/{id}/review-request`. */
export const reviewRequestResultSchema = z.object({ sentTo: z.string() });

/** The review page of a booking, with its access key when the link is the traveller's own. */
export function reviewPath(bookingId: string, accessKey?: string | null): string {
  return accessKey ? `/trips/${bookingId}/review?${BOOKING_KEY_PARAM}=${encodeURIComponent(accessKey)}` : `/trips/${bookingId}/review`;
}

/** 'Amina Wanjiru' → 'Amina W.': what a review shows of its author. */
export function reviewAuthor(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? 'Traveller';
  const last = words.length > 1 ? words.at(-1)?.[0] : undefined;
  return last ? `${first} ${last.toUpperCase()}.` : first;
}
