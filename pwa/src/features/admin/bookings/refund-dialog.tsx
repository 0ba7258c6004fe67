import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AdminBooking } from '@safari/shared/admin-bookings';
import { CURRENCIES, formatMoney, LEDGER_METHOD_LABELS, LEDGER_METHODS } from '@safari/shared/money';
import { useState } from 'react';
import { errorsFrom, useForm } from '../../../components/form/use-form';
import { showToast } from '../../../components/toast/toast';
import { RequestFailedError } from '../../../lib/api-errors';
import { messageOf } from '../api/admin-api';
import { useBookingMutations } from '../api/bookings-api';
import { useRates } from '../api/rates-api';
import { useFormGuard } from '../components/form-guard';
import { muiField, muiSelectField } from '../lib/form-kit';
import { touchTargets } from '../lib/touch-targets';
import { REFUND_FIELDS, refundCheck, type RefundDraft } from './booking-form';
import { amountAfterCurrencyChange, refundable, refundRecordedMessage } from './booking-money';
import { ConversionNote, newWriteKey } from './record-payment-form';

/**
 * Record refund: money given back to the traveller (a negative ledger row; the API e-mails them).
 * A cancelled booking starts at what its cancellation policy still owes back.
 */
export function RefundDialog({ booking, onClose }: { booking: AdminBooking; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const owed = booking.status === 'canceled' ? booking.refundDue : 0;
  const [initial] = useState<RefundDraft>(() => ({ amount: owed > 0 ? String(owed) : '', currency: booking.currency, method: '', reference: '', note: '' }));
  const [draft, setDraft] = useState<RefundDraft>(initial);
  const [key] = useState(() => newWriteKey('refund'));
  const [failure, setFailure] = useState('');
  const { refund } = useBookingMutations();
  const rates = useRates().data;
  const form = useForm({
    fields: REFUND_FIELDS,
    values: draft,
    mode: 'submit',
    check: refundCheck,
    beforeSubmit: () => setFailure(''),
    send: async (input) => {
      try {
        const after = await guard.save(() => refund.mutateAsync({ id: booking.id, input, key }));
        showToast(refundRecordedMessage(after), { severity: 'success', durationMs: 5_000 });
        onClose();
      } catch (error) {
        const fields = error instanceof RequestFailedError ? errorsFrom(REFUND_FIELDS, Object.entries(error.fields)) : {};
        form.showErrors(fields, { focus: true, toast: false });
        // A message the API gave a field shows on that field only.
        if (Object.keys(fields).length === 0) setFailure(messageOf(error, 'The refund could not be recorded. Try again.'));
      }
    },
  });
  const guard = useFormGuard({ form: 'refund', record: booking.id, initial, values: draft, onRestore: setDraft, onClose, submitting: form.submitting });
  const set = (name: keyof RefundDraft, value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const setCurrency = (next: string) =>
    setDraft((current) => ({ ...current, currency: next, amount: amountAfterCurrencyChange(current.amount, current.currency, next, { amount: owed, currency: booking.currency }, rates?.KES?.rate ?? null) }));
  const left = formatMoney(refundable(booking), booking.totals.currency);

  return (
    <Dialog open onClose={guard.requestClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="refund-title" sx={touchTargets}>
      <DialogTitle id="refund-title">Record refund</DialogTitle>
      <Box component="form" {...form.props} aria-label="Record refund" sx={{ display: 'contents' }}>
        <DialogContent dividers sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignContent: 'start' }}>
          <Typography sx={{ gridColumn: '1 / -1', fontSize: 14, color: 'text.secondary' }}>
            {booking.reference} · {booking.customer}. Up to {left} can be refunded (paid and not yet given back).
            {booking.status === 'canceled' && ` Cancelled: ${booking.cancellationPolicy}`}
          </Typography>
          {failure && (
            <Alert severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
              {failure}
            </Alert>
          )}
          {guard.waitingNote}
          <TextField
            label="Amount"
            required
            type="number"
            value={draft.amount}
            onChange={(event) => set('amount', event.target.value)}
            slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
            {...muiField(form.field('amount', owed > 0 ? 'What the cancellation policy still owes back' : undefined))}
          />
          <TextField select label="Currency" value={draft.currency} onChange={(event) => setCurrency(event.target.value)} {...muiSelectField(form.field('currency'))}>
            {CURRENCIES.map((currency) => (
              <MenuItem key={currency} value={currency}>
                {currency === 'KES' ? 'KES (shillings)' : 'USD (dollars)'}
              </MenuItem>
            ))}
          </TextField>
          <ConversionNote amount={draft.amount} currency={draft.currency} to={draft.currency === 'KES' ? 'USD' : booking.currency} rates={rates} />
          <TextField select label="Method" required value={draft.method} onChange={(event) => set('method', event.target.value)} {...muiSelectField(form.field('method'))}>
            {LEDGER_METHODS.map((method) => (
              <MenuItem key={method} value={method}>
                {LEDGER_METHOD_LABELS[method]}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Reference" value={draft.reference} onChange={(event) => set('reference', event.target.value)} {...muiField(form.field('reference', 'M-Pesa code, bank reference …'))} />
          <TextField label="Note" multiline minRows={2} value={draft.note} onChange={(event) => set('note', event.target.value)} {...muiField(form.field('note', 'Why it was refunded, for the records'))} sx={{ gridColumn: '1 / -1' }} />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
          <Button onClick={guard.requestClose} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={form.submitting} startIcon={form.submitting ? <CircularProgress size={16} color="inherit" /> : undefined}>
            Record refund
          </Button>
        </DialogActions>
      </Box>
      {guard.dialogs}
    </Dialog>
  );
}
