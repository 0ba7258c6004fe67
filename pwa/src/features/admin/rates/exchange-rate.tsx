import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@safari/shared/format';
import { ratesInputSchema, type Rates, type RatesInput } from '@safari/shared/money';
import { useState } from 'react';
import { errorsFrom, useForm, zodCheck } from '../../../components/form/use-form';
import { showToast } from '../../../components/toast/toast';
import { RequestFailedError } from '../../../lib/api-errors';
import { messageOf } from '../api/admin-api';
import { useRates, useSetRates } from '../api/rates-api';
import { muiField } from '../lib/form-kit';
import { touchTargets } from '../lib/touch-targets';
import { rateLabel } from '../bookings/booking-money';

interface RateDraft {
  rate: string;
  asOf: string;
}
// The API's field names, so its 400 lands on the same fields.
const RATE_FIELDS = ['KES.rate', 'KES.asOf'] as const;
type RateField = (typeof RATE_FIELDS)[number];

const rateInputOf = (draft: RateDraft) => ({
  KES: { rate: draft.rate.trim() === '' ? undefined : Number(draft.rate), asOf: draft.asOf.trim() === '' ? undefined : draft.asOf.trim() },
});
const rateCheck = zodCheck<RateDraft, RatesInput, RateField>(RATE_FIELDS, () => Promise.resolve(ratesInputSchema), rateInputOf);

const pad = (value: number) => String(value).padStart(2, '0');
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

function RateDialog({ current, onClose }: { current: Rates['KES']; onClose: () => void }) {
  const [draft, setDraft] = useState<RateDraft>({ rate: current ? String(current.rate) : '', asOf: today() });
  const [failure, setFailure] = useState('');
  const save = useSetRates();
  const form = useForm({
    fields: RATE_FIELDS,
    values: draft,
    mode: 'submit',
    check: rateCheck,
    beforeSubmit: () => setFailure(''),
    send: async (input) => {
      try {
        const saved = await save.mutateAsync(input);
        showToast(saved.KES ? `Exchange rate saved: ${rateLabel(saved.KES.rate, saved.KES.asOf)}.` : 'Exchange rate saved.', { severity: 'success' });
        onClose();
      } catch (error) {
        const fields = error instanceof RequestFailedError ? errorsFrom(RATE_FIELDS, Object.entries(error.fields)) : {};
        form.showErrors(fields, { focus: true, toast: false });
        if (Object.keys(fields).length === 0) setFailure(messageOf(error, 'The rate could not be saved. Try again.'));
      }
    },
  });
  return (
    <Dialog open onClose={form.submitting ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="rate-title" sx={touchTargets}>
      <DialogTitle id="rate-title">Exchange rate</DialogTitle>
      <Box component="form" {...form.props} aria-label="Exchange rate" sx={{ display: 'contents' }}>
        <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
          <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
            Shilling prices, M-Pesa charges and payments or refunds recorded in shillings are converted at this rate from now on. Money already recorded keeps the rate it was recorded at.
          </Typography>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <TextField
            label="Shillings per US dollar"
            required
            type="number"
            value={draft.rate}
            onChange={(event) => setDraft((value) => ({ ...value, rate: event.target.value }))}
            slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
            {...muiField(form.field('KES.rate', 'KSh for $1, e.g. 129.50'))}
          />
          <TextField
            label="Date of the rate"
            type="date"
            value={draft.asOf}
            onChange={(event) => setDraft((value) => ({ ...value, asOf: event.target.value }))}
            slotProps={{ inputLabel: { shrink: true } }}
            {...muiField(form.field('KES.asOf', formatDate(draft.asOf) || 'The day the rate was set'))}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
          <Button onClick={onClose} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={form.submitting} startIcon={form.submitting ? <CircularProgress size={16} color="inherit" /> : undefined}>
            Save rate
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The office's USD→KES rate on the Bookings screen, with a way to change it (admins). */
export function ExchangeRatePanel() {
  const { data, error, refetch } = useRates();
  const [open, setOpen] = useState(false);
  const kes = data?.KES ?? null;
  return (
    <Box
      component="section"
      aria-label="Exchange rate"
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, px: 2, py: 1.25, mb: 2, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}
    >
      <CurrencyExchangeIcon aria-hidden="true" sx={{ color: 'primary.main' }} />
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: 15 }}>
          Exchange rate
        </Typography>
        <Typography data-testid="rate-now" sx={{ fontSize: 14, color: 'text.secondary' }}>
          {error ? messageOf(error, 'Could not load the rate.') : !data ? <Skeleton width={220} /> : kes ? rateLabel(kes.rate, kes.asOf) : 'Not set: payments in shillings cannot be recorded until it is.'}
        </Typography>
      </Box>
      {error ? (
        <Button onClick={() => void refetch()} sx={{ minHeight: 44 }}>
          Try again
        </Button>
      ) : (
        <Button variant="outlined" onClick={() => setOpen(true)} disabled={!data} sx={{ minHeight: 44 }}>
          Change rate
        </Button>
      )}
      {open && data && <RateDialog current={kes} onClose={() => setOpen(false)} />}
    </Box>
  );
}
