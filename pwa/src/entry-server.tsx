/**
 * The server render of the public pages, built by Vite in SSR mode (vite.ssr.config.ts) into
 * dist/.ssr/entry-server.js and loaded by the API at start-up. The API reads the page's data from
 * Postgres and calls `render`; the router's own static handler matches the URL, its screen's chunk
 * is loaded, React's streaming renderer writes the HTML, and emotion's cache of this one render holds
 * the page's CSS. The browser hydrates the same tree from the same data (main.tsx).
 */
import createCache, { type StylisPlugin } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@safari/shared/page-data';
import { StrictMode } from 'react';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { setHtmlParser } from './features/blog/lib/post-content';
import type { ImagePreload } from './lib/page-head';
import { PageDataProvider } from './offline/seed';
import { setSeededSettings } from './lib/site';
import { DEFAULT_SITE_SETTINGS } from '@safari/shared/settings';
import { AppProvider } from './app/provider';
import { routes, screenOf } from './app/routes';

// A page rendered without settings in its data (none is, today) shows the seeded ones.
setSeededSettings(DEFAULT_SITE_SETTINGS);

export interface RenderedPage {
  /** 404 for an unknown route, tour or post; 200 otherwise. */
  status: number;
  /** For the document head: the LCP image preload. */
  head: string;
  /**
   * The CSS of this render as emotion's [id, rules] pairs, in the order it inserted them (document
   * order, near enough): the server inlines the first screen's and links the rest (page-styles.ts).
   */
  styles: [string, string][];
  /** The page data element, for the end of the body. */
  data: string;
  /** Streams the HTML that goes inside #root (ends `destination` when done). */
  pipe: PipeableStream['pipe'];
}

const handler = createStaticHandler(routes);

/**
 * The server writes its CSS without emotion's default prefixer: the phones and browsers the site
 * serves read flexbox, transitions and transforms unprefixed, and the prefixes were a fifth of every
 * page's CSS. Safari still wants two prefixed, and gets them. Class names do not change (they hash the
 * styles, not this output), so the browser, which keeps its own prefixer, adopts the same ids.
 */
const FEW_PREFIXES: StylisPlugin[] = [
  (element) => {
    if (element.type === 'decl' && !element.return && (element.props === 'user-select' || element.props === 'backdrop-filter')) {
      element.return = `-webkit-${element.value}${element.value}`;
    }
  },
];

let htmlParser: Promise<void> | null = null;

/** A post's content is prepared with a DOM parser; jsdom's stands in for the browser's. */
function loadHtmlParser(): Promise<void> {
  return (htmlParser ??= import('jsdom').then(({ JSDOM }) => {
    const { DOMParser } = new JSDOM('').window;
    const parser = new DOMParser();
    setHtmlParser((html) => parser.parseFromString(html, 'text/html'));
  }));
}
// Loaded with the module (at the API's start-up), not by the first post someone opens.
loadHtmlParser().catch(() => undefined);

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const attribute = (value: string) => value.replace(/[&<>"']/g, (char) => ATTRIBUTE_ESCAPES[char] ?? char);

function preloadTag(image: ImagePreload): string {
  const attributes: [string, string | undefined][] = [
    ['href', image.href],
    ['imagesrcset', image.imageSrcSet],
    ['imagesizes', image.imageSrcSet ? image.imageSizes : undefined],
    ['media', image.media],
    ['type', image.type],
  ];
  const rest = attributes
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${attribute(value)}"`)
    .join('');
  return `<link rel="preload" as="image" fetchpriority="high"${rest} />`;
}

/** JSON that cannot end its `<script>` element, whatever the strings hold. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * Renders `url` (a page the route table gives to the server: shared/src/site-pages.ts) with `data`.
 * Resolves once the whole page has rendered (every lazy screen loaded), so the CSS it used is known
 * before the HTML is sent.
 */
export async function render(url: string, data: PageData, options: { onError?: (error: unknown) => void } = {}): Promise<RenderedPage | null> {
  const location = new URL(url);
  if (data.post) await loadHtmlParser();
  const context = await handler.query(new Request(location.href));
  // No loader here redirects; a Response would be one.
  if (context instanceof Response) return null;

  const router = createStaticRouter(handler.dataRoutes, context);
  const leaf = context.matches.at(-1);
  const notFound = leaf?.route.path === '*' || data.missing !== undefined || context.statusCode === 404;
  // The screen's chunk before rendering, as the browser does before hydrating: it renders at once.
  const screen = await screenOf(leaf?.route)?.preload();
  const images = notFound ? [] : (screen?.lcpImages?.(data, location) ?? []);

  // The page's CSS from emotion's own cache rather than @emotion/server or a static CSS rewrite: the
  // same rules extractCriticalToChunks would keep (a fresh cache holds only this render's styles),
  // without scanning the HTML; Pigment CSS would mean rewriting every sx style. `compat` keeps the
  // styles in the cache instead of inline <style> elements. The key is emotion's default, so the
  // browser's cache adopts the ids the page names (data-emotion="css …") instead of inserting again.
  const cache = createCache({ key: 'css', stylisPlugins: FEW_PREFIXES });
  cache.compat = true;

  const app = (
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProvider>
          <PageDataProvider value={data}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </PageDataProvider>
        </AppProvider>
      </CacheProvider>
    </StrictMode>
  );

  return new Promise<RenderedPage>((resolve, reject) => {
    const stream = renderToPipeableStream(app, {
      // The whole page in document order: no boundary is revealed later by an inline script (the
      // CSP allows none), and the page has all its data before it renders anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const styles = Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
        resolve({
          status: notFound ? 404 : 200,
          head: images.map(preloadTag).join('\n    '),
          styles,
          data: `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>`,
          pipe: stream.pipe,
        });
      },
      onShellError: reject,
      onError(error) {
        options.onError?.(error);
      },
    });
  });
}
