import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { formatAmount, travelDateLabel } from '@safari/shared/booking-rules';
import { whatsappLink } from '@safari/shared/site-links';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { dismissReservedBooking, useReservedBooking } from '../../../lib/reserved-booking';
import { brand } from '../../../lib/theme';
import { useSite } from '../../../lib/site';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" sx={{ fontSize: 12, fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: '#4F6B5B' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mt: 0.25, fontWeight: 600, fontSize: 16, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * Home's confirmation of a booking reserved to pay later: its reference, tour, date and amount, where
 * the payment link went, and where to go next. It stays (on this device) until dismissed. Rendered
 * in the browser only: the server's Home is the same for everybody.
 */
export default function ReservedBookingPanel() {
  const site = useSite();
  const booking = useReservedBooking();
  const titleId = useId();
  return (
    <>
      {booking && (
        <Box sx={{ bgcolor: '#F1E7D3', borderBottom: 1, borderColor: 'divider' }}>
          <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 3 } }}>
            <Box
              component="section"
              aria-labelledby={titleId}
              data-testid="reserved-booking"
              sx={{
                position: 'relative',
                p: { xs: 2.5, sm: 3 },
                pr: { xs: 6.5, sm: 7 },
                borderRadius: 4,
                bgcolor: '#FFFFFF',
                border: '1px solid #CFE3D6',
                boxShadow: '0 1px 2px rgba(30,36,32,0.05), 0 10px 28px rgba(30,36,32,0.08)',
              }}
            >
              <IconButton aria-label="Dismiss booking confirmation" onClick={dismissReservedBooking} sx={{ position: 'absolute', top: 8, right: 8 }}>
                <CloseIcon />
              </IconButton>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, flexWrap: 'wrap' }}>
                <CheckCircleIcon aria-hidden="true" sx={{ color: '#1E6B3B', fontSize: 28 }} />
                <Typography id={titleId} component="h2" sx={{ fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: { xs: 22, sm: 24 }, lineHeight: 1.25 }}>
                  Booking reserved
                </Typography>
                <Box component="span" sx={{ px: 1.25, py: 0.25, borderRadius: 999, bgcolor: '#E3F1E7', color: '#1E6B3B', fontWeight: 700, fontSize: 15, letterSpacing: '0.04em' }}>
                  {booking.reference}
                </Box>
              </Box>
              <Box
                component="dl"
                sx={{ m: 0, mt: 2, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' } }}
              >
                <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
                  <Fact label="Tour" value={booking.tourName} />
                </Box>
                <Fact label="Date" value={travelDateLabel(booking.date)} />
                <Fact label="Amount" value={formatAmount(booking.amount, booking.currency)} />
              </Box>
              <Typography sx={{ mt: 2, display: 'flex', alignItems: 'flex-start', gap: 1, fontSize: 15.5, lineHeight: 1.5, overflowWrap: 'anywhere' }}>
                <MailOutlinedIcon aria-hidden="true" sx={{ fontSize: 20, mt: '2px', color: brand.green }} />
                <span>
                  We’ve e-mailed the payment link to <strong>{booking.email}</strong>. Pay with M-Pesa, card or PayPal whenever you are ready.
                </span>
              </Typography>
              <Box sx={{ mt: 2.25, display: 'flex', flexWrap: 'wrap', gap: 1.25 }}>
                <Button component={RouterLink} to="/dashboard" variant="contained">
                  My Trips
                </Button>
                <Button
                  href={whatsappLink(`Hello! About my booking ${booking.reference} (${booking.tourName}).`, site)}
                  target="_blank"
                  rel="noopener noreferrer"
                  startIcon={<WhatsAppIcon aria-hidden="true" />}
                  sx={{ color: '#0F6B3A', bgcolor: '#E7F6EC', '&:hover': { bgcolor: '#D4EFDD' } }}
                >
                  WhatsApp us
                </Button>
              </Box>
            </Box>
          </Container>
        </Box>
      )}
    </>
  );
}
