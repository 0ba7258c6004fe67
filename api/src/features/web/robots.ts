/** `/robots.txt`: crawl the public site, not the staff console, accounts or checkout; names the sitemap. */
import { Router } from 'express';

/** Paths that are personal or staff-only: nothing there for a search engine. */
const DISALLOWED = ['/admin', '/api/', '/booking', '/checkout', '/dashboard', '/outbox', '/reset-password', '/verify-email', '/unsubscribe'] as const;

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
