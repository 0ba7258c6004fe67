/** Likes (or un-likes) a post as the signed-in user; answers the new count and state. */
import type { BlogLike, BlogPost } from '@safari/shared/blog';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { sendJson } from '../../../lib/api-on-demand';

/** Sends the wanted state rather than a bare toggle, so that a retried request cannot flip it back. */
export function likePost(postId: string, liked: boolean): Promise<BlogLike> {
  return sendJson('put', `blogs/${encodeURIComponent(postId)}/like`, { liked }, () =>
    import('@safari/shared/blog').then((module) => module.blogLikeSchema),
  );
}

/** The cached copies of post `postId`: by id or by slug, for any viewer. */
const copiesOf = (postId: string) => ({
  queryKey: ['blog', 'post'],
  predicate: (query: { queryKey: readonly unknown[]; state: { data: unknown } }) =>
    query.queryKey[2] === postId || (query.state.data as BlogPost | undefined)?.id === postId,
});

/**
 * `like(state)` sends the like and, on success, updates every cached copy of the post (by id or
 * slug, any viewer). A read of the post still on its way is cancelled first: it may have been
 * answered before the like was stored and would put the old count back (a signed-in visitor's
 * page reads the post again at once, for their `liked`). A hand-rolled mutation: useMutation would
 * weigh on the post's first load.
 */
export function useLikePost(postId: string) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const like = useCallback(
    async (liked: boolean): Promise<BlogLike> => {
      setPending(true);
      try {
        await queryClient.cancelQueries(copiesOf(postId));
        const result = await likePost(postId, liked);
        await queryClient.cancelQueries(copiesOf(postId));
        queryClient.setQueriesData<BlogPost>(copiesOf(postId), (post) =>
          post && post.id === postId ? { ...post, likes: result.likes, liked: result.liked } : post,
        );
        return result;
      } finally {
        setPending(false);
      }
    },
    [postId, queryClient],
  );
  return { like, pending };
}
