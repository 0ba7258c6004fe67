/**
 * Which page of the route table (site-pages.ts) an address shows, as the browser's router picks it,
 * for the server. A module of its own: the browser's router matches by itself, so its first chunk
 * does not carry this.
 */
import { SITE_PAGES, type SitePage, type SitePath } from './site-pages';

/** A page an address shows, and its `:id` as written in the address (still percent-encoded). */
export interface PageMatch {
  path: SitePath;
  page: SitePage;
  id?: string;
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/** React Router's ranking: a literal segment beats `:id`, which beats the catch-all. */
function scoreOf(path: SitePath, page: SitePage): number {
  if (path === '*') return -1;
  return segmentsOf(path).reduce((score, segment) => score + (segment.startsWith(':') ? 3 : 10), page.nested ? -2 : 0);
}

const RANKED = (Object.entries(SITE_PAGES) as [SitePath, SitePage][]).sort(([a, pa], [b, pb]) => scoreOf(b, pb) - scoreOf(a, pa));

/** The page `pathname` shows, as the browser's router picks it (case-insensitive, a trailing slash ignored). */
export function matchPage(pathname: string): PageMatch {
  const asked = segmentsOf(pathname);
  for (const [path, page] of RANKED) {
    if (path === '*') return { path, page };
    const wanted = segmentsOf(path);
    if (asked.length < wanted.length || (asked.length > wanted.length && !page.nested)) continue;
    let id: string | undefined;
    const fits = wanted.every((segment, index) => {
      const part = asked[index] ?? '';
      if (segment.startsWith(':')) {
        id = part;
        return true;
      }
      return segment.toLowerCase() === part.toLowerCase();
    });
    if (fits) return id === undefined ? { path, page } : { path, page, id };
  }
  return { path: '*', page: SITE_PAGES['*'] };
}
