/**
 * The operator's public contact details as the site shows them. Staff change them in the console's
 * Settings (stored in Postgres, shared/src/settings.ts); the values here are the seeded ones (the
 * specification's), which the PWA falls back to when a page came without settings (offline, or
 * started from the shell) and the API uses where it has no settings at hand.
 * No zod here: public pages import this module.
 */
import type { FooterBadge } from './site-badges';
import type { SiteFigures } from './site-figures';

/** Weekly office hours in Nairobi time (EAT, UTC+3 all year). */
export interface OfficeHours {
  /** ISO weekdays the office is open: 1 Monday … 7 Sunday. */
  days: number[];
  /** Opening and closing time, 'HH:MM' (24 h, Nairobi); `to` after `from`. */
  from: string;
  to: string;
  /** How the site says it, e.g. 'Mon to Sun 08:00 to 20:00 EAT'. */
  text: string;
}

export interface SocialLinks {
  instagram: string;
  facebook: string;
  x: string;
  youtube: string;
}

/** The contact part of the settings (the whole wire shape is `SiteSettings`, shared/src/settings.ts). */
export interface SiteContactSettings {
  name: string;
  shortName: string;
  tagline: string;
  /** As shown, e.g. '+254 712 345 678'. */
  phone: string;
  /** The WhatsApp number in international form, digits only, e.g. '254712345678'. */
  whatsapp: string;
  whatsappGreeting: string;
  email: string;
  address: string;
  /** The office on a map (the contact page's 'Open in OpenStreetMap'). */
  mapUrl: string;
  officeHours: OfficeHours;
  responsePromise: string;
  social: SocialLinks;
  /** Where travellers review the operator. */
  reviewUrl: string;
}

/** Every setting (the zod schema is shared/src/settings.ts). */
export interface SiteSettingsShape extends SiteContactSettings {
  figures: SiteFigures;
  footerBadges: FooterBadge[];
}

export const DEFAULT_MAP_URL = 'https://www.openstreetmap.org/?mlat=-1.2921&mlon=36.8219#map=13/-1.2921/36.8219';

/** The seeded contact settings (the specification's values). */
export const DEFAULT_CONTACT: SiteContactSettings = {
  name: 'Pulse of the Wild Safaris',
  shortName: 'Pulse Safaris',
  tagline: 'East Africa Specialists • 24/7 Support',
  phone: '+254 712 345 678',
  whatsapp: '254712345678',
  whatsappGreeting: 'Hello! I would like to plan a safari with Pulse of the Wild.',
  email: 'hello@pulseofthewild.co.ke',
  address: 'Westlands, Nairobi, Kenya',
  mapUrl: DEFAULT_MAP_URL,
  officeHours: { days: [1, 2, 3, 4, 5, 6, 7], from: '08:00', to: '20:00', text: 'Mon to Sun 08:00 to 20:00 EAT' },
  responsePromise: 'We respond within 24 hours.',
  social: {
    instagram: 'https://instagram.com/',
    facebook: 'https://facebook.com/',
    x: 'https://x.com/',
    youtube: 'https://youtube.com/',
  },
  reviewUrl: 'https://www.tripadvisor.com/',
};

/** The contact details as the screens use them (with the phone's tel: link). */
export interface SiteView {
  name: string;
  shortName: string;
  tagline: string;
  phone: string;
  phoneHref: string;
  email: string;
  whatsappNumber: string;
  whatsappGreeting: string;
  address: string;
  mapUrl: string;
  phoneHours: string;
  responsePromise: string;
  reviewSiteUrl: string;
  socials: SocialLinks;
}

export { SITE_DEFAULTS_ID, telHref } from './site-links';
import { telHref, whatsappLink as linkTo } from './site-links';

export function siteView(settings: SiteContactSettings): SiteView {
  return {
    name: settings.name,
    shortName: settings.shortName,
    tagline: settings.tagline,
    phone: settings.phone,
    phoneHref: telHref(settings.phone),
    email: settings.email,
    whatsappNumber: settings.whatsapp,
    whatsappGreeting: settings.whatsappGreeting,
    address: settings.address,
    mapUrl: settings.mapUrl,
    phoneHours: settings.officeHours.text,
    responsePromise: settings.responsePromise,
    reviewSiteUrl: settings.reviewUrl,
    socials: settings.social,
  };
}

/** The seeded contact details (where no stored settings are at hand). */
export const SITE: SiteView = /* @__PURE__ */ siteView(DEFAULT_CONTACT);

/** A WhatsApp chat link with a prefilled greeting (the seeded site's unless `site` is given). */
export function whatsappLink(text?: string, site: Pick<SiteContactSettings, 'whatsapp' | 'whatsappGreeting'> = DEFAULT_CONTACT): string {
  return linkTo(text, site);
}
