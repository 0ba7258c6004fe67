import { Router } from 'express';
import { z } from 'zod';
import { apiErrorSchema } from '@safari/shared/api-error';
import { tourSchema } from '@safari/shared/tour';
import { tourListQuerySchema } from '@safari/shared/tour-query';
import { tourSyncListSchema } from '@safari/shared/tour-sync';
import type { CatalogueCache } from '../../lib/catalogue-cache';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import type { ToursService } from './tours.service';

const tourParamsSchema = z.object({
  idOrSlug: z.string().meta({ description: "The tour's id (a UUID) or its slug" }),
});

/** Cache keys of the answers kept in memory (per catalogue version). */
export const tourListKey = (updatedSince: string | undefined, dates: { departFrom?: string; departTo?: string } = {}) =>
  `tours:list:${updatedSince ?? ''}:${dates.departFrom ?? ''}:${dates.departTo ?? ''}`;
export const tourKey = (idOrSlug: string) => `tours:one:${idOrSlug.trim().toLowerCase()}`;

/** Catalogue answers come from memory (lib/catalogue-cache): cached by clients, revalidated with the ETag. */
export function toursRouter(deps: { service: ToursService; docs: OpenApiRegistry; catalogue: CatalogueCache }): Router {
  const { service, docs, catalogue } = deps;
  const router = Router();
  const error = docs.component('ApiError', apiErrorSchema);
  const etag = { ETag: { description: 'Send it back in If-None-Match to get a 304 when nothing changed' } };

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/tours',
    summary: 'Published tours (the whole catalogue, or the changes since updatedSince)',
    tags: ['tours'],
    query: tourListQuerySchema,
    responses: {
      200: { description: 'The tours', schema: docs.component('TourList', tourSyncListSchema), headers: etag },
      304: { description: 'Not modified since the ETag sent in If-None-Match' },
      400: { description: 'Invalid updatedSince', schema: error },
    },
    handler: async (req, res) => {
      await catalogue.send(req, res, { key: tourListKey(req.query.updatedSince, req.query), build: () => service.listPublic(req.query) });
    },
  });

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/tours/:idOrSlug',
    summary: 'One published tour by id or slug',
    tags: ['tours'],
    params: tourParamsSchema,
    responses: {
      200: { description: 'The tour', schema: docs.component('Tour', tourSchema), headers: etag },
      304: { description: 'Not modified since the ETag sent in If-None-Match' },
      404: { description: 'No published tour has this id or slug', schema: error },
    },
    handler: async (req, res) => {
      const { idOrSlug } = req.params;
      await catalogue.send(req, res, { key: tourKey(idOrSlug), build: () => service.getPublic(idOrSlug) });
    },
  });

  return router;
}
