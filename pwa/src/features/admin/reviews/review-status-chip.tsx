import Chip from '@mui/material/Chip';
import { REVIEW_STATUS_LABELS, type ReviewStatus } from '@safari/shared/review';

const COLORS = { pending: 'warning', approved: 'success', hidden: 'default' } as const;

/** Waiting / Approved / Hidden, in words (the colour only repeats them). */
export function ReviewStatusChip({ status }: { status: ReviewStatus }) {
  return <Chip size="small" label={REVIEW_STATUS_LABELS[status]} color={COLORS[status]} variant={status === 'pending' ? 'filled' : 'outlined'} sx={{ minWidth: 84, fontWeight: 600 }} />;
}
