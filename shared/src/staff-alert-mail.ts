/**
 * E-mail alerts for staff (issue 30): each member of staff chooses which kinds of live alert also
 * come by e-mail, as they happen or as an hourly digest. `GET/PUT /api/admin/events/mail`.
 */
import { z } from 'zod';
import { canAccessSection, type StaffSection } from './staff';
import { STAFF_EVENT_KINDS, STAFF_EVENT_SECTIONS, type StaffEventKind } from './staff-events';
import type { Role } from './enums';

export const STAFF_ALERT_MAIL_MODES = ['instant', 'hourly'] as const;
export type StaffAlertMailMode = (typeof STAFF_ALERT_MAIL_MODES)[number];

export const STAFF_ALERT_MAIL_MODE_LABELS: Record<StaffAlertMailMode, string> = {
  instant: 'As they happen',
  hourly: 'One digest an hour',
};

/** What each kind's e-mail is about, as the settings list it. */
export const STAFF_ALERT_MAIL_KIND_LABELS: Record<StaffEventKind, string> = {
  'booking.created': 'New bookings',
  'payment.confirmed': 'Payments received',
  'enquiry.created': 'New enquiries',
  'chat.message': 'Chat messages',
  'review.created': 'New reviews',
};

/** One alert, as a line of an alert e-mail names it. */
export const STAFF_ALERT_LINES: Record<StaffEventKind, string> = {
  'booking.created': 'New booking',
  'payment.confirmed': 'Payment received',
  'enquiry.created': 'New enquiry',
  'chat.message': 'Chat message',
  'review.created': 'New review',
};

export const STAFF_ALERT_MAIL_MESSAGES = {
  kindNotAllowed: 'Your role does not receive alerts of this kind.',
  saved: 'E-mail alerts saved.',
} as const;

/** How often the alerts worker looks for new events, and a digest's spacing. */
export const STAFF_ALERT_MAIL_INTERVAL_MS = 30_000;
export const STAFF_ALERT_DIGEST_MS = 60 * 60_000;
/** At most this many events are listed in one e-mail (the rest are counted). */
export const STAFF_ALERT_MAIL_MAX_EVENTS = 20;

export const staffAlertMailSchema = z.object({
  kinds: z.array(z.enum(STAFF_EVENT_KINDS)).max(STAFF_EVENT_KINDS.length).transform((kinds) => [...new Set(kinds)]),
  mode: z.enum(STAFF_ALERT_MAIL_MODES),
});
export type StaffAlertMail = z.infer<typeof staffAlertMailSchema>;

/** The kinds this role hears of (the sections it may use). */
export function alertKindsFor(role: Role | null | undefined): StaffEventKind[] {
  return STAFF_EVENT_KINDS.filter((kind) => canAccessSection(role, STAFF_EVENT_SECTIONS[kind] as StaffSection));
}
