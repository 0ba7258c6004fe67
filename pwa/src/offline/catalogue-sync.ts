/**
 * Catalogue sync: API → validation with the shared zod schemas → the offline store. Screens read
 * the store (useLiveStoreQuery) and never wait on the network when it has data; this module
 * refreshes it in the background: when a screen first asks, when the connection comes back and
 * when the visitor returns to the tab. It is loaded with a dynamic import after the first render,
 * so neither it nor zod is part of a route's first load.
 *
 * Tours sync incrementally: `GET /api/tours?updatedSince=<newest updatedAt held>` answers the
 * changed tours and the ids of tours deleted or unpublished since (`removedIds`), which are
 * dropped here. A full download replaces the table when it is empty and once a day, which also
 * heals anything an incremental sync could miss. The HTTP cache revalidates with the API's ETags.
 */
import type { BlogPost, BlogPostSummary } from '@safari/shared/blog';
import type { Tour } from '@safari/shared/tour';
import { getJson, type Parser } from '../lib/api-client';
import { nextTask } from '../lib/next-task';
import { parseInSlices } from '../lib/parse-in-slices';
import { TOURS_SYNCED_META, type PostsSyncedMeta } from './catalogue-meta';
import { loadStore } from './live';
import { whenSeeded } from './seed';
import { getSyncStatus, setSyncStatus, type CatalogueResource } from './sync-status';
import type { MetaEntry, OfflineStore, StoredPost } from './types';

/** A full download of the tours at least this often. */
const FULL_SYNC_EVERY_MS = 24 * 60 * 60_000;
/** Refreshes triggered by focus or a returning connection are at most this frequent per resource. */
const MIN_INTERVAL_MS = 60_000;
/** Most pages of posts read in one sync. */
const MAX_POST_PAGES = 20;

const META = {
  toursSince: TOURS_SYNCED_META,
  toursFullAt: 'tours.fullAt',
  postsSynced: 'posts.syncedAt' satisfies PostsSyncedMeta,
} as const;

/** Most posts one page of `GET /api/blogs` may hold (BLOG_LIMIT_MAX in shared/blog.ts). */
const POSTS_PER_PAGE = 50;

/**
 * The tour schema, its modules built in tasks of their own (the money fields, then the tour; the
 * sync answer's comes after, in `schemas.tourSyncEnvelope`): building all of them at once was one
 * of the longest tasks of a slow phone's page load. A module already fetched is built in the task
 * that imports it, so each import starts a task of its own: called from the sync, the first one
 * was built in the same task as the store's first reads.
 */
async function loadTourSchema(): Promise<Parser<Tour>> {
  await nextTask();
  await import('@safari/shared/tour-money');
  await nextTask();
  return (await import('@safari/shared/tour')).tourSchema;
}

// The shared zod schemas load in parallel with each request (as in getJson), not before it.
const schemas = {
  tourSyncEnvelope: async () => {
    await loadTourSchema();
    await nextTask();
    return (await import('@safari/shared/tour-sync')).tourSyncEnvelopeSchema;
  },
  tour: loadTourSchema,
  partnerList: () => import('@safari/shared/partner').then((module) => module.partnerListSchema),
  guideList: () => import('@safari/shared/blog-answers').then((module) => module.guideListSchema),
  blogList: () => import('@safari/shared/blog-answers').then((module) => module.blogListSchema),
  blogPost: () => import('@safari/shared/blog-answers').then((module) => module.blogPostSchema),
};

function newestUpdatedAt(tours: readonly Tour[], previous: string | null): string | null {
  let newest = previous;
  // ISO 8601 UTC strings of the same shape compare in time order.
  for (const tour of tours) if (tour.updatedAt && (newest === null || tour.updatedAt > newest)) newest = tour.updatedAt;
  return newest;
}

async function metaString(store: OfflineStore, key: string): Promise<string | null> {
  const entry = await store.meta.get(key);
  return typeof entry?.value === 'string' ? entry.value : null;
}

async function metaNumber(store: OfflineStore, key: string): Promise<number> {
  const entry = await store.meta.get(key);
  return typeof entry?.value === 'number' ? entry.value : 0;
}

/** Brings the tours table up to date; `full` forces a complete download. */
export async function syncTours(store: OfflineStore, options: { full?: boolean } = {}): Promise<void> {
  const [since, fullAt, count] = await Promise.all([metaString(store, META.toursSince), metaNumber(store, META.toursFullAt), store.tours.count()]);
  const full = options.full || since === null || count === 0 || Date.now() - fullAt > FULL_SYNC_EVERY_MS;
  const path = full ? 'tours' : `tours?updatedSince=${encodeURIComponent(since)}`;
  const envelope = await getJson(path, schemas.tourSyncEnvelope);
  const answer = { ...envelope, items: await parseInSlices(envelope.items, await schemas.tour()) };
  if (full) {
    await store.tours.replaceAll(answer.items);
  } else {
    await store.tours.bulkPut(answer.items);
    await store.tours.bulkDelete(answer.removedIds);
  }
  const meta: MetaEntry[] = [{ key: META.toursSince, value: newestUpdatedAt(answer.items, full ? null : since) }];
  if (full) meta.push({ key: META.toursFullAt, value: Date.now() });
  await store.meta.bulkPut(meta);
}

/** One tour from the API, kept for offline use; null when the API says it does not exist. */
export async function fetchTour(idOrSlug: string): Promise<Tour | null> {
  const store = await loadStore();
  try {
    const tour = await getJson(`tours/${encodeURIComponent(idOrSlug)}`, schemas.tour);
    await store.tours.put(tour);
    return tour;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'response' in error && (error as { response?: { status?: number } }).response?.status === 404;
}

/** Partners in carousel order. */
export async function syncPartners(store: OfflineStore): Promise<void> {
  const answer = await getJson('partners', schemas.partnerList);
  await store.partners.replaceAll(answer.items.map((partner, position) => ({ ...partner, position })));
}

/** The newest guides (home teasers). */
export async function syncGuides(store: OfflineStore): Promise<void> {
  const answer = await getJson(`guides?limit=${POSTS_PER_PAGE}`, schemas.guideList);
  await store.guides.replaceAll(answer.items);
}

function keepContent(summary: BlogPostSummary, previous: StoredPost | undefined): StoredPost {
  if (!previous?.content) return summary;
  return { ...summary, content: previous.content, createdAt: previous.createdAt, updatedAt: previous.updatedAt };
}

/**
 * Every published post's summary; the content of posts opened before is kept. Then the marker that
 * the table holds the whole blog (a post page may have kept its post before any sync completed).
 */
export async function syncPosts(store: OfflineStore): Promise<void> {
  const summaries: BlogPostSummary[] = [];
  for (let page = 1; page <= MAX_POST_PAGES; page += 1) {
    const answer = await getJson(`blogs?page=${page}&limit=${POSTS_PER_PAGE}`, schemas.blogList);
    summaries.push(...answer.items);
    if (page >= answer.totalPages || answer.items.length === 0) break;
  }
  const previous = new Map((await store.posts.all()).map((post) => [post.id, post]));
  await store.posts.replaceAll(summaries.map((summary) => keepContent(summary, previous.get(summary.id))));
  await store.meta.put({ key: META.postsSynced, value: Date.now() });
}

/** One post with its content, from the API, kept for offline reading; null when it does not exist. */
export async function fetchPost(idOrSlug: string): Promise<BlogPost | null> {
  const store = await loadStore();
  try {
    const post = await getJson(`blogs/${encodeURIComponent(idOrSlug)}`, schemas.blogPost);
    await savePost(store, post);
    return post;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** Keeps a post that a screen loaded (without the per-visitor `liked` flag). */
export async function savePost(store: OfflineStore, post: BlogPost): Promise<void> {
  const { liked: _liked, ...stored } = post;
  await store.posts.put(stored);
}

/** Each resource's sync; resolves with the number of records held afterwards. */
const SYNC: Record<CatalogueResource, (store: OfflineStore) => Promise<number>> = {
  tours: (store) => syncTours(store).then(() => store.tours.count()),
  posts: (store) => syncPosts(store).then(() => store.posts.count()),
  guides: (store) => syncGuides(store).then(() => store.guides.count()),
  partners: (store) => syncPartners(store).then(() => store.partners.count()),
};

const running = new Map<CatalogueResource, Promise<void>>();
/** Resources a screen asked for in this page: the ones refreshed on focus and reconnect. */
const wanted = new Set<CatalogueResource>();

/**
 * Refreshes one resource (joining a refresh already running). Never rejects: the outcome is in
 * the sync status, and the stored data stays as it was on failure.
 */
export function refresh(resource: CatalogueResource): Promise<void> {
  wanted.add(resource);
  listenForTriggers();
  const current = running.get(resource);
  if (current) return current;
  const task = (async () => {
    setSyncStatus(resource, { syncing: true });
    try {
      const store = await loadStore();
      await whenSeeded();
      await nextTask();
      const stored = await SYNC[resource](store);
      setSyncStatus(resource, { syncing: false, error: null, lastSuccessAt: Date.now(), settled: true, stored });
    } catch (error) {
      console.warn(`Could not refresh the ${resource} from the API; showing what is stored.`, error);
      setSyncStatus(resource, { syncing: false, error, settled: true });
    } finally {
      running.delete(resource);
    }
  })();
  running.set(resource, task);
  return task;
}

/** Refreshes `resource` unless this page did within the last minute. */
export function refreshIfStale(resource: CatalogueResource): Promise<void> {
  const { lastSuccessAt } = getSyncStatus(resource);
  if (lastSuccessAt !== null && Date.now() - lastSuccessAt < MIN_INTERVAL_MS) {
    wanted.add(resource);
    return Promise.resolve();
  }
  return refresh(resource);
}

function refreshWanted(): void {
  for (const resource of wanted) void refreshIfStale(resource);
}

let listening = false;

function listenForTriggers(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', () => {
    // Back online: whatever failed while offline is retried at once.
    for (const resource of wanted) void refresh(resource);
  });
  window.addEventListener('focus', refreshWanted);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refreshWanted();
  });
}
