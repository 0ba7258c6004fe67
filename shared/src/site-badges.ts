/**
 * The seeded footer badges (the specification's values), without zod: the footer falls back to them
 * when a page has no settings. A module of its own, so the footer's chunk holds nothing else.
 */

/** The icons a footer badge may show. */
export const FOOTER_BADGE_ICONS = ['verified', 'star', 'reviews', 'lock'] as const;
export type FooterBadgeIcon = (typeof FOOTER_BADGE_ICONS)[number];

export interface FooterBadge {
  label: string;
  icon: FooterBadgeIcon;
}

export const DEFAULT_FOOTER_BADGES: FooterBadge[] = [
  { label: 'Kenya Wildlife Service affiliated', icon: 'verified' },
  { label: '4.9/5 rating', icon: 'star' },
  { label: '500+ reviews', icon: 'reviews' },
  { label: 'Secure payment', icon: 'lock' },
];
