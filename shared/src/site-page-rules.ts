/**
 * What the browser's first chunk runs of the route table (site-pages.ts), apart from the table
 * itself so that the table stays out of that chunk: the lists whose filters keep the scroll
 * position, and how a page's title reads in the tab (the server's `<title>` reads the same).
 */
import type { SitePath } from './site-pages';

/** Lists whose query string holds filters: changing them keeps the scroll position, a new `page` starts at the top. */
export const FILTERED_PAGES: readonly SitePath[] = ['/tours', '/blog'];

/**
 * The document title of a page with the title `title`: 'About Us | Pulse of the Wild Safaris'. The
 * home page's leads with the site's name: 'Pulse of the Wild Safaris | Kenya & East Africa safari tours'.
 */
export function documentTitle(title: string, siteName: string, path?: SitePath): string {
  return path === '/' ? `${siteName} | ${title}` : `${title} | ${siteName}`;
}
