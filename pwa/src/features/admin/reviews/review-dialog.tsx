import CloseIcon from '@mui/icons-material/Close';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { travelDateLabel } from '@safari/shared/booking-rules';
import { REVIEW_REPLY_MAX, type AdminReview } from '@safari/shared/review';
import { useState } from 'react';
import { showToast } from '../../../components/toast/toast';
import { messageOf } from '../api/admin-api';
import { useReviewModeration } from '../api/reviews-api';
import { useFormGuard } from '../components/form-guard';
import { touchTargets } from '../lib/touch-targets';
import { ReviewStatusChip } from './review-status-chip';
import { formatOfficeDateTime } from '@safari/shared/local-time';


export function Stars({ stars }: { stars: number }) {
  return (
    <Box role="img" aria-label={`${stars} of 5 stars`} sx={{ display: 'inline-flex', color: '#C8922E' }}>
      {[1, 2, 3, 4, 5].map((n) => (n <= stars ? <StarIcon key={n} sx={{ fontSize: 20 }} /> : <StarBorderIcon key={n} sx={{ fontSize: 20 }} />))}
    </Box>
  );
}

/** A review in full: approve or hide it, with a public reply. */
export function ReviewDialog({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const moderation = useReviewModeration();
  const initial = review.reply ?? '';
  const [reply, setReply] = useState(initial);
  const guard = useFormGuard({ form: 'review-reply', record: review.id, initial: { reply: initial }, values: { reply }, onRestore: (values) => setReply(values.reply), onClose, submitting: moderation.isPending });
  const tooLong = reply.trim().length > REVIEW_REPLY_MAX;

  async function moderate(status: 'approved' | 'hidden') {
    try {
      await guard.save(() => moderation.mutateAsync({ id: review.id, input: { status, reply: reply.trim() } }));
      showToast(status === 'approved' ? 'Review approved: it shows on the tour page.' : 'Review hidden.', { severity: 'success' });
      onClose();
    } catch (failure) {
      showToast(messageOf(failure, 'The review could not be saved. Try again.'), { severity: 'error', durationMs: 3_000 });
    }
  }

  return (
    <Dialog open onClose={guard.requestClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="review-title" scroll="paper">
      <DialogTitle id="review-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pr: 1.5 }}>
        <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {review.title}
        </Box>
        <ReviewStatusChip status={review.status} />
        <IconButton aria-label="Close" onClick={guard.requestClose} sx={{ width: 44, height: 44 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5, alignContent: 'start', ...touchTargets }}>
        {guard.waitingNote}
        <Box>
          <Stars stars={review.stars} />
          <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: 1.65 }}>{review.text}</Typography>
        </Box>
        {review.photos.length > 0 && (
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            {review.photos.map((photo, index) => (
              <a key={photo} href={photo} target="_blank" rel="noopener noreferrer" aria-label={`Photo ${index + 1} in full size (opens in a new tab)`}>
                <Box component="img" src={photo.replace(/\.webp$/, '-400w.webp')} alt="" sx={{ width: 140, height: 105, objectFit: 'cover', borderRadius: 2, display: 'block' }} />
              </a>
            ))}
          </Box>
        )}
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75, fontSize: 14, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, overflowWrap: 'anywhere' } }}>
          <dt>Tour</dt>
          <dd>{review.tourName}</dd>
          <dt>Traveller</dt>
          <dd>
            {review.name} ({review.email || 'no e-mail'}) · shown as {review.author}
          </dd>
          <dt>Booking</dt>
          <dd>
            {review.reference} · travelled {travelDateLabel(review.travelDate)}
          </dd>
          <dt>Written</dt>
          <dd>{formatOfficeDateTime(review.createdAt)}</dd>
        </Box>
        <TextField
          label="Public reply (optional)"
          value={reply}
          onChange={(event) => setReply(event.target.value)}
          multiline
          minRows={3}
          error={tooLong}
          helperText={tooLong ? `At most ${REVIEW_REPLY_MAX} characters.` : 'Shown under the review on the tour page. Leave empty for none.'}
          fullWidth
        />
        {guard.dialogs}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1, flexWrap: 'wrap', ...touchTargets }}>
        <Button onClick={guard.requestClose}>Cancel</Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" color="warning" onClick={() => void moderate('hidden')} disabled={moderation.isPending || tooLong}>
          {review.status === 'hidden' ? 'Keep hidden' : 'Hide'}
        </Button>
        <Button variant="contained" onClick={() => void moderate('approved')} disabled={moderation.isPending || tooLong}>
          {review.status === 'approved' ? 'Save and keep approved' : 'Approve'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
