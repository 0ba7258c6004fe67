/**
 * Files served next to the API in the one-process setup: uploaded images, and the built PWA with
 * caching that suits a service worker (hashed assets forever, everything else revalidated) and a
 * fallback to index.html for client-side routes. Images under /uploads and /images are named by
 * their content (`name.<hash>.webp`) and cached for a year; a plain name (an older upload, a row or
 * link from before content names) is still served, from the file itself or its content-named
 * successor, with a shorter cache.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { currencyOfRequest } from '@safari/shared/currency-choice';
import type { Currency } from '@safari/shared/money-terms';
import type { PageData } from '@safari/shared/page-data';
import { SITE } from '@safari/shared/site';
import { answerFromMemory, etagMatches, type FastLaneOptions } from '../../lib/catalogue-cache';
import { injectPageMeta, type PageMeta, type PageMetaResolver } from '../../lib/page-meta';
import type { CachedPage, PageCache, PageEncoding } from './page-cache';
import { precompressedAssets } from './precompressed';
import type { RenderedPage, ServerRenderer } from './server-render';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** A file under a plain name may be replaced (a seed picture drawn anew): a day, then ask again. */
const PLAIN_NAME_CACHE = 'public, max-age=86400';
/** `name.<16 hex digits>.ext`, or a width variant of it, `name.<hash>-800w.ext`: its bytes never change. */
export const CONTENT_NAMED = /\.[0-9a-f]{16}(-\d+w)?\.[a-z0-9]+$/;
/** An uploaded file opened directly must never run as a document (e.g. a disguised SVG or HTML). */
const UPLOADS_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
/** Workbox's runtime is emitted with a content hash in its name, like the Vite assets. */
const HASHED_ROOT_FILE = /^workbox-[0-9a-f]{8,}\.js$/;

const NOT_BUILT =
  'The web app has not been built yet.\n\n' +
  'Run `npm run build` (or `npm start`, which builds it when needed), then reload this page.\n' +
  'The API itself is running: see /api/health and /api/docs.\n';

/** Cache policy of a file of the PWA build, by its path relative to the build folder. */
export function pwaCacheControl(relativePath: string): string {
  const file = relativePath.split(path.sep).join('/');
  if (file.startsWith('assets/') || HASHED_ROOT_FILE.test(file)) return IMMUTABLE;
  if (file.startsWith('images/')) return imageCacheControl(file);
  // index.html, sw.js, registerSW.js, manifest.webmanifest, icons: a new release must be seen at once.
  return REVALIDATE;
}

/** Cache policy of an image under /uploads or /images, by its file name. */
export function imageCacheControl(fileName: string): string {
  return CONTENT_NAMED.test(fileName) ? IMMUTABLE : PLAIN_NAME_CACHE;
}

const PLAIN_NAME = /^([\w-][\w.-]*?)(-\d+w)?\.([a-z0-9]+)$/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Serves a plain name that has no file of its own (`tour-x.webp`, `tour-x-800w.webp`) from its
 * content-named file in `dir` (`tour-x.<hash>.webp`, `tour-x.<hash>-800w.webp`; the newest when a
 * picture was redrawn), so rows and links from before content names keep working.
 */
export function plainNameFallback(dir: string, setHeaders: (res: Response) => void = () => undefined): RequestHandler {
  return async (req, res, next) => {
    const name = req.path.slice(1);
    const match = (req.method === 'GET' || req.method === 'HEAD') && !name.includes('/') && !CONTENT_NAMED.test(name) ? PLAIN_NAME.exec(name) : null;
    if (!match) {
      next();
      return;
    }
    const [, stem = '', variant = '', ext = ''] = match;
    // `hero-1280w.webp` may be `hero-1280w.<hash>.webp` (a name that ends in a width) or `hero.<hash>-1280w.webp` (a variant).
    const hash = '\\.[0-9a-f]{16}';
    const names = [new RegExp(`^${escapeRegExp(stem + variant)}${hash}\\.${ext}$`)];
    if (variant) names.push(new RegExp(`^${escapeRegExp(stem)}${hash}${escapeRegExp(variant)}\\.${ext}$`));
    const candidates = (await readdir(dir).catch(() => [] as string[])).filter((file) => names.some((named) => named.test(file)));
    if (candidates.length === 0) {
      next();
      return;
    }
    const dated = await Promise.all(candidates.map(async (file) => ({ file, mtime: (await stat(path.join(dir, file))).mtimeMs })));
    const newest = dated.sort((a, b) => b.mtime - a.mtime || a.file.localeCompare(b.file))[0]?.file ?? '';
    setHeaders(res);
    res.sendFile(path.join(dir, newest), { cacheControl: false, dotfiles: 'deny', headers: { 'Cache-Control': PLAIN_NAME_CACHE } }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}

function uploadHeaders(res: Response): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', UPLOADS_CSP);
}

export function uploadsRouter(uploadsDir: string): Router {
  const router = Router();
  router.use(
    express.static(uploadsDir, {
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', imageCacheControl(path.basename(filePath)));
        uploadHeaders(res);
      },
    }),
  );
  router.use(plainNameFallback(uploadsDir, uploadHeaders));
  router.use((_req, res) => {
    res.status(404).set('Cache-Control', 'no-store').json({ error: 'Not found' });
  });
  return router;
}

export interface PwaRouterOptions {
  /** Meta tags of pages that have their own (blog posts), written into index.html. */
  resolveMeta?: PageMetaResolver;
  /** The server render of public pages (loaded at start-up); without it every page is the shell. */
  renderer?: Promise<ServerRenderer | null>;
  /** Reads the data of a server-rendered page, in the visitor's currency. */
  pageData?: (pathname: string, currency: Currency) => Promise<PageData>;
  /** The site's public address (PUBLIC_BASE_URL) for absolute links; never the request's Host. */
  origin: string;
  /**
   * Rendered pages kept per catalogue state and build: `state` reads it (at once when it is known),
   * `known` gives it without waiting when it can (lib/catalogue-version.ts).
   */
  pages?: { cache: PageCache; state: () => Promise<string>; known?: () => string | undefined };
  /** For the fast lane's answers: the site's headers (flat) and the request log. */
  fastLane?: FastLaneOptions;
}

/** The router, and its fast lane for kept pages (to run ahead of everything else). */
export type PwaRouter = Router & { fastLane: RequestHandler };

/**
 * index.html's date and size, the build's stamp in the page cache's keys: looked at again when a
 * second has passed (a deployment that replaces the build is seen within a second), not per request.
 */
function buildStamp(indexFile: string, maxAgeMs = 1_000) {
  let last: { stamp: string | null; at: number } | undefined;
  let reading: Promise<string | null> | undefined;
  return {
    current(): Promise<string | null> {
      if (last && Date.now() - last.at < maxAgeMs) return Promise.resolve(last.stamp);
      return (reading ??= stat(indexFile)
        .then(
          (info) => (info.isFile() ? `${info.mtimeMs}:${info.size}` : null),
          () => null,
        )
        .then((stamp) => {
          last = { stamp, at: Date.now() };
          return stamp;
        })
        .finally(() => {
          reading = undefined;
        }));
    },
    known(): string | undefined {
      return last && last.stamp !== null && Date.now() - last.at < maxAgeMs ? last.stamp : undefined;
    },
  };
}

/** True when the request takes HTML (no Accept header takes anything). */
function takesHtml(accept: string | undefined): boolean {
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

type Log = { warn(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void };
const logOf = (req: Request) => (req as { log?: Log }).log;

const ROOT = '<div id="root"></div>';

/**
 * A page's prices are in the visitor's currency (its cookie, else its Accept-Language): a kept page
 * is kept per currency, and caches between here and the browser are told so.
 */
const PAGE_VARY = 'Accept-Encoding, Cookie, Accept-Language';

function pageCurrency(req: IncomingMessage): Currency {
  const language = req.headers['accept-language'];
  return currencyOfRequest({ cookie: req.headers.cookie, acceptLanguage: Array.isArray(language) ? language.join(',') : language });
}

/** The whole server-rendered page: the head (meta, LCP preload, critical CSS), React's HTML, the page data. */
function documentOf(template: string, page: RenderedPage): Promise<string> {
  const at = template.indexOf(ROOT);
  const before = template.slice(0, at).replace('</head>', () => `  ${page.head}\n  </head>`);
  const after = template.slice(at + ROOT.length);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const body = new PassThrough();
    body.on('data', (chunk: Buffer) => chunks.push(chunk));
    body.on('end', () => resolve(`${before}<div id="root">${Buffer.concat(chunks).toString('utf8')}</div>${page.data}${after}`));
    body.on('error', reject);
    page.pipe(body);
  });
}

/** A kept page: 304 for a current If-None-Match, else its body in the best encoding the client takes. */
async function sendKept(req: Request, res: Response, cache: PageCache, page: CachedPage): Promise<void> {
  res.set({ 'Cache-Control': REVALIDATE, ETag: page.etag, Vary: PAGE_VARY });
  if (etagMatches(req.headers['if-none-match'], page.etag)) {
    res.status(304).end();
    return;
  }
  const accepted = req.acceptsEncodings('br', 'gzip', 'identity');
  const encoding: PageEncoding = accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
  const body = await cache.body(page, encoding);
  if (encoding !== 'identity') res.set('Content-Encoding', encoding);
  res.status(page.status).type('html').set('Content-Length', String(body.length));
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The renderer, when this build has one and `pathname` is a server-rendered page. */
async function rendererFor(req: Request, options: PwaRouterOptions): Promise<ServerRenderer | null> {
  const renderer = await options.renderer?.catch((error: unknown) => {
    logOf(req)?.error({ err: error }, 'the server render could not be loaded');
    return null;
  });
  return renderer?.isServerRendered(req.path) ? renderer : null;
}

/** The page rendered into the template; null when it could not be (the shell is answered instead). */
async function serverRender(req: Request, renderer: ServerRenderer, template: string, options: PwaRouterOptions, currency: Currency): Promise<{ status: number; html: string } | null> {
  if (!template.includes(ROOT)) return null;
  try {
    const data = options.pageData ? await options.pageData(req.path, currency) : { currency };
    const url = new URL(req.originalUrl, `${options.origin}/`).toString();
    const page = await renderer.render(url, data, { onError: (error) => logOf(req)?.warn({ err: error }, 'server render error (the browser renders that part)') });
    if (!page) return null;
    return { status: page.status, html: await documentOf(template, page) };
  } catch (error) {
    // The shell still works: the browser renders the page from its own data.
    logOf(req)?.error({ err: error }, 'server render failed; answering the shell');
    return null;
  }
}

export function pwaRouter(pwaDist: string, options: PwaRouterOptions): PwaRouter {
  const router = Router();
  const indexFile = path.join(pwaDist, 'index.html');
  const stamp = buildStamp(indexFile);

  // Hashed assets the build compressed already: sent as they are (br or gzip) by Accept-Encoding.
  router.use(precompressedAssets(pwaDist, pwaCacheControl));
  router.use(
    express.static(pwaDist, {
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', pwaCacheControl(path.relative(pwaDist, filePath))),
    }),
  );
  router.use('/images', plainNameFallback(path.join(pwaDist, 'images')));
  // A hashed asset that is not there (an old release's file) must not be answered with index.html.
  router.use('/assets', (_req, res) => {
    res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
  });

  router.use(async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.accepts('html')) {
      next();
      return;
    }
    const built = await stamp.current();
    if (built === null) {
      res.status(503).set({ 'Cache-Control': 'no-store', 'Retry-After': '30' }).type('text/plain').send(NOT_BUILT);
      return;
    }
    const { origin } = options;
    const renderer = await rendererFor(req, options);
    // A kept page: no catalogue query, no render. Keyed by the build (index.html's date and size) and the URL.
    const kept = renderer && options.pages ? options.pages : null;
    const state = kept
      ? await kept.state().catch((error: unknown) => {
          logOf(req)?.warn({ err: error }, 'catalogue state unreadable; rendering without the page cache');
          return null;
        })
      : null;
    const currency = pageCurrency(req);
    const key = `${built}\n${currency}\n${req.originalUrl}`;
    const hit = kept && state !== null ? kept.cache.get(state, key) : undefined;
    if (kept && hit) {
      await sendKept(req, res, kept.cache, hit);
      return;
    }
    // Meta tags are a bonus for link previews: without them (database down) the app still loads.
    const meta: PageMeta | null = options.resolveMeta
      ? await options.resolveMeta(req.path, origin).catch((error: unknown) => {
          logOf(req)?.warn({ err: error }, 'page meta lookup failed');
          return null;
        })
      : null;
    if (renderer) {
      const template = await readFile(indexFile, 'utf8');
      const page = await serverRender(req, renderer, meta ? injectPageMeta(template, meta, origin, SITE.name) : template, options, currency);
      if (page) {
        // Only pages that exist are kept: unknown URLs must not push them out.
        if (kept && state !== null && page.status === 200) {
          await sendKept(req, res, kept.cache, kept.cache.put(state, key, page.status, page.html));
          return;
        }
        res.status(page.status).set({ 'Cache-Control': REVALIDATE, Vary: PAGE_VARY }).type('html').send(page.html);
        return;
      }
    }
    if (meta) {
      const html = injectPageMeta(await readFile(indexFile, 'utf8'), meta, origin, SITE.name);
      res.set('Cache-Control', REVALIDATE).type('html').send(html);
      return;
    }
    res.sendFile(indexFile, { cacheControl: false, headers: { 'Cache-Control': REVALIDATE } });
  });

  /**
   * A kept page, answered from memory when everything it depends on is known without waiting (the
   * catalogue state, the build stamp, the body in the encoding asked for); else the request goes on.
   * Pages hold nothing personal, so credentials do not matter here.
   */
  const { pages, fastLane: lane } = options;
  const fastLane: RequestHandler = (req, res, next) => {
    if (!pages?.known || !lane || (req.method !== 'GET' && req.method !== 'HEAD') || !takesHtml(req.headers.accept)) return next();
    const state = pages.known();
    const built = stamp.known();
    if (state === undefined || built === undefined) return next();
    const page = pages.cache.get(state, `${built}\n${pageCurrency(req)}\n${req.url}`);
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
  return Object.assign(router, { fastLane });
}