import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { WaitlistEntry, WaitlistStatus } from '@safari/shared/waitlist';
import { useState } from 'react';
import { showToast } from '../../../components/toast/toast';
import { messageOf } from '../api/admin-api';
import { dateTimeLabel } from '../bookings/booking-money';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadError } from '../components/panel-states';
import { useDepartureMutations, useWaitlist } from './departures-api';

const STATUS_LABELS: Record<WaitlistStatus, string> = { waiting: 'Waiting', offered: 'Offered', booked: 'Booked', expired: 'Offer expired', removed: 'Removed' };

function statusText(entry: WaitlistEntry): string {
  if (entry.status === 'offered' && entry.offerExpiresAt) return `Offered, seats held until ${dateTimeLabel(entry.offerExpiresAt)}`;
  return STATUS_LABELS[entry.status];
}

/** The departure's waitlist in order: who waits, who has an offer, and Remove. */
export function WaitlistSection({ departureId }: { departureId: string }) {
  const list = useWaitlist(departureId);
  const { removeWaiting } = useDepartureMutations();
  const [removing, setRemoving] = useState<WaitlistEntry | null>(null);
  // Booked, expired and removed entries are history: the office works the queue.
  const entries = (list.data?.items ?? []).filter((entry) => entry.status === 'waiting' || entry.status === 'offered');

  async function confirmRemove(entry: WaitlistEntry) {
    try {
      await removeWaiting.mutateAsync(entry.id);
      showToast(`${entry.name} removed from the waitlist`, { severity: 'success' });
    } catch (error) {
      showToast(messageOf(error, 'Could not remove them from the waitlist. Try again.'), { severity: 'error', durationMs: 5_000 });
    }
    setRemoving(null);
  }

  return (
    <Box component="section" aria-labelledby="departure-waitlist">
      <Typography id="departure-waitlist" variant="h2" sx={{ mb: 1.5 }}>
        Waitlist ({entries.length})
      </Typography>
      {list.error ? (
        <LoadError error={list.error} what="the waitlist" onRetry={() => void list.refetch()} />
      ) : (
        <Card>
          <Table aria-label="Waitlist">
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>Contact</TableCell>
                <TableCell>Party</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.id} hover>
                  <TableCell>{entry.position ?? '—'}</TableCell>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {entry.name}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <Box component="span" sx={{ display: 'block' }}>
                      {entry.phone}
                    </Box>
                    <Box component="span" sx={{ display: 'block', fontSize: 13, color: 'text.secondary' }}>
                      {entry.email}
                    </Box>
                  </TableCell>
                  <TableCell>{entry.party}</TableCell>
                  <TableCell>{statusText(entry)}</TableCell>
                  <TableCell align="right">
                    <Button color="error" onClick={() => setRemoving(entry)} aria-label={`Remove ${entry.name} from the waitlist`}>
                      Remove
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
              {entries.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6} sx={{ py: 5, textAlign: 'center', color: 'text.secondary' }}>
                    {list.isPending ? 'Loading the waitlist…' : 'Nobody is waiting.'}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Card>
      )}
      {removing && (
        <ConfirmDialog title="Remove from the waitlist?" confirmLabel="Remove" cancelLabel="Keep" busy={removeWaiting.isPending} onConfirm={() => void confirmRemove(removing)} onClose={() => setRemoving(null)}>
          {removing.name} ({removing.party} {removing.party === 1 ? 'seat' : 'seats'}) will leave the waitlist{removing.status === 'offered' ? ', and the seats held for their offer go back' : ''}.
        </ConfirmDialog>
      )}
    </Box>
  );
}
