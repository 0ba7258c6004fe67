import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { MyBooking } from '@safari/shared/account';
import { PAYMENT_STATUS_LABELS } from '@safari/shared/enums';
import { partyLabel, travelDateLabel } from '@safari/shared/booking-rules';
import { formatDate } from '@safari/shared/format';
import { lazy, Suspense, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { brand } from '../../../lib/theme';
import { useMyBookings } from '../api/account-api';
import { canPayBalance, canPayNow } from '../lib/can-pay-now';
import { EmptyState, PanelError } from './panel-states';
import { moneyText } from '../../../lib/money-text';
import { UnsentBookings } from './unsent-bookings';

const LedgerPanel = lazy(() => import('./ledger-panel'));
const TravellersForm = lazy(() => import('../../../components/travellers/travellers-form'));

/** Each seat's traveller (for the guide's manifest), filled in on demand. */
function TripTravellers({ booking }: { booking: MyBooking }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (booking.status === 'canceled') return null;
  return (
    <Box sx={{ gridColumn: '1 / -1', order: 3 }}>
      <Button size="small" aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)} sx={{ minHeight: 44, px: 1, ml: -1 }}>
        {open ? 'Hide travellers’ details' : 'Travellers’ details'}
      </Button>
      {open && (
        <Box id={id} sx={{ mt: 1 }}>
          <Suspense fallback={null}>
            <TravellersForm bookingId={booking.id} />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}

const STATUS_LOOK: Record<MyBooking['status'], { label: string; bg: string; fg: string }> = {
  pending: { label: 'Pending', bg: '#FFF4DC', fg: '#7A4E0C' },
  confirmed: { label: 'Confirmed', bg: '#E3F1E8', fg: '#17472F' },
  canceled: { label: 'Canceled', bg: '#F2E9E7', fg: '#7D2B1A' },
};

const PAYMENT_LABEL: Record<MyBooking['paymentStatus'], string> = PAYMENT_STATUS_LABELS;

function StatusChip({ status }: { status: MyBooking['status'] }) {
  const look = STATUS_LOOK[status];
  return (
    <Box component="span" sx={{ display: 'inline-block', px: 1.25, py: 0.25, borderRadius: 999, bgcolor: look.bg, color: look.fg, fontSize: 13, fontWeight: 700 }}>
      {look.label}
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box component="dt" sx={{ fontSize: 12.5, color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, fontWeight: 700, fontSize: 15 }}>
        {children}
      </Box>
    </Box>
  );
}

/** What was paid, what is left and by when (in the booking's currency), and the payments themselves on demand. */
function TripMoney({ booking, userId }: { booking: MyBooking; userId: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const { paid, balance, refunded, currency } = booking.totals;
  const owing = booking.status !== 'canceled' && balance > 0;
  const hasRows = paid > 0 || refunded > 0;
  if (!owing && !hasRows) return null;
  return (
    <Box sx={{ gridColumn: '1 / -1', order: 1, display: 'grid', gap: 1.25, pt: 1.25, borderTop: '1px solid rgba(30,36,32,0.08)' }}>
      {(owing || refunded > 0) && (
        <Box component="dl" aria-label={`Payments of ${booking.reference}`} sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(3, minmax(0, auto))', justifyContent: 'start', columnGap: 3 }}>
          <Fact label="Paid">{moneyText(paid, currency)}</Fact>
          {owing && <Fact label="Balance">{moneyText(balance, currency)}</Fact>}
          {owing && <Fact label="Due by">{formatDate(booking.balanceDueDate)}</Fact>}
          {refunded > 0 && <Fact label="Refunded">{moneyText(refunded, currency)}</Fact>}
        </Box>
      )}
      {hasRows && (
        <Box>
          <Button size="small" aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)} sx={{ minHeight: 44, px: 1, ml: -1 }}>
            {open ? 'Hide payments' : 'Payments and receipts'}
          </Button>
          {open && (
            <Suspense fallback={null}>
              <LedgerPanel id={id} userId={userId} bookingId={booking.id} />
            </Suspense>
          )}
        </Box>
      )}
    </Box>
  );
}

function PayAction({ booking }: { booking: MyBooking }) {
  const balance = canPayBalance(booking);
  if (!balance && !canPayNow(booking)) return <Box sx={{ width: { md: 96 } }} />;
  const label = balance ? 'Pay balance' : 'Pay now';
  return (
    <Button
      component={RouterLink}
      to={`/checkout/${booking.id}?method=${booking.method ?? ''}`}
      variant="contained"
      sx={{ minHeight: 44, width: { xs: '100%', md: 'auto' }, whiteSpace: 'nowrap' }}
      aria-label={`${label} for ${booking.reference}`}
    >
      {label}
    </Button>
  );
}

function BookingRow({ booking, userId }: { booking: MyBooking; userId: string }) {
  return (
    <Box
      component="li"
      aria-label={`Booking ${booking.reference}`}
      sx={{
        listStyle: 'none',
        display: 'grid',
        gap: { xs: 1.25, md: 2 },
        gridTemplateColumns: { xs: '1fr auto', md: 'minmax(0,2.2fr) 1.1fr 1fr 1fr auto' },
        alignItems: 'center',
        p: { xs: 2, md: 2.5 },
        borderRadius: 3,
        bgcolor: '#FFFFFF',
        border: '1px solid rgba(30,36,32,0.1)',
      }}
    >
      <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / 2', md: 'auto' } }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: 17, lineHeight: 1.3 }}>
          {/* The trip's own screen: status, payments, travellers, e-mails and messages to the office. */}
          <Box component={RouterLink} to={`/dashboard/trips/${booking.id}`} sx={{ color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}>
            {booking.tour.name}
          </Box>
        </Typography>
        <Typography sx={{ mt: 0.25, fontSize: 14, color: 'text.secondary' }}>
          Ref <Box component="span" sx={{ fontWeight: 700, color: 'text.primary', letterSpacing: '0.02em' }}>{booking.reference}</Box> · {partyLabel(booking.adults, booking.children)}
        </Typography>
      </Box>
      <Box sx={{ justifySelf: { xs: 'end', md: 'start' }, gridRow: { xs: '1', md: 'auto' }, gridColumn: { xs: '2', md: 'auto' } }}>
        <StatusChip status={booking.status} />
      </Box>
      <Box sx={{ fontSize: 15 }}>
        <Box component="span" sx={{ display: { md: 'none' }, color: 'text.secondary' }}>Travel date: </Box>
        {travelDateLabel(booking.date)}
      </Box>
      <Box sx={{ fontSize: 15, justifySelf: { xs: 'end', md: 'start' }, textAlign: { xs: 'right', md: 'left' } }}>
        <Box component="span" sx={{ fontWeight: 700 }}>{moneyText(booking.amount, booking.currency)}</Box>
        <Box component="span" sx={{ display: 'block', fontSize: 13, color: booking.paymentStatus === 'paid' ? brand.greenLight : 'text.secondary' }}>
          {PAYMENT_LABEL[booking.paymentStatus]}
        </Box>
      </Box>
      {/* On a phone the money facts come before the button that pays them; on a wide screen the button keeps its column. */}
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, justifySelf: { md: 'end' }, order: { xs: 2, md: 0 } }}>
        <PayAction booking={booking} />
      </Box>
      <TripMoney booking={booking} userId={userId} />
      <TripTravellers booking={booking} />
      <Box sx={{ gridColumn: '1 / -1', order: 4 }}>
        <Button component={RouterLink} to={`/dashboard/trips/${booking.id}`} variant="outlined" aria-label={`Open trip ${booking.reference}`} sx={{ minHeight: 44 }}>
          Open trip
        </Button>
      </Box>
    </Box>
  );
}

/** The traveller's bookings: upcoming first, each with its status, what is paid and owed, and 'Pay now' or 'Pay balance'. */
export function BookingsPanel({ userId }: { userId: string }) {
  const { data, error, isPending, refetch } = useMyBookings(userId);
  if (isPending) {
    return (
      <Box aria-busy="true" aria-label="Loading your bookings" sx={{ display: 'grid', gap: 1.5 }}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={88} />
        ))}
      </Box>
    );
  }
  if (error) {
    return (
      <>
        <UnsentBookings />
        <PanelError message="We could not load your bookings. Check your connection and try again." onRetry={() => void refetch()} />
      </>
    );
  }
  if (!data.length) {
    return (
      <>
        <UnsentBookings />
        <EmptyState title="No trips yet" action={<Button component={RouterLink} to="/tours" variant="contained">Browse Tours</Button>}>
          When you book a safari while signed in, it appears here with its status and payment. Booked before with this e-mail? Verify your e-mail and those bookings join your account.
        </EmptyState>
      </>
    );
  }
  return (
    <Box>
      <UnsentBookings />
      <Box
        aria-hidden="true"
        sx={{
          display: { xs: 'none', md: 'grid' },
          gridTemplateColumns: 'minmax(0,2.2fr) 1.1fr 1fr 1fr auto',
          gap: 2,
          px: 2.5,
          pb: 1,
          fontSize: 12,
          fontWeight: 700,
          letterSpacing: '0.08em',
          textTransform: 'uppercase',
          color: 'text.secondary',
        }}
      >
        <span>Tour</span>
        <span>Status</span>
        <span>Date</span>
        <span>Amount</span>
        <Box component="span" sx={{ width: 96 }} />
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {data.map((booking) => (
          <BookingRow key={booking.id} booking={booking} userId={userId} />
        ))}
      </Box>
    </Box>
  );
}
