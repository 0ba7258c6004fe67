/**
 * The catalogue served from memory. Postgres keeps one catalogue version (migration 0012), bumped by
 * every write to tours, posts (their likes, comments, author avatar) and partners in the writing
 * transaction; lib/catalogue-version.ts knows it (read per request, or kept by listening), so every
 * replica sees a write as soon as it commits and no process guesses.
 *
 * The ETag derives from the version: a matching If-None-Match answers 304 before any catalogue query.
 * Otherwise the answer comes from memory: the body is serialised once per version and query shape
 * (its gzip and brotli encodings once each, when first asked for), in a cache bounded in bytes.
 *
 * The fast lane: once a URL has been answered from the cache, the next request for it, while the
 * state is known without a query (the listening version), is answered from memory before the rest of
 * the app runs (routing, validation, compression). Only requests without credentials, so nothing
 * personal ever takes it; anything it cannot answer at once goes the normal way.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { logRequest, requestIdOf } from './logger';
import { createCatalogueVersion, type CatalogueVersion, type StateReader } from './catalogue-version';

export { createCatalogueVersion, type CatalogueVersion, type StateReader } from './catalogue-version';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Catalogue bodies are tens of kilobytes: the cache holds every shape the site asks for many times over. */
export const CATALOGUE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

interface Entry {
  id: string;
  state: string;
  value: unknown;
  identity: Buffer;
  gzip?: Promise<Buffer>;
  br?: Promise<Buffer>;
  /** The encodings once built, for the fast lane (which never waits). */
  ready: { gzip?: Buffer; br?: Buffer };
  /** What it holds, counted for the bound: the JSON (twice, for the parsed value) and the encodings built. */
  bytes: number;
}

export interface CatalogueAnswer<T> {
  /** Which cached answer: the route and its query shape, e.g. 'tours:list:' or 'blogs:page=1&limit=6'. */
  key: string;
  /** Reads and shapes the answer (called once per version and key); throw NotFoundError for a 404. */
  build: () => Promise<T>;
  /** Cache-Control of the answer; 'no-cache' (revalidate with the ETag) by default. */
  cacheControl?: string;
}

export interface CatalogueCache {
  readonly version: CatalogueVersion;
  /** Answers a GET from memory: 304 for a current If-None-Match, else the body in the best encoding the client takes. */
  send<T>(req: CatalogueRequest, res: Response, answer: CatalogueAnswer<T>): Promise<void>;
  /** The answer's value (for the server-rendered pages), built and kept as `send` would. */
  get<T>(key: string, build: () => Promise<T>): Promise<T>;
  /**
   * The fast lane, the app's first middleware: answers, from memory, a URL `send` answered before,
   * when that takes no waiting, with the site's headers (`headers`, flat) and the request log line;
   * else passes the request on, untouched.
   */
  fastLane(options: FastLaneOptions): RequestHandler;
  /** Entries and bytes held (tests and diagnostics). */
  size(): { entries: number; bytes: number };
}

export interface CatalogueCacheOptions {
  maxBytes?: number;
  /** How the state is known; read per request from `db` by default. */
  version?: CatalogueVersion;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** URLs the fast lane knows (an attacker's made-up query strings must not grow it without end). */
const FAST_LANE_URLS = 1_000;

/** A weak ETag (the same for every encoding of the answer): the state, and the key so two shapes never share one. */
function etagOf(state: string, key: string): string {
  return `W/"c${state}-${hash32(key)}"`;
}

/** FNV-1a, enough to tell keys apart inside one ETag. */
export function hash32(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** True when If-None-Match names this ETag (weak comparison, as RFC 9110 asks for If-None-Match). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** States are '<version>.<publication mark>', both whole numbers. */
function isNewer(state: string, than: string): boolean {
  if (than === '') return true;
  const [v = 0n, m = 0n] = state.split('.').map(BigInt);
  const [tv = 0n, tm = 0n] = than.split('.').map(BigInt);
  return v > tv || (v === tv && m > tm);
}

type Encoding = 'br' | 'gzip' | 'identity';

/** What the cache reads of a request (any Express request, whatever its validated query type). */
export interface CatalogueRequest {
  method: string;
  headers: IncomingHttpHeaders;
  /** The URL as asked for (path and query): the fast lane's key. */
  originalUrl?: string;
}

/** The best encoding the request accepts, brotli first (q=0 refuses one). */
function pickEncoding(accepted: string): Encoding {
  const refuses = (name: string) => new RegExp(`(^|,)\\s*${name}\\s*;\\s*q=0(\\.0*)?\\s*(,|$)`, 'i').test(accepted);
  if (/\bbr\b/i.test(accepted) && !refuses('br')) return 'br';
  if (/\bgzip\b/i.test(accepted) && !refuses('gzip')) return 'gzip';
  return 'identity';
}

/** The site's headers (flat, as `writeHead` takes them) and the request log, for answers from memory. */
export interface FastLaneOptions {
  headers: readonly string[];
  logger: Logger;
}

/** An answer a fast lane holds in memory. */
export interface MemoryAnswer {
  status: number;
  etag: string;
  cacheControl: string;
  contentType: string;
  /** The body in `encoding`, or undefined when that encoding is not built yet. */
  body(encoding: Encoding): Buffer | undefined;
  /** The Vary header when more than Accept-Encoding changes the answer (a page in the visitor's currency). */
  vary?: string;
}

/**
 * Writes an answer held in memory, ahead of the app: 304 for a current If-None-Match, else the body
 * in the best encoding the request takes, with the site's headers, the request id and the log line.
 * False (nothing written) when that encoding is not built yet: the request goes the normal way.
 */
export function answerFromMemory(req: IncomingMessage, res: ServerResponse, lane: FastLaneOptions, answer: MemoryAnswer): boolean {
  const head = [...lane.headers, 'Cache-Control', answer.cacheControl, 'ETag', answer.etag, 'Vary', answer.vary ?? 'Accept-Encoding'];
  let body: Buffer | undefined;
  if (!etagMatches(req.headers['if-none-match'], answer.etag)) {
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    body = answer.body(encoding);
    if (!body) return false;
    head.push('Content-Type', answer.contentType, 'Content-Length', String(body.length));
    if (encoding !== 'identity') head.push('Content-Encoding', encoding);
  }
  const startedAt = Date.now();
  const id = requestIdOf(req);
  head.push('X-Request-Id', id);
  const statusCode = body ? answer.status : 304;
  res.writeHead(statusCode, head);
  res.end(req.method === 'HEAD' ? undefined : body);
  logRequest(lane.logger, { id, method: req.method, url: req.url, statusCode, startedAt });
  return true;
}

/** Browsers send a handful of Accept-Encoding values: each is parsed once. */
const encodings = new Map<string, Encoding>();

function encodingFor(req: CatalogueRequest): Encoding {
  return preferredEncoding(req.headers['accept-encoding']);
}

/** The best encoding an Accept-Encoding header takes, brotli first (q=0 refuses one). */
export function preferredEncoding(accepted: string | undefined): Encoding {
  if (!accepted) return 'identity';
  let encoding = encodings.get(accepted);
  if (encoding === undefined) {
    encoding = pickEncoding(accepted);
    if (encodings.size >= 100) encodings.clear();
    encodings.set(accepted, encoding);
  }
  return encoding;
}

export function createCatalogueCache(db: StateReader, options: CatalogueCacheOptions = {}): CatalogueCache {
  const maxBytes = options.maxBytes ?? CATALOGUE_CACHE_MAX_BYTES;
  const version = options.version ?? createCatalogueVersion(db);
  /** URL (GET, no credentials) → the answer `send` gave it: its key and Cache-Control. */
  const routes = new Map<string, { key: string; cacheControl: string }>();
  /** In insertion-or-use order (a Map keeps it): the first is the least recently used. */
  const entries = new Map<string, Entry>();
  /** Builds under way, so a burst of misses runs the catalogue query once. */
  const building = new Map<string, Promise<Entry>>();
  let bytes = 0;
  let latest = '';

  const remove = (id: string, entry: Entry) => {
    entries.delete(id);
    bytes -= entry.bytes;
  };

  /** Drops the least recently used entries (never `keep`) until the cache is within its bound. */
  function trim(keep: Entry): void {
    for (const [id, entry] of entries) {
      if (bytes <= maxBytes) return;
      if (entry !== keep) remove(id, entry);
    }
    if (bytes > maxBytes) remove(keep.id, keep);
  }

  function store(id: string, entry: Entry): void {
    // An answer bigger than the whole cache is served but not kept.
    if (entry.bytes > maxBytes) return;
    // Answers of an older state are never asked for again.
    for (const [otherId, other] of entries) if (other.state !== latest) remove(otherId, other);
    entries.set(id, entry);
    bytes += entry.bytes;
    trim(entry);
  }

  async function entryFor(state: string, key: string, build: () => Promise<unknown>): Promise<Entry> {
    if (isNewer(state, latest)) latest = state;
    const id = `${state}\n${key}`;
    const found = entries.get(id);
    if (found) {
      // Most recently used goes last.
      entries.delete(id);
      entries.set(id, found);
      return found;
    }
    let pending = building.get(id);
    if (!pending) {
      pending = build().then((value) => {
        const identity = Buffer.from(JSON.stringify(value));
        const entry: Entry = { id, state, value, identity, ready: {}, bytes: identity.length * 2 };
        store(id, entry);
        return entry;
      });
      building.set(id, pending);
      const clear = () => building.delete(id);
      pending.then(clear, clear);
    }
    return pending;
  }

  function encoded(entry: Entry, encoding: Encoding): Promise<Buffer> {
    if (encoding === 'identity') return Promise.resolve(entry.identity);
    const make = () =>
      encoding === 'br'
        ? brotli(entry.identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.identity.length } })
        : gzip(entry.identity, { level: 9 });
    return (entry[encoding] ??= make().then((buffer) => {
      entry.ready[encoding] = buffer;
      entry.bytes += buffer.length;
      if (entries.get(entry.id) === entry) {
        bytes += buffer.length;
        trim(entry);
      }
      return buffer;
    }));
  }

  function headersFor(res: Response, etag: string, cacheControl: string): void {
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('ETag', etag);
    res.setHeader('Vary', 'Accept-Encoding');
  }

  function sendBody(req: CatalogueRequest, res: Response, encoding: Encoding, body: Buffer): void {
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Type', JSON_TYPE);
    res.setHeader('Content-Length', String(body.length));
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** Remembers which answer a URL gets, for the fast lane: public GETs only. */
  function remember(req: CatalogueRequest, key: string, cacheControl: string): void {
    const url = req.originalUrl;
    if (!url || req.method !== 'GET' || req.headers.authorization !== undefined || routes.has(url)) return;
    if (routes.size >= FAST_LANE_URLS) {
      const oldest = routes.keys().next().value;
      if (oldest !== undefined) routes.delete(oldest);
    }
    routes.set(url, { key, cacheControl });
  }

  return {
    version,
    async send(req, res, answer) {
      const state = await version.current();
      const etag = etagOf(state, answer.key);
      const cacheControl = answer.cacheControl ?? 'no-cache';
      headersFor(res, etag, cacheControl);
      if (etagMatches(req.headers['if-none-match'], etag)) {
        res.status(304).end();
        return;
      }
      const entry = await entryFor(state, answer.key, answer.build);
      const encoding = encodingFor(req);
      const body = await encoded(entry, encoding);
      remember(req, answer.key, cacheControl);
      sendBody(req, res, encoding, body);
    },
    fastLane(lane) {
      return (req, res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.authorization !== undefined) return next();
        // The first middleware: the URL is still the one asked for.
        const url = req.url;
        const route = routes.get(url);
        const state = route && version.known();
        if (!route || state === undefined) return next();
        const answered = answerFromMemory(req, res, lane, {
          status: 200,
          etag: etagOf(state, route.key),
          cacheControl: route.cacheControl,
          contentType: JSON_TYPE,
          body: (encoding) => {
            const entry = entries.get(`${state}\n${route.key}`);
            const body = entry && (encoding === 'identity' ? entry.identity : entry.ready[encoding]);
            if (entry && body) {
              // Most recently used goes last.
              entries.delete(entry.id);
              entries.set(entry.id, entry);
            }
            return body;
          },
        });
        if (!answered) next();
      };
    },
    async get<T>(key: string, build: () => Promise<T>) {
      const state = await version.current();
      return (await entryFor(state, key, build)).value as T;
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}
