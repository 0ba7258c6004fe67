/**
 * Every address of the site, once, keyed by its path as React Router writes it (literal segments,
 * `:id` for a tour's or a post's id or slug, `*` for any other address). The PWA's router is built
 * from it (pwa/src/app/routes.tsx gives each path its screen, and the compiler holds the two to the
 * same paths), and its scroll rule reads it; the server reads from it which pages it renders and
 * which it leaves to the browser, the catalogue data each page is rendered with (and so the meta of
 * a tour or a post), and what the sitemap and robots.txt say. Each page's title and description are
 * here: the server writes them into the page's head (api/src/lib/page-meta.ts), and the browser
 * sets the tab's title from them when it shows another page (pwa/src/hooks/use-document-title.ts).
 *
 * Plain data without imports. The browser's first chunk imports none of it at run time (only its
 * types; the rules it runs are in site-page-rules.ts): the browser loads the table, as a chunk of
 * its own, only when it changes the title, so a page costs nothing here.
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
  /**
   * The page's own title: the tab's (`documentTitle`), the server's `<title>` and link previews'. A
   * page of one tour or post (`data` 'tour' or 'post') takes its title and description from it.
   */
  title?: string;
  /** What search engines and link previews show under the title (about 150 characters). */
  description?: string;
}

/** The public spec's pages (section 2), the account screens, checkout and the staff console. */
export const SITE_PAGES = {
  '/': {
    data: 'home',
    title: 'Kenya & East Africa safari tours',
    description: 'Tailor-made safaris in Kenya and East Africa: Masai Mara, Amboseli and beyond, planned by local specialists with 24/7 support.',
  },
  '/tours': {
    data: 'tours',
    title: 'Safari Tours',
    description: 'Search and filter every safari we run, from Masai Mara migrations to family trips. Small groups, expert local guides and lodges we know personally.',
  },
  '/tours/:id': { data: 'tour' },
  '/blog': {
    data: 'posts',
    title: 'Travel Guides & Blog',
    description: 'Field notes from our guides and planners: when to go, what to pack, and the stories behind the parks.',
  },
  '/blog/:id': { data: 'post' },
  '/about': {
    title: 'About Us',
    description: 'A Kenyan-owned safari operator in Nairobi: our story, our mission, the destinations we know best and how we plan your trip, step by step.',
  },
  '/contact': {
    title: 'Contact Us',
    description: 'Write to our safari planners, call or WhatsApp us, or visit our office in Nairobi. We respond within 24 hours.',
  },
  '/request-experience': {
    title: 'Request a Custom Experience',
    description: 'Tell us your dates, party, budget and wishes, and our planners send a tailor-made safari proposal for Kenya and East Africa.',
  },
  '/destinations/nairobi': {
    data: 'tours',
    title: 'Nairobi: Where Your Safari Begins',
    description: 'Nairobi National Park, the elephant orphanage and the giraffe centre: what to see in the city where most Kenyan safaris start and end, and our tours from it.',
  },
  '/destinations/amboseli': {
    data: 'tours',
    title: 'Amboseli National Park',
    description: 'Relaxed elephant herds, wide swamps and Kilimanjaro on the horizon, a few hours from Nairobi: when to go, what you’ll see and our Amboseli safaris.',
  },
  '/destinations/masai-mara': {
    data: 'tours',
    title: 'Masai Mara National Reserve',
    description: 'Big cats, rolling grasslands and, from about July to October, the Great Migration: when to go, what you’ll see, where to stay and our Masai Mara safaris.',
  },
  '/accommodations': {
    title: 'Where You’ll Stay',
    description: 'Luxury camps, mid-range lodges and budget camps near the park gates: how we choose every property, and what each kind of stay means in practice.',
  },
  '/team': {
    title: 'Meet the Team',
    description: 'The Kenyan-owned team of guides, planners and support staff behind your safari, based in Westlands, Nairobi.',
  },
  '/gallery': {
    title: 'Gallery',
    description: 'Photos from our safaris in Kenya and East Africa: wildlife, landscapes, camps and the people who guide you.',
  },
  '/faqs': {
    title: 'Frequently Asked Questions',
    description: 'Answers to the questions our safari planners hear most often: booking and payment, visas and health, what to pack, and life on safari.',
  },
  '/testimonials': {
    title: 'What Our Travellers Say',
    description: 'Our guests rate us 4.9 out of 5 across more than 500 reviews. Read the stories of their safaris in Kenya and East Africa.',
  },
  '/responsible-travel': {
    title: 'Responsible Travel',
    description: 'The commitments we make to the wildlife and communities you visit on safari, and the simple things you can do to help.',
  },
  '/insurance': {
    title: 'Travel Insurance',
    description: 'Why every safari guest needs comprehensive travel insurance, including medical evacuation, and what your cover should include.',
  },
  '/live-chat': {
    title: 'Live Chat & Contact',
    description: 'Talk to a real safari planner by chat, WhatsApp, phone or e-mail. We reply to every message within 24 hours, and usually much sooner.',
  },
  '/privacy': {
    title: 'Privacy Policy',
    description: 'What personal data Pulse of the Wild Safaris collects, why, and how we protect it, in line with the Kenya Data Protection Act, 2019.',
  },
  '/terms': {
    title: 'Terms & Conditions',
    description: 'The terms that apply to bookings made with Pulse of the Wild Safaris: deposits and payment, changes, cancellations and your responsibilities.',
  },
  '/cookies': {
    title: 'Cookie Policy',
    description: 'Our website uses only the storage it needs to work, including as an offline app: no advertising cookies, analytics trackers or third-party tracking.',
  },
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
  '*': {
    title: 'Page not found',
    description: 'This trail leads nowhere. The page may have moved, or the address has a typo.',
  },
} as const satisfies Record<string, SitePage>;

export type SitePath = keyof typeof SITE_PAGES;

/** The pages whose title and description the table holds: all but a tour's, a post's and the client's. */
export type TitledPath = { [P in SitePath]: (typeof SITE_PAGES)[P] extends { title: string; description: string } ? P : never }[SitePath];

/** Whether the sitemap lists `path` as it is. */
export function inSitemap(path: SitePath): boolean {
  return !(SITE_PAGES[path] as SitePage).client && !path.includes(':') && path !== '*';
}
