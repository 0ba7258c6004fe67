/**
 * Site settings: what the operator says about itself (name, contact details, office hours, social
 * links, the review site, the trust figures of the home and about pages, the footer badges). Stored
 * in Postgres (one row, migration 0025), read by everyone (`GET /api/settings`, and with every
 * server-rendered page), changed by admins (`PUT /api/admin/settings`). The seeded values are the
 * specification's (`DEFAULT_SITE_SETTINGS`).
 *
 * Office hours are in Nairobi time (EAT, UTC+3 all year, no daylight saving): `isWithinOfficeHours`
 * and `nextOpening` tell whether a planner is at the desk now and when one next is.
 */
import { z } from 'zod';
import { DEFAULT_CONTACT, type SiteSettingsShape } from './site';
import { DEFAULT_FOOTER_BADGES, FOOTER_BADGE_ICONS } from './site-badges';
import { DEFAULT_FIGURES } from './site-figures';

export const SETTINGS_MESSAGES = {
  saved: 'Settings saved. Every page shows them now.',
  hoursOrder: 'Closing time must be after opening time',
} as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label}: at most ${max} characters`);

const link = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(500, `${label}: at most 500 characters`)
    .refine((value) => /^https?:\/\/[^\s/]+\.[^\s]*$/i.test(value), `${label} must be a web address starting with https://`);

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (label: string) => z.string({ error: `${label} is required` }).trim().regex(TIME, `${label}: a time such as 08:00`);

export const officeHoursSchema = z
  .object({
    days: z
      .array(z.number().int().min(1).max(7), { error: 'Choose the days the office is open' })
      .min(1, 'Choose at least one day')
      .max(7)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    from: time('Opening time'),
    to: time('Closing time'),
    text: text('Office hours text', 120),
  })
  .refine((hours) => hours.to > hours.from, { message: SETTINGS_MESSAGES.hoursOrder, path: ['to'] });

export const homeFigureSchema = z.object({
  value: text('Figure', 12),
  label: text('Label', 40),
  text: text('Text', 200),
});

export const aboutFigureSchema = z.object({
  value: z.number({ error: 'A whole number' }).int('A whole number').min(0, 'At least 0').max(1_000_000, 'At most 1,000,000'),
  label: text('Label', 40),
});

export const footerBadgeSchema = z.object({
  label: text('Badge', 40),
  icon: z.enum(FOOTER_BADGE_ICONS, { error: 'Choose an icon' }),
});

export const siteSettingsSchema = z.object({
  name: text('Business name', 80),
  shortName: text('Short name', 40),
  tagline: text('Tagline', 80),
  phone: z
    .string({ error: 'Phone is required' })
    .trim()
    .regex(/^\+?[\d ()-]{7,24}$/, 'Phone: digits, spaces and an optional leading +, e.g. +254 712 345 678'),
  whatsapp: z
    .string({ error: 'WhatsApp number is required' })
    .trim()
    .transform((value) => value.replace(/[\s+()-]/g, ''))
    .pipe(z.string().regex(/^\d{8,15}$/, 'WhatsApp number: 8 to 15 digits with the country code, e.g. 254712345678')),
  whatsappGreeting: text('WhatsApp greeting', 200),
  email: z.string({ error: 'E-mail is required' }).trim().toLowerCase().pipe(z.email('Enter a valid e-mail address').max(200)),
  address: text('Address', 200),
  mapUrl: link('Map link'),
  officeHours: officeHoursSchema,
  responsePromise: text('Response promise', 120),
  social: z.object({
    instagram: link('Instagram'),
    facebook: link('Facebook'),
    x: link('X'),
    youtube: link('YouTube'),
  }),
  reviewUrl: link('Review site link'),
  figures: z.object({
    heroBadge: text('Home hero badge', 60),
    home: z.array(homeFigureSchema).min(1, 'At least one figure').max(4, 'At most 4 figures'),
    about: z.array(aboutFigureSchema).min(1, 'At least one counter').max(4, 'At most 4 counters'),
  }),
  footerBadges: z.array(footerBadgeSchema).max(6, 'At most 6 badges'),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
/** What `PUT /api/admin/settings` takes: every setting (the form sends them all). */
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;

/** Answer of both routes: the settings and when (ISO 8601) they were last changed (null: never since seeding). */
export const siteSettingsAnswerSchema = z.object({
  settings: siteSettingsSchema,
  updatedAt: z.string().nullable(),
});
export type SiteSettingsAnswer = z.infer<typeof siteSettingsAnswerSchema>;

/** The seeded settings: the specification's values (migration 0025 stores the same). */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  ...DEFAULT_CONTACT,
  figures: DEFAULT_FIGURES,
  footerBadges: DEFAULT_FOOTER_BADGES,
} satisfies SiteSettingsShape;

/** Stored settings read back: missing or invalid parts take the seeded values (a row older than a new setting). */
export function settingsOrDefaults(stored: unknown): SiteSettings {
  const merged = stored !== null && typeof stored === 'object' ? { ...DEFAULT_SITE_SETTINGS, ...(stored as object) } : DEFAULT_SITE_SETTINGS;
  const parsed = siteSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_SITE_SETTINGS;
}

// ---------------------------------------------------------------------------------------------
// Office hours (Nairobi time)
// ---------------------------------------------------------------------------------------------

/** Nairobi is UTC+3 all year. */
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

type Hours = Pick<SiteSettings['officeHours'], 'days' | 'from' | 'to'>;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The Nairobi wall clock of an instant: ISO weekday, minutes since midnight, and that midnight (as UTC ms). */
function nairobiClock(date: Date): { weekday: number; minutes: number; midnight: number } {
  const local = date.getTime() + NAIROBI_OFFSET_MS;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  const weekday = ((new Date(dayStart).getUTCDay() + 6) % 7) + 1;
  return { weekday, minutes: Math.floor((local - dayStart) / 60_000), midnight: dayStart - NAIROBI_OFFSET_MS };
}

/** Whether the office is open at `date`: an open day, from `from` (included) to `to` (excluded), Nairobi time. */
export function isWithinOfficeHours(settings: { officeHours: Hours }, date: Date): boolean {
  const { days, from, to } = settings.officeHours;
  const { weekday, minutes } = nairobiClock(date);
  return days.includes(weekday) && minutes >= minutesOf(from) && minutes < minutesOf(to);
}

/**
 * When the office next opens at or after `date` (the instant itself while it is open); null when
 * no day is open. Look at most a week ahead.
 */
export function nextOpening(settings: { officeHours: Hours }, date: Date): Date | null {
  if (isWithinOfficeHours(settings, date)) return date;
  const { days, from } = settings.officeHours;
  const { weekday, minutes, midnight } = nairobiClock(date);
  const open = minutesOf(from);
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const day = ((weekday - 1 + ahead) % 7) + 1;
    if (!days.includes(day)) continue;
    if (ahead === 0 && minutes >= open) continue;
    return new Date(midnight + ahead * DAY_MS + open * 60_000);
  }
  return null;
}
