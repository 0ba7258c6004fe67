/** Staff routes of departure operations: cancel a departure with its bookings, move a booking to another departure. */
import type { RequestHandler, Router } from 'express';
import { apiErrorSchema } from '@safari/shared/api-error';
import { bookingMoveInputSchema, bookingMoveResultSchema, departureCancelResultSchema } from '@safari/shared/departures';
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
    method: 'post',
    path: '/api/admin/bookings/:id/move',
    summary: 'Move a booking to another departure of the same tour (seats checked; the traveller is e-mailed; audited)',
    description: 'The booking’s seats go back to its departure and are taken on the target in one statement; its date becomes the target’s.',
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    body: bookingMoveInputSchema,
    before: [guard],
    responses: {
      200: { description: 'The booking’s new date and departure, and where it was', schema: docs.component('BookingMoveResult', bookingMoveResultSchema) },
      400: { description: 'No such departure, another tour’s, the same one, or in the past', schema: error },
      404: { description: 'No such booking', schema: error },
      409: { description: 'The party does not fit the target (with the seats left), the target is not open, or the booking is cancelled', schema: error },
      ...denied,
    },
    handler: async (req, res) => {
      res.json(await service.move(currentUser(req), req.params.id, req.body));
    },
  });
}
