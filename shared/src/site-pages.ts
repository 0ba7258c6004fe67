/**
 * Every address of the site, once. The PWA's router is built from this table (pwa/src/app/routes.tsx
 * gives each page its screen) and its scroll rule reads it; the server reads from it which pages it
 * renders and which it leaves to the browser, the catalogue data each page is rendered with (and so
 * the meta of a tour or a post), and what the sitemap and robots.txt say.
 *
 * Plain data without imports: every page's first chunk carries it, so it stays small and zod-free.
 */

/** The catalogue data a server-rendered page is rendered with (api/src/features/web/page-data.ts). */
export type PageDataKind = 'home' | 'tours' | 'tour' | 'posts' | 'post';

export interface SitePage {
  /** As React Router writes it: literal segments and `:id` (a tour's or a post's id or slug). */
  path: string;
  /**
   * Rendered by the server. The others (personal, transactional, staff) are answered with the shell
   * and rendered by the browser.
   */
  server?: true;
  /** What the server reads from the catalogue to render it. */
  data?: PageDataKind;
  /** Listed in the sitemap as it is (the pages of a tour or a post are listed item by item). */
  sitemap?: true;
  /** Nothing there for a search engine: robots.txt disallows its first segment and all below. */
  private?: true;
  /** Its query string holds filters: changing them keeps the scroll position, a new `page` starts at the top. */
  filters?: true;
  /** The addresses below it are its own (the staff console routes them itself). */
  nested?: true;
}

/** The public spec's pages (section 2), the account screens, checkout and the staff console. */
export const SITE_PAGES = {
  home: { path: '/', server: true, data: 'home', sitemap: true },
  tours: { path: '/tours', server: true, data: 'tours', sitemap: true, filters: true },
  tour: { path: '/tours/:id', server: true, data: 'tour' },
  blog: { path: '/blog', server: true, data: 'posts', sitemap: true, filters: true },
  post: { path: '/blog/:id', server: true, data: 'post' },
  about: { path: '/about', server: true, sitemap: true },
  contact: { path: '/contact', server: true, sitemap: true },
  'request-experience': { path: '/request-experience', server: true, sitemap: true },
  'destinations/nairobi': { path: '/destinations/nairobi', server: true, data: 'tours', sitemap: true },
  'destinations/amboseli': { path: '/destinations/amboseli', server: true, data: 'tours', sitemap: true },
  'destinations/masai-mara': { path: '/destinations/masai-mara', server: true, data: 'tours', sitemap: true },
  accommodations: { path: '/accommodations', server: true, sitemap: true },
  team: { path: '/team', server: true, sitemap: true },
  gallery: { path: '/gallery', server: true, sitemap: true },
  faqs: { path: '/faqs', server: true, sitemap: true },
  testimonials: { path: '/testimonials', server: true, sitemap: true },
  'responsible-travel': { path: '/responsible-travel', server: true, sitemap: true },
  insurance: { path: '/insurance', server: true, sitemap: true },
  'live-chat': { path: '/live-chat', server: true, sitemap: true },
  privacy: { path: '/privacy', server: true, sitemap: true },
  terms: { path: '/terms', server: true, sitemap: true },
  cookies: { path: '/cookies', server: true, sitemap: true },
  admin: { path: '/admin', private: true, nested: true },
  booking: { path: '/booking', private: true },
  bookingTour: { path: '/booking/:id', private: true },
  checkout: { path: '/checkout/:id', private: true },
  checkoutReturn: { path: '/checkout/:id/return', private: true },
  // The built-in sandbox payment provider's page, standing apart from the site as a provider's would.
  sandboxPayment: { path: '/checkout/:id/sandbox', private: true },
  dashboard: { path: '/dashboard', private: true },
  outbox: { path: '/outbox', private: true },
  login: { path: '/login' },
  register: { path: '/register' },
  forgotPassword: { path: '/forgot-password' },
  resetPassword: { path: '/reset-password', private: true },
  verifyEmail: { path: '/verify-email', private: true },
  unsubscribe: { path: '/unsubscribe', private: true },
  // Any other address: the not-found page, rendered by the server with status 404.
  notFound: { path: '*', server: true },
} as const satisfies Record<string, SitePage>;

export type PageName = keyof typeof SITE_PAGES;

/** A page an address shows, and its `:id` as written in the address (still percent-encoded). */
export interface PageMatch {
  name: PageName;
  page: SitePage;
  id?: string;
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/** React Router's ranking: a literal segment beats `:id`, which beats the catch-all. */
function scoreOf(page: SitePage): number {
  if (page.path === '*') return -1;
  return segmentsOf(page.path).reduce((score, segment) => score + (segment.startsWith(':') ? 3 : 10), page.nested ? -2 : 0);
}

const RANKED = (Object.entries(SITE_PAGES) as [PageName, SitePage][]).sort(([, a], [, b]) => scoreOf(b) - scoreOf(a));

/** The page `pathname` shows, as the browser's router picks it (case-insensitive, a trailing slash ignored). */
export function matchPage(pathname: string): PageMatch {
  const asked = segmentsOf(pathname);
  for (const [name, page] of RANKED) {
    if (page.path === '*') return { name, page };
    const wanted = segmentsOf(page.path);
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
    if (fits) return id === undefined ? { name, page } : { name, page, id };
  }
  return { name: 'notFound', page: SITE_PAGES.notFound };
}
