import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, isWithinOfficeHours, nextOpening, settingsOrDefaults, siteSettingsSchema } from './settings';

/** Weekdays to Friday, 08:00 to 17:00 Nairobi time (UTC+3). */
const weekdays = { officeHours: { days: [1, 2, 3, 4, 5], from: '08:00', to: '17:00' } };

// 2026-11-27 is a Friday.
const at = (iso: string) => new Date(iso);

describe('isWithinOfficeHours', () => {
  it('counts Nairobi time, not UTC: 08:00 EAT is 05:00 UTC', () => {
    expect(isWithinOfficeHours(weekdays, at('2026-11-27T04:59:00Z'))).toBe(false);
    expect(isWithinOfficeHours(weekdays, at('2026-11-27T05:00:00Z'))).toBe(true);
    expect(isWithinOfficeHours(weekdays, at('2026-11-27T13:59:00Z'))).toBe(true);
    // 17:00 EAT closes.
    expect(isWithinOfficeHours(weekdays, at('2026-11-27T14:00:00Z'))).toBe(false);
  });

  it('is closed on a day that is not open, even within the hours', () => {
    // Saturday 10:00 EAT.
    expect(isWithinOfficeHours(weekdays, at('2026-11-28T07:00:00Z'))).toBe(false);
  });

  it('uses the Nairobi date: 22:00 UTC on Sunday is already Monday 01:00 in Nairobi', () => {
    const monday = { officeHours: { days: [1], from: '00:30', to: '02:00' } };
    expect(isWithinOfficeHours(monday, at('2026-11-29T22:00:00Z'))).toBe(true);
    expect(isWithinOfficeHours(monday, at('2026-11-29T21:00:00Z'))).toBe(false);
  });

  it('with the seeded hours (every day 08:00 to 20:00) is open at 19:59 EAT and closed at 20:00', () => {
    expect(isWithinOfficeHours(DEFAULT_SITE_SETTINGS, at('2026-11-28T16:59:00Z'))).toBe(true);
    expect(isWithinOfficeHours(DEFAULT_SITE_SETTINGS, at('2026-11-28T17:00:00Z'))).toBe(false);
  });
});

describe('nextOpening', () => {
  it('while open, is the instant itself', () => {
    const now = at('2026-11-27T06:00:00Z');
    expect(nextOpening(weekdays, now)).toEqual(now);
  });

  it('before opening on an open day, is that morning', () => {
    expect(nextOpening(weekdays, at('2026-11-27T02:00:00Z'))?.toISOString()).toBe('2026-11-27T05:00:00.000Z');
  });

  it('on Friday evening, skips the weekend to Monday 08:00 EAT', () => {
    expect(nextOpening(weekdays, at('2026-11-27T15:00:00Z'))?.toISOString()).toBe('2026-11-30T05:00:00.000Z');
  });

  it('with one open day, after its hours, is the same day a week later', () => {
    const friday = { officeHours: { days: [5], from: '08:00', to: '17:00' } };
    expect(nextOpening(friday, at('2026-11-27T15:00:00Z'))?.toISOString()).toBe('2026-12-04T05:00:00.000Z');
  });

  it('is null when no day is open', () => {
    expect(nextOpening({ officeHours: { days: [], from: '08:00', to: '17:00' } }, at('2026-11-27T15:00:00Z'))).toBeNull();
  });
});

describe('siteSettingsSchema', () => {
  it('takes the seeded settings as they are', () => {
    expect(siteSettingsSchema.parse(DEFAULT_SITE_SETTINGS)).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('refuses closing before opening, on the closing time', () => {
    const result = siteSettingsSchema.safeParse({ ...DEFAULT_SITE_SETTINGS, officeHours: { ...DEFAULT_SITE_SETTINGS.officeHours, from: '18:00', to: '09:00' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['officeHours', 'to']);
  });

  it('keeps the digits of a WhatsApp number typed with + and spaces', () => {
    expect(siteSettingsSchema.parse({ ...DEFAULT_SITE_SETTINGS, whatsapp: '+254 700 000 001' }).whatsapp).toBe('254700000001');
  });

  it('fills what a stored row lacks with the seeded values', () => {
    const { footerBadges: _dropped, ...older } = { ...DEFAULT_SITE_SETTINGS, phone: '+254 700 000 001' };
    const read = settingsOrDefaults(older);
    expect(read.phone).toBe('+254 700 000 001');
    expect(read.footerBadges).toEqual(DEFAULT_SITE_SETTINGS.footerBadges);
  });
});
