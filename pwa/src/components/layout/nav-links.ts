/** Links of the header and footer, in one place so the desktop nav, the mobile menu and the footer agree. */

export interface NavLinkItem {
  label: string;
  to: string;
}

export const TOURS_MENU: NavLinkItem[] = [
  { label: 'All Tours', to: '/tours' },
  { label: 'Wildlife', to: '/tours?tag=wildlife' },
  { label: 'Luxury', to: '/tours?tag=luxury' },
  { label: 'Family', to: '/tours?tag=family' },
];

/** Header links after Home and the Tours dropdown. */
export const MAIN_LINKS: NavLinkItem[] = [
  { label: 'Blog', to: '/blog' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

export const REQUEST_QUOTE: NavLinkItem = { label: 'Request Quote', to: '/request-experience' };

export const FOOTER_COLUMNS: { title: string; links: NavLinkItem[] }[] = [
  {
    title: 'Top Destinations',
    links: [
      { label: 'Nairobi', to: '/destinations/nairobi' },
      { label: 'Amboseli', to: '/destinations/amboseli' },
      { label: 'Masai Mara', to: '/destinations/masai-mara' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Team', to: '/team' },
      { label: 'Blog', to: '/blog' },
      { label: 'Contact', to: '/contact' },
      { label: 'Testimonials', to: '/testimonials' },
    ],
  },
  {
    title: 'Explore',
    links: [
      { label: 'Gallery', to: '/gallery' },
      { label: 'Accommodations', to: '/accommodations' },
      { label: 'FAQs', to: '/faqs' },
      { label: 'Responsible Travel', to: '/responsible-travel' },
      { label: 'Insurance', to: '/insurance' },
    ],
  },
  {
    title: 'Tours & Safaris',
    links: [...TOURS_MENU, REQUEST_QUOTE],
  },
];

export const LEGAL_LINKS: NavLinkItem[] = [
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms', to: '/terms' },
  { label: 'Cookies', to: '/cookies' },
];

/** The search box's target: `/tours?q=<trimmed text>`, or null when there is nothing to search for. */
export function tourSearchPath(text: string): string | null {
  const query = text.trim();
  return query === '' ? null : `/tours?q=${encodeURIComponent(query)}`;
}

/** Whether a Tours-menu entry is the current page: tag entries match their tag, 'All Tours' any untagged list. */
export function isCurrentToursLink(to: string, pathname: string, search: string): boolean {
  if (pathname !== '/tours') return false;
  const tag = new URLSearchParams(search).get('tag');
  const linkTag = new URL(to, 'http://x').searchParams.get('tag');
  return tag === linkTag;
}
