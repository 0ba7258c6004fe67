/**
 * The traveller's review of a booking (`GET`/`POST /api/bookings/{id}/review`: the signed-in owner or
 * the booking's key, as its travellers' details), and a tour's approved reviews in public.
 */
import type { RequestHandler, Router } from 'express';
import { z } from 'zod';
import { apiErrorSchema } from '@safari/shared/api-error';
import { bookingReviewStateSchema, latestReviewsSchema, publicReviewSchema, REVIEW_MESSAGES, REVIEW_PHOTOS_MAX, reviewInputSchema, tourReviewsSchema, type PublicReview, type TourReviews } from '@safari/shared/review';
import type { Auth } from '../../lib/auth';
import { BOOKING_ACCESS_DOC, BOOKING_NOT_FOUND_DOC, bookingAccessOf } from '../../lib/booking-access';
import { NotFoundError } from '../../lib/errors';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import type { ReviewsService } from './reviews.service';

const idParams = z.object({ id: z.string().max(100).describe('The booking id (a UUID)') });
const tourParams = z.object({ idOrSlug: z.string().max(200).describe('The tour id (UUID) or slug') });
/** What the reviews take of the uploads feature's image pipeline (given by app.ts). */
export interface ReviewPhotosPort {
  /** A multipart body with at most `max` images in `field`. */
  images(field: string, max: number, tooManyMessage: string): RequestHandler;
  /** One image checked by content, re-encoded and stored: its URL. */
  store(field: string, file: Buffer): Promise<string>;
}

/** The multipart field of the photos. */
export const PHOTOS_FIELD = 'photos';

export function reviewsRoutes(
  router: Router,
  deps: { docs: OpenApiRegistry; service: ReviewsService; auth: Auth; images: ReviewPhotosPort; tourReviews: (idOrSlug: string) => Promise<TourReviews | null>; latestReviews: () => Promise<PublicReview[]> },
): void {
  const { docs, service, auth, images } = deps;
  const error = docs.component('ApiError', apiErrorSchema);
  const ownReview = docs.component('OwnReview', publicReviewSchema.extend({ status: z.enum(['pending', 'approved', 'hidden']) }));

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/bookings/:id/review',
    summary: 'Whether the booking’s trip may be reviewed now, and its review once written',
    description: BOOKING_ACCESS_DOC,
    tags: ['reviews'],
    params: idParams,
    before: [auth.optionalAuth],
    responses: { 200: { description: 'The state', schema: docs.component('BookingReviewState', bookingReviewStateSchema) }, 404: { description: BOOKING_NOT_FOUND_DOC, schema: error } },
    handler: async (req, res) => {
      res.json(await service.state(req.params.id, bookingAccessOf(req)));
    },
  });

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/bookings/:id/review',
    summary: 'Review the trip of a booking once it has ended (once); shown when staff approve it',
    description: `${BOOKING_ACCESS_DOC} multipart/form-data with \`stars\`, \`title\`, \`text\` and up to ${REVIEW_PHOTOS_MAX} images in \`${PHOTOS_FIELD}\` (or JSON without photos). The trip has ended when its travel date is past (Nairobi time) and it is paid or confirmed.`,
    tags: ['reviews'],
    params: idParams,
    body: reviewInputSchema,
    before: [auth.optionalAuth, images.images(PHOTOS_FIELD, REVIEW_PHOTOS_MAX, REVIEW_MESSAGES.photos)],
    responses: {
      201: { description: 'The review, waiting for staff', schema: ownReview },
      400: { description: 'Invalid fields, more than 3 photos, or a file that is not an image', schema: error },
      404: { description: BOOKING_NOT_FOUND_DOC, schema: error },
      409: { description: 'The trip has not ended (or is cancelled, or neither paid nor confirmed), or it was reviewed already', schema: error },
      413: { description: 'A photo over 10 MB', schema: error },
    },
    handler: async (req, res) => {
      const files = Array.isArray(req.files) ? req.files : [];
      const review = await service.create(req.params.id, req.body, bookingAccessOf(req), async () => {
        const urls: string[] = [];
        for (const file of files) urls.push(await images.store(PHOTOS_FIELD, file.buffer));
        return urls;
      });
      res.status(201).json(review);
    },
  });

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/reviews/latest',
    summary: 'The newest approved reviews of every tour (home’s ‘What travellers say’)',
    tags: ['catalogue'],
    responses: { 200: { description: 'The reviews, newest first', schema: docs.component('LatestReviews', latestReviewsSchema) } },
    handler: async (_req, res) => {
      res.json({ items: await deps.latestReviews() });
    },
  });

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/tours/:idOrSlug/reviews',
    summary: 'A tour’s newest approved reviews, with the average stars and count of all of them',
    tags: ['catalogue'],
    params: tourParams,
    responses: { 200: { description: 'The reviews, newest first', schema: docs.component('TourReviews', tourReviewsSchema) }, 404: { description: 'No such tour', schema: error } },
    handler: async (req, res) => {
      const reviews = await deps.tourReviews(req.params.idOrSlug);
      if (!reviews) throw new NotFoundError('Tour not found');
      res.json(reviews);
    },
  });
}
