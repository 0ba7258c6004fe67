/**
 * Posting a comment as the signed-in user. Online it is sent at once and the answer (the updated
 * list) replaces the cached one. Offline it goes through the outbox (`submit()`, with the token
 * added when it is replayed): it shows at the top as 'You' with the outbox's queued message until
 * it has been sent, then the list is loaded again.
 */
import type { BlogComment } from '@safari/shared/blog';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { env } from '../../../config/env';
import { useLiveStoreQuery } from '../../../offline/live';
import type { OfflineStore } from '../../../offline/types';
import { commentsQueryOptions } from './get-comments';
import { sendJson } from '../../../lib/api-on-demand';

const loadCommentListSchema = () => import('@safari/shared/blog').then((module) => module.blogCommentListSchema);

export function addComment(postId: string, text: string): Promise<BlogComment[]> {
  return sendJson('post', `blogs/${encodeURIComponent(postId)}/comment`, { text }, loadCommentListSchema);
}

/** A comment written offline, waiting in the outbox. */
export interface QueuedComment {
  id: string;
  text: string;
  /** ISO date-time it was written. */
  date: string;
}

/** Path of a post's comment endpoint under the API base. */
const commentPath = (postId: string) => `blogs/${encodeURIComponent(postId)}/comment`;

/** The outbox's comments for this post that are not sent yet (waiting or being sent), newest first. */
async function readQueued(store: OfflineStore, postId: string): Promise<QueuedComment[]> {
  const url = `${env.apiUrl}/${commentPath(postId)}`;
  const items = await store.outbox.all();
  return items
    .filter((item) => item.kind === 'comment' && item.url === url && (item.state === 'queued' || item.state === 'sending'))
    .sort((a, b) => b.createdAt - a.createdAt)
    .map((item) => ({ id: item.id, text: (item.body as { text?: string } | null)?.text ?? '', date: new Date(item.createdAt).toISOString() }));
}

/** An HTTP refusal in the shape `isHttpStatus` reads (as ky's HTTPError). */
class CommentRefused extends Error {
  constructor(
    message: string,
    readonly response: { status: number },
  ) {
    super(message);
    this.name = 'CommentRefused';
  }
}

/**
 * `add(text)` posts the comment; while it is on its way `pending` holds its text (for the
 * optimistic 'You' entry), and `queued` lists the comments written offline and not sent yet.
 * A hand-rolled mutation: useMutation would weigh on the route's first load.
 */
export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);
  // Queued comments live in the offline store: none can exist before it is wanted (offline/live.ts).
  const queued = useLiveStoreQuery((store) => readQueued(store, postId), [postId], { deferred: true }).data ?? [];

  // A queued comment that leaves the list was sent (or refused): load the comments again.
  const waiting = queued.map((comment) => comment.id).join(',');
  const previous = useRef(waiting);
  useEffect(() => {
    const before = previous.current.split(',').filter(Boolean);
    previous.current = waiting;
    if (before.some((id) => !waiting.split(',').includes(id))) {
      void queryClient.invalidateQueries({ queryKey: commentsQueryOptions(postId).queryKey });
    }
  }, [waiting, postId, queryClient]);

  const add = useCallback(
    async (text: string): Promise<void> => {
      const { queryKey } = commentsQueryOptions(postId);
      /** The list the server answered with. A load of the list still on its way was sent before this comment was stored: it is dropped, or it would land after and hide the comment. */
      const settle = async (comments: BlogComment[]) => {
        await queryClient.cancelQueries({ queryKey });
        queryClient.setQueryData(queryKey, comments);
      };
      setPending(text);
      try {
        if (navigator.onLine !== false) {
          await settle(await addComment(postId, text));
          return;
        }
        const { submit } = await import('../../../offline/submit');
        const result = await submit({ kind: 'comment', path: commentPath(postId), body: { text }, label: 'Blog comment', summary: text.slice(0, 120), withAuth: true });
        if (result.status === 'failed') throw new CommentRefused(result.message, { status: result.httpStatus });
        if (result.status === 'sent') {
          const schema = await loadCommentListSchema();
          await settle(schema.parse(result.response.body));
        }
        // Queued: it now shows from the outbox (see `queued`).
      } finally {
        setPending(null);
      }
    },
    [postId, queryClient],
  );
  return { add, pending, queued };
}
