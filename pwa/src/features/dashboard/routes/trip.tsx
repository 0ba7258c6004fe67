/**
 * `/dashboard/trips/:id`: one trip of My Trips. Its status, travellers, payments and balance as the
 * ledger has them, the e-mails sent about it, a change or cancellation request to the office and the
 * office's contacts. Opens offline as it was last loaded on this phone.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CallIcon from '@mui/icons-material/CallOutlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { BookingDetail } from '@safari/shared/booking';
import { partyLabel, travelDateLabel } from '@safari/shared/booking-rules';
import { PAYMENT_STATUS_LABELS } from '@safari/shared/enums';
import { formatDate } from '@safari/shared/format';
import { telHref, whatsappLink } from '@safari/shared/site-links';
import type { Trip } from '@safari/shared/trip';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { moneyText } from '../../../lib/money-text';
import { signInPath, useSession } from '../../../lib/session';
import { brand } from '../../../lib/theme';
import { useTripScreen } from '../api/trip-api';
import { PanelError } from '../components/panel-states';
import { TripRequests } from '../components/trip-requests';
import { canPayBalance, canPayNow } from '../lib/can-pay-now';
import { formatOfficeDate, formatOfficeDateTime, officeToday } from '@safari/shared/local-time';
import { useSite } from '../../../lib/site';
import { LedgerList } from '../components/ledger-panel';

const TravellersForm = lazy(() => import('../../../components/travellers/travellers-form'));

const STATUS_LOOK: Record<BookingDetail['status'], { label: string; bg: string; fg: string }> = {
  pending: { label: 'Pending', bg: '#FFF4DC', fg: '#7A4E0C' },
  confirmed: { label: 'Confirmed', bg: '#E3F1E8', fg: '#17472F' },
  canceled: { label: 'Canceled', bg: '#F2E9E7', fg: '#7D2B1A' },
};

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, bgcolor: '#FFFFFF', border: '1px solid rgba(30,36,32,0.1)', minWidth: 0 }}>
      <Typography id={id} component="h2" sx={{ fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: { xs: 20, md: 22 }, color: brand.green, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box component="dt" sx={{ fontSize: 13, color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, fontWeight: 700, fontSize: 16 }}>
        {children}
      </Box>
    </Box>
  );
}

/** The price, what the ledger says was paid and refunded, and the balance; then each ledger row. */
function Payments({ booking }: { booking: BookingDetail }) {
  const { paid, balance, refunded, currency } = booking.totals;
  const canceled = booking.status === 'canceled';
  const payBalance = canPayBalance(booking);
  const payNow = canPayNow(booking);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="dl" aria-label="Payment summary" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))' }}>
        <Fact label="Trip price">{moneyText(booking.amount, booking.currency)}</Fact>
        <Fact label="Paid">{moneyText(paid, currency)}</Fact>
        {refunded > 0 && <Fact label="Refunded">{moneyText(refunded, currency)}</Fact>}
        {!canceled && <Fact label="Balance">{moneyText(balance, currency)}</Fact>}
        {!canceled && balance > 0 && <Fact label="Balance due by">{formatDate(booking.balanceDueDate)}</Fact>}
        <Fact label="Payment status">{PAYMENT_STATUS_LABELS[booking.paymentStatus]}</Fact>
      </Box>
      <LedgerList reference={booking.reference} ledger={booking.ledger} />
      {(payBalance || payNow) && (
        <Box>
          <Button component={RouterLink} to={`/checkout/${booking.id}?method=${booking.method ?? ''}`} variant="contained" sx={{ minHeight: 44, width: { xs: '100%', sm: 'auto' } }}>
            {payBalance ? 'Pay balance' : 'Pay now'}
          </Button>
        </Box>
      )}
    </Box>
  );
}

function Travellers({ booking }: { booking: BookingDetail }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (booking.status === 'canceled') return <Typography sx={{ color: 'text.secondary' }}>{partyLabel(booking.adults, booking.children)}</Typography>;
  return (
    <Box>
      <Typography sx={{ mb: 1 }}>
        {partyLabel(booking.adults, booking.children)}. The guide’s list needs each traveller’s name, and passport, diet and health notes where they matter.
      </Typography>
      <Button variant="outlined" aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)} sx={{ minHeight: 44 }}>
        {open ? 'Hide travellers’ details' : 'Travellers’ details'}
      </Button>
      {open && (
        <Box id={id} sx={{ mt: 1.5 }}>
          <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
            <TravellersForm bookingId={booking.id} />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}

function Emails({ trip }: { trip: Trip }) {
  if (trip.emails.length === 0) return <Typography sx={{ color: 'text.secondary' }}>No e-mails yet.</Typography>;
  return (
    <Box component="ul" aria-label="E-mails sent" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
      {trip.emails.map((mail, index) => (
        <Box component="li" key={`${mail.at}-${index}`} sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 0.5, py: 1, px: 1.5, borderRadius: 2, bgcolor: '#F7F3EA', fontSize: 14.5 }}>
          <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{mail.subject}</Box>
          <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>{mail.sent ? formatOfficeDate(mail.at) : 'Sending…'}</Box>
        </Box>
      ))}
    </Box>
  );
}

function Office({ reference }: { reference: string }) {
  const site = useSite();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography sx={{ color: 'text.secondary' }}>Quote {reference} and we find your booking at once. {site.officeHours.text}.</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" startIcon={<CallIcon aria-hidden="true" />} href={telHref(site.phone)} sx={{ minHeight: 44 }}>
          {site.phone}
        </Button>
        <Button variant="outlined" startIcon={<MailIcon aria-hidden="true" />} href={`mailto:${site.email}?subject=${encodeURIComponent(`Booking ${reference}`)}`} sx={{ minHeight: 44, textTransform: 'none' }}>
          {site.email}
        </Button>
        <Button variant="outlined" color="success" startIcon={<WhatsAppIcon aria-hidden="true" />} href={whatsappLink(`Hello! About my booking ${reference}.`, site)} target="_blank" rel="noopener noreferrer" sx={{ minHeight: 44 }}>
          WhatsApp
        </Button>
      </Box>
    </Box>
  );
}

export default function TripScreen() {
  const session = useSession();
  const { id = '' } = useParams();
  const query = useTripScreen(session?.user.id ?? '', id);
  const data = query.data;
  useDocumentTitle(data ? `${data.booking.tour.name} · My Trips` : 'My Trips');
  if (!session) return <Navigate to={signInPath(`/dashboard/trips/${id}`)} replace />;

  let body: ReactNode;
  if (!data && query.isPending) {
    body = (
      <Box aria-busy="true" aria-label="Loading your trip" sx={{ display: 'grid', gap: 2 }}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={120} />
        ))}
      </Box>
    );
  } else if (!data) {
    body = <PanelError message="We could not load this trip. Check your connection and try again." onRetry={() => void query.refetch()} />;
  } else {
    const { booking, trip } = data;
    const look = STATUS_LOOK[booking.status];
    body = (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'minmax(0, 1.4fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        {data.offline && !query.isPlaceholderData && (
          <Typography role="status" sx={{ gridColumn: '1 / -1', p: 1.5, borderRadius: 2, bgcolor: '#FFF6E2', border: '1px solid #E9C77F', color: '#4A3208', fontWeight: 600 }}>
            You are offline: this is your trip as loaded on {formatOfficeDateTime(new Date(data.loadedAt).toISOString())}.
          </Typography>
        )}
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Section title="Status" id="trip-status">
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' }}>
              <Fact label="Booking">
                <Box component="span" sx={{ display: 'inline-block', px: 1.25, py: 0.25, borderRadius: 999, bgcolor: look.bg, color: look.fg, fontSize: 14 }}>
                  {look.label}
                </Box>
              </Fact>
              <Fact label="Reference">{booking.reference}</Fact>
              <Fact label="Travel date">{travelDateLabel(booking.date)}</Fact>
              {trip.endsOn !== booking.date && <Fact label="Last day">{travelDateLabel(trip.endsOn)}</Fact>}
            </Box>
            {/* The trip is over (by Nairobi's calendar): its review page (the route table's /trips/:id/review). */}
            {booking.status !== 'canceled' && trip.endsOn < officeToday() && (
              <Button component={RouterLink} to={`/trips/${booking.id}/review`} variant="contained" sx={{ mt: 2, minHeight: 44 }}>
                Review your trip
              </Button>
            )}
          </Section>
          <Section title="Payments" id="trip-payments">
            <Payments booking={booking} />
          </Section>
          <Section title="Travellers" id="trip-travellers">
            <Travellers booking={booking} />
          </Section>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Section title="Message the office" id="trip-requests">
            <TripRequests bookingId={booking.id} reference={booking.reference} requests={trip.requests} canceled={booking.status === 'canceled'} onSent={() => void query.refetch()} />
          </Section>
          <Section title="E-mails sent to you" id="trip-emails">
            <Emails trip={trip} />
          </Section>
          <Section title="Contact the office" id="trip-office">
            <Office reference={booking.reference} />
          </Section>
        </Box>
      </Box>
    );
  }

  return (
    <Box sx={{ bgcolor: brand.sand, minHeight: '70vh', pb: { xs: 6, md: 10 } }}>
      <Box sx={{ background: `linear-gradient(135deg, ${brand.green} 0%, ${brand.greenLight} 100%)`, color: '#FFFFFF', py: { xs: 3, md: 4.5 } }}>
        <Container maxWidth="lg">
          <Button component={RouterLink} to="/dashboard" startIcon={<ArrowBackIcon aria-hidden="true" />} sx={{ color: '#FFFFFF', minHeight: 44, ml: -1, mb: 1 }}>
            My Trips
          </Button>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2.3rem' }, color: '#FFFFFF' }}>
            {data ? data.booking.tour.name : 'Your trip'}
          </Typography>
          {data && (
            <Typography sx={{ mt: 0.5, opacity: 0.9 }}>
              {data.booking.reference} · {travelDateLabel(data.booking.date)} ·{' '}
              <Box component={RouterLink} to={`/tours/${data.trip.tour.slug}`} sx={{ color: brand.goldLight, fontWeight: 600 }}>
                About this tour
              </Box>
            </Typography>
          )}
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ mt: { xs: 2.5, md: 4 } }}>
        {body}
      </Container>
    </Box>
  );
}
