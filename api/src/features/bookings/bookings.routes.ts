import { Router, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { adminBookingSchema, newBookingInputSchema } from '@safari/shared/admin-bookings';
import { apiErrorSchema } from '@safari/shared/api-error';
import { BOOKING_KEY_HEADER, bookingRequestSchema, bookingSchema } from '@safari/shared/booking';
import { currentUser, type Auth } from '../../lib/auth';
import { BOOKING_ACCESS_DOC, BOOKING_NOT_FOUND_DOC, bookingAccessOf } from '../../lib/booking-access';
import { SeatsError } from '../../lib/errors';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, sendStored } from '../../lib/idempotency';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import type { BookingsService } from './bookings.service';

const idParams = z.object({ id: z.string().describe('The booking id (a UUID)') });

/** The body of a 409 for a party that did not fit: the message and the seats left. */
export const seatsRefusalBody = (error: SeatsError) => ({ error: error.message, seatsLeft: error.seatsLeft });

/** A party that did not fit: 409 with the seats left, answered by the route itself. */
export function answerSeatsRefusal(res: Response, error: SeatsError): void {
  res.status(409).json(seatsRefusalBody(error));
}

/** The bookings' routes, and the handlers of POST /api/bookings for its lane (lib/fast-lane.ts `routeLane`). */
export function bookingsRouter(deps: { service: BookingsService; auth: Auth; docs: OpenApiRegistry; limit: RequestHandler; staffForm: RequestHandler }): {
  router: Router;
  createHandlers: RequestHandler[];
} {
  const { service, auth, docs } = deps;
  const router = Router();
  const error = docs.component('ApiError', apiErrorSchema);
  const booking = docs.component('Booking', bookingSchema);

  const createHandlers = defineRoute(router, docs, {
    method: 'post',
    path: '/api/bookings',
    summary: 'Book a tour',
    description:
      'Stores the booking with a reference such as SAF-7K3Q9. The amount is computed from the tour price ' +
      '(adults × price + children × price × 0.6); a priceEstimate sent by the client is ignored. With an ' +
      `${IDEMPOTENCY_HEADER} header, a repeated request answers the first booking again instead of booking twice ` +
      '(409 when the same key comes with a different body). A valid bearer token links the booking to the account. ' +
      "Pay mode 'later' e-mails a payment link. The answer (and only this answer, replays included) carries the booking's " +
      `accessKey: sent back in the ${BOOKING_KEY_HEADER} header, it opens the booking's checkout without the owner's session. ` +
      "Staff (admins) use the same path with the console's Add Booking body (customer, tour, date, price, status: pending or confirmed; " +
      'optional email, phone, adults, children, notes): that body needs an admin token and answers the staff view of the booking.',
    tags: ['bookings'],
    documentedBody: z.union([bookingRequestSchema, newBookingInputSchema]),
    body: bookingRequestSchema,
    responses: {
      201: { description: 'Booked (the staff body answers the AdminBooking)', schema: z.union([booking, docs.component('AdminBooking', adminBookingSchema)]) },
      400: { description: 'Invalid fields (a message per form field), or the tour is unknown', schema: error },
      401: { description: 'Staff body without a valid token', schema: error },
      403: { description: 'Staff body from an account that is not an admin', schema: error },
      409: { description: 'The Idempotency-Key was used for another request', schema: error },
      429: { description: 'Too many requests from this address or to this e-mail; Retry-After says when to try again', schema: error },
    },
    before: [deps.staffForm, auth.optionalAuth],
    after: [deps.limit],
    handler: async (req, res) => {
      let result;
      try {
        result = await service.create(req.body, { userId: currentUser(req)?.id, idempotencyKey: idempotencyKeyOf(req) });
      } catch (error) {
        // A party that did not fit is answered here, as the error handler would (a hot departure
        // refuses most of its buyers: passing each refusal down the app's router stack cost more than the rest of it).
        if (!(error instanceof SeatsError)) throw error;
        answerSeatsRefusal(res, error);
        return;
      }
      sendStored(res, result);
    },
  });

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/bookings/:id',
    summary: 'A booking summary for the checkout',
    description: BOOKING_ACCESS_DOC,
    tags: ['bookings'],
    params: idParams,
    responses: { 200: { description: 'The booking', schema: booking }, 404: { description: BOOKING_NOT_FOUND_DOC, schema: error } },
    before: [auth.optionalAuth],
    handler: async (req, res) => {
      res.json(await service.get(req.params.id, bookingAccessOf(req)));
    },
  });

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/bookings/:id/pay-later',
    summary: 'Pay later instead of now',
    description: `Switches an unpaid booking to pay later and e-mails a payment link (once). ${BOOKING_ACCESS_DOC}`,
    tags: ['bookings'],
    params: idParams,
    responses: {
      200: { description: 'The booking', schema: booking },
      404: { description: BOOKING_NOT_FOUND_DOC, schema: error },
      409: { description: 'Already paid or cancelled', schema: error },
    },
    before: [auth.optionalAuth],
    handler: async (req, res) => {
      res.json(await service.payLater(req.params.id, bookingAccessOf(req)));
    },
  });

  return { router, createHandlers };
}
