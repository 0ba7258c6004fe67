/** The staff overview: `GET /api/dashboard`, figures computed in SQL. */
import type { Auth } from '../../lib/auth';
import type { Feature, FeatureDeps } from '../../lib/feature';
import { createDashboardRepo } from './dashboard.repo';
import { dashboardRouter } from './dashboard.routes';
import { createDashboardService } from './dashboard.service';

export function dashboardFeature({ pool, docs, auth }: FeatureDeps & { auth: Auth }): Feature {
  return { router: dashboardRouter({ service: createDashboardService(createDashboardRepo(pool)), auth, docs }) };
}
