/** `/robots.txt`: crawl the public site, not the staff console, accounts or checkout; names the sitemap. */
import { Router } from 'express';
import { SITE_PAGES, type SitePage } from '@safari/shared/site-pages';

/** The API, and the pages that are personal or staff-only (the route table's): nothing there for a search engine. */
const DISALLOWED = [
  '/api/',
  ...new Set(
    (Object.entries(SITE_PAGES) as [string, SitePage][]).filter(([, page]) => page.private).map(([path]) => `/${path.split('/')[1] ?? ''}`),
  ),
];

export function robotsText(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** `origin`: the site's public address (PUBLIC_BASE_URL), never the request's Host. */
export function robotsRouter(origin: string): Router {
  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(robotsText(origin));
  });
  return router;
}
