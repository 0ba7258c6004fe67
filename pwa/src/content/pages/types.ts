/**
 * The shape of the simple information pages' copy (one module per page in this folder, loaded with
 * its route: index.ts) and their route slugs.
 */

export interface InfoSection {
  heading: string;
  /** Paragraphs of plain text. */
  body: string[];
  bullets?: string[];
}

export interface InfoPage {
  title: string;
  intro: string;
  sections: InfoSection[];
}

/** Route slugs of the information pages (path without the leading slash). */
export const INFO_PAGE_SLUGS = [
  'destinations/nairobi',
  'destinations/amboseli',
  'destinations/masai-mara',
  'accommodations',
  'team',
  'faqs',
  'testimonials',
  'responsible-travel',
  'insurance',
  'live-chat',
  'privacy',
  'terms',
  'cookies',
] as const;
export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];
