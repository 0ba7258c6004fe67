/**
 * Everything outside `/api`: uploaded files (uploads.ts, with old image names: image-names.ts),
 * robots.txt, the sitemap, the currency switch, the built PWA's files (app-files.ts) and its pages
 * (pages.ts: server rendering, with the page cache of page-cache.ts and the stylesheets of
 * page-styles.ts). Its router is mounted on the
 * app, after `/api`.
 */
import { Router, type RequestHandler } from 'express';
import type { SiteSettings } from '@safari/shared/settings';
import type { Feature, FeatureDeps } from '../../lib/feature';
import type { FastLaneOptions } from '../../lib/fast-lane';
import type { PageMetaResolver } from '../../lib/page-meta';
import { createRatesRepo } from '../../lib/rates.repo';
import { appFilesRouter } from './app-files';
import { currencyRouter } from './currency';
import { createPageCache } from './page-cache';
import { createPageData, type CataloguePort } from './page-data';
import { pagesHandler } from './pages';
import { createPageStyles } from './page-styles';
import { createPageStylesRepo } from './page-styles.repo';
import { loadServerRenderer } from './server-render';
import { robotsRouter } from './robots';
import { sitemapRouter } from './sitemap';
import { uploadsRouter } from './uploads';
import { createWebRepo } from './web.repo';

export function webFeature({
  pool,
  config,
  pageMeta,
  catalogue,
  catalogueState,
  catalogueKnown,
  fastLane,
  settings,
}: Pick<FeatureDeps, 'pool' | 'config'> & {
  pageMeta: PageMetaResolver[];
  catalogue: CataloguePort;
  /** The catalogue's state now (lib/catalogue-cache.ts): rendered pages are kept per state. */
  catalogueState?: () => Promise<string>;
  /** The state when known without asking Postgres (the kept pages' fast lane needs it). */
  catalogueKnown?: () => string | undefined;
  /** The fast lane's headers (flat) and request log. */
  fastLane?: FastLaneOptions;
  /** The site settings, carried by every server-rendered page. */
  settings?: () => Promise<SiteSettings>;
}): Feature & { fastLane: RequestHandler } {
  const router = Router();
  // Loaded once, at start-up; a request waits for it only if it comes first.
  const renderer = loadServerRenderer(config.pwaDist);
  renderer.catch(() => undefined);
  router.use('/uploads', uploadsRouter(config.uploadsDir));
  router.use(robotsRouter(config.publicBaseUrl));
  router.use(sitemapRouter(createWebRepo(pool), config.publicBaseUrl));
  router.use(currencyRouter());
  router.use(appFilesRouter(config.pwaDist));
  const styles = createPageStyles(createPageStylesRepo(pool));
  router.use(styles.router);
  // Each resolver answers only its own paths.
  const pages = pagesHandler(config.pwaDist, {
    origin: config.publicBaseUrl,
    resolveMeta: async (path, origin) => {
      for (const resolve of pageMeta) {
        const meta = await resolve(path, origin);
        if (meta) return meta;
      }
      return null;
    },
    renderer,
    pageData: createPageData(catalogue, createRatesRepo(pool), settings),
    pages: catalogueState ? { cache: createPageCache(), state: catalogueState, known: catalogueKnown } : undefined,
    fastLane,
    styles,
  });
  router.use(pages.handler);
  return { router, fastLane: pages.fastLane };
}
