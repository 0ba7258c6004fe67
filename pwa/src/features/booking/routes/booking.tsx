import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { BOOKING_MESSAGES } from '@safari/shared/booking-rules';
import { durationLabel } from '@safari/shared/format';
import type { Tour } from '@safari/shared/tour';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import { FloatingWhatsApp } from '../../../components/floating-whatsapp';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useOutboxItems } from '../../../offline/outbox-hooks';
import { useTour } from '../../../lib/tours/get-tour';
import { requestOf, unsentBookingFor } from '../api/create-booking';
import { useTraveller } from '../api/get-traveller';
import { BookingForm } from '../components/booking-form';
import { BookingSummary } from '../components/booking-summary';
import { initialValues, valuesFromRequest, withTraveller } from '../lib/booking-form';
import { useBookingMoney } from '../lib/use-booking-money';
import { TourNotFound } from '../../../components/ui/tour-not-found';
import { useDepartures } from '../../../lib/departures/use-departures';

function BookingSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, minHeight: '80vh' }} role="status" aria-label="Loading the booking form">
      <Box sx={{ height: 40, width: '60%', maxWidth: 420, borderRadius: 2, bgcolor: 'rgba(30,36,32,0.08)' }} />
      <Box sx={{ mt: 4, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 380px' } }}>
        <Box sx={{ height: 560, borderRadius: 5, bgcolor: 'rgba(30,36,32,0.06)' }} />
        <Box sx={{ height: 420, borderRadius: 5, bgcolor: 'rgba(30,36,32,0.06)', display: { xs: 'none', md: 'block' } }} />
      </Box>
    </Container>
  );
}

function PricedOnRequest({ tour }: { tour: Tour }) {
  return (
    <Card sx={{ p: { xs: 3, sm: 4 }, borderRadius: 5 }}>
      <Typography component="h2" sx={{ fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: 24 }}>
        Priced on request
      </Typography>
      <Typography sx={{ mt: 1.5, color: 'text.secondary', lineHeight: 1.6 }}>
        {tour.name} is planned and priced for each group. {BOOKING_MESSAGES.priceOnRequest}
      </Typography>
      <Button href="/request-experience" variant="contained" size="large" sx={{ mt: 3 }}>
        Request a custom quote
      </Button>
    </Card>
  );
}

function BookingContent({ tour }: { tour: Tour }) {
  useDocumentTitle(`Book ${tour.name}`);
  const [query] = useSearchParams();
  // The quick booking's values come in the history state (never in the address), and stay on reload.
  const { state } = useLocation();
  const [values, setValues] = useState(() => initialValues(query, state));
  // A scheduled tour's departures, fetched afresh for booking (and again after one turned out full).
  const [departuresKey, setDeparturesKey] = useState(0);
  const departures = useDepartures(tour.id, { refreshKey: departuresKey });
  const departureItems = departures.snapshot?.items ?? [];
  // A scheduled tour picks one of its departures, never a free date (a copy stored by an older version: when it lists some).
  const scheduled = tour.schedule ? tour.schedule === 'scheduled' : departureItems.length > 0;
  const picked = departureItems.find((departure) => departure.id === values.departureId) ?? null;
  // A departure named by the link (the tour page, an offer e-mail) carries its date into the form.
  if (picked && values.date !== picked.date) setValues({ ...values, date: picked.date });
  const money = useBookingMoney(tour, values, picked?.price ?? null);
  // A booking of this tour still on the phone (saved offline, then the page was reloaded or left)
  // comes back with its state instead of an empty form that would invite a second booking.
  const items = useOutboxItems();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  if (!restored && items !== undefined) {
    setRestored(true);
    const saved = unsentBookingFor(items, tour.id);
    if (saved) {
      setPendingId(saved.id);
      setValues(valuesFromRequest(requestOf(saved)));
    }
  }
  // A signed-in traveller's name, e-mail and phone fill the fields still empty, as they arrive.
  const traveller = useTraveller();
  const travellerKey = traveller ? [traveller.name, traveller.email, traveller.phone ?? ''].join('\n') : '';
  const [filledFrom, setFilledFrom] = useState('');
  if (traveller && travellerKey !== filledFrom) {
    setFilledFrom(travellerKey);
    setValues((current) => withTraveller(current, traveller));
  }

  return (
    <>
      <Box component="header" sx={{ bgcolor: '#F1E7D3', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4.5 } }}>
          <Breadcrumbs
            aria-label="Breadcrumb"
            separator={<NavigateNextIcon fontSize="small" aria-hidden="true" />}
            sx={{
              fontSize: 14,
              color: 'text.secondary',
              '& a': { color: 'primary.main', fontWeight: 600, textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
              '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' },
              '& .MuiBreadcrumbs-li': { minWidth: 0, flexShrink: 0 },
              // The tour's name gives way (with an ellipsis) so the trail stays on one line on phones.
              '& .MuiBreadcrumbs-li:nth-last-of-type(3)': { flexShrink: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
            }}
          >
            <RouterLink to="/tours">Safaris</RouterLink>
            <RouterLink to={`/tours/${tour.slug}`}>{tour.name}</RouterLink>
            <Typography component="span" aria-current="page" sx={{ fontSize: 14, color: 'inherit', whiteSpace: 'nowrap' }}>
              Book
            </Typography>
          </Breadcrumbs>
          <Typography variant="h1" sx={{ mt: 1.5, fontSize: 'clamp(2rem, 1.5rem + 2.4vw, 3rem)' }}>
            Book Your Safari
          </Typography>
          <Typography sx={{ mt: 1, color: 'text.secondary', fontSize: { xs: 16, md: 18 } }}>
            {tour.name} · {durationLabel(tour.duration)}
            {tour.location ? ` · ${tour.location}` : ''}
          </Typography>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 }, pb: { xs: 12, md: 10 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 380px' }, alignItems: 'start' }}>
          <Box>
            {money.tour.unitPrice === null ? (
              <PricedOnRequest tour={tour} />
            ) : tour.schedule !== 'on_request' && !departures.settled ? (
              <Box role="status" aria-label="Loading departures" sx={{ height: 560, borderRadius: 5, bgcolor: 'rgba(30,36,32,0.06)' }} />
            ) : (
              <Card sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 5 }}>
                <BookingForm
                  tour={tour}
                  money={money}
                  values={values}
                  onValuesChange={setValues}
                  pendingId={pendingId}
                  onPendingChange={setPendingId}
                  departures={scheduled ? { items: departureItems, asOf: departures.snapshot?.asOf ?? '', live: departures.live } : null}
                  onDeparturesStale={() => setDeparturesKey((key) => key + 1)}
                />
              </Card>
            )}
          </Box>
          <Box component="aside" aria-label="Booking summary" sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
            <BookingSummary tour={tour} money={money} />
          </Box>
        </Box>
      </Container>
      <FloatingWhatsApp message={`Hello! I'd like to book the "${tour.name}" safari.`} />
    </>
  );
}

/** A booking of a tour that does not exist (or none named). */
function BookingTourNotFound() {
  return <TourNotFound title={BOOKING_MESSAGES.tourNotFound} text="Choose a safari from our tours to start your booking." />;
}

/** /booking and /booking/:id — the booking form for a tour (from the offline store first). */
export default function BookingPage() {
  const { id = '' } = useParams();
  if (id.trim() === '') return <BookingTourNotFound />;
  return <BookingForTour id={id} />;
}

function BookingForTour({ id }: { id: string }) {
  const { data: tour, isPending, isError } = useTour(id);
  if (isPending) return <BookingSkeleton />;
  if (isError) return <BookingTourNotFound />;
  return <BookingContent key={tour.id} tour={tour} />;
}
