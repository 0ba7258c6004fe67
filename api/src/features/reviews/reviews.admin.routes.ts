/** Review moderation for staff (`/api/admin/reviews…`) and the review request sent by hand from a booking. */
import type { RequestHandler, Router } from 'express';
import { apiErrorSchema } from '@safari/shared/api-error';
import { adminReviewListQuerySchema, adminReviewListSchema, adminReviewSchema, reviewModerationInputSchema, reviewRequestResultSchema } from '@safari/shared/review';
import { adminIdParamsSchema } from '@safari/shared/staff';
import { currentUser } from '../../lib/auth';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import type { ReviewsAdminService } from './reviews.admin.service';

export function reviewsAdminRoutes(router: Router, deps: { docs: OpenApiRegistry; service: ReviewsAdminService; guard: RequestHandler; bookingsGuard: RequestHandler }): void {
  const { docs, service, guard, bookingsGuard } = deps;
  // Every path under /api/admin/reviews, unknown ones included.
  router.use('/admin/reviews', guard);
  const error = docs.component('ApiError', apiErrorSchema);
  const denied = { 401: { description: 'No valid token', schema: error }, 403: { description: 'Not an admin or moderator', schema: error } };

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/admin/reviews',
    summary: 'One page of reviews, newest first, by status, with the count of each status',
    tags: ['admin'],
    auth: true,
    query: adminReviewListQuerySchema,
    responses: { 200: { description: 'The page', schema: docs.component('AdminReviewList', adminReviewListSchema) }, 400: { description: 'Invalid query', schema: error }, ...denied },
    handler: async (req, res) => {
      res.json(await service.list(currentUser(req), req.query));
    },
  });

  defineRoute(router, docs, {
    method: 'put',
    path: '/api/admin/reviews/:id',
    summary: 'Approve or hide a review, with or without a public reply (audited)',
    description: "`reply` '' removes the reply; without `reply` it stays as it is.",
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    body: reviewModerationInputSchema,
    responses: {
      200: { description: 'The review', schema: docs.component('AdminReview', adminReviewSchema) },
      400: { description: 'Invalid body', schema: error },
      404: { description: 'No such review', schema: error },
      ...denied,
    },
    handler: async (req, res) => {
      res.json(await service.moderate(currentUser(req), req.params.id, req.body));
    },
  });

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/admin/bookings/:id/review-request',
    summary: 'E-mail the traveller the link to review their trip now (audited)',
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    before: [bookingsGuard],
    responses: {
      200: { description: 'Queued in the outbox', schema: docs.component('ReviewRequestResult', reviewRequestResultSchema) },
      404: { description: 'No such booking', schema: error },
      409: { description: 'The trip has not ended, is cancelled, was reviewed already, or the booking has no e-mail', schema: error },
      401: { description: 'No valid token', schema: error },
      403: { description: 'Not an admin', schema: error },
    },
    handler: async (req, res) => {
      res.json(await service.sendRequest(currentUser(req), req.params.id));
    },
  });
}
