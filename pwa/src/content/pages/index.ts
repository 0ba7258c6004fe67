/**
 * Copy of the simple information pages linked from the header and footer: the destination pages,
 * accommodations, team, FAQs, testimonials, responsible travel, insurance, live chat and the legal
 * pages (privacy, terms, cookies), keyed by route path without the leading slash. Each page is a
 * module of its own, loaded with its route (app/routes.tsx): a destination page does not download
 * the terms and the FAQ.
 */
import type { InfoPage, InfoPageSlug } from './types';

export { INFO_PAGE_SLUGS, type InfoPage, type InfoPageSlug, type InfoSection } from './types';

const load = (module: Promise<{ default: InfoPage }>) => module.then((loaded) => loaded.default);

/** Loads one page's copy by its route slug. */
export const loadInfoPage: Record<InfoPageSlug, () => Promise<InfoPage>> = {
  'destinations/nairobi': () => load(import('./nairobi')),
  'destinations/amboseli': () => load(import('./amboseli')),
  'destinations/masai-mara': () => load(import('./masai-mara')),
  accommodations: () => load(import('./accommodations')),
  team: () => load(import('./team')),
  faqs: () => load(import('./faqs')),
  testimonials: () => load(import('./testimonials')),
  'responsible-travel': () => load(import('./responsible-travel')),
  insurance: () => load(import('./insurance')),
  'live-chat': () => load(import('./live-chat')),
  privacy: () => load(import('./privacy')),
  terms: () => load(import('./terms')),
  cookies: () => load(import('./cookies')),
};
