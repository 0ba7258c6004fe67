/** The blog: `/api/blogs…` (posts, comments, likes), `/api/guides`, and the meta tags of post pages. */
import { Router } from 'express';
import type { Auth } from '../../lib/auth';
import { createStore } from '../../lib/db';
import type { Feature, FeatureDeps } from '../../lib/feature';
import { createIdempotencyRepo } from '../../lib/idempotency.repo';
import type { PageMetaResolver } from '../../lib/page-meta';
import { blogPageMeta } from './blog.meta';
import { createBlogRepo } from './blog.repo';
import { blogRouter, guidesRouter } from './blog.routes';
import { createBlogService } from './blog.service';

export function blogFeature({ pool, docs, auth }: FeatureDeps & { auth: Auth }): Feature & { pageMeta: PageMetaResolver } {
  const store = createStore(pool, (db) => ({ posts: createBlogRepo(db), idempotency: createIdempotencyRepo(db) }));
  const service = createBlogService({ store });
  const router = Router();
  router.use('/blogs', blogRouter({ service, auth, docs }));
  router.use('/guides', guidesRouter({ service, docs }));
  return { router, pageMeta: blogPageMeta(service) };
}
