/**
 * Every address of the site, once, keyed by its path as React Router writes it (literal segments,
 * `:id` for a tour's or a post's id or slug, `*` for any other address). The PWA's router is built
 * from it (pwa/src/app/routes.tsx gives each path its screen, and the compiler holds the two to the
 * same paths), and its scroll rule reads it; the server reads from it which pages it renders and
 * which it leaves to the browser, the catalogue data each page is rendered with (and so the meta of
 * a tour or a post), and what the sitemap and robots.txt say.
 *
 * Plain data without imports. The browser's first chunk imports none of it at run time (only its
 * types and the short FILTERED_PAGES), so a page costs nothing here.
 */

/** The catalogue data a server-rendered page is rendered with (api/src/features/web/page-data.ts). */
export type PageDataKind = 'home' | 'tours' | 'tour' | 'posts' | 'post';

export interface SitePage {
  /**
   * Rendered by the browser only (personal, transactional, staff): the server answers the shell.
   * Every other page is rendered by the server, and listed in the sitemap unless it is a tour's or a
   * post's (listed item by item) or the not-found page.
   */
  client?: true;
  /** Nothing there for a search engine: robots.txt disallows its first segment and all below. */
  private?: true;
  /** What the server reads from the catalogue to render it. */
  data?: PageDataKind;
  /** The addresses below it are its own (the staff console routes them itself). */
  nested?: true;
}

/** The public spec's pages (section 2), the account screens, checkout and the staff console. */
export const SITE_PAGES = {
  '/': { data: 'home' },
  '/tours': { data: 'tours' },
  '/tours/:id': { data: 'tour' },
  '/blog': { data: 'posts' },
  '/blog/:id': { data: 'post' },
  '/about': {},
  '/contact': {},
  '/request-experience': {},
  '/destinations/nairobi': { data: 'tours' },
  '/destinations/amboseli': { data: 'tours' },
  '/destinations/masai-mara': { data: 'tours' },
  '/accommodations': {},
  '/team': {},
  '/gallery': {},
  '/faqs': {},
  '/testimonials': {},
  '/responsible-travel': {},
  '/insurance': {},
  '/live-chat': {},
  '/privacy': {},
  '/terms': {},
  '/cookies': {},
  '/admin': { client: true, private: true, nested: true },
  '/booking': { client: true, private: true },
  '/booking/:id': { client: true, private: true },
  '/checkout/:id': { client: true, private: true },
  '/checkout/:id/return': { client: true, private: true },
  // The built-in sandbox payment provider's page, standing apart from the site as a provider's would.
  '/checkout/:id/sandbox': { client: true, private: true },
  '/dashboard': { client: true, private: true },
  // A traveller's review of a trip taken (the review request e-mail's link carries the booking key).
  '/trips/:id/review': { client: true, private: true },
  '/dashboard/trips/:id': { client: true, private: true },
  '/outbox': { client: true, private: true },
  '/login': { client: true },
  '/register': { client: true },
  '/forgot-password': { client: true },
  '/reset-password': { client: true, private: true },
  '/verify-email': { client: true, private: true },
  '/unsubscribe': { client: true, private: true },
  // Any other address: the not-found page, rendered by the server with status 404.
  '*': {},
} as const satisfies Record<string, SitePage>;

export type SitePath = keyof typeof SITE_PAGES;

/** Lists whose query string holds filters: changing them keeps the scroll position, a new `page` starts at the top. */
export const FILTERED_PAGES: readonly SitePath[] = ['/tours', '/blog'];

/** Whether the sitemap lists `path` as it is. */
export function inSitemap(path: SitePath): boolean {
  return !(SITE_PAGES[path] as SitePage).client && !path.includes(':') && path !== '*';
}
