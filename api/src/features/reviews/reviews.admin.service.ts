/**
 * Review moderation for staff (admins and moderators): list by status, approve or hide with a public
 * reply, each write audited in its own transaction; and the review request e-mail sent by hand from a
 * booking (admins, who see bookings).
 */
import { REVIEW_MESSAGES as M, type AdminReview, type AdminReviewList, type AdminReviewListQuery, type ReviewModerationInput } from '@safari/shared/review';
import { UUID_PATTERN } from '@safari/shared/uuid';
import type { AuditRepo } from '../../lib/audit.repo';
import type { AuthUser } from '../../lib/auth';
import type { Store } from '../../lib/db';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { Outbox } from '../../lib/outbox';
import { nairobiToday } from '../../lib/rates.repo';
import { assertSection } from '../../lib/staff-access';
import { travellerBookingMail } from '../../lib/traveller-booking-mail';
import type { ReviewsAdminRepo } from './reviews.admin.repo';
import type { ReviewsRepo } from './reviews.repo';
import { whyNotReviewable } from './reviews.service';

export interface ReviewsAdminStore {
  reviews: ReviewsRepo;
  admin: ReviewsAdminRepo;
  audit: AuditRepo;
  outbox: Outbox;
}

export interface ReviewsAdminService {
  list(actor: AuthUser | undefined, query: AdminReviewListQuery): Promise<AdminReviewList>;
  moderate(actor: AuthUser | undefined, id: string, input: ReviewModerationInput): Promise<AdminReview>;
  sendRequest(actor: AuthUser | undefined, bookingId: string): Promise<{ sentTo: string }>;
}

/** What the trail keeps of a review: what moderation changes, and whose it is. */
const snapshot = (review: AdminReview) => ({ status: review.status, reply: review.reply, stars: review.stars, title: review.title });

export function createReviewsAdminService(deps: { store: Store<ReviewsAdminStore> }): ReviewsAdminService {
  const { store } = deps;
  return {
    async list(actor, query) {
      assertSection(actor, 'reviews');
      return store.repos.admin.list(query);
    },

    async moderate(actor, id, input) {
      assertSection(actor, 'reviews');
      return store.transaction(async ({ admin, audit }) => {
        const before = await admin.find(id, { lock: true });
        if (!before) throw new NotFoundError(M.reviewNotFound);
        const after = await admin.moderate(id, input.status, input.reply);
        if (!after) throw new NotFoundError(M.reviewNotFound);
        await audit.record({
          actorId: actor.id,
          action: input.status === 'approved' ? 'approve' : 'hide',
          entity: 'review',
          entityId: id,
          details: { reference: after.reference, tour: after.tourName, author: after.author, ...(input.reply !== undefined ? { reply: input.reply !== '' } : {}) },
          before: snapshot(before),
          after: snapshot(after),
        });
        return after;
      });
    },

    async sendRequest(actor, id) {
      assertSection(actor, 'bookings');
      const bookingId = id.toLowerCase();
      return store.transaction(async ({ reviews, admin, audit, outbox }) => {
        const booking = UUID_PATTERN.test(bookingId) ? await reviews.findBooking(bookingId, { lock: true }) : null;
        if (!booking) throw new NotFoundError(M.notFound);
        if (await reviews.findByBooking(booking.id)) throw new ConflictError(M.twice);
        const reason = whyNotReviewable(booking, nairobiToday());
        if (reason) throw new ConflictError(reason);
        if (!booking.email) throw new ConflictError(M.noEmail);
        await admin.recordRequest(booking.id);
        await outbox.queue('review_request', booking.email, travellerBookingMail(booking));
        await audit.record({ actorId: actor.id, action: 'send_review_request', entity: 'booking', entityId: booking.id, details: { reference: booking.reference, to: booking.email } });
        return { sentTo: booking.email };
      });
    },
  };
}
