/** Staff routes of departure operations: cancel a departure with its bookings, move a booking to another departure. */
import type { RequestHandler, Router } from 'express';
import { apiErrorSchema } from '@safari/shared/api-error';
import { bookingMoveInputSchema, bookingMoveOptionsSchema, bookingMoveResultSchema, departureCancelResultSchema } from '@safari/shared/departures';
import { adminIdParamsSchema } from '@safari/shared/staff';
import { currentUser } from '../../lib/auth';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import type { OperationsService } from './operations.service';

export function operationsRoutes(router: Router, deps: { docs: OpenApiRegistry; service: OperationsService; guard: RequestHandler }): void {
  const { docs, service, guard } = deps;
  const error = docs.component('ApiError', apiErrorSchema);
  const denied = { 401: { description: 'No valid token', schema: error }, 403: { description: 'Not an admin', schema: error } };

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/admin/departures/:id/cancel',
    summary: 'Cancel a departure and every booking on it (audited)',
    description:
      'Call after the console’s confirmation. Every booked traveller is e-mailed through the outbox; bookings that had paid are left ' +
      'cancelled with their payments, that is owing a refund, and are listed in the answer.',
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    before: [guard],
    responses: {
      200: { description: 'The cancelled departure, how many bookings were cancelled, and those owed a refund', schema: docs.component('DepartureCancelResult', departureCancelResultSchema) },
      404: { description: 'No such departure', schema: error },
      409: { description: 'Already cancelled', schema: error },
      ...denied,
    },
    handler: async (req, res) => {
      res.json(await service.cancel(currentUser(req), req.params.id));
    },
  });

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/admin/bookings/:id/move-options',
    summary: 'The departures a booking may move to, each with the total its price gives the party',
    description:
      'Upcoming open departures of the booking’s tour (its own left out), soonest first, with what the public booking form’s price rule gives ' +
      'this party at each (null when none in the booking’s currency), and the booking’s agreed total, paid and balance.',
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    before: [guard],
    responses: {
      200: { description: 'The agreed money and the departures to choose from', schema: docs.component('BookingMoveOptions', bookingMoveOptionsSchema) },
      404: { description: 'No such booking', schema: error },
      ...denied,
    },
    handler: async (req, res) => {
      res.json(await service.moveOptions(currentUser(req), req.params.id));
    },
  });

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/admin/bookings/:id/move',
    summary: 'Move a booking to another departure of the same tour (seats checked; the traveller is e-mailed; audited)',
    description:
      'The booking’s seats go back to its departure and are taken on the target in one statement; its date becomes the target’s. ' +
      'The agreed price is kept unless `reprice` is true: then the target’s price (the public form’s rule) becomes the booking’s total, ' +
      'its payment status follows its ledger at that total, and the e-mail states the new total and balance.',
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    body: bookingMoveInputSchema,
    before: [guard],
    responses: {
      200: { description: 'The booking’s new date and departure, and where it was', schema: docs.component('BookingMoveResult', bookingMoveResultSchema) },
      400: { description: 'No such departure, another tour’s, the same one, in the past, or no price to apply', schema: error },
      404: { description: 'No such booking', schema: error },
      409: { description: 'The party does not fit the target (with the seats left), the target is not open, or the booking is cancelled', schema: error },
      ...denied,
    },
    handler: async (req, res) => {
      res.json(await service.move(currentUser(req), req.params.id, req.body));
    },
  });
}
