/**
 * Published posts, offline-first (the catalogue flow of DESIGN.md): the list reads the posts kept
 * in the offline store, which the catalogue sync refreshes from `GET /api/blogs` in the background,
 * and filters and pages them on the phone like the API does. A search also asks the API (it
 * matches the text of every post, not only of those opened before) and shows its answer when it
 * comes; until then, and offline, the stored posts are searched. A server-rendered list came with
 * the page its URL shows only (shared/src/blog-pages.ts): it shows that page until the store holds
 * the posts, and any other page, category or search opens the store and refreshes it at once.
 * The store is the list only once a posts sync has completed (PostsSyncedMeta): before that it
 * may hold just the posts a post page kept, which listed alone would pass for the whole blog.
 */
import type { BlogList } from '@safari/shared/blog';
import { BLOG_PAGE_SIZE } from '@safari/shared/constants';
import { blogListId, blogListOfPage, listPosts, type BlogListParams } from '@safari/shared/blog-pages';
import type { BlogCategory } from '@safari/shared/enums';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { getJson } from '../../../lib/api-on-demand';
import type { PostsSyncedMeta } from '../../../offline/catalogue-meta';
import { useLiveStoreQuery } from '../../../offline/live';
import { requestSync } from '../../../offline/request-sync';
import { useSyncStatus } from '../../../offline/sync-status';
import { usePageData } from '../../../offline/seed';
import type { OfflineStore, StoredPost } from '../../../offline/types';
import { isHttpStatus } from '../lib/http-status';

export interface PostsParams {
  q?: string;
  category?: BlogCategory;
  page?: number;
  limit?: number;
  /** Id or slug of a post to leave out (related posts). */
  exclude?: string;
}

function searchOf(params: PostsParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.category) search.set('category', params.category);
  if (params.page && params.page > 1) search.set('page', String(params.page));
  search.set('limit', String(params.limit ?? BLOG_PAGE_SIZE));
  if (params.exclude) search.set('exclude', params.exclude);
  return search;
}

export function getPosts(params: PostsParams, signal?: AbortSignal): Promise<BlogList> {
  return getJson('blogs', () => import('@safari/shared/blog-answers').then((module) => module.blogListSchema), {
    searchParams: searchOf(params),
    signal,
  });
}

export function postsQueryOptions(params: PostsParams) {
  const key = { q: params.q ?? '', category: params.category ?? null, page: params.page ?? 1, limit: params.limit ?? BLOG_PAGE_SIZE, exclude: params.exclude ?? null };
  return queryOptions({
    queryKey: ['blog', 'list', key] as const,
    queryFn: ({ signal }) => getPosts(params, signal),
    staleTime: 5 * 60_000,
    // Offline the stored posts answer at once; one retry is enough.
    retry: (failureCount, error) => failureCount < 1 && !isHttpStatus(error, 400, 499),
  });
}

/** Every stored post (summaries, with the content of those opened before). */
export function readStoredPosts(store: OfflineStore): Promise<StoredPost[]> {
  return store.posts.all();
}

interface StoredBlog {
  posts: StoredPost[];
  /** A posts sync has completed: the table holds every post, not only some a post page kept. */
  whole: boolean;
}

const POSTS_SYNCED: PostsSyncedMeta = 'posts.syncedAt';

async function readStoredBlog(store: OfflineStore): Promise<StoredBlog> {
  const [posts, synced] = await Promise.all([store.posts.all(), store.meta.get(POSTS_SYNCED)]);
  return { posts, whole: synced !== undefined };
}

export interface PostListResult {
  /** The page to show; undefined while loading, or when nothing is stored and the API failed. */
  data: BlogList | undefined;
  /** Nothing stored yet and the first refresh is still running. */
  isPending: boolean;
  /** Nothing stored and the refresh failed: the screen shows the offline defaults. */
  isError: boolean;
  /** A refresh is running. */
  isFetching: boolean;
  /** Downloads the posts again now. */
  refetch: () => Promise<void>;
}

/** One page of the blog list; see the module comment. */
export function usePostList(params: BlogListParams): PostListResult {
  const pageData = usePageData();
  // The server's page of this very list (filters and page), which the page rendered and hydrates with.
  const list = blogListId(params);
  const { posts: seedPosts, postPage } = pageData;
  const seed = seedPosts && postPage?.list === list ? blogListOfPage({ posts: seedPosts, postPage }, params) : undefined;
  // With the server's page on the screen, the store and its refresh wait until offline use begins;
  // another page, category or search is computed from the stored posts, which are wanted at once.
  const seeded = seed !== undefined;
  const stored = useLiveStoreQuery(readStoredBlog, [], { deferred: seeded });
  const status = useSyncStatus('posts');
  useEffect(() => {
    void requestSync('posts', { deferred: seeded });
  }, [seeded]);
  const refetch = useCallback(() => requestSync('posts', { force: true }), []);

  const searching = params.q !== '';
  const search = useQuery({
    ...postsQueryOptions({ q: params.q, category: params.category ?? undefined, page: params.page, limit: BLOG_PAGE_SIZE }),
    enabled: searching,
    placeholderData: keepPreviousData,
  });

  // Posts kept before any sync completed are not the list (offline, the banner and the defaults).
  const posts = stored.data?.whole ? stored.data.posts : undefined;
  const held = posts !== undefined && posts.length > 0;
  // An empty blog only once the refresh said so and the store has caught up with it.
  const empty = stored.data !== undefined && status.settled && !status.error && status.stored === 0 && !status.syncing;
  let data: BlogList | undefined;
  if (searching && search.data && !search.isPlaceholderData) data = search.data;
  else if (held) data = listPosts(posts, { ...params, limit: BLOG_PAGE_SIZE });
  else if (empty) data = listPosts([], { ...params, limit: BLOG_PAGE_SIZE });
  // The page the server rendered stands in until the store or a refresh has the posts.
  else if (seed) data = seed;
  else if (searching && search.data) data = search.data;

  const isError = data === undefined && status.settled && status.error !== null;
  return { data, isPending: data === undefined && !isError, isError, isFetching: status.syncing, refetch };
}

/**
 * Related posts: the newest of the same category, the current post left out. From the API when it
 * answers, else from the stored posts (offline).
 */
export function useRelatedPosts(post: { id: string; category: BlogCategory | null } | undefined, limit = 3): BlogList['items'] {
  const remote = useQuery({
    ...postsQueryOptions({ category: post?.category ?? undefined, exclude: post?.id, limit }),
    enabled: post !== undefined,
  });
  const stored = useLiveStoreQuery(readStoredPosts, [], { enabled: post !== undefined && remote.isError });
  if (remote.data) return remote.data.items;
  if (!post || !stored.data) return [];
  return listPosts(stored.data, { category: post.category, exclude: post.id, limit }).items;
}
