/**
 * Guides and vehicles for staff (the bookings section): `/api/admin/fleet/guides` and `/api/admin/fleet/vehicles`,
 * list, create, update and delete. Departures are assigned them in the departures feature.
 */
import { Router } from 'express';
import { apiErrorSchema } from '@safari/shared/api-error';
import { guideInputSchema, guideListSchema, guideSchema, vehicleInputSchema, vehicleListSchema, vehicleSchema } from '@safari/shared/fleet';
import { adminIdParamsSchema } from '@safari/shared/staff';
import { createAuditRepo } from '../../lib/audit.repo';
import { currentUser, type Auth } from '../../lib/auth';
import { createStore } from '../../lib/db';
import type { Feature, FeatureDeps } from '../../lib/feature';
import { defineRoute } from '../../lib/route';
import { requireSection } from '../../lib/staff-access';
import { createFleetRepo } from './fleet.repo';
import { createFleetService } from './fleet.service';

export function fleetFeature({ pool, docs, auth }: FeatureDeps & { auth: Auth }): Feature {
  const service = createFleetService({ store: createStore(pool, (db) => ({ fleet: createFleetRepo(db), audit: createAuditRepo(db) })) });
  const router = Router();
  const guard = requireSection(auth, 'bookings');
  const error = docs.component('ApiError', apiErrorSchema);
  const denied = { 401: { description: 'No valid token', schema: error }, 403: { description: 'Not an admin', schema: error } };
  const guide = docs.component('StaffGuide', guideSchema);
  const vehicle = docs.component('Vehicle', vehicleSchema);
  const common = { tags: ['admin'], auth: true, before: [guard] };

  defineRoute(router, docs, {
    ...common,
    method: 'get',
    path: '/api/admin/fleet/guides',
    summary: 'The guides departures are assigned, by name',
    responses: { 200: { description: 'Every guide', schema: docs.component('StaffGuideList', guideListSchema) }, ...denied },
    handler: async (req, res) => {
      res.json({ items: await service.guides(currentUser(req)) });
    },
  });
  defineRoute(router, docs, {
    ...common,
    method: 'post',
    path: '/api/admin/fleet/guides',
    summary: 'Add a guide (name, phone, languages; audited)',
    body: guideInputSchema,
    responses: { 201: { description: 'The guide', schema: guide }, 400: { description: 'Invalid fields', schema: error }, ...denied },
    handler: async (req, res) => {
      res.status(201).json(await service.createGuide(currentUser(req), req.body));
    },
  });
  defineRoute(router, docs, {
    ...common,
    method: 'put',
    path: '/api/admin/fleet/guides/:id',
    summary: 'Edit a guide (audited)',
    params: adminIdParamsSchema,
    body: guideInputSchema,
    responses: { 200: { description: 'The guide', schema: guide }, 400: { description: 'Invalid fields', schema: error }, 404: { description: 'No such guide', schema: error }, ...denied },
    handler: async (req, res) => {
      res.json(await service.updateGuide(currentUser(req), req.params.id, req.body));
    },
  });
  defineRoute(router, docs, {
    ...common,
    method: 'delete',
    path: '/api/admin/fleet/guides/:id',
    summary: 'Delete a guide who is on no upcoming departure (audited)',
    params: adminIdParamsSchema,
    responses: { 204: { description: 'Deleted' }, 404: { description: 'No such guide', schema: error }, 409: { description: 'On upcoming departures', schema: error }, ...denied },
    handler: async (req, res) => {
      await service.deleteGuide(currentUser(req), req.params.id);
      res.status(204).end();
    },
  });

  defineRoute(router, docs, {
    ...common,
    method: 'get',
    path: '/api/admin/fleet/vehicles',
    summary: 'The vehicles departures are assigned, by name',
    responses: { 200: { description: 'Every vehicle', schema: docs.component('VehicleList', vehicleListSchema) }, ...denied },
    handler: async (req, res) => {
      res.json({ items: await service.vehicles(currentUser(req)) });
    },
  });
  defineRoute(router, docs, {
    ...common,
    method: 'post',
    path: '/api/admin/fleet/vehicles',
    summary: 'Add a vehicle (name or plate, seats; audited)',
    body: vehicleInputSchema,
    responses: { 201: { description: 'The vehicle', schema: vehicle }, 400: { description: 'Invalid fields', schema: error }, ...denied },
    handler: async (req, res) => {
      res.status(201).json(await service.createVehicle(currentUser(req), req.body));
    },
  });
  defineRoute(router, docs, {
    ...common,
    method: 'put',
    path: '/api/admin/fleet/vehicles/:id',
    summary: 'Edit a vehicle; its seats never below the travellers of an upcoming departure it carries (audited)',
    params: adminIdParamsSchema,
    body: vehicleInputSchema,
    responses: { 200: { description: 'The vehicle', schema: vehicle }, 400: { description: 'Invalid fields, or too few seats', schema: error }, 404: { description: 'No such vehicle', schema: error }, ...denied },
    handler: async (req, res) => {
      res.json(await service.updateVehicle(currentUser(req), req.params.id, req.body));
    },
  });
  defineRoute(router, docs, {
    ...common,
    method: 'delete',
    path: '/api/admin/fleet/vehicles/:id',
    summary: 'Delete a vehicle that is on no upcoming departure (audited)',
    params: adminIdParamsSchema,
    responses: { 204: { description: 'Deleted' }, 404: { description: 'No such vehicle', schema: error }, 409: { description: 'On upcoming departures', schema: error }, ...denied },
    handler: async (req, res) => {
      await service.deleteVehicle(currentUser(req), req.params.id);
      res.status(204).end();
    },
  });

  return { router };
}
