import { formatDate } from '@safari/shared/format';

/** Nairobi keeps UTC+3 all year (no daylight saving). */
const NAIROBI_OFFSET_MS = 3 * 3_600_000;

/** '5 Mar 2027, 14:08' in Nairobi time, from an ISO date-time ('' when it cannot be read). */
export function nairobiDateTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const local = new Date(time + NAIROBI_OFFSET_MS).toISOString();
  return `${formatDate(local.slice(0, 10))}, ${local.slice(11, 16)}`;
}

/** '5 Mar 2027' in Nairobi time, from an ISO date-time. */
export function nairobiDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : formatDate(new Date(time + NAIROBI_OFFSET_MS).toISOString().slice(0, 10));
}

/** Today in Nairobi, YYYY-MM-DD. */
export function nairobiToday(now: Date = new Date()): string {
  return new Date(now.getTime() + NAIROBI_OFFSET_MS).toISOString().slice(0, 10);
}
