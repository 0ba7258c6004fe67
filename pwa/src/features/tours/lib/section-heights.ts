/**
 * Heights of the tour page's lower sections (px, padding and borders included) at phone width
 * (xs, measured at 390 px) and desktop width (md, measured at 1366 px) on the demo tours, as the
 * estimates the browser sizes them by while it skips them (components/ui/below-fold.ts). A
 * section's real height replaces the estimate as soon as it has been rendered.
 */
type Height = { xs: number; md: number };

/** The itinerary: a heading and one entry per day (2 days: 451 / 364 px; 8 days: 1 273 / 969 px). */
export function itineraryHeight(days: number): Height {
  return { xs: 180 + days * 135, md: 160 + days * 100 };
}

/** Included and Not Included: one above the other on a phone, side by side from 600 px (19–21 items: 615–697 / 366–438 px). */
export function includesHeight(included: number, excluded: number): Height {
  return { xs: 200 + (included + excluded) * 45, md: 200 + Math.max(included, excluded) * 40 };
}

/** Prices and payment: the price and the deposit terms (415 / 396 px; a season table adds about 250). */
export const PRICES_HEIGHT: Height = { xs: 420, md: 400 };

/** The photo gallery: a large photo and a row of thumbnails (594 / 700 px with 4 or 5 photos). */
export const GALLERY_HEIGHT: Height = { xs: 594, md: 700 };
