import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { BlogComment } from '@safari/shared/blog';
import { BLOG_MESSAGES, COMMENT_MAX } from '@safari/shared/blog-content';
import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { APP_FORM, useEarlyForm } from '../../../components/form/early-form';
import { brand } from '../../../lib/theme';
import { QUEUED_MESSAGE } from '../../../offline/messages';
import type { QueuedComment } from '../api/add-comment';
import { formatPostDate, initials, isoDay } from '../lib/format';
import { isHttpStatus } from '../lib/http-status';
import { Initials } from './badges';

export const COMMENT_FAILED = 'Unable to post comment. Please try again.';
/** Name of the visitor's own comment while it is being sent (spec). */
export const OPTIMISTIC_NAME = 'You';

/** `pending`: on its way ('Sending…'); `note`: said instead of the date (a comment waiting to be sent). */
function CommentItem({ comment, pending = false, note }: { comment: BlogComment; pending?: boolean; note?: string }) {
  const date = formatPostDate(comment.date);
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, py: 2, borderTop: 1, borderColor: 'divider', opacity: pending ? 0.65 : 1 }} aria-busy={pending}>
      <Initials name={comment.name} text={initials(comment.name)} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {comment.name}
          </Typography>
          <Typography component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
            {note ?? (pending ? 'Sending…' : date && <time dateTime={isoDay(comment.date)}>{date}</time>)}
          </Typography>
        </Box>
        {/* Plain text: React escapes it; line breaks are kept. */}
        <Typography sx={{ mt: 0.5, lineHeight: 1.6, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{comment.text}</Typography>
      </Box>
    </Box>
  );
}

export type CommentsState = 'loading' | 'error' | 'ready';

/**
 * The session and the sending come in as props: this section loads after the post, and importing
 * them here would tie its chunk to the post's (see scripts/size-guard.ts).
 */
export interface CommentsSectionProps {
  comments: BlogComment[];
  state: CommentsState;
  onRetry(): void;
  /** First name of the signed-in user; null when signed out. */
  signedInAs: string | null;
  /** Posts a comment; rejects with the HTTP error when it fails. */
  add(text: string): Promise<unknown>;
  /** Text of the comment on its way, shown at the top as 'You'; null when none is. */
  pending: string | null;
  /** Comments written offline and waiting in the outbox, shown at the top as 'You' with the queued message. */
  queued?: QueuedComment[];
  /** The server refused the session (401): it is over. */
  onUnauthorized(): void;
  /** Offers sign-in (to a signed-out visitor, or after the session was refused). */
  signInPrompt(message: string, action: string): ReactNode;
}

/** Comments: the form (signed in) or a sign-in prompt, and the list, newest first. */
export function CommentsSection({ comments, state, onRetry, signedInAs, add, pending, queued = [], onUnauthorized, signInPrompt }: CommentsSectionProps) {
  const fieldId = useId();
  const earlyForm = useEarlyForm();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [prompt, setPrompt] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value === '') {
      setError(BLOG_MESSAGES.commentEmpty);
      return;
    }
    setError(null);
    setText('');
    add(value).catch((failure: unknown) => {
      // The comment is taken back and its text returned to the box, so nothing typed is lost.
      setText(value);
      console.error('Could not post the comment:', failure);
      if (isHttpStatus(failure, 401)) {
        onUnauthorized();
        setPrompt(BLOG_MESSAGES.signInToComment);
      } else {
        setError(COMMENT_FAILED);
      }
    });
  };

  const optimistic: BlogComment | null = pending === null ? null : { id: 'optimistic', name: OPTIMISTIC_NAME, text: pending, date: new Date().toISOString() };
  const count = comments.length + queued.length + (optimistic ? 1 : 0);

  return (
    <Box component="section" aria-labelledby="comments-heading" sx={{ mt: { xs: 5, md: 6 } }}>
      <Typography id="comments-heading" variant="h2" sx={{ fontSize: { xs: '1.6rem', md: '1.9rem' }, mb: 2 }}>
        Comments {count > 0 && <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>({count})</Box>}
      </Typography>

      {signedInAs !== null ? (
        <Box component="form" ref={earlyForm} {...APP_FORM} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.25 }}>
          <Box component="label" htmlFor={fieldId} sx={{ fontWeight: 600, fontSize: 14 }}>
            Your comment
          </Box>
          <Box
            component="textarea"
            id={fieldId}
            name="text"
            rows={4}
            maxLength={COMMENT_MAX}
            value={text}
            aria-invalid={error === BLOG_MESSAGES.commentEmpty}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
              setText(event.target.value);
              if (error === BLOG_MESSAGES.commentEmpty) setError(null);
            }}
            placeholder={`Share a tip or ask a question, ${signedInAs || 'traveller'}…`}
            sx={{
              width: '100%',
              p: 1.75,
              borderRadius: 2.5,
              border: '1px solid rgba(30,36,32,0.28)',
              bgcolor: '#FFFFFF',
              font: 'inherit',
              fontSize: 16,
              lineHeight: 1.5,
              resize: 'vertical',
              '&:focus': { outline: 'none', borderColor: brand.green, boxShadow: '0 0 0 3px rgba(27,67,50,0.2)' },
              '&[aria-invalid="true"]': { borderColor: 'error.main' },
            }}
          />
          {error && (
            <Typography id={`${fieldId}-error`} role="alert" sx={{ color: 'error.main', fontWeight: 600, fontSize: 14 }}>
              {error}
            </Typography>
          )}
          <Box>
            <Button type="submit" variant="contained" disabled={pending !== null}>
              Submit
            </Button>
          </Box>
        </Box>
      ) : (
        signInPrompt('Sign in to join the conversation.', 'Sign in to comment')
      )}
      {prompt && signedInAs === null && <Box sx={{ mt: 1.5 }}>{signInPrompt(prompt, 'Sign in again')}</Box>}

      {state === 'loading' ? (
        <Typography sx={{ mt: 2, color: 'text.secondary' }} role="status">
          Loading comments…
        </Typography>
      ) : state === 'error' && count === 0 ? (
        <Box role="alert" sx={{ mt: 2.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography sx={{ color: 'text.secondary' }}>The comments could not be loaded right now.</Typography>
          <Button size="small" variant="outlined" onClick={onRetry}>
            Retry
          </Button>
        </Box>
      ) : count === 0 ? (
        <Typography sx={{ mt: 2.5, color: 'text.secondary' }}>No comments yet. Be the first to share your thoughts.</Typography>
      ) : (
        <Box component="ol" aria-label="Comments" sx={{ mt: 2.5, mb: 0, p: 0, listStyle: 'none' }}>
          {optimistic && <CommentItem comment={optimistic} pending />}
          {queued.map((comment) => (
            <CommentItem key={comment.id} comment={{ ...comment, name: OPTIMISTIC_NAME }} pending note={QUEUED_MESSAGE} />
          ))}
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </Box>
      )}
    </Box>
  );
}
