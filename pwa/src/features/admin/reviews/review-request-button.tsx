import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { AdminBooking } from '@safari/shared/admin-bookings';
import { officeToday } from '@safari/shared/local-time';
import { showToast } from '../../../components/toast/toast';
import { messageOf } from '../api/admin-api';
import { useSendReviewRequest } from '../api/reviews-api';

/**
 * 'Ask for a review': e-mails the traveller the link to review their trip now, once it has ended
 * (travel date past, paid or confirmed); the worker sends the same e-mail 2 days after the trip.
 */
export function ReviewRequestButton({ booking }: { booking: AdminBooking }) {
  const send = useSendReviewRequest();
  const ended = booking.status !== 'canceled' && booking.date < officeToday() && (booking.status === 'confirmed' || booking.paymentStatus === 'paid');
  if (!ended) return null;
  async function request() {
    try {
      const { sentTo } = await send.mutateAsync(booking.id);
      showToast(`Review request sent to ${sentTo}.`, { severity: 'success' });
    } catch (failure) {
      showToast(messageOf(failure, 'The review request could not be sent. Try again.'), { severity: 'error', durationMs: 3_000 });
    }
  }
  return (
    <Button variant="outlined" onClick={() => void request()} disabled={send.isPending || !booking.email} startIcon={send.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}>
      Ask for a review
    </Button>
  );
}
