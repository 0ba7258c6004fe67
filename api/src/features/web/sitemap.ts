/** `/sitemap.xml`: the public pages, every published tour and every published blog post. */
import { Router } from 'express';
import { inSitemap, SITE_PAGES, type SitePath } from '@safari/shared/site-pages';
import { escapeHtml } from '../../lib/page-meta';
import type { WebRepo } from './web.repo';

/** Public pages as they are (the route table's); a tour's or a post's page is listed item by item. */
export const STATIC_PATHS = (Object.keys(SITE_PAGES) as SitePath[]).filter(inSitemap);

function urlEntry(origin: string, path: string, lastmod?: string): string {
  const loc = `<loc>${escapeHtml(new URL(path, `${origin}/`).toString())}</loc>`;
  return `  <url>${loc}${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</url>`;
}

/** `origin` is the configured PUBLIC_BASE_URL: a request's Host header can be anything its sender likes. */
export function sitemapRouter(repo: WebRepo, origin: string): Router {
  const router = Router();
  router.get('/sitemap.xml', async (_req, res) => {
    const [tours, posts] = await Promise.all([repo.listPublicTours(), repo.listPublicPosts()]);
    const lines = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...STATIC_PATHS.map((path) => urlEntry(origin, path)),
      ...tours.map((tour) => urlEntry(origin, `/tours/${encodeURIComponent(tour.slug)}`, tour.updatedAt)),
      ...posts.map((post) => urlEntry(origin, `/blog/${encodeURIComponent(post.slug)}`, post.updatedAt)),
      '</urlset>',
    ];
    res.set('Cache-Control', 'public, max-age=3600').type('application/xml').send(`${lines.join('\n')}\n`);
  });
  return router;
}
