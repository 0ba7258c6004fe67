/** Partners: `/api/partners`. */
import type { CatalogueCache } from '../../lib/catalogue-cache';
import type { Feature, FeatureDeps } from '../../lib/feature';
import { createPartnersRepo } from './partners.repo';
import { partnersRouter } from './partners.routes';
import { createPartnersService } from './partners.service';

export function partnersFeature({ pool, docs, catalogue }: FeatureDeps & { catalogue: CatalogueCache }): Feature {
  const service = createPartnersService({ repo: createPartnersRepo(pool) });
  return { router: partnersRouter({ service, docs, catalogue }) };
}
