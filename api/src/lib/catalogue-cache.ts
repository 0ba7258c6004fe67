/**
 * The catalogue served from memory. Postgres keeps one catalogue version (migration 0012), bumped by
 * every write to tours, posts (their likes, comments, author avatar) and partners in the writing
 * transaction; lib/catalogue-version.ts knows it (read per request, or kept by listening), so every
 * replica sees a write as soon as it commits and no process guesses.
 *
 * The ETag derives from the version: a matching If-None-Match answers 304 before any catalogue query.
 * Otherwise the answer comes from memory: the body is serialised once per version and query shape
 * (its gzip and brotli encodings once each, when first asked for), in a cache bounded in bytes.
 * A URL answered from the cache once is then open to the fast lane (lib/fast-lane.ts).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler, Response } from 'express';
import { createCatalogueVersion, type CatalogueVersion, type StateReader } from './catalogue-version';
import { encode, etagMatches, hash32, preferredEncoding, type Encoding } from './content-negotiation';
import { answerFromMemory, type FastLaneOptions } from './fast-lane';

export { createCatalogueVersion, type CatalogueVersion, type StateReader } from './catalogue-version';

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
  /** Its fast lane (lib/fast-lane.ts): a URL `send` answered before, from memory; else the request goes on. */
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

/** States are '<version>.<publication mark>', both whole numbers. */
function isNewer(state: string, than: string): boolean {
  if (than === '') return true;
  const [v = 0n, m = 0n] = state.split('.').map(BigInt);
  const [tv = 0n, tm = 0n] = than.split('.').map(BigInt);
  return v > tv || (v === tv && m > tm);
}

/** What the cache reads of a request (any Express request, whatever its validated query type). */
export interface CatalogueRequest {
  method: string;
  headers: IncomingHttpHeaders;
  /** The URL as asked for (path and query): the fast lane's key. */
  originalUrl?: string;
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
    return (entry[encoding] ??= encode(entry.identity, encoding).then((buffer) => {
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
      const encoding = preferredEncoding(req.headers['accept-encoding']);
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
