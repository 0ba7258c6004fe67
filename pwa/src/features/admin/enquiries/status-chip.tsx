import Chip from '@mui/material/Chip';
import { INBOX_STATUS_LABELS, type InboxStatus } from '@safari/shared/admin-inbox';

const COLORS = { new: 'warning', answered: 'success', archived: 'default' } as const;

/** New / Answered / Archived, in words (the colour only repeats them). */
export function StatusChip({ status }: { status: InboxStatus }) {
  return <Chip size="small" label={INBOX_STATUS_LABELS[status]} color={COLORS[status]} variant={status === 'new' ? 'filled' : 'outlined'} sx={{ minWidth: 84, fontWeight: 600 }} />;
}
