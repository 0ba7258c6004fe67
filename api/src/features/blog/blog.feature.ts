/**
 * The blog: `/api/blogs…` (posts, comments, likes), `/api/guides`, the meta tags of post pages, and
 * the staff's post writing and comment moderation.
 */
import { Router } from 'express';
import { createAuditRepo } from '../../lib/audit.repo';
import type { Auth } from '../../lib/auth';
import { createStore } from '../../lib/db';
import type { Feature, FeatureDeps } from '../../lib/feature';
import { createIdempotencyRepo } from '../../lib/idempotency.repo';
import type { PageMetaResolver } from '../../lib/page-meta';
import { createRateLimiter, perAccount, perIp } from '../../lib/rate-limit';
import { createBlogAdminRepo } from './blog.admin.repo';
import { blogAdminRouter } from './blog.admin.routes';
import { createBlogAdminService } from './blog.admin.service';
import { blogPageMeta } from './blog.meta';
import { createBlogRepo } from './blog.repo';
import { blogRouter, guidesRouter } from './blog.routes';
import { createBlogService } from './blog.service';

export function blogFeature({ pool, config, logger, docs, auth }: FeatureDeps & { auth: Auth }): Feature & { pageMeta: PageMetaResolver } {
  const store = createStore(pool, (db) => ({ posts: createBlogRepo(db), idempotency: createIdempotencyRepo(db) }));
  const service = createBlogService({ store });
  const router = Router();
  const limitComments = createRateLimiter({ db: pool, rules: config.rateLimits, logger }).limit(['commentsPerAccount', perAccount], ['commentsPerIp', perIp]);
  router.use('/blogs', blogRouter({ service, auth, docs, limitComments }));
  router.use('/guides', guidesRouter({ service, docs }));
  const admin = createBlogAdminService({ store: createStore(pool, (db) => ({ repo: createBlogAdminRepo(db), audit: createAuditRepo(db) })) });
  router.use(blogAdminRouter({ service: admin, auth, docs }));
  return { router, pageMeta: blogPageMeta(service) };
}
