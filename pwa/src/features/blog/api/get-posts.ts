/**
 * Published posts, a page at a time. Screens use only the hook and the options factory, so this
 * module is the one place to change when the catalogue moves to Dexie (offline-first).
 */
import type { BlogList } from '@safari/shared/blog';
import { BLOG_PAGE_SIZE } from '@safari/shared/constants';
import type { BlogCategory } from '@safari/shared/enums';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
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
  return getJson('blogs', () => import('@safari/shared/blog').then((module) => module.blogListSchema), {
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
    // Offline defaults show after one retry instead of three: a visitor on a dead line should not wait.
    retry: (failureCount, error) => failureCount < 1 && !isHttpStatus(error, 400, 499),
  });
}

export function usePosts(params: PostsParams) {
  return useQuery(postsQueryOptions(params));
}

/** Related posts: the newest of the same category, the current post left out. */
export function useRelatedPosts(post: { id: string; category: BlogCategory | null } | undefined, limit = 3) {
  return useQuery({
    ...postsQueryOptions({ category: post?.category ?? undefined, exclude: post?.id, limit }),
    enabled: post !== undefined,
  });
}
