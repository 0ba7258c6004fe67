/** Likes (or un-likes) a post as the signed-in user; answers the new count and state. */
import type { BlogLike, BlogPost } from '@safari/shared/blog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from './send';

/** Sends the wanted state rather than a bare toggle, so that a retried request cannot flip it back. */
export function likePost(postId: string, liked: boolean): Promise<BlogLike> {
  return sendJson('put', `blogs/${encodeURIComponent(postId)}/like`, { liked }, () =>
    import('@safari/shared/blog').then((module) => module.blogLikeSchema),
  );
}

export function useLikePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (liked: boolean) => likePost(postId, liked),
    onSuccess: (result) => {
      // Every cached copy of this post (by id or slug, any viewer) takes the new count.
      queryClient.setQueriesData<BlogPost>({ queryKey: ['blog', 'post'] }, (post) =>
        post && post.id === postId ? { ...post, likes: result.likes, liked: result.liked } : post,
      );
    },
  });
}
