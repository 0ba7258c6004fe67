/** Posts a comment as the signed-in user; the answer is the updated list, which replaces the cached one. */
import type { BlogComment } from '@safari/shared/blog';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { commentsQueryOptions } from './get-comments';
import { sendJson } from './send';

export function addComment(postId: string, text: string): Promise<BlogComment[]> {
  return sendJson('post', `blogs/${encodeURIComponent(postId)}/comment`, { text }, () =>
    import('@safari/shared/blog').then((module) => module.blogCommentListSchema),
  );
}

/**
 * `add(text)` posts the comment; while it is on its way `pending` holds its text (for the
 * optimistic 'You' entry). A hand-rolled mutation: useMutation would weigh on the route's first load.
 */
export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);
  const add = useCallback(
    async (text: string): Promise<BlogComment[]> => {
      setPending(text);
      try {
        const comments = await addComment(postId, text);
        queryClient.setQueryData(commentsQueryOptions(postId).queryKey, comments);
        return comments;
      } finally {
        setPending(null);
      }
    },
    [postId, queryClient],
  );
  return { add, pending };
}
