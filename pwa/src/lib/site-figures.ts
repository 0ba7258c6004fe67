/**
 * The trust figures of the home and about pages (settings, lib/site.ts; the seeded ones when the
 * page came without settings).
 */
import type { SiteFigures } from '@safari/shared/site-figures';
import { useSiteSettings } from './site';

export function useSiteFigures(): SiteFigures {
  return useSiteSettings().figures;
}
