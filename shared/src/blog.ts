import { z } from 'zod';
// The texts and limits live with the zod-free blog rules; re-exported for the API's convenience.
export { BLOG_MESSAGES, COMMENT_MAX, DEFAULT_COMMENT_NAME } from './blog-content';
import { BLOG_PAGE_SIZE, GUIDES_LIMIT, MIN_READ_MINUTES, READ_WORDS_PER_MINUTE } from './constants';
import { BLOG_MESSAGES, COMMENT_MAX } from './blog-content';
import { BLOG_CATEGORIES } from './enums';

/** Most posts one page of `GET /api/blogs` may ask for. */
export const BLOG_LIMIT_MAX = 50;
export const BLOG_SEARCH_MAX = 200;

// ---------------------------------------------------------------------------------------------
// Pure text helpers
// ---------------------------------------------------------------------------------------------

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** The readable text of an HTML fragment: tags removed (scripts and styles with their content), entities decoded. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** Words of a text: runs of characters between white space. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/** Reading time in whole minutes: max(3, round(words / 180)). */
export function readTimeMinutes(words: number): number {
  const safe = Number.isFinite(words) && words > 0 ? words : 0;
  return Math.max(MIN_READ_MINUTES, Math.round(safe / READ_WORDS_PER_MINUTE));
}

/** Reading time of a post's HTML content. */
export function readTimeOfHtml(html: string): number {
  return readTimeMinutes(countWords(htmlToText(html)));
}

/** A teaser of at most `max` characters cut at a word boundary, with an ellipsis when cut. */
export function excerptOf(text: string, max = 180): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  // Cut inside a word: go back to the last space, unless that would lose too much.
  const lastSpace = clean[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

// ---------------------------------------------------------------------------------------------
// Wire shapes (the answers the public pages read are in ./blog-answers)
// ---------------------------------------------------------------------------------------------

export * from './blog-answers';

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${BLOG_LIMIT_MAX}.`;
const PAGE_MESSAGE = 'Page must be a whole number from 1.';
const limitParam = (fallback: number) =>
  z.preprocess(blank, z.coerce.number({ error: LIMIT_MESSAGE }).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(BLOG_LIMIT_MAX, LIMIT_MESSAGE).default(fallback));

/** Query of `GET /api/blogs`. */
export const blogListQuerySchema = z.object({
  category: z.preprocess(blank, z.enum(BLOG_CATEGORIES, { error: BLOG_MESSAGES.unknownCategory }).optional()),
  /** Free text matched against title, excerpt, author, tags and content. */
  q: z.preprocess(blank, z.string().trim().max(BLOG_SEARCH_MAX, `Search at most ${BLOG_SEARCH_MAX} characters.`).optional()),
  page: z.preprocess(blank, z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(100_000, PAGE_MESSAGE).default(1)),
  limit: limitParam(BLOG_PAGE_SIZE),
  /** Id or slug of a post to leave out (the current post, for related posts). */
  exclude: z.preprocess(blank, z.string().trim().max(200).optional()),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

/** A published comment (spec: _id, name (default 'Guest'), text, date). Text is plain text, never HTML. */
export const blogCommentSchema = z.object({
  id: z.string(),
  name: z.string(),
  text: z.string(),
  /** ISO 8601 date-time. */
  date: z.string(),
});
export type BlogComment = z.infer<typeof blogCommentSchema>;

/** Answer of `GET /api/blogs/{id}/comments` and `POST /api/blogs/{id}/comment`: newest first. */
export const blogCommentListSchema = z.array(blogCommentSchema);

/** Body of `POST /api/blogs/{id}/comment`. */
export const blogCommentInputSchema = z.object({
  text: z
    .string({ error: BLOG_MESSAGES.commentEmpty })
    .trim()
    .min(1, BLOG_MESSAGES.commentEmpty)
    .max(COMMENT_MAX, BLOG_MESSAGES.commentTooLong),
});
export type BlogCommentInput = z.infer<typeof blogCommentInputSchema>;

/**
 * Body of `PUT /api/blogs/{id}/like`: empty to toggle (spec), or `{ liked }` to set the state,
 * which makes a retried request harmless.
 */
export const blogLikeInputSchema = z.preprocess(
  (value) => value ?? {},
  z.object({ liked: z.boolean({ error: 'liked must be true or false.' }).optional() }),
);
export type BlogLikeInput = z.infer<typeof blogLikeInputSchema>;

/** Answer of `PUT /api/blogs/{id}/like`: the new count and whether the user now likes the post. */
export const blogLikeSchema = z.object({
  likes: z.number().int().nonnegative(),
  liked: z.boolean(),
});
export type BlogLike = z.infer<typeof blogLikeSchema>;

/** Query of `GET /api/guides`. */
export const guideListQuerySchema = z.object({
  limit: limitParam(GUIDES_LIMIT),
});
export type GuideListQuery = z.infer<typeof guideListQuerySchema>;
