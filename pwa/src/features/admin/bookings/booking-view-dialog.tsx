import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MANUAL_PAYMENT_METHOD_LABELS, type AdminBooking, type ManualPaymentMethod } from '@safari/shared/admin-bookings';
import { formatAmount, partyLabel, travelDateLabel } from '@safari/shared/booking-rules';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@safari/shared/enums';
import { formatMoney } from '@safari/shared/money';
import { useRef, useState, type ReactNode } from 'react';
import { showToast } from '../../../components/toast/toast';
import { messageOf } from '../api/admin-api';
import { useAdminBooking, useBookingMutations } from '../api/bookings-api';
import { AuditHistory } from '../components/audit-history';
import type { FormGuard } from '../components/form-guard';
import { LoadError } from '../components/panel-states';
import { MoveDialog } from '../departures/move-dialog';
import { touchTargets } from '../lib/touch-targets';
import { ReviewRequestButton } from '../reviews/review-request-button';
import { attemptStatusLabel, dateTimeLabel as at, isCurrency, refundable } from './booking-money';
import { MoneySection } from './money-section';
import { RecordPaymentForm } from './record-payment-form';
import { RefundDialog } from './refund-dialog';
import { BookingStatusChip } from './status-chips';
import { Facts, Section } from './view-parts';

function methodLabel(method: string): string {
  return MANUAL_PAYMENT_METHOD_LABELS[method as ManualPaymentMethod] ?? PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;
}

/**
 * View: everything about a booking, its money (totals, ledger, due date), its payment attempts and
 * the e-mails sent for it; record a payment or a refund, extend the due date, resend the link.
 */
export function BookingViewDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const query = useAdminBooking(id);
  const booking = query.data;
  const [paying, setPaying] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const [moving, setMoving] = useState(false);
  // While a payment is being typed, closing the booking asks first (the form's own question).
  const payment = useRef<FormGuard | null>(null);
  const close = () => (payment.current ? payment.current.closeThen(onClose) : onClose());
  const { resend } = useBookingMutations();
  const owing = booking ? booking.status !== 'canceled' && booking.totals.balance > 0 : false;
  const canRefund = booking ? refundable(booking) > 0 : false;

  async function resendLink(target: AdminBooking) {
    try {
      showToast((await resend.mutateAsync(target.id)).message, { severity: 'success' });
    } catch (failure) {
      showToast(messageOf(failure, 'The payment link could not be sent. Try again.'), { severity: 'error', durationMs: 3_000 });
    }
  }

  return (
    <Dialog open onClose={close} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="booking-view-title" scroll="paper" sx={touchTargets}>
      <DialogTitle id="booking-view-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}>
        <Box component="span" sx={{ flex: 1 }}>
          Booking {booking?.reference ?? ''}
        </Box>
        <IconButton aria-label="Close" onClick={close}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {/* Focusable, so that keyboard users can scroll a long booking (it may hold no control at all). */}
      <DialogContent dividers tabIndex={0} role="region" aria-label="Booking details" sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
        {query.error && !booking && <LoadError error={query.error} what="the booking" onRetry={() => void query.refetch()} />}
        {!booking && !query.error && <CircularProgress aria-label="Loading the booking" sx={{ justifySelf: 'center', my: 4 }} />}
        {booking && (
          <>
            {/* Two columns on a landscape tablet, so the money comes into view without scrolling far. */}
            <Box sx={{ display: 'grid', gap: { xs: 1, md: 3 }, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
              <Facts
                labelWidth={120}
                rows={[
                  ['Reference', booking.reference],
                  ['Tour', booking.tourName],
                  ['Traveller', booking.customer],
                  ['E-mail', booking.email || '—'],
                  ['Phone', booking.phone || '—'],
                  ['Travel date', travelDateLabel(booking.date)],
                ]}
              />
              <Facts
                labelWidth={120}
                rows={[
                  ['Party', partyLabel(booking.adults, booking.children)],
                  ['Status', <BookingStatusChip key="status" status={booking.status} />],
                  ['Booked', `${at(booking.createdAt)} · ${booking.source === 'admin' ? 'entered by staff' : 'on the website'}`],
                  ['Payment choice', booking.method ? `${PAYMENT_METHOD_LABELS[booking.method]}${booking.payMode === 'later' ? ', pay later' : booking.payMode === 'deposit' ? ', deposit first' : ''}` : '—'],
                  ['My Trips', booking.userId ? 'Linked to the traveller’s account' : 'No account linked'],
                  ...(booking.canceledAt ? ([['Canceled', at(booking.canceledAt)]] as [string, ReactNode][]) : []),
                  ['Notes', booking.notes || '—'],
                ]}
              />
            </Box>

            <MoneySection booking={booking}>{paying && <RecordPaymentForm booking={booking} onDone={() => setPaying(false)} guardRef={payment} />}</MoneySection>

            <Section title="Payment attempts">
              {booking.payments.length === 0 ? (
                <Typography sx={{ color: 'text.secondary' }}>No payment attempts yet.</Typography>
              ) : (
                <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
                  <Table size="small" aria-label="Payment attempts">
                    <TableHead>
                      <TableRow>
                        <TableCell>Date</TableCell>
                        <TableCell>Method</TableCell>
                        <TableCell align="right">Amount</TableCell>
                        <TableCell>Status</TableCell>
                        <TableCell>Reference</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {booking.payments.map((payment) => (
                        <TableRow key={payment.id}>
                          <TableCell>{at(payment.createdAt)}</TableCell>
                          <TableCell>
                            {methodLabel(payment.method)}
                            {payment.provider === 'manual' ? ' (recorded by staff)' : payment.provider === 'sandbox' ? ' (sandbox)' : ''}
                          </TableCell>
                          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                            {isCurrency(payment.currency) ? formatMoney(payment.amount, payment.currency) : formatAmount(payment.amount, payment.currency)}
                          </TableCell>
                          <TableCell>
                            {attemptStatusLabel(payment.status)}
                            {payment.failureReason ? ` — ${payment.failureReason}` : ''}
                          </TableCell>
                          <TableCell sx={{ overflowWrap: 'anywhere' }}>{payment.reference ?? '—'}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              )}
            </Section>

            <Section title="E-mails sent">
              {booking.emails.length === 0 ? (
                <Typography sx={{ color: 'text.secondary' }}>No e-mails for this booking.</Typography>
              ) : (
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                  {booking.emails.map((mail) => (
                    <Box component="li" key={mail.id} sx={{ display: 'grid', gap: 0.25, p: 1.25, borderRadius: 2, border: 1, borderColor: 'divider' }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{mail.subject || mail.kind}</Typography>
                      <Typography sx={{ fontSize: 14, color: 'text.secondary', overflowWrap: 'anywhere' }}>
                        To {mail.recipient} · queued {at(mail.createdAt)} · {mail.status === 'sent' ? `sent ${at(mail.sentAt)}` : mail.status}
                        {mail.lastError ? ` (${mail.lastError})` : ''}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              )}
            </Section>
            <AuditHistory entity="booking" entityId={booking.id} />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {booking && owing && !paying && (
          <>
            <Button onClick={() => void resendLink(booking)} disabled={resend.isPending || !booking.email} startIcon={resend.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}>
              Resend payment link
            </Button>
            <Button variant="outlined" onClick={() => setPaying(true)}>
              Record a payment
            </Button>
          </>
        )}
        {booking && canRefund && (
          <Button variant="outlined" color={booking.status === 'canceled' && booking.refundDue > 0 ? 'warning' : 'primary'} onClick={() => setRefunding(true)}>
            Record refund
          </Button>
        )}
        {/* Only a booking on a dated departure moves (to another of its tour); the dialog lists them. */}
        {booking && booking.status !== 'canceled' && booking.departureId && (
          <Button variant="outlined" onClick={() => setMoving(true)}>
            Move to another departure
          </Button>
        )}
        {booking && <ReviewRequestButton booking={booking} />}
        <Button onClick={close} variant="contained">
          Close
        </Button>
      </DialogActions>
      {booking && refunding && <RefundDialog booking={booking} onClose={() => setRefunding(false)} />}
      {booking && moving && <MoveDialog booking={booking} onClose={() => setMoving(false)} />}
    </Dialog>
  );
}
