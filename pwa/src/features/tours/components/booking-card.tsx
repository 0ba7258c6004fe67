import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { formatDisplay } from '@safari/shared/display-currency';
import { durationLabel } from '@safari/shared/format';
import { whatsappLink } from '@safari/shared/site-links';
import type { Tour } from '@safari/shared/tour';
import { useDisplayCurrency } from '../../../lib/currency';
import { brand } from '../../../lib/theme';
import { fromPriceUsd, RateNote } from './tour-prices';
import { useSite } from '../../../lib/site';

/** The details page's side card: price and the ways to book or ask. */
export function BookingCard({ tour }: { tour: Tour }) {
  const site = useSite();
  const { currency, rate } = useDisplayCurrency();
  const price = fromPriceUsd(tour);
  return (
    <Card sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 5, boxShadow: '0 2px 4px rgba(30,36,32,0.05), 0 18px 48px rgba(30,36,32,0.12)' }}>
      <Typography sx={{ fontSize: 13, fontWeight: 700, letterSpacing: '0.12em', textTransform: 'uppercase', color: 'text.secondary' }}>
        {price === null ? 'Price' : 'From'}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mt: 0.5 }}>
        <Typography component="p" sx={{ fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: 38, lineHeight: 1.1, color: brand.green }}>
          {price === null ? 'On request' : formatDisplay(price, currency, rate)}
        </Typography>
        {price !== null && <Typography sx={{ color: 'text.secondary', fontSize: 15 }}>per person</Typography>}
      </Box>
      {price !== null && <RateNote currency={currency} rate={rate} />}
      <Typography sx={{ mt: 0.5, color: 'text.secondary', fontSize: 15 }}>
        {durationLabel(tour.duration)}
        {tour.location ? ` · ${tour.location}` : ''}
      </Typography>
      {/* The floating chat button steps aside while these pass under it (components/layout/floating-actions.ts). */}
      <Box data-floating-avoid sx={{ mt: 3, display: 'grid', gap: 1.25 }}>
        <Button href={`/booking/${tour.id}`} variant="contained" size="large" endIcon={<ArrowForwardIcon aria-hidden="true" />}>
          Book This Safari
        </Button>
        <Button href="/request-experience" variant="outlined" size="large" sx={{ borderWidth: 1.5, '&:hover': { borderWidth: 1.5 } }}>
          Request Custom Itinerary
        </Button>
        <Button
          href={whatsappLink(`Hello! I'm interested in the "${tour.name}" safari. Could you share availability?`, site)}
          target="_blank"
          rel="noopener noreferrer"
          size="large"
          startIcon={<WhatsAppIcon aria-hidden="true" />}
          sx={{ color: '#0F6B3A', bgcolor: '#E7F6EC', '&:hover': { bgcolor: '#D4EFDD' } }}
        >
          Ask on WhatsApp
        </Button>
      </Box>
      {/* A rule as MUI's Divider draws it, without its chunk on the tour page. */}
      <Box component="hr" sx={{ my: 2.5, mx: 0, border: 0, borderBottom: 'thin solid', borderColor: 'divider' }} />
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, fontSize: 14, color: 'text.secondary' }}>
        <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LockOutlinedIcon sx={{ fontSize: 18, color: brand.green }} aria-hidden="true" /> Secure payment: M-Pesa, card or PayPal
        </Box>
        <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <SupportAgentIcon sx={{ fontSize: 18, color: brand.green }} aria-hidden="true" /> 24/7 support while you travel
        </Box>
      </Box>
    </Card>
  );
}
