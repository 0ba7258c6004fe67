/** The tour catalogue: `/api/tours…`, and the meta tags of the tour pages. */
import { Router } from 'express';
import type { Feature, FeatureDeps } from '../../lib/feature';
import type { PageMetaResolver } from '../../lib/page-meta';
import { tourPageMeta } from './tours.meta';
import { createToursRepo } from './tours.repo';
import { toursRouter } from './tours.routes';
import { createToursService } from './tours.service';

export function toursFeature({ pool, docs }: FeatureDeps): Feature & { pageMeta: PageMetaResolver } {
  const service = createToursService({ repo: createToursRepo(pool) });
  return { router: Router().use('/tours', toursRouter({ service, docs })), pageMeta: tourPageMeta(service) };
}
