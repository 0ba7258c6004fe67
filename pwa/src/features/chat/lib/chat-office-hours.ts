/**
 * What the chat says outside office hours (Nairobi time, from the site settings): when a planner
 * will answer. Loaded with the panel (it brings the settings' module), never with the page.
 */
import { isWithinOfficeHours, nextOpening } from '@safari/shared/settings';
import type { OfficeHours } from '@safari/shared/site';

const opening = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Africa/Nairobi' });
const dayOf = new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Africa/Nairobi' });
const timeOf = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Africa/Nairobi' });

/** Null while the office is open; otherwise the sentence that says when a planner will answer. */
export function officeHoursNote(officeHours: OfficeHours, now: Date = new Date()): string | null {
  const settings = { officeHours };
  if (isWithinOfficeHours(settings, now)) return null;
  const next = nextOpening(settings, now);
  if (!next) return 'Our planners are away just now; we will answer your message as soon as we can.';
  const when = dayOf.format(next) === dayOf.format(now) ? `today from ${timeOf.format(next)}` : `on ${opening.format(next).replace(/,? (\d\d:\d\d)$/, ' from $1')}`;
  return `Our planners are away just now. A planner will answer ${when} (Nairobi time).`;
}
