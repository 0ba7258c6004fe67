/** Partners: `/api/partners` (public), and `/api/admin/partners…` for the console (admins). */
import { Router } from 'express';
import { createAuditRepo } from '../../lib/audit.repo';
import type { Auth } from '../../lib/auth';
import type { CatalogueCache } from '../../lib/catalogue-cache';
import { createStore } from '../../lib/db';
import type { Feature, FeatureDeps } from '../../lib/feature';
import { createPartnersAdminRepo } from './partners.admin.repo';
import { partnersAdminRouter } from './partners.admin.routes';
import { createPartnersAdminService } from './partners.admin.service';
import { createPartnersRepo } from './partners.repo';
import { partnersRouter } from './partners.routes';
import { createPartnersService } from './partners.service';

export function partnersFeature({ pool, docs, auth, catalogue }: FeatureDeps & { auth: Auth; catalogue: CatalogueCache }): Feature {
  const service = createPartnersService({ repo: createPartnersRepo(pool) });
  const admin = createPartnersAdminService({ store: createStore(pool, (db) => ({ partners: createPartnersAdminRepo(db), audit: createAuditRepo(db) })) });
  const router = Router();
  router.use(partnersRouter({ service, docs, catalogue }));
  router.use(partnersAdminRouter({ service: admin, auth, docs }));
  return { router };
}
