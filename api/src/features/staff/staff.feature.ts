/**
 * The console's own views across the domains (admins): the overview, `GET /api/dashboard` (figures
 * computed in SQL), and the audit trail of staff writes, `/api/audit…`. The writes record themselves
 * through lib/audit.repo; this feature only reads them.
 */
import { Router } from 'express';
import type { Auth } from '../../lib/auth';
import type { Feature, FeatureDeps } from '../../lib/feature';
import { createAuditReadRepo } from './audit.admin.repo';
import { auditRouter } from './audit.admin.routes';
import { createAuditService } from './audit.admin.service';
import { createDashboardRepo } from './dashboard.admin.repo';
import { dashboardRouter } from './dashboard.admin.routes';
import { createDashboardService } from './dashboard.admin.service';

export function staffFeature({ pool, docs, auth }: FeatureDeps & { auth: Auth }): Feature {
  const router = Router();
  router.use(dashboardRouter({ service: createDashboardService(createDashboardRepo(pool)), auth, docs }));
  router.use(auditRouter({ service: createAuditService({ repo: createAuditReadRepo(pool) }), auth, docs }));
  return { router };
}
