/** The public pages measured, by name; a tour's and a post's address come from the sitemap. */
import { gzipSync } from 'node:zlib';

export interface Page {
  name: string;
  path: string;
}

const FIXED: Record<string, string> = {
  home: '/',
  tours: '/tours',
  blog: '/blog',
  destination: '/destinations/masai-mara',
  about: '/about',
  contact: '/contact',
  'request-experience': '/request-experience',
  gallery: '/gallery',
  faqs: '/faqs',
  login: '/login',
};

/** The bench's pages (Lighthouse and JS). */
export const BENCH_PAGES = ['home', 'tours', 'tour', 'blog', 'post', 'destination'] as const;
/** The size check's pages: the bench's and the other public screens with their own code. */
export const SIZE_PAGES = [...BENCH_PAGES, 'about', 'contact', 'request-experience', 'gallery', 'faqs', 'login'] as const;

/** The first tour and the newest post the sitemap lists (the demo seed's, also in the bench catalogue). */
async function firstFromSitemap(baseUrl: string, prefix: '/tours/' | '/blog/'): Promise<string> {
  const res = await fetch(`${baseUrl}/sitemap.xml`, { signal: AbortSignal.timeout(15_000) });
  if (!res.ok) throw new Error(`/sitemap.xml answered ${res.status}`);
  const xml = await res.text();
  for (const match of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(match[1] ?? '').pathname;
    if (path.startsWith(prefix) && path.length > prefix.length && !/-b\d+$/.test(path)) return path;
  }
  throw new Error(`The sitemap lists no ${prefix} page`);
}

export async function resolvePages(baseUrl: string, names: readonly string[]): Promise<Page[]> {
  const pages: Page[] = [];
  for (const name of names) {
    if (name === 'tour') pages.push({ name, path: await firstFromSitemap(baseUrl, '/tours/') });
    else if (name === 'post') pages.push({ name, path: await firstFromSitemap(baseUrl, '/blog/') });
    else if (FIXED[name]) pages.push({ name, path: FIXED[name] });
    else throw new Error(`Unknown page '${name}'`);
  }
  return pages;
}

/** What a page's document costs on its own (issue 31): its HTML, gzip, and the CSS inlined in it. */
export interface DocumentSizes {
  /** The HTML, UTF-8 bytes. */
  htmlBytes: number;
  /** The HTML gzip at zlib's default level, as the server's compression sends it. */
  htmlGzipBytes: number;
  /** The bytes inside the document's `<style>` elements, all of them. */
  inlineCssBytes: number;
  styleElements: number;
}

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
/** Text a browser never parses as elements: a `<style>` written inside a script (say, in embedded JSON) or a comment is not one. */
const NOT_ELEMENTS = /<script\b[^>]*>[\s\S]*?<\/script\s*>|<!--[\s\S]*?-->/gi;

export function documentSizes(html: string): DocumentSizes {
  let inlineCssBytes = 0;
  let styleElements = 0;
  for (const match of html.replace(NOT_ELEMENTS, '').matchAll(STYLE_ELEMENT)) {
    styleElements += 1;
    inlineCssBytes += Buffer.byteLength(match[1] ?? '');
  }
  return { htmlBytes: Buffer.byteLength(html), htmlGzipBytes: gzipSync(html).length, inlineCssBytes, styleElements };
}

/** The server's HTML of a page, as a browser asks for it (the bench's server, no service worker). */
export async function fetchDocument(baseUrl: string, path: string): Promise<string> {
  const res = await fetch(`${baseUrl}${path}`, { headers: { Accept: 'text/html' }, signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res.text();
}
