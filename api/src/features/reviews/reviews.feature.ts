/**
 * Reviews of trips taken: the traveller writes one per booking once the trip has ended, staff
 * approve, hide and reply, and approved ones show on their tour's page (with schema.org
 * `AggregateRating` and `Review` JSON-LD) and on home. The ratings follow in the database
 * (migration 0026); the request e-mail is sent by the review requests worker, or by staff by hand.
 */
import { Router } from 'express';
import { HOME_REVIEWS, TOUR_PAGE_REVIEWS, type PublicReview, type TourReviews } from '@safari/shared/review';
import { createAuditRepo } from '../../lib/audit.repo';
import type { Auth } from '../../lib/auth';
import type { CatalogueCache } from '../../lib/catalogue-cache';
import { createStore } from '../../lib/db';
import type { Feature, FeatureDeps } from '../../lib/feature';
import type { NotificationsPort } from '../../lib/outbox';
import type { PageMetaResolver } from '../../lib/page-meta';
import { requireSection } from '../../lib/staff-access';
import { createReviewsAdminRepo } from './reviews.admin.repo';
import { reviewsAdminRoutes } from './reviews.admin.routes';
import { createReviewsAdminService } from './reviews.admin.service';
import { withReviewsJsonLd } from './reviews.meta';
import { createReviewsRepo } from './reviews.repo';
import { reviewsRoutes, type ReviewPhotosPort } from './reviews.routes';
import { createReviewsService } from './reviews.service';

/** What the server-rendered pages read of the reviews (the web feature's catalogue port). */
export interface ReviewPages {
  /** A tour's newest approved reviews with their average and count. */
  tourReviews(tourId: string): Promise<TourReviews>;
  /** The newest approved reviews (home's 'What travellers say'). */
  latestReviews(): Promise<PublicReview[]>;
}

export function reviewsFeature(
  deps: FeatureDeps & { auth: Auth; images: ReviewPhotosPort; notifications: NotificationsPort; catalogue: CatalogueCache },
): Feature & { pages: ReviewPages; tourMeta: (resolver: PageMetaResolver) => PageMetaResolver } {
  const { pool, docs, auth, images, notifications, catalogue } = deps;
  const store = createStore(pool, (db) => ({
    reviews: createReviewsRepo(db),
    admin: createReviewsAdminRepo(db),
    audit: createAuditRepo(db),
    outbox: notifications.outbox(db),
  }));
  const repo = store.repos.reviews;
  // Approved reviews change the catalogue's version (migration 0026): kept in memory like the tours.
  const pages: ReviewPages = {
    tourReviews: (tourId) => catalogue.get(`reviews:tour:${tourId}`, () => repo.tourReviews(tourId, TOUR_PAGE_REVIEWS)),
    latestReviews: () => catalogue.get('reviews:latest', () => repo.latest(HOME_REVIEWS)),
  };
  const tourReviews = async (idOrSlug: string) => {
    const tourId = await catalogue.get(`reviews:tour-id:${idOrSlug}`, () => repo.findTourId(idOrSlug));
    return tourId ? pages.tourReviews(tourId) : null;
  };

  const router = Router();
  reviewsRoutes(router, { docs, auth, images, service: createReviewsService({ store }), tourReviews, latestReviews: pages.latestReviews });
  reviewsAdminRoutes(router, { docs, service: createReviewsAdminService({ store }), guard: requireSection(auth, 'reviews'), bookingsGuard: requireSection(auth, 'bookings') });
  return { router, pages, tourMeta: (resolver) => withReviewsJsonLd(resolver, pages) };
}
