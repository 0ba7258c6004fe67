/**
 * A pay-now booking on a departure holds its seats for a while (shared/src/holds.ts). The checkout
 * says until when; once the hold ran out it says so, and either lets the traveller pay to book the
 * seats again (they are still free) or offers another date and the waitlist.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { HOLD_MESSAGES, type SeatHold } from '@safari/shared/holds';
import { Link as RouterLink } from 'react-router';
import type { CheckoutBooking } from '../lib/charge';
import { StatePanel } from './checkout-layout';

const timeOf = (iso: string) => new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** Whether the expired hold's seats were taken meanwhile: paying cannot book them any more. */
export function holdGone(booking: CheckoutBooking): boolean {
  const hold = booking.hold;
  return hold != null && hold.expired && hold.seatsLeft < booking.adults + booking.children;
}

/** Above the payment form: until when the seats are held, or that the hold expired and paying books them again. */
export function HoldNote({ hold }: { hold: SeatHold | null | undefined }) {
  if (!hold) return null;
  return (
    <Box role={hold.expired ? 'alert' : 'note'} data-testid="seat-hold" sx={{ p: 2, borderRadius: 3, fontSize: 15, lineHeight: 1.5, bgcolor: hold.expired ? '#FBF1DC' : '#E7F1EC', color: hold.expired ? '#5C3B09' : '#1B4332' }}>
      {hold.expired ? (
        <>
          <Box component="strong" sx={{ display: 'block' }}>
            {HOLD_MESSAGES.expired}
          </Box>
          {HOLD_MESSAGES.bookAgain}
        </>
      ) : (
        `Your seats are held for you until ${timeOf(hold.expiresAt)}.`
      )}
    </Box>
  );
}

/** The hold expired and the seats went to someone else: another date, or the waitlist. */
export function HoldGone({ booking }: { booking: CheckoutBooking }) {
  const departure = booking.departureId ? `?departure=${booking.departureId}` : '';
  return (
    <StatePanel
      tone="neutral"
      title={HOLD_MESSAGES.expired}
      actions={
        <>
          <Button component={RouterLink} to={`/booking/${booking.tour.id}`} variant="contained" size="large">
            Book another date
          </Button>
          {departure && (
            <Button component={RouterLink} to={`/booking/${booking.tour.id}${departure}`} variant="outlined" size="large">
              Join the waitlist
            </Button>
          )}
        </>
      }
    >
      {HOLD_MESSAGES.gone} Nothing was charged.
    </StatePanel>
  );
}
