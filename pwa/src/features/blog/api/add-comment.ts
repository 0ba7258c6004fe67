/** Posts a comment as the signed-in user; the answer is the updated list, which replaces the cached one. */
import type { BlogComment } from '@safari/shared/blog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commentsQueryOptions } from './get-comments';
import { sendJson } from './send';

export function addComment(postId: string, text: string): Promise<BlogComment[]> {
  return sendJson('post', `blogs/${encodeURIComponent(postId)}/comment`, { text }, () =>
    import('@safari/shared/blog').then((module) => module.blogCommentListSchema),
  );
}

export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addComment(postId, text),
    onSuccess: (comments) => {
      queryClient.setQueryData(commentsQueryOptions(postId).queryKey, comments);
    },
  });
}
