/** Health: `/api/health`, for load balancers and the deployment's checks. */
import type { Feature, FeatureDeps } from '../../lib/feature';
import { createHealthRepo } from './health.repo';
import { healthRouter } from './health.routes';
import { createHealthService } from './health.service';

export function healthFeature({ pool, docs }: FeatureDeps): Feature {
  const service = createHealthService({ repo: createHealthRepo(pool) });
  return { router: healthRouter({ service, docs }) };
}
