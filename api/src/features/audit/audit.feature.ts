/** The audit trail of staff writes, for reading: `/api/audit…`. The writes record themselves through lib/audit.repo. */
import type { Auth } from '../../lib/auth';
import type { Feature, FeatureDeps } from '../../lib/feature';
import { createAuditReadRepo } from './audit.repo';
import { auditRouter } from './audit.routes';
import { createAuditService } from './audit.service';

export function auditFeature({ pool, docs, auth }: FeatureDeps & { auth: Auth }): Feature {
  const service = createAuditService({ repo: createAuditReadRepo(pool) });
  return { router: auditRouter({ service, auth, docs }) };
}
