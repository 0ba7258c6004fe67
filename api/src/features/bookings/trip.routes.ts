/** `/api/bookings/{id}/trip` and `/api/bookings/{id}/requests`: a trip's own screen in My Trips. */
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { apiErrorSchema } from '@safari/shared/api-error';
import { tripRequestInputSchema, tripRequestSchema, tripSchema } from '@safari/shared/trip';
import type { Auth } from '../../lib/auth';
import { BOOKING_ACCESS_DOC, BOOKING_NOT_FOUND_DOC, bookingAccessOf } from '../../lib/booking-access';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, sendStored } from '../../lib/idempotency';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import type { TripService } from './trip.service';

const idParams = z.object({ id: z.string().max(100).describe('The booking id (a UUID)') });

export function tripRouter(deps: { service: TripService; auth: Auth; docs: OpenApiRegistry; limit: RequestHandler }): Router {
  const { service, auth, docs } = deps;
  const router = Router();
  const error = docs.component('ApiError', apiErrorSchema);

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/bookings/:id/trip',
    summary: 'What the trip screen adds to the booking: e-mails sent about it and requests to the office',
    description: `The subject and date of each e-mail sent to the booking's address about it, the change and cancellation requests sent, the tour's slug and the trip's last day. ${BOOKING_ACCESS_DOC}`,
    tags: ['bookings'],
    params: idParams,
    responses: { 200: { description: 'The trip', schema: docs.component('Trip', tripSchema) }, 404: { description: BOOKING_NOT_FOUND_DOC, schema: error } },
    before: [auth.optionalAuth],
    handler: async (req, res) => {
      res.json(await service.get(req.params.id, bookingAccessOf(req)));
    },
  });

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/bookings/:id/requests',
    summary: 'Ask the office for a change or a cancellation',
    description:
      `Lands in the staff inbox (Contact) linked to the booking, from the booking's contact. With an ${IDEMPOTENCY_HEADER} header ` +
      `a replay answers the first request again instead of sending it twice. ${BOOKING_ACCESS_DOC}`,
    tags: ['bookings'],
    params: idParams,
    body: tripRequestInputSchema,
    responses: {
      201: { description: 'Sent', schema: docs.component('TripRequest', tripRequestSchema) },
      400: { description: 'Invalid fields', schema: error },
      404: { description: BOOKING_NOT_FOUND_DOC, schema: error },
      409: { description: 'The Idempotency-Key was used for another request', schema: error },
      429: { description: 'Too many requests from this address; Retry-After says when to try again', schema: error },
    },
    before: [auth.optionalAuth],
    after: [deps.limit],
    handler: async (req, res) => {
      sendStored(res, await service.request(req.params.id, req.body, bookingAccessOf(req), { idempotencyKey: idempotencyKeyOf(req) }));
    },
  });

  return router;
}
