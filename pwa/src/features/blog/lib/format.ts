/** Display helpers of the blog screens. */
import { formatDate } from '@safari/shared/format';

/**
 * Category shown for a post without one in the blog screens (spec; the same value as guide.ts's
 * GUIDE_DEFAULT_CATEGORY_BLOG, not imported to keep that module out of these routes' first load).
 */
export const DEFAULT_LIST_CATEGORY = 'Travel';

/** '20 Jan 2025' (the site's one date format) from an ISO date or date-time; '' when it cannot be read. */
export function formatPostDate(value: string): string {
  return formatDate(value);
}

/** The machine-readable date of a `<time>` element (YYYY-MM-DD). */
export function isoDay(value: string): string | undefined {
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

/** Up to two initials of a name ('Amani Otieno' → 'AO'); '?' for a blank name. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** '5 min read'. */
export function readTimeLabel(minutes: number | null | undefined): string {
  return `${minutes && minutes > 0 ? minutes : 3} min read`;
}
