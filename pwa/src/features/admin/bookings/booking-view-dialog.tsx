import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  MANUAL_PAYMENT_CURRENCIES,
  MANUAL_PAYMENT_METHOD_LABELS,
  MANUAL_PAYMENT_METHODS,
  refundOwedMessage,
  type AdminBooking,
  type ManualPaymentMethod,
} from '@safari/shared/admin-bookings';
import { formatAmount, partyLabel, travelDateLabel } from '@safari/shared/booking-rules';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@safari/shared/enums';
import { useState, type ReactNode } from 'react';
import { errorsFrom, useForm } from '../../../components/form/use-form';
import { showToast } from '../../../components/toast/toast';
import { RequestFailedError } from '../../../lib/api-errors';
import { messageOf } from '../api/admin-api';
import { useAdminBooking, useBookingMutations } from '../api/bookings-api';
import { LoadError } from '../components/panel-states';
import { muiField, muiSelectField } from '../lib/form-kit';
import { PAYMENT_FIELDS, paymentCheck, type PaymentDraft } from './booking-form';
import { BookingStatusChip, PaymentStatusChip } from './status-chips';
import { AuditHistory } from '../components/audit-history';

const when = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const at = (iso: string | null) => (iso ? when.format(new Date(iso)) : '—');

function methodLabel(method: string): string {
  return MANUAL_PAYMENT_METHOD_LABELS[method as ManualPaymentMethod] ?? PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 }, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', fontSize: 14, mt: { xs: 1, sm: 0 } }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1.25 }}>
      <Typography variant="h3" component="h3">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** An Idempotency-Key (crypto.randomUUID exists only on secure origins; getRandomValues everywhere). */
const newPaymentKey = () => `pay-${[...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;

/** Record a payment taken by hand: one idempotency key per opened form, so a retried submit records it once. */
function RecordPaymentForm({ booking, onDone }: { booking: AdminBooking; onDone: () => void }) {
  const [draft, setDraft] = useState<PaymentDraft>({ method: '', amount: String(booking.price), currency: 'USD', reference: '' });
  const [key] = useState(newPaymentKey);
  const [failure, setFailure] = useState('');
  const { pay } = useBookingMutations();
  const form = useForm({
    fields: PAYMENT_FIELDS,
    values: draft,
    mode: 'submit',
    check: paymentCheck,
    beforeSubmit: () => setFailure(''),
    send: async (input) => {
      try {
        await pay.mutateAsync({ id: booking.id, input, key });
        showToast('Payment recorded: the booking is paid and confirmed.', { severity: 'success' });
        onDone();
      } catch (error) {
        form.showErrors(error instanceof RequestFailedError ? errorsFrom(PAYMENT_FIELDS, Object.entries(error.fields)) : {}, { focus: false, toast: false });
        setFailure(messageOf(error, 'The payment could not be recorded. Try again.'));
      }
    },
  });
  const set = (name: keyof PaymentDraft, value: string) => setDraft((current) => ({ ...current, [name]: value }));
  return (
    <Box component="form" {...form.props} aria-label="Record a payment" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' }, p: 2, borderRadius: 2, border: 1, borderColor: 'divider' }}>
      {failure && (
        <Alert severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
          {failure}
        </Alert>
      )}
      <TextField select label="Method" required value={draft.method} onChange={(event) => set('method', event.target.value)} {...muiSelectField(form.field('method'))}>
        {MANUAL_PAYMENT_METHODS.map((method) => (
          <MenuItem key={method} value={method}>
            {MANUAL_PAYMENT_METHOD_LABELS[method]}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Amount" required type="number" value={draft.amount} onChange={(event) => set('amount', event.target.value)} slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }} {...muiField(form.field('amount'))} />
      <TextField select label="Currency" value={draft.currency} onChange={(event) => set('currency', event.target.value)} {...muiSelectField(form.field('currency'))}>
        {MANUAL_PAYMENT_CURRENCIES.map((currency) => (
          <MenuItem key={currency} value={currency}>
            {currency}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Reference"
        value={draft.reference}
        onChange={(event) => set('reference', event.target.value)}
        {...muiField(form.field('reference', 'Receipt number, bank reference or M-Pesa code'))}
        sx={{ gridColumn: '1 / -1' }}
      />
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onDone} disabled={form.submitting}>
          Back
        </Button>
        <Button type="submit" variant="contained" disabled={form.submitting} startIcon={form.submitting ? <CircularProgress size={16} color="inherit" /> : undefined}>
          Record payment
        </Button>
      </Box>
    </Box>
  );
}

/** View: everything about a booking, its payment attempts and the e-mails sent for it; record a payment or resend the link. */
export function BookingViewDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const query = useAdminBooking(id);
  const booking = query.data;
  const [paying, setPaying] = useState(false);
  const { resend } = useBookingMutations();
  const open = booking ? booking.status !== 'canceled' && booking.paymentStatus !== 'paid' : false;

  async function resendLink(target: AdminBooking) {
    try {
      showToast((await resend.mutateAsync(target.id)).message, { severity: 'success' });
    } catch (failure) {
      showToast(messageOf(failure, 'The payment link could not be sent. Try again.'), { severity: 'error', durationMs: 3_000 });
    }
  }

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="booking-view-title" scroll="paper">
      <DialogTitle id="booking-view-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}>
        <Box component="span" sx={{ flex: 1 }}>
          Booking {booking?.reference ?? ''}
        </Box>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {/* Focusable, so that keyboard users can scroll a long booking (it may hold no control at all). */}
      <DialogContent dividers tabIndex={0} role="region" aria-label="Booking details" sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
        {query.error && !booking && <LoadError error={query.error} what="the booking" onRetry={() => void query.refetch()} />}
        {!booking && !query.error && <CircularProgress aria-label="Loading the booking" sx={{ justifySelf: 'center', my: 4 }} />}
        {booking && (
          <>
            {booking.refundOwed && (
              <Alert severity="warning" role="status">
                {refundOwedMessage(booking.price, booking.currency)}
              </Alert>
            )}
            <Facts
              rows={[
                ['Reference', booking.reference],
                ['Tour', booking.tourName],
                ['Traveller', booking.customer],
                ['E-mail', booking.email || '—'],
                ['Phone', booking.phone || '—'],
                ['Travel date', travelDateLabel(booking.date)],
                ['Party', partyLabel(booking.adults, booking.children)],
                ['Amount', formatAmount(booking.price, booking.currency)],
                [
                  'Status',
                  <Box key="status" component="span" sx={{ display: 'inline-flex', gap: 1, flexWrap: 'wrap' }}>
                    <BookingStatusChip status={booking.status} />
                    <PaymentStatusChip status={booking.paymentStatus} />
                  </Box>,
                ],
                ['Booked', `${at(booking.createdAt)} · ${booking.source === 'admin' ? 'entered by staff' : 'on the website'}`],
                ['Payment choice', booking.method ? `${PAYMENT_METHOD_LABELS[booking.method]}${booking.payMode === 'later' ? ', pay later' : ''}` : '—'],
                ['My Trips', booking.userId ? 'Linked to the traveller’s account' : 'No account linked'],
                ...(booking.canceledAt ? ([['Canceled', at(booking.canceledAt)]] as [string, ReactNode][]) : []),
                ['Notes', booking.notes || '—'],
              ]}
            />

            <Section title="Payments">
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
                          <TableCell align="right">{formatAmount(payment.amount, payment.currency)}</TableCell>
                          <TableCell>
                            {payment.status}
                            {payment.failureReason ? ` — ${payment.failureReason}` : ''}
                          </TableCell>
                          <TableCell sx={{ overflowWrap: 'anywhere' }}>{payment.reference ?? '—'}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              )}
              {paying && <RecordPaymentForm booking={booking} onDone={() => setPaying(false)} />}
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
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        {booking && open && !paying && (
          <>
            <Button onClick={() => void resendLink(booking)} disabled={resend.isPending || !booking.email} startIcon={resend.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}>
              Resend payment link
            </Button>
            <Button variant="outlined" onClick={() => setPaying(true)}>
              Record a payment
            </Button>
          </>
        )}
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
