/**
 * The travellers' details of a booking, for its owner, whoever holds its key, or staff. Not marked
 * as needing a sign-in: the booking's key alone opens it, as the checkout does.
 */
import type { Request, Router } from 'express';
import { z } from 'zod';
import { apiErrorSchema } from '@safari/shared/api-error';
import { BOOKING_KEY_HEADER } from '@safari/shared/booking';
import { bookingTravellersSchema, travellersInputSchema } from '@safari/shared/travellers';
import { currentUser, type Auth } from '../../lib/auth';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import type { TravellersAccess, TravellersService } from './travellers.service';

const idParams = z.object({ id: z.string().max(100).describe('The booking id (a UUID)') });
const ACCESS = `Needs the signed-in owner's bearer token, the booking's access key in the ${BOOKING_KEY_HEADER} header, or a staff token; the id alone is not enough.`;
const NOT_FOUND = 'No such booking, or no right to it (a stranger cannot tell which)';

/** As `bookingAccessOf` (lib/booking-access.ts), with the whole account: staff may open any booking. */
function accessOf(req: Pick<Request, 'get'>): TravellersAccess {
  const key = req.get(BOOKING_KEY_HEADER);
  const user = currentUser(req);
  return { ...(user ? { user } : {}), ...(key ? { key } : {}) };
}

export function travellersRoutes(router: Router, deps: { docs: OpenApiRegistry; service: TravellersService; auth: Auth }): void {
  const { docs, service, auth } = deps;
  const error = docs.component('ApiError', apiErrorSchema);
  const travellers = docs.component('BookingTravellers', bookingTravellersSchema);

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/bookings/:id/travellers',
    summary: 'The travellers’ details of a booking, one per seat filled in',
    description: ACCESS,
    tags: ['bookings'],
    params: idParams,
    before: [auth.optionalAuth],
    responses: { 200: { description: 'The travellers, and whether every seat has one', schema: travellers }, 404: { description: NOT_FOUND, schema: error } },
    handler: async (req, res) => {
      res.json(await service.get(req.params.id, accessOf(req)));
    },
  });

  defineRoute(router, docs, {
    method: 'put',
    path: '/api/bookings/:id/travellers',
    summary: 'Save the travellers’ details of a booking: one entry per seat (its adults, then its children)',
    description: `${ACCESS} Replaces what was saved before. A save by staff is audited (without the details).`,
    tags: ['bookings'],
    params: idParams,
    body: travellersInputSchema,
    before: [auth.optionalAuth],
    responses: {
      200: { description: 'The travellers saved', schema: travellers },
      400: { description: 'Invalid fields, or not one entry per adult and child of the booking', schema: error },
      404: { description: NOT_FOUND, schema: error },
      409: { description: 'The booking is cancelled', schema: error },
    },
    handler: async (req, res) => {
      res.json(await service.save(req.params.id, req.body, accessOf(req)));
    },
  });
}
