import AccessTimeOutlinedIcon from '@mui/icons-material/AccessTimeOutlined';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { CHILD_PRICE_FACTOR } from '@safari/shared/constants';
import { durationLabel } from '@safari/shared/format';
import { whatsappLink } from '@safari/shared/site-links';
import type { Tour } from '@safari/shared/tour';
import { brand } from '../../../lib/theme';
import { TourImage } from '../../../components/tours/tour-image';
import type { BookingMoney } from '../lib/use-booking-money';
import { useSite } from '../../../lib/site';

/** MUI's Divider look (a thin rule in the theme's divider colour) without its module in the route. */
function Rule({ my }: { my: number }) {
  return <Box component="hr" sx={{ my, mx: 0, flexShrink: 0, border: 0, borderBottom: 'thin solid', borderColor: 'divider' }} />;
}

interface BookingSummaryProps {
  tour: Tour;
  /** The party's price on the date (no plan: priced on request, or the counters hold no number). */
  money: BookingMoney;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, fontSize: strong ? 17 : 15, fontWeight: strong ? 700 : 400, py: 0.5 }}>
      <Box component="dt" sx={{ color: strong ? 'text.primary' : 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap' }}>
        {value}
      </Box>
    </Box>
  );
}

/** The party at the date's adult price (children at 60 %), and the total. */
function PriceRows({ plan, show, adults, children, note }: { plan: NonNullable<BookingMoney['plan']>; show: BookingMoney['show']; adults: number; children: number; note: string | null }) {
  const childPrice = plan.unitPrice * CHILD_PRICE_FACTOR;
  return (
    <Box component="dl" aria-label="Price estimate" sx={{ m: 0 }}>
      <Row label={`${adults} ${adults === 1 ? 'adult' : 'adults'} × ${show(plan.unitPrice)}`} value={show(adults * plan.unitPrice)} />
      {children > 0 && <Row label={`${children} ${children === 1 ? 'child' : 'children'} × ${show(childPrice)}`} value={show(children * childPrice)} />}
      <Rule my={1} />
      <Row label="Estimated total" value={show(plan.amount)} strong />
      <Typography sx={{ mt: 1, fontSize: 13, color: 'text.secondary', lineHeight: 1.5 }}>
        Children pay 60% of the adult price. The final amount is confirmed with your booking.{note ? ` ${note}` : ''}
      </Typography>
    </Box>
  );
}

/** The booking page's sidebar: the tour, the live estimate and other ways to book. */
export function BookingSummary({ tour, money }: BookingSummaryProps) {
  const site = useSite();
  const { plan, show } = money;
  return (
    <Card sx={{ borderRadius: 5, overflow: 'hidden', boxShadow: '0 2px 4px rgba(30,36,32,0.05), 0 18px 48px rgba(30,36,32,0.10)' }}>
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: '#2A1622' }}>
        <TourImage
          image={tour.image}
          alt={tour.name}
          sizes="(min-width: 900px) 380px, 100vw"
          loading="lazy"
          decoding="async"
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </Box>
      <Box sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography sx={{ fontSize: 12.5, fontWeight: 700, letterSpacing: '0.12em', textTransform: 'uppercase', color: 'text.secondary' }}>Your safari</Typography>
        <Typography component="h2" sx={{ mt: 0.5, fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: 22, lineHeight: 1.25 }}>
          {tour.name}
        </Typography>
        <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, color: 'text.secondary', fontSize: 14.5 }}>
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <AccessTimeOutlinedIcon aria-hidden="true" sx={{ fontSize: 18, color: brand.green }} />
            {durationLabel(tour.duration)}
          </Box>
          {tour.location && (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <LocationOnOutlinedIcon aria-hidden="true" sx={{ fontSize: 18, color: brand.green }} />
              {tour.location}
            </Box>
          )}
        </Box>

        <Rule my={2} />
        {money.tour.unitPrice === null ? (
          <Typography sx={{ color: 'text.secondary' }}>Priced on request.</Typography>
        ) : plan === null ? (
          <Typography sx={{ color: 'text.secondary' }}>Choose the number of travellers to see the price.</Typography>
        ) : (
          <PriceRows plan={plan} show={show} adults={money.party.adults} children={money.party.children} note={money.note} />
        )}

        <Rule my={2} />
        <Typography sx={{ fontWeight: 600, fontSize: 15 }}>Questions before you book?</Typography>
        <Box sx={{ mt: 1.25, display: 'grid', gap: 1 }}>
          <Button
            href={whatsappLink(`Hello! I'm booking the "${tour.name}" safari and have a question.`, site)}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<WhatsAppIcon aria-hidden="true" />}
            sx={{ color: '#0F6B3A', bgcolor: '#E7F6EC', justifyContent: 'flex-start', '&:hover': { bgcolor: '#D4EFDD' } }}
          >
            Chat with us on WhatsApp
          </Button>
          <Button href="/request-experience" variant="outlined" endIcon={<ArrowForwardIcon aria-hidden="true" />} sx={{ justifyContent: 'space-between', borderWidth: 1.5, '&:hover': { borderWidth: 1.5 } }}>
            Request a custom itinerary
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
