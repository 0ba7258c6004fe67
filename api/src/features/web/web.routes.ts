/**
 * Files served next to the API in the one-process setup: uploaded images, and the built PWA with
 * caching that suits a service worker (hashed assets forever, everything else revalidated) and a
 * fallback to index.html for client-side routes.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import express, { Router } from 'express';
import { SITE } from '@safari/shared/site';
import { injectPageMeta, type PageMetaResolver } from '../../lib/page-meta';
import { precompressedAssets } from './precompressed';
import { requestOrigin } from './sitemap';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Uploaded files get unique names, except seed images, which may be re-rendered: long but not forever. */
const UPLOADS_CACHE = 'public, max-age=2592000';
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
  // index.html, sw.js, registerSW.js, manifest.webmanifest, icons: a new release must be seen at once.
  return REVALIDATE;
}

export function uploadsRouter(uploadsDir: string): Router {
  const router = Router();
  router.use(
    express.static(uploadsDir, {
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (res) => {
        res.setHeader('Cache-Control', UPLOADS_CACHE);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Content-Security-Policy', UPLOADS_CSP);
      },
    }),
  );
  router.use((_req, res) => {
    res.status(404).set('Cache-Control', 'no-store').json({ error: 'Not found' });
  });
  return router;
}

export interface PwaRouterOptions {
  /** Meta tags of pages that have their own (blog posts), written into index.html. */
  resolveMeta?: PageMetaResolver;
}

export function pwaRouter(pwaDist: string, options: PwaRouterOptions = {}): Router {
  const router = Router();
  const indexFile = path.join(pwaDist, 'index.html');

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
  // A hashed asset that is not there (an old release's file) must not be answered with index.html.
  router.use('/assets', (_req, res) => {
    res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
  });

  router.use(async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.accepts('html')) {
      next();
      return;
    }
    const built = await stat(indexFile).then(
      (info) => info.isFile(),
      () => false,
    );
    if (!built) {
      res.status(503).set({ 'Cache-Control': 'no-store', 'Retry-After': '30' }).type('text/plain').send(NOT_BUILT);
      return;
    }
    const origin = requestOrigin(req);
    // Meta tags are a bonus for link previews: without them (database down) the app still loads.
    const meta = options.resolveMeta
      ? await options.resolveMeta(req.path, origin).catch((error: unknown) => {
          (req as { log?: { warn(obj: unknown, msg: string): void } }).log?.warn({ err: error }, 'page meta lookup failed');
          return null;
        })
      : null;
    if (meta) {
      const html = injectPageMeta(await readFile(indexFile, 'utf8'), meta, origin, SITE.name);
      res.set('Cache-Control', REVALIDATE).type('html').send(html);
      return;
    }
    res.sendFile(indexFile, { cacheControl: false, headers: { 'Cache-Control': REVALIDATE } });
  });
  return router;
}
