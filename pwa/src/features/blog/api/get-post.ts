/**
 * One post by id or slug, offline-first: a post opened before is read from the offline store at
 * once; the API is asked every time as well, for the latest text, the like count and `liked` for
 * the signed-in user, and its answer is kept for offline reading (with the cover in every size).
 */
import type { BlogPost } from '@safari/shared/blog';
import { imageUrl } from '@safari/shared/format';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getJson } from '../../../lib/api-on-demand';
import { loadStore, useLiveStoreQuery, whenStoreWanted } from '../../../offline/live';
import { warmImagesForOffline } from '../../../offline/request-sync';
import { isItem, usePageData } from '../../../offline/seed';
import type { OfflineStore, StoredPost } from '../../../offline/types';
import { useSession } from '../../../lib/session';
import { isHttpStatus } from '../lib/http-status';

export function getPost(idOrSlug: string, signal?: AbortSignal): Promise<BlogPost> {
  return getJson(`blogs/${encodeURIComponent(idOrSlug)}`, () => import('@safari/shared/blog-answers').then((module) => module.blogPostSchema), { signal });
}

/** `viewerId` keys the post per user: `liked` differs between a signed-in and a signed-out view. */
export function postQueryOptions(idOrSlug: string, viewerId: string | null) {
  return queryOptions({
    queryKey: ['blog', 'post', idOrSlug, viewerId] as const,
    queryFn: ({ signal }) => getPost(idOrSlug, signal),
    staleTime: 60_000,
    retry: (failureCount, error) => failureCount < 1 && !isHttpStatus(error, 400, 499),
  });
}

/** A stored post by id or slug; null when the store does not hold it. */
export async function readStoredPost(store: OfflineStore, idOrSlug: string): Promise<StoredPost | null> {
  const key = idOrSlug.trim().toLowerCase();
  const [byId, bySlug] = await Promise.all([store.posts.get(key), store.posts.getByIndex('slug', key)]);
  return byId ?? bySlug ?? null;
}

/** Every file the cover may be shown from: its 400 and 800 px variants and the original. */
export function coverImageUrls(image: string): string[] {
  const url = imageUrl(image);
  if (!url.startsWith('/uploads/') || !url.endsWith('.webp')) return url.startsWith('/') ? [url] : [];
  const base = url.slice(0, -'.webp'.length);
  return [`${base}-400w.webp`, `${base}-800w.webp`, url];
}

/** Keeps a post for offline reading, once offline use has begun (offline/live.ts). */
async function keepForOffline(post: BlogPost): Promise<void> {
  await whenStoreWanted();
  const [store, sync] = await Promise.all([loadStore(), import('../../../offline/catalogue-sync')]);
  await sync.savePost(store, post);
  warmImagesForOffline(coverImageUrls(post.image));
}

export type PostResult =
  | { state: 'loading' }
  /** `partial`: only the summary is kept (the post was listed but never opened) and the API cannot be reached. */
  | { state: 'ready'; post: BlogPost; partial: boolean }
  | { state: 'not-found' }
  /** The API cannot be reached and the post is not kept: the screen shows the offline defaults. */
  | { state: 'unreachable' };

export function usePost(idOrSlug: string): PostResult {
  const session = useSession();
  const viewerId = session?.user.id ?? null;
  // The server-rendered page's post (as an anonymous visitor sees it) is the answer for an anonymous
  // visitor; for a signed-in one it is stale at once, so the API is asked whether they liked it.
  const pageData = usePageData();
  const seeded = pageData.post && isItem(pageData.post, idOrSlug) ? pageData.post : undefined;
  const remote = useQuery({ ...postQueryOptions(idOrSlug, viewerId), initialData: seeded, initialDataUpdatedAt: viewerId === null ? undefined : 0 });
  const seededMissing = pageData.missing !== undefined && pageData.missing === idOrSlug;
  // The server's post (or its 'not found') is on the page: the store waits until offline use begins.
  const stored = useLiveStoreQuery((store) => readStoredPost(store, idOrSlug), [idOrSlug], { deferred: seeded !== undefined || seededMissing });

  const fetched = remote.data;
  useEffect(() => {
    if (!fetched) return;
    keepForOffline(fetched).catch((error: unknown) => console.warn('Could not keep the post for offline reading.', error));
  }, [fetched]);

  if (fetched) return { state: 'ready', post: fetched, partial: false };
  const kept = stored.data;
  if (kept?.content !== undefined) return { state: 'ready', post: fromStore(kept, kept.content), partial: false };
  if (seededMissing && remote.isPending) return { state: 'not-found' };
  if (remote.isPending) return { state: 'loading' };
  if (isHttpStatus(remote.error, 404)) return { state: 'not-found' };
  if (kept) return { state: 'ready', post: fromStore(kept, ''), partial: true };
  // Wait for the store's answer before showing the defaults.
  if (stored.data === undefined && stored.error === null) return { state: 'loading' };
  return { state: 'unreachable' };
}

function fromStore(post: StoredPost, content: string): BlogPost {
  return { ...post, content, liked: false, createdAt: post.createdAt ?? post.date, updatedAt: post.updatedAt ?? post.date };
}
