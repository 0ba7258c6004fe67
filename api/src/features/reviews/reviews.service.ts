/**
 * A traveller's review of a trip: the booking's signed-in owner or whoever holds its key may write
 * one, once the trip has ended (its travel date is past, Nairobi time, and it is paid or confirmed).
 * A refusal to a stranger looks like an unknown booking (404), as everywhere a booking is opened
 * outside the console. Reviews wait for staff before they are shown.
 */
import { REVIEW_MESSAGES as M, reviewAuthor, type BookingReviewState, type ReviewInput } from '@safari/shared/review';
import { UUID_PATTERN } from '@safari/shared/uuid';
import { mayAccessBooking, type BookingAccess } from '../../lib/booking-access';
import type { Store } from '../../lib/db';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { nairobiToday } from '../../lib/rates.repo';
import type { OwnReview, ReviewBooking, ReviewsRepo } from './reviews.repo';

export interface ReviewsStore {
  reviews: ReviewsRepo;
}

export interface ReviewsService {
  state(bookingId: string, access: BookingAccess): Promise<BookingReviewState>;
  /** Checks, stores the photos (`storePhotos`, only once the booking may be reviewed), writes the review. */
  create(bookingId: string, input: ReviewInput, access: BookingAccess, storePhotos: () => Promise<string[]>): Promise<OwnReview>;
}

/** Why the booking cannot be reviewed today; undefined when it can. */
export function whyNotReviewable(booking: Pick<ReviewBooking, 'status' | 'paymentStatus' | 'travelDate'>, today: string): string | undefined {
  if (booking.status === 'canceled') return M.canceled;
  if (booking.travelDate >= today) return M.notEnded;
  if (booking.status !== 'confirmed' && booking.paymentStatus !== 'paid') return M.notPaid;
  return undefined;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

export function createReviewsService(deps: { store: Store<ReviewsStore>; today?: () => string }): ReviewsService {
  const { store } = deps;
  const today = deps.today ?? (() => nairobiToday());

  async function open(repo: ReviewsRepo, id: string, access: BookingAccess, lock = false): Promise<ReviewBooking> {
    const bookingId = id.toLowerCase();
    const booking = UUID_PATTERN.test(bookingId) ? await repo.findBooking(bookingId, { lock }) : null;
    if (!booking || !mayAccessBooking(booking, access)) throw new NotFoundError(M.notFound);
    return booking;
  }

  function assertReviewable(booking: ReviewBooking, existing: OwnReview | null): void {
    if (existing) throw new ConflictError(M.twice);
    const reason = whyNotReviewable(booking, today());
    if (reason) throw new ConflictError(reason);
  }

  return {
    async state(id, access) {
      const repo = store.repos.reviews;
      const booking = await open(repo, id, access);
      const review = await repo.findByBooking(booking.id);
      const reason = review ? M.twice : whyNotReviewable(booking, today());
      return {
        bookingId: booking.id,
        reference: booking.reference,
        tourName: booking.tourName,
        travelDate: booking.travelDate,
        canReview: reason === undefined,
        ...(reason ? { reason } : {}),
        review,
      };
    },

    async create(id, input, access, storePhotos) {
      // Checked before the photos are stored, and again under the booking's lock.
      const booking = await open(store.repos.reviews, id, access);
      assertReviewable(booking, await store.repos.reviews.findByBooking(booking.id));
      const photos = await storePhotos();
      try {
        return await store.transaction(async ({ reviews }) => {
          const locked = await open(reviews, booking.id, access, true);
          assertReviewable(locked, await reviews.findByBooking(locked.id));
          return reviews.insert({ bookingId: locked.id, tourId: locked.tourId, author: reviewAuthor(locked.name), stars: input.stars, title: input.title, text: input.text, photos });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(M.twice);
        throw error;
      }
    },
  };
}
