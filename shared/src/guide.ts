/**
 * The public guide / blog post teaser in the spec's normalised shape (public spec, section 3), and
 * the pure functions that turn whatever a guides or blog answer holds into it. No zod here on
 * purpose: the home page normalises guides in a small chunk, and the answers it accepts are loose
 * by definition (a list or `{ items }`, `id` or `_id`, `image`, `cover` or `coverImage`, ...).
 */
import { GUIDES_LIMIT, MIN_READ_MINUTES, READ_WORDS_PER_MINUTE } from './constants';

export interface GuideAuthor {
  name: string;
  title: string;
  /** Image URL or file name; '' means show the author's initials. */
  avatar: string;
}

export interface Guide {
  /** `id` or `_id`; the slug when neither is given. */
  id: string;
  slug: string;
  title: string;
  /** `excerpt` or `summary`. */
  excerpt: string;
  /** `image`, `cover` or `coverImage`: a file name under /uploads/ or a URL; '' when none. */
  image: string;
  category: string;
  /** `date`, `publishedAt` or `createdAt`, as given; '' when none. */
  date: string;
  /** Whole minutes, or null when unknown. */
  readTime: number | null;
  tags: string[];
  /** The guide's own link (absolute http(s) or a path on this site); '' when it has none. */
  url: string;
  author: GuideAuthor;
}

export const GUIDE_DEFAULT_TITLE = 'Untitled';
/** Category of a guide without one: 'Blog' in the home teasers, 'Travel' in the blog list. */
export const GUIDE_DEFAULT_CATEGORY_HOME = 'Blog';
export const GUIDE_DEFAULT_CATEGORY_BLOG = 'Travel';
export const GUIDE_DEFAULT_AUTHOR: Readonly<GuideAuthor> = { name: 'Editorial', title: 'Contributor', avatar: '' };
/** A teaser shows the first two tags of a guide. */
export const GUIDE_TEASER_TAGS = 2;

export interface NormalizeGuideOptions {
  /** Defaults to {@link GUIDE_DEFAULT_CATEGORY_HOME}. */
  defaultCategory?: string;
  /** Fills in what an entry's author lacks; defaults to {@link GUIDE_DEFAULT_AUTHOR}. */
  defaultAuthor?: Partial<GuideAuthor>;
}

type Entry = Record<string, unknown>;

function isEntry(value: unknown): value is Entry {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first field that holds a non-blank string (or a finite number), trimmed; '' otherwise. */
function text(entry: Entry, ...keys: string[]): string {
  for (const key of keys) {
    const value = entry[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return '';
}

function tagList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const tags = items.filter((item): item is string => typeof item === 'string').map((item) => item.trim());
  return [...new Set(tags.filter((tag) => tag !== ''))];
}

/** Minutes from a number or a text such as '5 min read'; else estimated from HTML or text content. */
function readMinutes(entry: Entry): number | null {
  const given = entry.readTime ?? entry.read_time;
  const minutes = typeof given === 'number' ? given : typeof given === 'string' ? Number.parseInt(given, 10) : Number.NaN;
  if (Number.isFinite(minutes) && minutes > 0) return Math.round(minutes);
  const content = entry.content ?? entry.contentHtml;
  if (typeof content !== 'string' || content.trim() === '') return null;
  const words = content.replace(/<[^>]*>/g, ' ').split(/\s+/).filter((word) => word !== '').length;
  return Math.max(MIN_READ_MINUTES, Math.round(words / READ_WORDS_PER_MINUTE));
}

/** Only links a visitor can safely follow: absolute http(s) or a path on this site (never `javascript:`). */
function safeUrl(value: string): string {
  if (/^https?:\/\/[^\s]+$/i.test(value)) return value;
  if (/^\/(?!\/)[^\s]*$/.test(value)) return value;
  return '';
}

function author(value: unknown, defaults: GuideAuthor): GuideAuthor {
  if (typeof value === 'string' && value.trim() !== '') return { ...defaults, name: value.trim() };
  if (!isEntry(value)) return { ...defaults };
  return {
    name: text(value, 'name') || defaults.name,
    title: text(value, 'title', 'role') || defaults.title,
    avatar: text(value, 'avatar', 'image') || defaults.avatar,
  };
}

/**
 * One guide or blog post in any loose shape, normalised. Returns null for something that is not an
 * object (a string, a number, null, a list), so a list can drop it.
 */
export function normalizeGuide(raw: unknown, options: NormalizeGuideOptions = {}): Guide | null {
  if (!isEntry(raw)) return null;
  const slug = text(raw, 'slug');
  const defaults = { ...GUIDE_DEFAULT_AUTHOR, ...options.defaultAuthor };
  return {
    id: text(raw, 'id', '_id') || slug,
    slug,
    title: text(raw, 'title') || GUIDE_DEFAULT_TITLE,
    excerpt: text(raw, 'excerpt', 'summary'),
    image: text(raw, 'image', 'cover', 'coverImage'),
    category: text(raw, 'category') || options.defaultCategory || GUIDE_DEFAULT_CATEGORY_HOME,
    date: text(raw, 'date', 'publishedAt', 'createdAt'),
    readTime: readMinutes(raw),
    tags: tagList(raw.tags),
    url: safeUrl(text(raw, 'url')),
    author: author(raw.author, defaults),
  };
}

export interface NormalizeGuideListOptions extends NormalizeGuideOptions {
  /** At most this many are kept; defaults to {@link GUIDES_LIMIT} (4). */
  limit?: number;
}

/** A guides answer (a list, or an object with an `items` list) normalised; anything else is empty. */
export function normalizeGuideList(answer: unknown, options: NormalizeGuideListOptions = {}): Guide[] {
  const list = Array.isArray(answer) ? answer : isEntry(answer) && Array.isArray(answer.items) ? answer.items : [];
  const limit = options.limit ?? GUIDES_LIMIT;
  const guides: Guide[] = [];
  for (const item of list) {
    if (guides.length >= limit) break;
    const guide = normalizeGuide(item, options);
    if (guide) guides.push(guide);
  }
  return guides;
}

/** Where a guide links to: its url, else `/blog/{slug}`, else '#'. */
export function guideHref(guide: Pick<Guide, 'url' | 'slug'>): string {
  if (guide.url !== '') return guide.url;
  if (guide.slug !== '') return `/blog/${encodeURIComponent(guide.slug)}`;
  return '#';
}
