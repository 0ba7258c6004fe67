/**
 * Blog rules that the screens need without zod (the post screen imports this statically; the zod
 * schemas in blog.ts load lazily): the visitor-facing texts and limits, and the one allow-list of
 * post HTML. The API sanitises post content with the allow-list when a post is written and again
 * when it is read; the PWA applies it once more when it renders content (also from a cache).
 */

/** Visitor-facing texts of the blog that the API and the screens share (spec, exact). */
export const BLOG_MESSAGES = {
  commentEmpty: 'Please write something before submitting.',
  commentTooLong: 'Comments can be at most 5000 characters.',
  postNotFound: 'Blog post not found.',
  signInToLike: 'Please sign in to like this post.',
  signInToComment: 'Please sign in to comment.',
  unknownCategory: 'Choose one of the blog categories.',
} as const;

/** Longest comment (the database allows 5000 characters). */
export const COMMENT_MAX = 5_000;
/** Name shown for a comment whose author left no name (spec). */
export const DEFAULT_COMMENT_NAME = 'Guest';

/** Elements a post may contain; everything else is dropped (script, style, iframe, form… with their content). */
export const BLOG_ALLOWED_TAGS = [
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'ul', 'ol', 'li', 'blockquote', 'pre', 'code',
  'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'span', 'small', 'mark',
  'a', 'img', 'figure', 'figcaption',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
] as const;

/** Attributes per element; no element keeps any other (no style, class, id or event handler). */
export const BLOG_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ol: ['start'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

/** Elements removed together with everything inside them (their text is code, not prose). */
export const BLOG_DROPPED_WITH_CONTENT = ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'textarea', 'select', 'svg', 'math'] as const;

/** Schemes a link may use. Relative addresses ('/tours', '#section') are allowed too. */
export const BLOG_LINK_SCHEMES = ['http', 'https'] as const;
/** Schemes an image may use; `data:` only for raster and SVG images (an `<img>` never runs scripts). */
export const BLOG_IMAGE_SCHEMES = ['http', 'https', 'data'] as const;

const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// Browsers ignore ASCII tabs and newlines inside URLs ('java\tscript:'), and leading control characters.
// eslint-disable-next-line no-control-regex
const IGNORED_IN_URLS = /[\u0000-\u0020\u007f]/g;

/**
 * Whether an address may stay on a link (`href`) or an image (`src`): http and https (and `data:`
 * images), or a relative address. Anything else (javascript:, vbscript:, data: links, file:…) is refused.
 */
export function isAllowedBlogUrl(value: string, kind: 'link' | 'image'): boolean {
  const url = value.replace(IGNORED_IN_URLS, '');
  if (url === '') return false;
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return true;
  const allowed: readonly string[] = kind === 'link' ? BLOG_LINK_SCHEMES : BLOG_IMAGE_SCHEMES;
  if (!allowed.includes(scheme)) return false;
  return scheme !== 'data' || DATA_IMAGE.test(url);
}
