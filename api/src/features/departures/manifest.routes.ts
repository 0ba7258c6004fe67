/** The departure's manifest for staff: JSON for the console's printable page, and a CSV download. */
import type { RequestHandler, Router } from 'express';
import { apiErrorSchema } from '@safari/shared/api-error';
import { manifestSchema } from '@safari/shared/departures';
import { adminIdParamsSchema } from '@safari/shared/staff';
import { currentUser } from '../../lib/auth';
import { sendCsv } from '../../lib/csv';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { MANIFEST_CSV_COLUMNS, type ManifestService } from './manifest.service';

export function manifestRoutes(router: Router, deps: { docs: OpenApiRegistry; service: ManifestService; guard: RequestHandler }): void {
  const { docs, service, guard } = deps;
  const error = docs.component('ApiError', apiErrorSchema);
  const denied = { 401: { description: 'No valid token', schema: error }, 403: { description: 'Not an admin', schema: error } };
  const description = 'Travellers’ personal data: staff only, never cached (Cache-Control: no-store).';

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/admin/departures/:id/manifest',
    summary: 'The manifest: every booked seat with its traveller, booking reference, payment state, pickup, dietary and medical notes, emergency contact, guide and vehicle',
    description,
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    before: [guard],
    responses: { 200: { description: 'The manifest', schema: docs.component('Manifest', manifestSchema) }, 404: { description: 'No such departure', schema: error }, ...denied },
    handler: async (req, res) => {
      res.json(await service.get(currentUser(req), req.params.id));
    },
  });

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/admin/departures/:id/manifest.csv',
    summary: 'The manifest as a CSV download (UTF-8, formula injection neutralised)',
    description,
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    before: [guard],
    responses: { 200: { description: 'text/csv, one row per booked seat' }, 404: { description: 'No such departure', schema: error }, ...denied },
    handler: async (req, res) => {
      const manifest = await service.get(currentUser(req), req.params.id);
      const { tourName, date } = manifest.departure;
      const slug = tourName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
      sendCsv(res, `manifest-${slug}-${date}.csv`, manifest.rows, MANIFEST_CSV_COLUMNS);
    },
  });
}
