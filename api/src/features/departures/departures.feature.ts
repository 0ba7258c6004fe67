/**
 * Dated departures: the public list of a tour's next departures with their seats left, and for staff
 * the calendar, creating (one or many), editing with guide and vehicle, cancelling with the bookings,
 * moving a booking, and the manifest; the travellers' details of a booking for its owner, key holder
 * or staff. Seats are taken and given back by the bookings trigger (migration 0019).
 */
import { Router } from 'express';
import { z } from 'zod';
import { apiErrorSchema } from '@safari/shared/api-error';
import { departureListSchema, TOUR_PAGE_DEPARTURES, type Departure } from '@safari/shared/departures';
import { createAuditRepo } from '../../lib/audit.repo';
import type { Auth } from '../../lib/auth';
import { createStore } from '../../lib/db';
import { NotFoundError } from '../../lib/errors';
import type { Feature, FeatureDeps } from '../../lib/feature';
import type { NotificationsPort } from '../../lib/outbox';
import { nairobiToday } from '../../lib/rates.repo';
import { defineRoute } from '../../lib/route';
import { requireSection } from '../../lib/staff-access';
import { departuresAdminRoutes } from './departures.admin.routes';
import { createDeparturesAdminService } from './departures.admin.service';
import { createDeparturesRepo } from './departures.repo';
import { createManifestRepo } from './manifest.repo';
import { manifestRoutes } from './manifest.routes';
import { createManifestService } from './manifest.service';
import { createOperationsRepo } from './operations.repo';
import { operationsRoutes } from './operations.routes';
import { createOperationsService } from './operations.service';
import { createTravellersRepo } from './travellers.repo';
import { travellersRoutes } from './travellers.routes';
import { createTravellersService } from './travellers.service';

const tourParams = z.object({ idOrSlug: z.string().max(200).describe('The tour id (UUID) or slug') });

/** What the server-rendered tour page reads of the departures (the web feature's catalogue port). */
export interface DeparturePages {
  upcomingDepartures(tour: { id: string; price: number | null }): Promise<Departure[]>;
}

export function departuresFeature({ pool, docs, auth, notifications }: FeatureDeps & { auth: Auth; notifications: NotificationsPort }): Feature & { pages: DeparturePages } {
  const store = createStore(pool, (db) => ({
    departures: createDeparturesRepo(db),
    operations: createOperationsRepo(db),
    travellers: createTravellersRepo(db),
    audit: createAuditRepo(db),
    outbox: notifications.outbox(db),
  }));
  const router = Router();
  const guard = requireSection(auth, 'bookings');
  const error = docs.component('ApiError', apiErrorSchema);

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/tours/:idOrSlug/departures',
    summary: `The tour's next departures (at most ${TOUR_PAGE_DEPARTURES}) with their seats left; full ones are listed as 'full'`,
    tags: ['catalogue'],
    params: tourParams,
    responses: { 200: { description: 'The departures, soonest first', schema: docs.component('DepartureList', departureListSchema) }, 404: { description: 'No such tour', schema: error } },
    handler: async (req, res) => {
      const tour = await store.repos.departures.findTour(req.params.idOrSlug);
      if (!tour) throw new NotFoundError('Tour not found');
      res.json({ items: await store.repos.departures.upcoming(tour.id, nairobiToday(), TOUR_PAGE_DEPARTURES, tour.price) });
    },
  });

  departuresAdminRoutes(router, { docs, guard, service: createDeparturesAdminService({ store }) });
  operationsRoutes(router, { docs, guard, service: createOperationsService({ store }) });
  manifestRoutes(router, { docs, guard, service: createManifestService({ departures: store.repos.departures, manifest: createManifestRepo(pool) }) });
  travellersRoutes(router, { docs, auth, service: createTravellersService({ store }) });

  // The tour page carries its next departures in its HTML, as the API lists them.
  const pages: DeparturePages = { upcomingDepartures: (tour) => store.repos.departures.upcoming(tour.id, nairobiToday(), TOUR_PAGE_DEPARTURES, tour.price) };
  return { router, pages };
}
