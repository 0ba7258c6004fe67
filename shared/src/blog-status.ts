/**
 * A blog post's publication state, zod-free (the console's list and editor import it). A post is
 * stored as `is_published` and `published_at`: a draft is not published; a published post whose
 * time is still to come is scheduled, and becomes public at that time with no further write (the
 * public queries ask `published_at <= now()`, and the catalogue state includes the newest time reached).
 */
import { formatOfficeDate, formatOfficeDateTime } from './local-time';

export const BLOG_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const BLOG_STATUS_LABELS: Record<BlogStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

export const BLOG_STATUS_MESSAGES = {
  status: 'Choose draft, scheduled or published',
  publishAtRequired: 'Choose the date and time to publish',
  publishAt: 'Choose a valid date and time',
} as const;

/** The state of a stored post at `now`. */
export function blogStatusOf(isPublished: boolean, publishedAt: string | Date, now: Date = new Date()): BlogStatus {
  if (!isPublished) return 'draft';
  return new Date(publishedAt).getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** Posts per state, as the console's list caption explains its count. */
export interface BlogStatusCounts {
  draft: number;
  scheduled: number;
  published: number;
}

/** '15 posts: 14 published, 1 draft' (states with no post left out; '1 post: 1 draft'). */
export function describeBlogCounts(counts: BlogStatusCounts): string {
  const total = counts.draft + counts.scheduled + counts.published;
  const parts = (['published', 'scheduled', 'draft'] as const)
    .filter((status) => counts[status] > 0)
    .map((status) => `${counts[status]} ${status === 'draft' && counts.draft > 1 ? 'drafts' : status}`);
  const head = `${total} ${total === 1 ? 'post' : 'posts'}`;
  return parts.length > 0 ? `${head}: ${parts.join(', ')}` : head;
}

/** Nairobi keeps East Africa Time all year (UTC+3, no daylight saving). */
const NAIROBI_OFFSET = '+03:00';
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;

/** '2027-03-05T09:30' as typed in a date-time field (Nairobi time) → the ISO instant, or null when unreadable. */
export function nairobiLocalToIso(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const date = new Date(`${local}:00${NAIROBI_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An ISO instant → '2027-03-05T09:30' in Nairobi time, for a date-time field ('' when unreadable). */
export function isoToNairobiLocal(iso: string): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time + NAIROBI_OFFSET_MS).toISOString().slice(0, 16);
}

/** The console's one date format, in Nairobi time ('5 Mar 2027', '5 Mar 2027 09:30'). */
export { formatOfficeDate as formatNairobiDate, formatOfficeDateTime as formatNairobiDateTime };

/** What a post's state means, in words: 'Draft', 'Scheduled for 5 Mar 2027 09:30 (Nairobi)', 'Published 5 Mar 2027'. */
export function describeBlogStatus(status: BlogStatus, date: string): string {
  if (status === 'draft') return 'Draft: not on the site';
  if (status === 'scheduled') return `Scheduled for ${formatOfficeDateTime(date)} (Nairobi)`;
  return `Published ${formatOfficeDate(date)}`;
}
