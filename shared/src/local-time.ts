/**
 * THE date and time format of the console, in the office's time: Nairobi (East Africa Time, UTC+3
 * all year, no daylight saving). '5 Mar 2027' for a day, '26 Nov 2026 15:08' for a moment. Written
 * out rather than by Intl, like `format.ts`: the same text on the server (CSV exports, audit
 * sentences) and on every tablet, whatever its own time zone.
 */
import { formatDate } from './format';

export const OFFICE_TIME_ZONE = 'Africa/Nairobi';
/** How the console names the office's time after a moment: '26 Nov 2026 15:08 (Nairobi)'. */
export const OFFICE_TIME_LABEL = 'Nairobi';
const OFFSET_MS = 3 * 60 * 60 * 1000;

const pad = (value: number) => String(value).padStart(2, '0');

/** The moment shifted so that its UTC fields read as Nairobi's wall clock; null when unreadable. */
function officeClock(value: string | Date): Date | null {
  const time = value instanceof Date ? value.getTime() : Date.parse(value.trim());
  return Number.isNaN(time) ? null : new Date(time + OFFSET_MS);
}

/**
 * '5 Mar 2027': a calendar date ('2027-03-05') as it is, a moment as the day it was in Nairobi.
 * `fallback` (default '') when the value cannot be read.
 */
export function formatOfficeDate(value: string | Date | null | undefined, fallback = ''): string {
  if (value === null || value === undefined) return fallback;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return formatDate(value, { fallback });
  const clock = officeClock(value);
  return clock ? formatDate(clock.toISOString(), { fallback }) : fallback;
}

/** '15:08': the time of a moment in Nairobi. */
export function formatOfficeTime(value: string | Date | null | undefined, fallback = ''): string {
  const clock = value === null || value === undefined ? null : officeClock(value);
  return clock ? `${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}` : fallback;
}

/** '26 Nov 2026 15:08': a moment in Nairobi. */
export function formatOfficeDateTime(value: string | Date | null | undefined, fallback = ''): string {
  const clock = value === null || value === undefined ? null : officeClock(value);
  return clock ? `${formatDate(clock.toISOString())} ${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}` : fallback;
}

/** Today in Nairobi, YYYY-MM-DD. */
export function officeToday(now: Date = new Date()): string {
  return new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}
