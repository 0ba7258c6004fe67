/**
 * The site's pages, as the route table (shared/src/site-pages.ts) describes them: a public page is
 * rendered on the server (pwa/src/entry-server.tsx) from its catalogue data in the visitor's
 * currency, and kept per catalogue state and build (page-cache.ts); any other address answers
 * index.html (the shell), for the browser to render. A page the server renders carries its title and
 * meta in its head (its route table entry's, or a tour's or a post's own), even when it answers the
 * shell, so shared links and crawlers see them without running the app.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { Request, RequestHandler } from 'express';
import type { Currency } from '@safari/shared/money-terms';
import type { PageData } from '@safari/shared/page-data';
import { SITE } from '@safari/shared/site';
import { matchPage, type PageMatch } from '@safari/shared/page-match';
import type { FastLaneOptions } from '../../lib/fast-lane';
import { injectPageMeta, pageMeta, type PageMeta, type PageMetaResolver } from '../../lib/page-meta';
import { buildStamp } from './app-files';
import { REVALIDATE } from './cache-policy';
import { pageCurrency } from './currency';
import { PAGE_VARY, pageFastLane, pageKey, sendKept, type PageCache } from './page-cache';
import { inlineStyles, type PageStyles, type PlacedStyles } from './page-styles';
import type { RenderedPage, ServerRenderer } from './server-render';

const NOT_BUILT =
  'The web app has not been built yet.\n\n' +
  'Run `npm run build` (or `npm start`, which builds it when needed), then reload this page.\n' +
  'The API itself is running: see /api/health and /api/docs.\n';

export interface PagesOptions {
  /** The meta of a tour's or a post's page, from its record (any other page's is its route table entry's). */
  resolveMeta?: PageMetaResolver;
  /** The server render of public pages (loaded at start-up); without it every page is the shell. */
  renderer?: Promise<ServerRenderer | null>;
  /** Reads the data of a server-rendered page, in the visitor's currency. */
  pageData?: (page: PageMatch, currency: Currency, search: URLSearchParams) => Promise<PageData>;
  /** The site's public address (PUBLIC_BASE_URL) for absolute links; never the request's Host. */
  origin: string;
  /**
   * Rendered pages kept per catalogue state and build: `state` reads it (at once when it is known),
   * `known` gives it without waiting when it can (lib/catalogue-version.ts).
   */
  pages?: { cache: PageCache; state: () => Promise<string>; known?: () => string | undefined };
  /** For the fast lane's answers: the site's headers (flat) and the request log. */
  fastLane?: FastLaneOptions;
  /** A page's CSS as a kept stylesheet (inline without it). */
  styles?: PageStyles;
}

type Log = { warn(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void };
const logOf = (req: Request) => (req as { log?: Log }).log;

const ROOT = '<div id="root"></div>';

/** React's HTML of the page (what goes inside #root). */
function bodyOf(page: RenderedPage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const body = new PassThrough();
    body.on('data', (chunk: Buffer) => chunks.push(chunk));
    body.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    body.on('error', reject);
    page.pipe(body);
  });
}

/** The whole server-rendered page: the head (meta, LCP preload, its stylesheet), React's HTML, the page data. */
function documentOf(template: string, page: RenderedPage, body: string, styles: PlacedStyles): string {
  const at = template.indexOf(ROOT);
  const head = [page.head, styles].filter(Boolean).join('\n    ');
  const before = template.slice(0, at).replace('</head>', () => `  ${head}\n  </head>`);
  return `${before}<div id="root">${body}</div>${page.data}${template.slice(at + ROOT.length)}`;
}

/** The renderer, when this build has one and the page is rendered by the server. */
async function rendererFor(req: Request, page: PageMatch, options: PagesOptions): Promise<ServerRenderer | null> {
  if (page.page.client) return null;
  const renderer = await options.renderer?.catch((error: unknown) => {
    logOf(req)?.error({ err: error }, 'the server render could not be loaded');
    return null;
  });
  return renderer ?? null;
}

/** The page rendered into the template; null when it could not be (the shell is answered instead). */
async function serverRender(req: Request, page: PageMatch, renderer: ServerRenderer, template: string, options: PagesOptions, currency: Currency): Promise<{ status: number; html: string } | null> {
  if (!template.includes(ROOT)) return null;
  try {
    const url = new URL(req.originalUrl, `${options.origin}/`);
    const data = options.pageData ? await options.pageData(page, currency, url.searchParams) : { currency };
    const rendered = await renderer.render(url.toString(), data, { onError: (error) => logOf(req)?.warn({ err: error }, 'server render error (the browser renders that part)') });
    if (!rendered) return null;
    const body = await bodyOf(rendered);
    const styles = options.styles
      ? await options.styles.place(rendered.styles, body).catch((error: unknown) => {
          logOf(req)?.warn({ err: error }, 'page stylesheet not stored; the page inlines all its CSS');
          return null;
        })
      : null;
    return { status: rendered.status, html: documentOf(template, rendered, body, styles ?? inlineStyles(rendered.styles, body)) };
  } catch (error) {
    // The shell still works: the browser renders the page from its own data.
    logOf(req)?.error({ err: error }, 'server render failed; answering the shell');
    return null;
  }
}

/** The pages' handler, and their fast lane for kept pages (to run ahead of everything else). */
export function pagesHandler(pwaDist: string, options: PagesOptions): { handler: RequestHandler; fastLane: RequestHandler } {
  const indexFile = path.join(pwaDist, 'index.html');
  const stamp = buildStamp(indexFile);

  const handler: RequestHandler = async (req, res, next) => {
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
    const page = matchPage(req.path);
    const renderer = await rendererFor(req, page, options);
    // A kept page: no catalogue query, no render. Keyed by the build (index.html's date and size) and the URL.
    const kept = renderer && options.pages ? options.pages : null;
    const state = kept
      ? await kept.state().catch((error: unknown) => {
          logOf(req)?.warn({ err: error }, 'catalogue state unreadable; rendering without the page cache');
          return null;
        })
      : null;
    const currency = pageCurrency(req);
    const key = pageKey(built, currency, req.originalUrl);
    const hit = kept && state !== null ? kept.cache.get(state, key) : undefined;
    if (kept && hit) {
      await sendKept(req, res, kept.cache, hit);
      return;
    }
    // The page's title, description and link preview tags: the route table's, a tour's or a post's
    // read from the database (without them, when it is down, the app still loads).
    const meta: PageMeta | null = await pageMeta(page, origin, options.resolveMeta).catch((error: unknown) => {
      logOf(req)?.warn({ err: error }, 'page meta lookup failed');
      return null;
    });
    if (renderer) {
      const template = await readFile(indexFile, 'utf8');
      const rendered = await serverRender(req, page, renderer, meta ? injectPageMeta(template, meta, origin, SITE.name) : template, options, currency);
      if (rendered) {
        // Only pages that exist are kept: unknown URLs must not push them out.
        if (kept && state !== null && rendered.status === 200) {
          await sendKept(req, res, kept.cache, kept.cache.put(state, key, rendered.status, rendered.html));
          return;
        }
        res.status(rendered.status).set({ 'Cache-Control': REVALIDATE, Vary: PAGE_VARY }).type('html').send(rendered.html);
        return;
      }
    }
    if (meta) {
      const html = injectPageMeta(await readFile(indexFile, 'utf8'), meta, origin, SITE.name);
      res.set('Cache-Control', REVALIDATE).type('html').send(html);
      return;
    }
    res.sendFile(indexFile, { cacheControl: false, headers: { 'Cache-Control': REVALIDATE } });
  };

  const { pages, fastLane: lane } = options;
  const fastLane: RequestHandler = pages?.known && lane ? pageFastLane(pages.cache, pages.known, stamp, lane) : (_req, _res, next) => next();
  return { handler, fastLane };
}
