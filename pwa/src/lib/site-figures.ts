/**
 * The trust figures of the home and about pages (settings, lib/site.ts), with the seeded ones
 * standing in when the page came without settings. A module of its own: only those pages load the
 * seeded figures.
 */
import { DEFAULT_FIGURES, type SiteFigures } from '@safari/shared/site-figures';
import { useSiteSettings } from './site';

export function useSiteFigures(): SiteFigures {
  return useSiteSettings()?.figures ?? DEFAULT_FIGURES;
}
