/**
 * Server-rendered pages kept in memory. A public page depends only on its URL, the currency its
 * prices are shown in, the catalogue and the build (nothing personal is rendered on the server; the
 * caller's key holds the URL and the currency), so its HTML is rendered once per
 * catalogue state (read from Postgres on every request: a write on any replica is seen at once)
 * and build, and served from memory after that, with its gzip and brotli encodings built once and
 * an ETag for revalidation. Bounded in bytes, least recently used first out.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { hash32 } from '../../lib/catalogue-cache';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A few hundred pages of 30–200 kB: the pages visitors open, many times over. */
export const PAGE_CACHE_MAX_BYTES = 24 * 1024 * 1024;

export type PageEncoding = 'br' | 'gzip' | 'identity';

export interface CachedPage {
  key: string;
  status: number;
  etag: string;
  identity: Buffer;
  encodings: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
  /** The encodings once built (the fast lane never waits). */
  ready: Partial<Record<'br' | 'gzip', Buffer>>;
  bytes: number;
}

export interface PageCache {
  /** The page under `key` for this catalogue state and build, if it is kept. */
  get(state: string, key: string): CachedPage | undefined;
  /** Keeps a rendered page (a page bigger than the whole cache is not kept). */
  put(state: string, key: string, status: number, html: string): CachedPage;
  /** The page's body in `encoding`, built once. */
  body(page: CachedPage, encoding: PageEncoding): Promise<Buffer>;
  size(): { entries: number; bytes: number };
}

export function createPageCache(maxBytes = PAGE_CACHE_MAX_BYTES): PageCache {
  /** In use order (a Map keeps insertion order): the first is the least recently used. */
  const pages = new Map<string, CachedPage>();
  let state = '';
  let bytes = 0;

  const drop = (key: string, page: CachedPage) => {
    pages.delete(key);
    bytes -= page.bytes;
  };
  const trim = () => {
    for (const [key, page] of pages) {
      if (bytes <= maxBytes) return;
      drop(key, page);
    }
  };
  /** Pages of an older catalogue state are never asked for again. */
  const moveTo = (next: string) => {
    if (next === state) return;
    state = next;
    pages.clear();
    bytes = 0;
  };

  return {
    get(current, key) {
      if (current !== state) return undefined;
      const page = pages.get(key);
      if (page) {
        pages.delete(key);
        pages.set(key, page);
      }
      return page;
    },
    put(current, key, status, html) {
      const identity = Buffer.from(html);
      const page: CachedPage = { key, status, etag: `W/"p${current}-${hash32(key)}-${hash32(html)}"`, identity, encodings: {}, ready: {}, bytes: identity.length };
      if (identity.length > maxBytes) return page;
      moveTo(current);
      const old = pages.get(key);
      if (old) drop(key, old);
      pages.set(key, page);
      bytes += page.bytes;
      trim();
      return page;
    },
    body(page, encoding) {
      if (encoding === 'identity') return Promise.resolve(page.identity);
      return (page.encodings[encoding] ??= (
        encoding === 'br' ? brotli(page.identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }) : gzip(page.identity, { level: 9 })
      ).then((buffer) => {
        page.ready[encoding] = buffer;
        page.bytes += buffer.length;
        if (pages.get(page.key) === page) {
          bytes += buffer.length;
          trim();
        }
        return buffer;
      }));
    },
    size: () => ({ entries: pages.size, bytes }),
  };
}
