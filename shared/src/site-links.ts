/**
 * Links built from the site settings, without the seeded values themselves: the browser's code
 * imports these, and the seeded settings reach it as JSON in the shell (pwa/vite.config.ts), not as
 * code in every page's first chunk.
 */
import type { SiteContactSettings } from './site';

/** The id of the shell's JSON script holding the seeded settings (pwa/vite.config.ts writes it, pwa/src/lib/site.ts reads it). */
export const SITE_DEFAULTS_ID = 'site-defaults';

/** The tel: link of a phone number as shown ('+254 712 345 678' → 'tel:+254712345678'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A WhatsApp chat link with a prefilled greeting (the site's own unless `text` is given). */
export function whatsappLink(text: string | undefined, site: Pick<SiteContactSettings, 'whatsapp' | 'whatsappGreeting'>): string {
  return `https://wa.me/${site.whatsapp}?text=${encodeURIComponent(text ?? site.whatsappGreeting)}`;
}
