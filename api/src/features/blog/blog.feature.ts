/**
 * The blog: `/api/blogs…` (posts, comments, likes), `/api/guides`, the meta tags of post pages, and
 * the staff's post writing and comment moderation.
 */
import { Router } from 'express';
import { BLOG_LIMIT_MAX, type BlogPost, type BlogPostSummary } from '@safari/shared/blog';
import { createAuditRepo } from '../../lib/audit.repo';
import type { Auth } from '../../lib/auth';
import type { CatalogueCache } from '../../lib/catalogue-cache';
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
import { blogRouter, guidesRouter, postListKey } from './blog.routes';
import { createBlogService } from './blog.service';

/** Most posts a server-rendered blog page lists (the blog list pages them in the browser). */
const PAGE_POSTS_MAX = 500;

/** What the server-rendered pages read of the blog (the web feature's catalogue port). */
export interface PostPages {
  listPosts(): Promise<BlogPostSummary[]>;
  getPost(idOrSlug: string): Promise<BlogPost>;
}

export function blogFeature({ pool, config, logger, docs, auth, catalogue }: FeatureDeps & { auth: Auth; catalogue: CatalogueCache }): Feature & { pageMeta: PageMetaResolver; pages: PostPages } {
  const store = createStore(pool, (db) => ({ posts: createBlogRepo(db), idempotency: createIdempotencyRepo(db) }));
  const service = createBlogService({ store });
  const router = Router();
  const limitComments = createRateLimiter({ db: pool, rules: config.rateLimits, logger }).limit(['commentsPerAccount', perAccount], ['commentsPerIp', perIp]);
  router.use(blogRouter({ service, auth, docs, catalogue, limitComments }));
  router.use(guidesRouter({ service, docs, catalogue }));
  const admin = createBlogAdminService({ store: createStore(pool, (db) => ({ repo: createBlogAdminRepo(db), audit: createAuditRepo(db) })) });
  router.use(blogAdminRouter({ service: admin, auth, docs }));
  const pages: PostPages = {
    async listPosts() {
      const posts: BlogPostSummary[] = [];
      for (let page = 1; posts.length < PAGE_POSTS_MAX; page += 1) {
        const query = { page, limit: BLOG_LIMIT_MAX };
        // From memory, like the API's lists (one build per catalogue version).
        const answer = await catalogue.get(postListKey(query), () => service.list(query));
        posts.push(...answer.items);
        if (page >= answer.totalPages || answer.items.length === 0) break;
      }
      return posts;
    },
    getPost: (idOrSlug) => catalogue.get(`blogs:one:${idOrSlug.trim().toLowerCase()}`, () => service.get(idOrSlug)),
  };
  return { router, pageMeta: blogPageMeta(service), pages };
}
