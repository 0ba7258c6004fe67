/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa, injectManifest):
 * - precaches the app shell and every public route chunk (admin chunks are left out at build time);
 * - answers every public navigation with the shell, so any public page opens offline; the console's
 *   pages come from the network, and offline from a small page of their own (admin-offline.html);
 * - keeps /uploads images cache-first (bounded) and the catalogue API stale-while-revalidate, a
 *   second line behind the offline database;
 * - replays the outbox on Background Sync where the browser has it (Chromium), from the same
 *   IndexedDB outbox the page uses, so a submission goes out even with the app closed;
 * - waits with a new version until the visitor accepts the update prompt (SKIP_WAITING).
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { openDexieStore } from './offline/dexie-store';
import { replayPending } from './offline/outbox';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

const DAY_S = 24 * 60 * 60;
/** Same tag as the page's `requestBackgroundSync()` (offline/outbox-runtime.ts). */
const OUTBOX_SYNC_TAG = 'outbox';

const sameOrigin = (url: URL) => url.origin === self.location.origin;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

// The console is online-only, and its pages always come from the network: a precached shell could
// name console chunks an update has since removed. Offline, a small page of its own says so (the
// drafts stay in the tablet's storage). Registered before the shell's route, so it wins.
const ADMIN_OFFLINE_PAGE = '/admin-offline.html';
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && /^\/admin(\/|$)/.test(url.pathname),
  new NetworkOnly({
    plugins: [{ handlerDidError: async () => (await matchPrecache(ADMIN_OFFLINE_PAGE)) ?? Response.error() }],
  }),
);

// Every page of the app is the shell; the server's own URLs are not.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [
      /^\/api(\/|$)/,
      /^\/uploads(\/|$)/,
      /^\/admin(\/|$)/,
      // Payment providers return the visitor to these: they must reach the server.
      /^\/checkout\/[^/]+\/return/,
      /^\/(sitemap\.xml|robots\.txt)$/,
    ],
  }),
);

// Photos: once seen (or warmed by the tour page), they open offline.
registerRoute(
  ({ url, request }) => request.method === 'GET' && sameOrigin(url) && url.pathname.startsWith('/uploads/'),
  new CacheFirst({
    cacheName: 'images',
    plugins: [
      // Only complete answers: never an opaque, partial or error response.
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);

// Catalogue reads. Incremental syncs (`updatedSince`) and signed-in requests always go to the network.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    sameOrigin(url) &&
    /^\/api\/(tours|blogs|guides|partners)(\/|$)/.test(url.pathname) &&
    !url.searchParams.has('updatedSince') &&
    !request.headers.has('Authorization'),
  new StaleWhileRevalidate({
    cacheName: 'catalogue-api',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true })],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

async function replayOutbox(event: SyncEvent): Promise<void> {
  const store = await openDexieStore();
  const stillQueued = await replayPending({ store, fetch: (input, init) => self.fetch(input, init), runsIn: 'worker' }, { ignoreBackoff: true });
  // Rejecting asks the browser to fire the sync again later (it backs off by itself).
  if (stillQueued > 0 && !event.lastChance) throw new Error(`${stillQueued} outbox item(s) still waiting for the network`);
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(replayOutbox(sync));
});

