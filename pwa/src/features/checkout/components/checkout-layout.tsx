import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Booking } from '@safari/shared/booking';
import { PAYMENT_MESSAGES, partyLabel, travelDateLabel } from '@safari/shared/booking-rules';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../lib/session';
import { BookingOverview } from './booking-overview';
import { balanceLeft, balanceText, type CheckoutBooking } from '../lib/charge';

/** The checkout pages' frame: a title band, the page's main card and the booking summary beside it. */
export function CheckoutLayout({ title, subtitle, booking, children }: { title: string; subtitle?: ReactNode; booking?: Booking; children: ReactNode }) {
  return (
    <>
      <Box component="header" sx={{ bgcolor: '#F1E7D3', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4.5 } }}>
          <Typography variant="h1" sx={{ fontSize: 'clamp(2rem, 1.5rem + 2.4vw, 3rem)' }}>
            {title}
          </Typography>
          {subtitle && <Typography sx={{ mt: 1, color: 'text.secondary', fontSize: { xs: 16, md: 18 } }}>{subtitle}</Typography>}
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 }, pb: { xs: 12, md: 10 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: booking ? 'minmax(0, 1fr) 380px' : 'minmax(0, 1fr)' }, alignItems: 'start' }}>
          <Box sx={{ minWidth: 0 }}>{children}</Box>
          {booking && (
            <Box component="aside" aria-label="Booking summary" sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
              <BookingOverview booking={booking} />
            </Box>
          )}
        </Box>
      </Container>
    </>
  );
}

/** One line that says which booking this is: reference, safari, date and party. */
export function bookingLine(booking: Booking): string {
  return `Booking ${booking.reference} · ${booking.tour.name} · ${travelDateLabel(booking.date)} · ${partyLabel(booking.adults, booking.children)}`;
}

export type Tone = 'success' | 'error' | 'neutral' | 'waiting';

const TONES: Record<Tone, { icon: ReactNode; bg: string; color: string }> = {
  success: { icon: <CheckCircleIcon sx={{ fontSize: 44 }} />, bg: '#E3F1E7', color: '#1E6B3B' },
  error: { icon: <ErrorOutlineIcon sx={{ fontSize: 44 }} />, bg: '#FDECEA', color: '#9A2B1F' },
  neutral: { icon: <HighlightOffIcon sx={{ fontSize: 44 }} />, bg: '#F1ECE2', color: '#6B5A3A' },
  waiting: { icon: <CircularProgress size={38} thickness={4.5} color="inherit" />, bg: '#EEF4F0', color: '#1B4332' },
};

/** A result or waiting state: an icon, a heading, a few lines and the next steps. */
export function StatePanel({ tone, title, children, actions }: { tone: Tone; title: string; children?: ReactNode; actions?: ReactNode }) {
  const style = TONES[tone];
  return (
    <Box
      sx={{ p: { xs: 3, sm: 4.5 }, borderRadius: 5, bgcolor: '#FFFFFF', border: 1, borderColor: 'divider', textAlign: 'center', boxShadow: '0 1px 2px rgba(30,36,32,0.05), 0 8px 24px rgba(30,36,32,0.06)' }}
    >
      <Box aria-hidden="true" sx={{ mx: 'auto', width: 76, height: 76, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: style.bg, color: style.color }}>
        {style.icon}
      </Box>
      <Typography component="h2" sx={{ mt: 2.5, fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: { xs: 26, sm: 30 }, lineHeight: 1.2 }}>
        {title}
      </Typography>
      {children && <Box sx={{ mt: 1.5, color: 'text.secondary', fontSize: 16.5, lineHeight: 1.6, maxWidth: 520, mx: 'auto' }}>{children}</Box>}
      {actions && <Box sx={{ mt: 3.5, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5 }}>{actions}</Box>}
    </Box>
  );
}

/** The booking id in the address matches no booking. */
export function BookingNotFound() {
  return (
    <StatePanel
      tone="neutral"
      title="Booking not found"
      actions={
        <Button href="/tours" variant="contained" size="large">
          Browse Tours
        </Button>
      }
    >
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        <SearchOffIcon aria-hidden="true" sx={{ fontSize: 20 }} />
        Please check the link in your e-mail, or contact us with your booking reference.
      </Box>
    </StatePanel>
  );
}

/** The payment arrived: the reference, what is left to pay after a deposit (and by when), and where the confirmation went. */
export function PaymentConfirmed({ booking }: { booking: CheckoutBooking }) {
  const left = balanceLeft(booking);
  return (
    <StatePanel
      tone="success"
      title={PAYMENT_MESSAGES.confirmed}
      actions={
        <>
          <Button href="/" variant="contained" size="large">
            Back to home
          </Button>
          <Button href="/tours" variant="outlined" size="large">
            Browse more safaris
          </Button>
        </>
      }
    >
      {left ? 'Your deposit is paid and your safari is booked.' : 'Your safari is booked.'} Your reference is{' '}
      <Box component="strong" sx={{ color: 'text.primary', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}>
        {booking.reference}
      </Box>
      . We’ve e-mailed a confirmation to {booking.contact.email}.
      {left && (
        <Box component="p" data-testid="balance-left" sx={{ m: 0, mt: 1.5, p: 1.5, borderRadius: 3, bgcolor: '#F4EEE2', color: 'text.primary', fontWeight: 600 }}>
          {balanceText(left)} We’ll remind you by e-mail with a link to pay it; you can also pay it from My Trips.
        </Box>
      )}
      <FollowYourTrip booking={booking} />
    </StatePanel>
  );
}

/**
 * My Trips for this booking: opened at once by a signed-in traveller; a guest is offered an account
 * with the booking's e-mail (the booking joins it once the address is verified) and told why.
 */
function FollowYourTrip({ booking }: { booking: CheckoutBooking }) {
  const session = useSession();
  const box = { m: 0, mt: 2, p: 2, borderRadius: 3, border: '1px solid #CFE2D6', bgcolor: '#F3F8F4', color: 'text.primary', textAlign: 'left', overflowWrap: 'anywhere' } as const;
  if (session) {
    return (
      <Box sx={box}>
        <Box component="p" sx={{ m: 0 }}>Follow your trip, pay the balance and message us from My Trips.</Box>
        <Button component={RouterLink} to={`/dashboard/trips/${booking.id}`} variant="contained" sx={{ mt: 1.5, minHeight: 44 }}>
          Open My Trips
        </Button>
      </Box>
    );
  }
  const register = `/register?${new URLSearchParams({ name: booking.contact.name, email: booking.contact.email }).toString()}`;
  return (
    <Box component="section" aria-label="Create an account" sx={box}>
      <Box component="p" sx={{ m: 0, fontWeight: 700 }}>Create an account with {booking.contact.email}</Box>
      <Box component="p" sx={{ m: 0, mt: 0.5 }}>
        Follow your trip, pay the balance and message us from My Trips. Once you confirm the e-mail address, this booking joins your account.
      </Box>
      <Button component={RouterLink} to={register} variant="contained" sx={{ mt: 1.5, minHeight: 44 }}>
        Create an account
      </Button>
    </Box>
  );
}

/** The checkout could not load what it needs: say so, offer Retry, and name a missing connection. */
export function LoadFailed({ title, onRetry, children }: { title: string; onRetry: () => void; children: ReactNode }) {
  return (
    <StatePanel
      tone="error"
      title={title}
      actions={
        <Button variant="contained" size="large" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {navigator.onLine ? children : PAYMENT_MESSAGES.offline}
    </StatePanel>
  );
}

/** A payment attempt that was cancelled or failed: try again (a link or a callback) or pay later. */
export function PaymentNotCompleted({
  canceled,
  tryAgain,
  onPayLater,
  busy,
  children,
}: {
  canceled: boolean;
  tryAgain: { href: string } | { onClick: () => void };
  onPayLater: () => void;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <StatePanel
      tone={canceled ? 'neutral' : 'error'}
      title={canceled ? 'Payment cancelled' : 'Payment failed'}
      actions={
        <>
          <Button variant="contained" size="large" {...tryAgain}>
            Try again
          </Button>
          <Button variant="outlined" size="large" disabled={busy} onClick={onPayLater}>
            Pay later
          </Button>
        </>
      }
    >
      {children}
    </StatePanel>
  );
}
