import Chip from '@mui/material/Chip';
import { BOOKING_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@safari/shared/admin-bookings';
import type { BookingStatus, PaymentStatus } from '@safari/shared/enums';

const BOOKING_COLOR = { pending: 'warning', confirmed: 'success', canceled: 'default' } as const;
const PAYMENT_COLOR = {
  unpaid: 'default',
  'deposit paid': 'warning',
  'partially paid': 'warning',
  paid: 'success',
  // MUI's info blue is under 4.5:1 on white at chip size; the console's green is contrast-checked.
  refunded: 'primary',
  'partially refunded': 'primary',
  failed: 'error',
} as const satisfies Record<PaymentStatus, string>;

/** Pending / Confirmed / Canceled, in the theme's colours (light and dark). */
export function BookingStatusChip({ status }: { status: BookingStatus }) {
  return <Chip size="small" variant="outlined" color={BOOKING_COLOR[status]} label={BOOKING_STATUS_LABELS[status]} />;
}

/** Unpaid / Deposit paid / Paid / Refunded / … / Payment failed. */
export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  return <Chip size="small" variant={status === 'paid' ? 'filled' : 'outlined'} color={PAYMENT_COLOR[status]} label={PAYMENT_STATUS_LABELS[status]} />;
}
