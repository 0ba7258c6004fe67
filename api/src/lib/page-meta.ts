/**
 * Meta tags of a page, written into index.html by the server for the pages that have their own (a
 * tour, a blog post): title, description, canonical link, Open Graph, Twitter card and schema.org
 * JSON-LD, so that shared links and crawlers see the page without running the app.
 */
import type { PageMatch } from '@safari/shared/page-match';
import type { PageDataKind } from '@safari/shared/site-pages';
import { NotFoundError } from './errors';

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page on this site, e.g. '/blog/what-to-pack'. */
  path: string;
  /** Image path on this site or an absolute URL; omitted when the page has none. */
  image?: string;
  /** Open Graph type. */
  type: 'website' | 'article';
  article?: { publishedTime: string; modifiedTime: string; author: string; section?: string; tags: string[] };
  /** A schema.org object, serialised as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

/** Looks up the meta of a page (shared/src/site-pages.ts); null when it has none of its own. */
export type PageMetaResolver = (page: PageMatch, origin: string) => Promise<PageMeta | null>;

/**
 * A resolver for the pages of one item each, e.g. a post's (`kind` 'post', `/blog/:id`): `find`
 * looks the item up by the address's id or slug (a NotFoundError means no page of its own) and
 * `build` writes its meta.
 */
export function itemPageMeta<T>(kind: PageDataKind, find: (key: string) => Promise<T>, build: (item: T, origin: string) => PageMeta): PageMetaResolver {
  return async ({ page, id }, origin) => {
    if (page.data !== kind || !id) return null;
    let key: string;
    try {
      key = decodeURIComponent(id);
    } catch {
      return null;
    }
    const item = await find(key).catch((error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    });
    return item ? build(item, origin) : null;
  };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** JSON that cannot close its <script> element or open a comment, whatever the strings hold. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An absolute URL of a path or URL on this site. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, `${origin}/`).toString();
}

function metaTags(meta: PageMeta, origin: string, siteName: string): string {
  const url = absoluteUrl(meta.path, origin);
  const tags: string[] = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ];
  if (meta.image) {
    const image = escapeHtml(absoluteUrl(meta.image, origin));
    tags.push(`<meta property="og:image" content="${image}" />`, `<meta name="twitter:image" content="${image}" />`);
  }
  if (meta.article) {
    const { publishedTime, modifiedTime, author, section, tags: articleTags } = meta.article;
    tags.push(
      `<meta property="article:published_time" content="${escapeHtml(publishedTime)}" />`,
      `<meta property="article:modified_time" content="${escapeHtml(modifiedTime)}" />`,
      `<meta property="article:author" content="${escapeHtml(author)}" />`,
    );
    if (section) tags.push(`<meta property="article:section" content="${escapeHtml(section)}" />`);
    for (const tag of articleTags) tags.push(`<meta property="article:tag" content="${escapeHtml(tag)}" />`);
  }
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/**
 * index.html with the page's own title, description and social tags in place of the generic ones.
 * Tags the page sets itself are removed from the template first, so none appears twice.
 */
export function injectPageMeta(html: string, meta: PageMeta, origin: string, siteName: string): string {
  const withoutGeneric = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/gi, '')
    .replace(/<meta\s+(?:property|name)=["'](?:og|twitter|article):[^"']*["'][^>]*>\s*/gi, '')
    .replace(/<link\s+rel=["']canonical["'][^>]*>\s*/gi, '');
  const block = `${metaTags(meta, origin, siteName)}\n  `;
  return withoutGeneric.includes('</head>') ? withoutGeneric.replace('</head>', () => `    ${block}</head>`) : `${block}${withoutGeneric}`;
}
