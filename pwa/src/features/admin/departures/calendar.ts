/**
 * Calendar arithmetic on YYYY-MM-DD strings (calendar dates, no time zone): the month shown, its
 * weeks (Monday first, as the office reads a week), and how a departure's seats and state read.
 */
import type { AdminDeparture, DepartureStatus } from '@safari/shared/departures';
import { officeToday } from '@safari/shared/local-time';

const pad = (value: number) => String(value).padStart(2, '0');
const isoOf = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** Today in Nairobi (UTC+3 all year): the office's today, 'YYYY-MM-DD'. */
export const nairobiToday = (): string => officeToday();

/** A date `days` after `date` (both 'YYYY-MM-DD'). */
export function addDays(date: string, days: number): string {
  return isoOf(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));
}

/** 'YYYY-MM' as given, or this month in Nairobi when none is given or it cannot be read. */
export function monthOf(value?: string | null): string {
  if (value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return value;
  return nairobiToday().slice(0, 7);
}

/** The month `count` months after `month` (negative: before). */
export function addMonths(month: string, count: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, index - 1 + count, 1));
  return isoOf(date).slice(0, 7);
}

/** First and last day of the month. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return { from: `${month}-01`, to: isoOf(new Date(Date.UTC(year, index, 0))) };
}

/** The month's weeks, Monday first; days outside the month are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const { from, to } = monthRange(month);
  const first = new Date(`${from}T00:00:00Z`);
  const last = Number(to.slice(8, 10));
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [...Array.from({ length: lead }, () => null), ...Array.from({ length: last }, (_, day) => `${month}-${pad(day + 1)}`)];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Weekday names, Monday first, with the API's numbers (0 = Sunday … 6 = Saturday). */
export const WEEK_DAYS = [
  { day: 1, short: 'Mon', long: 'Monday' },
  { day: 2, short: 'Tue', long: 'Tuesday' },
  { day: 3, short: 'Wed', long: 'Wednesday' },
  { day: 4, short: 'Thu', long: 'Thursday' },
  { day: 5, short: 'Fri', long: 'Friday' },
  { day: 6, short: 'Sat', long: 'Saturday' },
  { day: 0, short: 'Sun', long: 'Sunday' },
] as const;

export const DEPARTURE_STATUS_LABELS: Record<DepartureStatus, string> = { open: 'Open', closed: 'Closed', cancelled: 'Cancelled' };

/** What a departure's chip says: its status, or 'Full' for an open one with no seat left. */
export function departureState(departure: Pick<AdminDeparture, 'status' | 'free'>): { label: string; color: 'success' | 'warning' | 'default' | 'error' } {
  if (departure.status === 'cancelled') return { label: 'Cancelled', color: 'error' };
  if (departure.status === 'closed') return { label: 'Closed', color: 'default' };
  if (departure.free <= 0) return { label: 'Full', color: 'warning' };
  return { label: 'Open', color: 'success' };
}
