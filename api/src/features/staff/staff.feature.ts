/**
 * The staff console's API (dashboard, tours and blog administration, uploads), wired from the
 * pool and config in one place so that app.ts needs one line. Every router here mounts at /api.
 */
import { Router } from 'express';
import type pg from 'pg';
import type { Auth } from '../../lib/auth';
import type { OpenApiRegistry } from '../../lib/openapi';
import { createDashboardRepo } from '../admin-dashboard/dashboard.repo';
import { dashboardRouter } from '../admin-dashboard/dashboard.routes';
import { createDashboardService } from '../admin-dashboard/dashboard.service';
import { blogAdminRouter } from '../blog/blog.admin.routes';
import { createBlogAdminService } from '../blog/blog.admin.service';
import { toursAdminRouter } from '../tours/tours.admin.routes';
import { createToursAdminService } from '../tours/tours.admin.service';
import { createImageStorage, createLocalFileStore } from '../uploads/image-storage';
import { uploadsRouter } from '../uploads/uploads.routes';
import { createUploadsService } from '../uploads/uploads.service';

export function staffRouters(deps: { pool: pg.Pool; uploadsDir: string; auth: Auth; docs: OpenApiRegistry }): Router {
  const { pool, uploadsDir, auth, docs } = deps;
  const router = Router();
  router.use(dashboardRouter({ service: createDashboardService(createDashboardRepo(pool)), auth, docs }));
  router.use(toursAdminRouter({ service: createToursAdminService({ pool }), auth, docs }));
  router.use(blogAdminRouter({ service: createBlogAdminService({ pool }), auth, docs }));
  const storage = createImageStorage(createLocalFileStore(uploadsDir));
  router.use(uploadsRouter({ service: createUploadsService({ storage, pool }), auth, docs }));
  return router;
}
