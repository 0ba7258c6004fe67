/** Pure display helpers shared by the screens. */

/** A number means days; a non-empty string is shown as is; anything else is 'Flexible'. */
export function durationLabel(duration: unknown): string {
  if (typeof duration === 'number' && Number.isFinite(duration) && duration > 0) {
    return `${duration} ${duration === 1 ? 'day' : 'days'}`;
  }
  if (typeof duration === 'string' && duration.trim() !== '') return duration.trim();
  return 'Flexible';
}

/** Rating shown to one decimal ('4.7'); stars use the rounded value. */
export function ratingDisplay(rating: unknown): { text: string; stars: number } {
  const value = typeof rating === 'number' && Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
  return { text: value.toFixed(1), stars: Math.round(value) };
}

/** Absolute http(s) URLs are used as they are; anything else is a file name under `/uploads/`. */
export function imageUrl(image: string | null | undefined, fallback = ''): string {
  const value = image?.trim() ?? '';
  if (value === '') return fallback;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('/uploads/')) return value;
  return `/uploads/${value.replace(/^\/+/, '')}`;
}

/**
 * USD with no decimals: '$1,250'. Written out rather than by Intl.NumberFormat: the first currency
 * formatter a page makes costs a slow phone over 100 ms (ICU's currency data), in the task that
 * hydrates the tours list; the output is the same ('-$1,250' for a negative amount).
 */
export function formatUsd(amount: number): string {
  const rounded = Math.round(amount);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${rounded < 0 ? '-' : ''}$${digits}`;
}

/** Spaces and punctuation (0), then numbers (1), then letters and the rest (2), as ICU's root collation orders them. */
const rank = (part: string) => (/\d/.test(part) ? 1 : /[a-z\u0080-\uffff]/.test(part) ? 2 : 0);

/** A name as {@link compareNames} reads it: its parts (every run of digits one part, else one character each) and their ranks. */
export interface NameKey {
  parts: string[];
  ranks: number[];
}

/** The key of a name, for sorting many: computed once per name, not again at every comparison of it. */
export function nameKey(name: string): NameKey {
  const parts = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().match(/\d+|\D/g) ?? [];
  return { parts, ranks: parts.map(rank) };
}

/** {@link compareNames} of two names' keys. */
export function compareNameKeys(x: NameKey, y: NameKey): number {
  const length = Math.min(x.parts.length, y.parts.length);
  for (let i = 0; i < length; i++) {
    const [p = '', q = ''] = [x.parts[i], y.parts[i]];
    const [rp = 0, rq = 0] = [x.ranks[i], y.ranks[i]];
    const order = rp - rq || (rp === 1 ? Number(p) - Number(q) : p < q ? -1 : p > q ? 1 : 0);
    if (order) return Math.sign(order);
  }
  return Math.sign(x.parts.length - y.parts.length);
}

/**
 * Names in reading order: case and accents ignored, numbers by their value ('Day 2' before
 * 'Day 10'), as `Intl.Collator('en', { sensitivity: 'base', numeric: true })` orders them. Written
 * out: the first collator a page makes costs a slow phone tens of milliseconds in one task.
 */
export function compareNames(a: string, b: string): number {
  return compareNameKeys(nameKey(a), nameKey(b));
}

/**
 * THE date format of the site, in pages and e-mails alike: '20 Jan 2025' (day, short month, year;
 * read the same way everywhere, unlike 1/20/2025 or 20/1/2025). Dates are shown in UTC, so a
 * calendar date ('2025-01-20') never moves a day with the reader's time zone. Month and weekday
 * names are spelled here rather than by Intl: ICU versions differ ('Sep' or 'Sept'), and the
 * server's rendering must equal the browser's.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

function dateOf(value: string): Date | null {
  const trimmed = value.trim();
  // A bare calendar date is midnight UTC.
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? `${trimmed}T00:00:00Z` : trimmed);
  return Number.isNaN(time) ? null : new Date(time);
}

/**
 * '20 Jan 2025' from an ISO date or date-time; with `weekday`, 'Mon, 20 Jan 2025' (travel dates).
 * `fallback` (default '') when the value cannot be read.
 */
export function formatDate(value: string, options: { weekday?: boolean; fallback?: string } = {}): string {
  const date = dateOf(value);
  if (!date) return options.fallback ?? '';
  const day = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  return options.weekday ? `${WEEKDAYS[date.getUTCDay()]}, ${day}` : day;
}

/** '1 Jul' from a yearly day ('07-01', as seasons give them); the value itself when it is not one. */
export function formatDayMonth(monthDay: string): string {
  const match = /^(\d{2})-(\d{2})$/.exec(monthDay.trim());
  const month = match ? MONTHS[Number(match[1]) - 1] : undefined;
  return match && month ? `${Number(match[2])} ${month}` : monthDay;
}

/** 'Jan 2025': the same format without the day, for dates known only to the month (reviews). */
export function formatMonth(value: string, fallback = ''): string {
  const date = dateOf(value);
  return date ? `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}` : fallback;
}
