import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { AdminBlogSummary } from '@safari/shared/admin-blog';
import { formatOfficeDateTime } from '@safari/shared/local-time';
import { showToast } from '../../../components/toast/toast';
import { messageOf, useCommentModeration, useComments } from '../api/admin-api';
import { LoadError } from '../components/panel-states';


/** The comments of a post, hidden ones included, each with Hide / Show. */
export function CommentsDialog({ post, onClose }: { post: AdminBlogSummary; onClose: () => void }) {
  const { data, error, refetch, isPending } = useComments(post.id);
  const moderate = useCommentModeration();

  async function toggle(id: string, hidden: boolean) {
    try {
      await moderate.mutateAsync({ id, hidden });
      await refetch();
      showToast(hidden ? 'Comment hidden.' : 'Comment shown.', { severity: 'success' });
    } catch (failure) {
      showToast(messageOf(failure, 'The comment could not be changed.'), { severity: 'error', durationMs: 3_000 });
    }
  }

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="comments-title" scroll="paper">
      <DialogTitle id="comments-title">Comments on “{post.title}”</DialogTitle>
      <DialogContent dividers>
        {error && <LoadError error={error} what="the comments" onRetry={() => void refetch()} />}
        {isPending && <CircularProgress aria-label="Loading comments" />}
        {data?.length === 0 && <Typography sx={{ color: 'text.secondary' }}>No comments yet.</Typography>}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {data?.map((comment) => (
            <Box component="li" key={comment.id} sx={{ p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider', opacity: comment.hidden ? 0.75 : 1 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 700 }}>{comment.name}</Typography>
                <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{formatOfficeDateTime(comment.date)}</Typography>
                {comment.hidden && <Chip size="small" label="Hidden" variant="outlined" />}
                <Box sx={{ flex: 1 }} />
                <Button size="small" variant="outlined" disabled={moderate.isPending} onClick={() => void toggle(comment.id, !comment.hidden)} aria-label={`${comment.hidden ? 'Show' : 'Hide'} comment by ${comment.name}`}>
                  {comment.hidden ? 'Show' : 'Hide'}
                </Button>
              </Box>
              <Typography sx={{ mt: 0.75, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{comment.text}</Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
