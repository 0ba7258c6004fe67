/** One post by id or slug, with `liked` for the signed-in user. */
import type { BlogPost } from '@safari/shared/blog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { useSession } from '../../auth/session';
import { isHttpStatus } from '../lib/http-status';

export function getPost(idOrSlug: string, signal?: AbortSignal): Promise<BlogPost> {
  return getJson(`blogs/${encodeURIComponent(idOrSlug)}`, () => import('@safari/shared/blog').then((module) => module.blogPostSchema), { signal });
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

export function usePost(idOrSlug: string) {
  const session = useSession();
  return useQuery(postQueryOptions(idOrSlug, session?.user.id ?? null));
}
