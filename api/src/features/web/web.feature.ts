/**
 * Everything outside `/api`: uploaded files, robots.txt, the sitemap and the built PWA (index.html with the
 * meta tags of the pages that have their own). Its router is mounted on the app, after `/api`.
 */
import { Router } from 'express';
import type { Feature, FeatureDeps } from '../../lib/feature';
import type { PageMetaResolver } from '../../lib/page-meta';
import { robotsRouter } from './robots';
import { sitemapRouter } from './sitemap';
import { createWebRepo } from './web.repo';
import { pwaRouter, uploadsRouter } from './web.routes';

export function webFeature({ pool, config, pageMeta }: Pick<FeatureDeps, 'pool' | 'config'> & { pageMeta: PageMetaResolver[] }): Feature {
  const router = Router();
  router.use('/uploads', uploadsRouter(config.uploadsDir));
  router.use(robotsRouter(config.publicBaseUrl));
  router.use(sitemapRouter(createWebRepo(pool), config.publicBaseUrl));
  // Each resolver answers only its own paths.
  router.use(
    pwaRouter(config.pwaDist, {
      origin: config.publicBaseUrl,
      resolveMeta: async (path, origin) => {
        for (const resolve of pageMeta) {
          const meta = await resolve(path, origin);
          if (meta) return meta;
        }
        return null;
      },
    }),
  );
  return { router };
}
