/** Staff routes of tours (admins only): `/api/admin/tours…` to read, `/api/tours…` to write. Mount at /api. */
import { Router } from 'express';
import { z } from 'zod';
import { apiErrorSchema } from '@safari/shared/api-error';
import {
  adminTourListQuerySchema,
  adminTourListSchema,
  tourDeleteResultSchema,
  tourInputSchema,
} from '@safari/shared/admin-tours';
import { adminIdParamsSchema } from '@safari/shared/staff';
import { tourSchema } from '@safari/shared/tour';
import { currentUser, type Auth } from '../../lib/auth';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { requireSection } from '../../lib/staff-access';
import type { ToursAdminService } from './tours.admin.service';

/**
 * The document names the segment as the public `/api/tours/{idOrSlug}` does: OpenAPI forbids two
 * templates that differ only in a parameter's name. Writes take only the id.
 */
const writeParams = z.object({
  idOrSlug: z.uuid('Not a valid id.').meta({ description: "The tour's id (a UUID); writes do not take a slug" }),
});

export function toursAdminRouter(deps: { service: ToursAdminService; auth: Auth; docs: OpenApiRegistry }): Router {
  const { service, auth, docs } = deps;
  const router = Router();
  const guard = requireSection(auth, 'tours');
  const error = docs.component('ApiError', apiErrorSchema);
  const tour = docs.component('Tour', tourSchema);
  // Every path under /api/admin/tours, unknown ones included; the writes under /api/tours take it
  // first in their own definitions.
  router.use('/admin/tours', guard);

  const denied = {
    401: { description: 'No valid token', schema: error },
    403: { description: 'Not an admin', schema: error },
  };

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/admin/tours',
    summary: 'One page of tours for staff (published or not), with the location filter choices',
    tags: ['admin'],
    auth: true,
    query: adminTourListQuerySchema,
    responses: { 200: { description: 'The page', schema: docs.component('AdminTourList', adminTourListSchema) }, 400: { description: 'Invalid query', schema: error }, ...denied },
    handler: async (req, res) => {
      res.json(await service.list(currentUser(req), req.query));
    },
  });

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/admin/tours/:id',
    summary: 'One tour with every editable field (published or not)',
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    responses: { 200: { description: 'The tour', schema: tour }, 404: { description: 'No such tour', schema: error }, ...denied },
    handler: async (req, res) => {
      res.json(await service.get(currentUser(req), req.params.id));
    },
  });

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/tours',
    summary: 'Create a tour',
    tags: ['admin'],
    auth: true,
    body: tourInputSchema,
    responses: { 201: { description: 'The new tour', schema: tour }, 400: { description: 'Invalid tour', schema: error }, ...denied },
    before: [guard],
    handler: async (req, res) => {
      res.status(201).json(await service.create(currentUser(req), req.body));
    },
  });

  defineRoute(router, docs, {
    method: 'put',
    path: '/api/tours/:idOrSlug',
    summary: 'Replace every editable field of a tour',
    tags: ['admin'],
    auth: true,
    params: writeParams,
    body: tourInputSchema,
    responses: {
      200: { description: 'The tour', schema: tour },
      400: { description: 'Invalid tour', schema: error },
      404: { description: 'No such tour', schema: error },
      ...denied,
    },
    before: [guard],
    handler: async (req, res) => {
      res.json(await service.update(currentUser(req), req.params.idOrSlug, req.body));
    },
  });

  defineRoute(router, docs, {
    method: 'delete',
    path: '/api/tours/:idOrSlug',
    summary: 'Delete a tour; one with bookings is unpublished instead, and the answer says which',
    tags: ['admin'],
    auth: true,
    params: writeParams,
    responses: {
      200: { description: 'What happened', schema: docs.component('TourDeleteResult', tourDeleteResultSchema) },
      404: { description: 'No such tour', schema: error },
      ...denied,
    },
    before: [guard],
    handler: async (req, res) => {
      res.json(await service.remove(currentUser(req), req.params.idOrSlug));
    },
  });

  return router;
}
