/**
 * Meta tags of a page, written into its HTML by the server for every page it renders: title,
 * description, canonical link, Open Graph, Twitter card and, for a tour or a post, schema.org
 * JSON-LD, so that shared links and crawlers see the page without running the app. A page's title
 * and description are its route table entry's (shared/src/site-pages.ts); a tour's or a post's page
 * takes them from its record (the features' resolvers).
 */
import type { PageMatch } from '@safari/shared/page-match';
import { documentTitle } from '@safari/shared/site-page-rules';
import { SITE_PAGES, type PageDataKind, type SitePage } from '@safari/shared/site-pages';
import { NotFoundError } from './errors';

export interface PageMeta {
  /** The page's own title, e.g. a tour's name: the document's title adds the site's name (`documentTitle`). */
  title: string;
  description: string;
  /** Path of the page on this site, e.g. '/blog/what-to-pack'; none for the not-found page (no canonical address). */
  path?: string;
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
/** The meta of a page its route table entry describes; null for a page rendered by the browser only or one of an item's. */
export function sitePageMeta({ path, page }: Pick<PageMatch, 'path' | 'page'>): PageMeta | null {
  if (page.client || !page.title || !page.description) return null;
  return { title: page.title, description: page.description, ...(path === '*' ? {} : { path }), type: 'website' };
}

/**
 * The meta of the page `match` shows: a tour's or a post's from its record (`item`: the features'
 * resolvers), the not-found page's when there is no such item, any other page's from its route table
 * entry; null for a page the browser renders alone (its shell keeps the site's generic head).
 */
export async function pageMeta(match: PageMatch, origin: string, item?: PageMetaResolver): Promise<PageMeta | null> {
  if (match.page.client) return null;
  const own = item ? await item(match, origin) : null;
  if (own) return own;
  const isItem = match.page.data === 'tour' || match.page.data === 'post';
  return sitePageMeta(isItem ? { path: '*', page: SITE_PAGES['*'] as SitePage } : match);
}

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
  const url = meta.path === undefined ? undefined : escapeHtml(absoluteUrl(meta.path, origin));
  const title = escapeHtml(documentTitle(meta.title, siteName, meta.path === '/' ? '/' : undefined));
  const tags: string[] = [
    `<title>${title}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    ...(url ? [`<link rel="canonical" href="${url}" />`] : []),
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    ...(url ? [`<meta property="og:url" content="${url}" />`] : []),
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
 * index.html with the page's title, description and social tags in place of the shell's generic ones.
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
