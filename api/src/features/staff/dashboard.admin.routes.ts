import { Router } from 'express';
import { apiErrorSchema } from '@safari/shared/api-error';
import { dashboardSchema } from '@safari/shared/admin-dashboard';
import { currentUser, type Auth } from '../../lib/auth';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { requireSection } from '../../lib/staff-access';
import type { DashboardService } from './dashboard.admin.service';

/** `GET /api/dashboard`: the staff overview (admins only). Mount at /api. */
export function dashboardRouter(deps: { service: DashboardService; auth: Auth; docs: OpenApiRegistry }): Router {
  const { service, auth, docs } = deps;
  const router = Router();
  const error = docs.component('ApiError', apiErrorSchema);

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/dashboard',
    summary: 'Overview figures: totals, last 6 months, latest bookings, unanswered enquiries (admins)',
    tags: ['admin'],
    auth: true,
    responses: {
      200: { description: 'The figures', schema: docs.component('Dashboard', dashboardSchema) },
      401: { description: 'No valid token', schema: error },
      403: { description: 'Not an admin', schema: error },
    },
    before: [requireSection(auth, 'overview')],
    handler: async (req, res) => {
      res.json(await service.get(currentUser(req)));
    },
  });

  return router;
}
