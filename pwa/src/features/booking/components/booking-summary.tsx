import AccessTimeOutlinedIcon from '@mui/icons-material/AccessTimeOutlined';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { CHILD_PRICE_FACTOR } from '@safari/shared/constants';
import { durationLabel, formatUsd } from '@safari/shared/format';
import { whatsappLink } from '@safari/shared/site';
import type { Tour } from '@safari/shared/tour';
import { brand } from '../../../lib/theme';
import { TourImage } from '../../../components/tours/tour-image';

/** MUI's Divider look (a thin rule in the theme's divider colour) without its module in the route. */
function Rule({ my }: { my: number }) {
  return <Box component="hr" sx={{ my, mx: 0, flexShrink: 0, border: 0, borderBottom: 'thin solid', borderColor: 'divider' }} />;
}

interface BookingSummaryProps {
  tour: Tour;
  /** Price of one adult; null when the tour is priced on request. */
  unitPrice: number | null;
  adults: number | null;
  children: number | null;
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

/** The booking page's sidebar: the tour, the live estimate and other ways to book. */
export function BookingSummary({ tour, unitPrice, adults, children }: BookingSummaryProps) {
  const a = adults ?? 0;
  const c = children ?? 0;
  const childPrice = unitPrice === null ? null : unitPrice * CHILD_PRICE_FACTOR;
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
        {unitPrice === null || childPrice === null ? (
          <Typography sx={{ color: 'text.secondary' }}>Priced on request.</Typography>
        ) : (
          <Box component="dl" aria-label="Price estimate" sx={{ m: 0 }}>
            <Row label={`${a} ${a === 1 ? 'adult' : 'adults'} × ${formatUsd(unitPrice)}`} value={formatUsd(a * unitPrice)} />
            {c > 0 && <Row label={`${c} ${c === 1 ? 'child' : 'children'} × ${formatUsd(childPrice)}`} value={formatUsd(c * childPrice)} />}
            <Rule my={1} />
            <Row label="Estimated total" value={formatUsd(a * unitPrice + c * childPrice)} strong />
            <Typography sx={{ mt: 1, fontSize: 13, color: 'text.secondary', lineHeight: 1.5 }}>
              Children pay 60% of the adult price. The final amount is confirmed with your booking.
            </Typography>
          </Box>
        )}

        <Rule my={2} />
        <Typography sx={{ fontWeight: 600, fontSize: 15 }}>Questions before you book?</Typography>
        <Box sx={{ mt: 1.25, display: 'grid', gap: 1 }}>
          <Button
            href={whatsappLink(`Hello! I'm booking the "${tour.name}" safari and have a question.`)}
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
