import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MANUAL_PAYMENT_CURRENCIES, MANUAL_PAYMENT_METHOD_LABELS, MANUAL_PAYMENT_METHODS, type AdminBooking } from '@safari/shared/admin-bookings';
import { formatMoney, type Currency, type Rates } from '@safari/shared/money';
import { useEffect, useState, type RefObject } from 'react';
import { errorsFrom, useForm } from '../../../components/form/use-form';
import { showToast } from '../../../components/toast/toast';
import { RequestFailedError } from '../../../lib/api-errors';
import { messageOf } from '../api/admin-api';
import { useBookingMutations } from '../api/bookings-api';
import { useRates } from '../api/rates-api';
import { useFormGuard, type FormGuard } from '../components/form-guard';
import { muiField, muiSelectField } from '../lib/form-kit';
import { PAYMENT_FIELDS, paymentCheck, type PaymentDraft } from './booking-form';
import { amountAfterCurrencyChange, converted, isCurrency, paymentRecordedMessage, rateLabel } from './booking-money';

/** An Idempotency-Key (crypto.randomUUID exists only on secure origins; getRandomValues everywhere). */
export const newWriteKey = (prefix: string) => `${prefix}-${[...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;

/**
 * What money typed in one currency is in the other, at the office's rate, before it is saved
 * (shillings are converted by the server at that same rate).
 */
export function ConversionNote({ amount, currency, to, rates }: { amount: string; currency: string; to: Currency; rates: Rates | undefined }) {
  if (!isCurrency(currency) || currency === to || !rates) return null;
  const kes = rates.KES;
  if (!kes) {
    return (
      <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
        No exchange rate is set. Set it under Exchange rate on the Bookings screen before recording shillings.
      </Alert>
    );
  }
  const value = converted(amount, currency, to, kes.rate);
  return (
    <Typography role="status" sx={{ gridColumn: '1 / -1', fontSize: 14, color: 'text.secondary' }}>
      At the office rate ({rateLabel(kes.rate, kes.asOf)}):{' '}
      <Box component="strong" sx={{ color: 'text.primary' }}>
        {value === null ? '—' : `${formatMoney(value, to)} in ${to === 'USD' ? 'US dollars' : 'shillings'}`}
      </Box>
    </Typography>
  );
}

/**
 * Record a payment taken by hand, in dollars or shillings: one idempotency key per opened form, so a
 * retried submit records it once. The amount starts at what is due now (the deposit, else the balance).
 */
export function RecordPaymentForm({ booking, onDone, guardRef }: { booking: AdminBooking; onDone: () => void; guardRef?: RefObject<FormGuard | null> }) {
  const [initial] = useState<PaymentDraft>(() => ({ method: '', amount: String(booking.dueNow), currency: booking.currency, reference: '' }));
  const [draft, setDraft] = useState<PaymentDraft>(initial);
  const [key] = useState(() => newWriteKey('pay'));
  const [failure, setFailure] = useState('');
  const { pay } = useBookingMutations();
  const rates = useRates().data;
  const form = useForm({
    fields: PAYMENT_FIELDS,
    values: draft,
    mode: 'submit',
    check: paymentCheck,
    beforeSubmit: () => setFailure(''),
    send: async (input) => {
      try {
        const after = await guard.save(() => pay.mutateAsync({ id: booking.id, input, key }));
        showToast(paymentRecordedMessage(after), { severity: 'success', durationMs: 5_000 });
        onDone();
      } catch (error) {
        const fields = error instanceof RequestFailedError ? errorsFrom(PAYMENT_FIELDS, Object.entries(error.fields)) : {};
        form.showErrors(fields, { focus: false, toast: false });
        // A message the API gave a field shows on that field only.
        if (Object.keys(fields).length === 0) setFailure(messageOf(error, 'The payment could not be recorded. Try again.'));
      }
    },
  });
  const guard = useFormGuard({ form: 'payment', record: booking.id, initial, values: draft, onRestore: setDraft, onClose: onDone, submitting: form.submitting });
  // The booking's dialog closes through the form while it is open, so closing asks first.
  useEffect(() => {
    if (!guardRef) return;
    guardRef.current = guard;
    return () => {
      guardRef.current = null;
    };
  });
  const set = (name: keyof PaymentDraft, value: string) => setDraft((current) => ({ ...current, [name]: value }));

  const setCurrency = (next: string) =>
    setDraft((current) => ({ ...current, currency: next, amount: amountAfterCurrencyChange(current.amount, current.currency, next, { amount: booking.dueNow, currency: booking.currency }, rates?.KES?.rate ?? null) }));

  return (
    <Box component="form" {...form.props} aria-label="Record a payment" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' }, p: 2, borderRadius: 2, border: 1, borderColor: 'divider' }}>
      <Typography variant="h3" component="h4" sx={{ gridColumn: '1 / -1' }}>
        Record a payment
      </Typography>
      {failure && (
        <Alert severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
          {failure}
        </Alert>
      )}
      {guard.waitingNote}
      <TextField select label="Method" required value={draft.method} onChange={(event) => set('method', event.target.value)} {...muiSelectField(form.field('method'))}>
        {MANUAL_PAYMENT_METHODS.map((method) => (
          <MenuItem key={method} value={method}>
            {MANUAL_PAYMENT_METHOD_LABELS[method]}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Amount" required type="number" value={draft.amount} onChange={(event) => set('amount', event.target.value)} slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }} {...muiField(form.field('amount'))} />
      <TextField select label="Currency" value={draft.currency} onChange={(event) => setCurrency(event.target.value)} {...muiSelectField(form.field('currency'))}>
        {MANUAL_PAYMENT_CURRENCIES.map((currency) => (
          <MenuItem key={currency} value={currency}>
            {currency === 'KES' ? 'KES (shillings)' : 'USD (dollars)'}
          </MenuItem>
        ))}
      </TextField>
      <ConversionNote amount={draft.amount} currency={draft.currency} to={draft.currency === 'KES' ? 'USD' : booking.currency} rates={rates} />
      <TextField
        label="Reference"
        value={draft.reference}
        onChange={(event) => set('reference', event.target.value)}
        {...muiField(form.field('reference', 'Receipt number, bank reference or M-Pesa code'))}
        sx={{ gridColumn: '1 / -1' }}
      />
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={guard.requestClose} disabled={form.submitting}>
          Back
        </Button>
        <Button type="submit" variant="contained" disabled={form.submitting} startIcon={form.submitting ? <CircularProgress size={16} color="inherit" /> : undefined}>
          Record payment
        </Button>
      </Box>
      {guard.dialogs}
    </Box>
  );
}
