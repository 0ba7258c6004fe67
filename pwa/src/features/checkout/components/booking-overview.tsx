import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { partyLabel, travelDateLabel } from '@safari/shared/booking-rules';
import { PAYMENT_STATUS_LABELS } from '@safari/shared/enums';
import { formatDate } from '@safari/shared/format';
import { DEFAULT_CANCELLATION_POLICY, describePolicy } from '@safari/shared/money-terms';
import type { CheckoutBooking } from '../lib/charge';
import { brand } from '../../../lib/theme';
import { useTour } from '../../../lib/tours/get-tour';
import { TourImage } from '../../../components/tours/tour-image';
import { moneyText } from '../../../lib/money-text';

const STATUS: Record<string, { label: string; bg: string; color: string }> = {
  paid: { label: PAYMENT_STATUS_LABELS.paid, bg: '#E3F1E7', color: '#1E6B3B' },
  'deposit paid': { label: PAYMENT_STATUS_LABELS['deposit paid'], bg: '#E8F0F7', color: '#1F4E79' },
  'partially paid': { label: PAYMENT_STATUS_LABELS['partially paid'], bg: '#E8F0F7', color: '#1F4E79' },
  failed: { label: PAYMENT_STATUS_LABELS.failed, bg: '#FDECEA', color: '#9A2B1F' },
  unpaid: { label: 'Awaiting payment', bg: '#FBF1DC', color: '#7A4E0E' },
  refunded: { label: PAYMENT_STATUS_LABELS.refunded, bg: '#ECEFF1', color: '#37474F' },
  'partially refunded': { label: PAYMENT_STATUS_LABELS['partially refunded'], bg: '#ECEFF1', color: '#37474F' },
  canceled: { label: 'Cancelled', bg: '#ECEFF1', color: '#37474F' },
};

export function StatusChip({ booking }: { booking: CheckoutBooking }) {
  const status = STATUS[booking.status === 'canceled' ? 'canceled' : booking.paymentStatus] ?? STATUS.unpaid;
  if (!status) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', px: 1.25, py: 0.25, borderRadius: 999, fontSize: 13, fontWeight: 700, bgcolor: status.bg, color: status.color }}>
      {status.label}
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75, fontSize: 15 }}>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
        {children}
      </Box>
    </Box>
  );
}

/** The booking being paid for: what, when, who and how much. */
export function BookingOverview({ booking }: { booking: CheckoutBooking }) {
  const tour = useTour(booking.tour.id);
  return (
    <Card sx={{ borderRadius: 5, overflow: 'hidden' }}>
      <Box sx={{ position: 'relative', aspectRatio: { xs: '21 / 9', md: '16 / 9' }, bgcolor: '#2A1622' }}>
        {tour.data && (
          <TourImage
            image={tour.data.image}
            alt={booking.tour.name}
            sizes="(min-width: 900px) 380px, 100vw"
            loading="lazy"
            decoding="async"
            style={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
      </Box>
      <Box sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontSize: 12.5, fontWeight: 700, letterSpacing: '0.12em', textTransform: 'uppercase', color: 'text.secondary' }}>Booking summary</Typography>
          <StatusChip booking={booking} />
        </Box>
        <Typography component="h2" sx={{ mt: 1, fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: 22, lineHeight: 1.25 }}>
          {booking.tour.name}
        </Typography>
        <Box component="dl" sx={{ m: 0, mt: 1.5 }}>
          <Fact label="Reference">
            <Box component="span" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', letterSpacing: '0.04em' }}>
              {booking.reference}
            </Box>
          </Fact>
          <Fact label="Travel date">{travelDateLabel(booking.date)}</Fact>
          <Fact label="Travellers">{partyLabel(booking.adults, booking.children)}</Fact>
          <Fact label="Lead traveller">{booking.contact.name}</Fact>
        </Box>
        <Divider sx={{ my: 1.5 }} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>Total</Typography>
          <Typography sx={{ fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: 28, color: brand.green }}>
            {moneyText(booking.amount, booking.currency)}
          </Typography>
        </Box>
        {booking.totals && booking.totals.paid > 0 && (
          <Box component="dl" sx={{ m: 0, mt: 1 }}>
            <Fact label="Paid so far">{moneyText(booking.totals.paid, booking.currency)}</Fact>
            {booking.totals.balance > 0 && (
              <Fact label={`Balance, due by ${formatDate(booking.balanceDueDate)}`}>{moneyText(booking.totals.balance, booking.currency)}</Fact>
            )}
          </Box>
        )}
        {tour.data && (
          <Typography sx={{ mt: 1.5, fontSize: 14, color: 'text.secondary' }}>
            <Box component="strong" sx={{ color: 'text.primary' }}>
              Cancellation:
            </Box>{' '}
            {describePolicy(tour.data.cancellationPolicy ?? DEFAULT_CANCELLATION_POLICY)}
          </Typography>
        )}
      </Box>
    </Card>
  );
}
