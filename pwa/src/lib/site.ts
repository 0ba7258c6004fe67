/**
 * The site settings (contact details, office hours, trust figures, footer badges) as the screens
 * read them: from the server-rendered page's data (no request of their own, no extra code), else
 * the seeded values the shell carries as JSON (a page started from the shell: offline, or a
 * client-only page; pwa/vite.config.ts writes them there, so they cost the app's code nothing).
 * Staff change them in the console's Settings; every server-rendered page carries them as they are now.
 */
import type { SiteSettings } from '@safari/shared/settings';
import type { SiteContactSettings } from '@safari/shared/site';
import { SITE_DEFAULTS_ID } from '@safari/shared/site-links';
import { usePageData } from '../offline/seed';

let seeded: SiteSettings | undefined;

/** The server's renderer gives the seeded settings here (entry-server.tsx); the browser reads the shell's JSON. */
export function setSeededSettings(settings: SiteSettings): void {
  seeded = settings;
}

function seededSettings(): SiteSettings {
  seeded ??= JSON.parse(document.getElementById(SITE_DEFAULTS_ID)?.textContent ?? 'null') as SiteSettings;
  return seeded;
}

/** The page's settings, or the seeded ones when the page came without. */
export function useSiteSettings(): SiteSettings {
  return usePageData().settings ?? seededSettings();
}

/** The contact details as the screens show them (`telHref` of shared/site gives the phone's link). */
export function useSite(): SiteContactSettings {
  return useSiteSettings();
}
