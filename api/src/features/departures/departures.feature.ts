/**
 * Dated departures: `GET /api/tours/{idOrSlug}/departures` (public: the next departures with their
 * seats left), and for staff `POST /api/admin/tours/{id}/departures`, `PUT /api/admin/departures/{id}`
 * and `GET /api/admin/departures?from=&to=` (the calendar with sold, held and free seats). Seats are
 * taken and given back by the bookings trigger (migration 0019); every staff write is audited.
 */
import { Router } from 'express';
import { z } from 'zod';
import { apiErrorSchema } from '@safari/shared/api-error';
import {
  adminDepartureListSchema,
  adminDepartureQuerySchema,
  adminDepartureSchema,
  DEPARTURE_MESSAGES,
  departureInputSchema,
  departureListSchema,
  departureUpdateSchema,
  TOUR_PAGE_DEPARTURES,
  type DepartureInput,
  type DepartureUpdate,
} from '@safari/shared/departures';
import { adminIdParamsSchema } from '@safari/shared/staff';
import { UUID_PATTERN } from '@safari/shared/uuid';
import { createAuditRepo } from '../../lib/audit.repo';
import { currentUser, type Auth } from '../../lib/auth';
import { createStore } from '../../lib/db';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { Feature, FeatureDeps } from '../../lib/feature';
import { nairobiToday } from '../../lib/rates.repo';
import { isBelowTaken } from '../../lib/seats';
import { assertSection, requireSection } from '../../lib/staff-access';
import { validate } from '../../lib/validate';
import { createDeparturesRepo } from './departures.repo';

const tourParams = z.object({ idOrSlug: z.string().max(200).describe('The tour id (UUID) or slug') });

export function departuresFeature({ pool, docs, auth }: FeatureDeps & { auth: Auth }): Feature {
  const store = createStore(pool, (db) => ({ departures: createDeparturesRepo(db), audit: createAuditRepo(db) }));
  const router = Router();
  const error = docs.component('ApiError', apiErrorSchema);
  const departure = docs.component('AdminDeparture', adminDepartureSchema);
  const denied = { 401: { description: 'No valid token', schema: error }, 403: { description: 'Not an admin', schema: error } };
  const guard = requireSection(auth, 'bookings');
  router.use('/admin/departures', guard);
  router.post('/admin/tours/:id/departures', guard);

  docs.add({
    method: 'get',
    path: '/api/tours/:idOrSlug/departures',
    summary: `The tour's next departures (at most ${TOUR_PAGE_DEPARTURES}) with their seats left; full ones are listed as 'full'`,
    tags: ['catalogue'],
    params: tourParams,
    responses: { 200: { description: 'The departures, soonest first', schema: docs.component('DepartureList', departureListSchema) }, 404: { description: 'No such tour', schema: error } },
  });
  router.get('/tours/:idOrSlug/departures', validate({ params: tourParams }), async (req, res) => {
    const tour = await store.repos.departures.findTour(String(req.params.idOrSlug));
    if (!tour) throw new NotFoundError('Tour not found');
    res.json({ items: await store.repos.departures.upcoming(tour.id, nairobiToday(), TOUR_PAGE_DEPARTURES, tour.price) });
  });

  docs.add({
    method: 'post',
    path: '/api/admin/tours/:id/departures',
    summary: 'Add a departure to a tour (audited)',
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    body: departureInputSchema,
    responses: { 201: { description: 'The departure', schema: departure }, 400: { description: 'Invalid fields', schema: error }, 404: { description: 'No such tour', schema: error }, ...denied },
  });
  router.post('/admin/tours/:id/departures', validate<{ id: string }, DepartureInput>({ params: adminIdParamsSchema, body: departureInputSchema }), async (req, res) => {
    const actor = currentUser(req);
    assertSection(actor, 'bookings');
    if (req.body.date < nairobiToday()) throw new ValidationError({ date: DEPARTURE_MESSAGES.past }, DEPARTURE_MESSAGES.past);
    const created = await store.transaction(async (tx) => {
      const tourId = req.params.id.toLowerCase();
      if (!UUID_PATTERN.test(tourId) || !(await tx.departures.tourExists(tourId))) throw new NotFoundError('Tour not found');
      const inserted = await tx.departures.insert(tourId, req.body);
      await tx.audit.record({ actorId: actor.id, action: 'create', entity: 'departure', entityId: inserted.id, details: { tour: inserted.tourName, date: inserted.date, seats: inserted.seats }, after: inserted });
      return inserted;
    });
    res.status(201).json(created);
  });

  docs.add({
    method: 'put',
    path: '/api/admin/departures/:id',
    summary: 'Edit, close, cancel or resize a departure (never below the seats taken; audited)',
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    body: departureUpdateSchema,
    responses: { 200: { description: 'The departure', schema: departure }, 400: { description: 'Invalid fields, or fewer seats than taken', schema: error }, 404: { description: 'No such departure', schema: error }, ...denied },
  });
  router.put('/admin/departures/:id', validate<{ id: string }, DepartureUpdate>({ params: adminIdParamsSchema, body: departureUpdateSchema }), async (req, res) => {
    const actor = currentUser(req);
    assertSection(actor, 'bookings');
    try {
      const updated = await store.transaction(async (tx) => {
        const before = UUID_PATTERN.test(req.params.id) ? await tx.departures.findById(req.params.id.toLowerCase()) : null;
        if (!before) throw new NotFoundError('Departure not found');
        const after = await tx.departures.update(before.id, req.body);
        if (!after) throw new NotFoundError('Departure not found');
        await tx.audit.record({ actorId: actor.id, action: 'update', entity: 'departure', entityId: before.id, details: { tour: before.tourName, date: after.date }, before, after });
        return after;
      });
      res.json(updated);
    } catch (caught) {
      if (isBelowTaken(caught)) throw new ValidationError({ seats: DEPARTURE_MESSAGES.seatsBelowTaken }, DEPARTURE_MESSAGES.seatsBelowTaken);
      throw caught;
    }
  });

  docs.add({
    method: 'get',
    path: '/api/admin/departures',
    summary: 'The departures calendar: every departure between two dates, with sold, held and free seats',
    tags: ['admin'],
    auth: true,
    query: adminDepartureQuerySchema,
    responses: { 200: { description: 'The departures by date', schema: docs.component('AdminDepartureList', adminDepartureListSchema) }, 400: { description: 'Invalid dates', schema: error }, ...denied },
  });
  router.get('/admin/departures', validate({ query: adminDepartureQuerySchema }), async (req, res) => {
    assertSection(currentUser(req), 'bookings');
    const query = req.query as z.infer<typeof adminDepartureQuerySchema>;
    res.json({ items: await store.repos.departures.calendar(query) });
  });

  return { router };
}
