/**
 * Server-rendered pages kept in memory. A public page depends only on its URL, the currency its
 * prices are shown in, the catalogue and the build (nothing personal is rendered on the server; the
 * caller's key holds the URL and the currency), so its HTML is rendered once per
 * catalogue state (read from Postgres on every request: a write on any replica is seen at once)
 * and build, and served from memory after that, with its gzip and brotli encodings built once and
 * an ETag for revalidation. Bounded in bytes, least recently used first out. A kept page is open to
 * the fast lane (lib/fast-lane.ts).
 */
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { Currency } from '@safari/shared/money-terms';
import { encode, etagMatches, hash32, preferredEncoding } from '../../lib/content-negotiation';
import { answerFromMemory, type FastLaneOptions } from '../../lib/fast-lane';
import type { BuildStamp } from './app-files';
import { REVALIDATE } from './cache-policy';
import { pageCurrency } from './currency';

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
      return (page.encodings[encoding] ??= encode(page.identity, encoding).then((buffer) => {
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

/**
 * A page's prices are in the visitor's currency (its cookie, else its Accept-Language): a kept page
 * is kept per currency, and caches between here and the browser are told so.
 */
export const PAGE_VARY = 'Accept-Encoding, Cookie, Accept-Language';

/** A kept page's key: the build, the currency of its prices and the URL as asked for. */
export const pageKey = (build: string, currency: Currency, url: string) => `${build}\n${currency}\n${url}`;

/** A kept page: 304 for a current If-None-Match, else its body in the best encoding the client takes. */
export async function sendKept(req: Request, res: Response, cache: PageCache, page: CachedPage): Promise<void> {
  res.set({ 'Cache-Control': REVALIDATE, ETag: page.etag, Vary: PAGE_VARY });
  if (etagMatches(req.headers['if-none-match'], page.etag)) {
    res.status(304).end();
    return;
  }
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  const body = await cache.body(page, encoding);
  if (encoding !== 'identity') res.set('Content-Encoding', encoding);
  res.status(page.status).type('html').set('Content-Length', String(body.length));
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** True when the request takes HTML (no Accept header takes anything). */
function takesHtml(accept: IncomingMessage['headers']['accept']): boolean {
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

/** The kept pages' fast lane (lib/fast-lane.ts). Pages hold nothing personal, so credentials do not matter here. */
export function pageFastLane(cache: PageCache, known: () => string | undefined, stamp: BuildStamp, lane: FastLaneOptions): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !takesHtml(req.headers.accept)) return next();
    const state = known();
    const built = stamp.known();
    if (state === undefined || built === undefined) return next();
    const page = cache.get(state, pageKey(built, pageCurrency(req), req.url));
    if (!page) return next();
    const answered = answerFromMemory(req, res, lane, {
      status: page.status,
      etag: page.etag,
      cacheControl: REVALIDATE,
      contentType: 'text/html; charset=utf-8',
      body: (encoding) => (encoding === 'identity' ? page.identity : page.ready[encoding]),
      vary: PAGE_VARY,
    });
    if (!answered) next();
  };
}
