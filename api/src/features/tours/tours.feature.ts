/** The tour catalogue: `/api/tours…`, the meta tags of the tour pages, and the staff's tour management. */
import { Router } from 'express';
import type { Tour } from '@safari/shared/tour';
import { createAuditRepo } from '../../lib/audit.repo';
import type { Auth } from '../../lib/auth';
import type { CatalogueCache } from '../../lib/catalogue-cache';
import { createStore } from '../../lib/db';
import type { Feature, FeatureDeps } from '../../lib/feature';
import type { PageMetaResolver } from '../../lib/page-meta';
import { createToursAdminRepo } from './tours.admin.repo';
import { toursAdminRouter } from './tours.admin.routes';
import { createToursAdminService } from './tours.admin.service';
import { tourPageMeta } from './tours.meta';
import { createToursRepo } from './tours.repo';
import { tourKey, tourListKey, toursRouter } from './tours.routes';
import { createToursService } from './tours.service';

/** What the server-rendered pages read of the tours (the web feature's catalogue port). */
export interface TourPages {
  listTours(): Promise<Tour[]>;
  getTour(idOrSlug: string): Promise<Tour>;
  /** Ids of the tours with an open departure with seats left between the days (the tours list's date filter). */
  listDepartingTourIds(dates: { departFrom?: string; departTo?: string }): Promise<string[]>;
}

export function toursFeature({ pool, docs, auth, catalogue }: FeatureDeps & { auth: Auth; catalogue: CatalogueCache }): Feature & { pageMeta: PageMetaResolver; pages: TourPages } {
  const service = createToursService({ repo: createToursRepo(pool) });
  const admin = createToursAdminService({ store: createStore(pool, (db) => ({ repo: createToursAdminRepo(db), audit: createAuditRepo(db) })) });
  const router = Router();
  router.use(toursRouter({ service, docs, catalogue }));
  router.use(toursAdminRouter({ service: admin, auth, docs }));
  // The server-rendered pages read the same answers as the API, from memory.
  const pages: TourPages = {
    listTours: async () => (await catalogue.get(tourListKey(undefined), () => service.listPublic({}))).items,
    getTour: (idOrSlug) => catalogue.get(tourKey(idOrSlug), () => service.getPublic(idOrSlug)),
    listDepartingTourIds: async (dates) => (await catalogue.get(tourListKey(undefined, dates), () => service.listPublic(dates))).items.map((tour) => tour.id),
  };
  return { router, pageMeta: tourPageMeta(service), pages };
}
