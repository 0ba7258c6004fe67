/** Published comments of a post, newest first. */
import type { BlogComment } from '@safari/shared/blog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-on-demand';
import { isHttpStatus } from '../lib/http-status';

export function getComments(postId: string, signal?: AbortSignal): Promise<BlogComment[]> {
  return getJson(`blogs/${encodeURIComponent(postId)}/comments`, () => import('@safari/shared/blog').then((module) => module.blogCommentListSchema), {
    signal,
  });
}

export function commentsQueryOptions(postId: string) {
  return queryOptions({
    queryKey: ['blog', 'comments', postId] as const,
    queryFn: ({ signal }) => getComments(postId, signal),
    staleTime: 60_000,
    retry: (failureCount, error) => failureCount < 1 && !isHttpStatus(error, 400, 499),
  });
}

export function useComments(postId: string | undefined) {
  return useQuery({ ...commentsQueryOptions(postId ?? ''), enabled: postId !== undefined });
}
