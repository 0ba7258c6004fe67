/**
 * The site settings (contact details, office hours, trust figures, footer badges) as the screens
 * read them: from the server-rendered page's data (no request of their own, no extra code), else
 * the seeded values (a page started from the shell: offline, or a client-only page). Staff change
 * them in the console's Settings; every server-rendered page carries them as they are now.
 */
import type { SiteSettings } from '@safari/shared/settings';
import { DEFAULT_CONTACT, type SiteContactSettings } from '@safari/shared/site';
import { usePageData } from '../offline/seed';

/** The page's settings; null when it came without (the seeded values stand in). */
export function useSiteSettings(): SiteSettings | null {
  return usePageData().settings ?? null;
}

/** The contact details as the screens show them (`telHref` of shared/site gives the phone's link). */
export function useSite(): SiteContactSettings {
  return useSiteSettings() ?? DEFAULT_CONTACT;
}
