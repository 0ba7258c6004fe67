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
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ADMIN_BOOKING_MESSAGES, BOOKING_STATUS_LABELS, NEW_BOOKING_STATUSES, refundOwedMessage, type AdminBooking } from '@safari/shared/admin-bookings';
import { formatAmount, PRICE_SET_BY_HAND } from '@safari/shared/booking-rules';
import { CHILD_PRICE_FACTOR } from '@safari/shared/constants';
import { BOOKING_STATUSES } from '@safari/shared/enums';
import type { Tour } from '@safari/shared/tour';
import { useMemo, useState } from 'react';
import { errorsFrom, useForm } from '../../../components/form/use-form';
import { showToast } from '../../../components/toast/toast';
import { RequestFailedError } from '../../../lib/api-errors';
import { messageOf } from '../api/admin-api';
import { useBookableTours, useBookingMutations } from '../api/bookings-api';
import { useFormGuard } from '../components/form-guard';
import { muiField, muiSelectField } from '../lib/form-kit';
import { BOOKING_FIELDS, bookingCheck, bookingDraftOf, emptyBookingDraft, suggestedPrice, type BookingDraft } from './booking-form';

/** A booking on a departure travels on its date: the server refuses another one, so the form does not offer it. */
const DATE_ON_DEPARTURE_HINT = 'Set by its departure: use Move to change it';
/** Nor does it change tour: its seats are on that tour's departure. */
const TOUR_ON_DEPARTURE_HINT = 'Set by its departure: to change it, cancel and book again';

interface BookingFormDialogProps {
  /** The booking to edit; null adds a new one. */
  booking: AdminBooking | null;
  onClose: () => void;
}

/** Add Booking and Edit Booking: customer, tour, date and price required (spec), checked with the shared schema here and on the server. */
export function BookingFormDialog({ booking, onClose }: BookingFormDialogProps) {
  const editing = booking !== null;
  const onDeparture = Boolean(booking?.departureId);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [initial] = useState<BookingDraft>(() => (booking ? bookingDraftOf(booking) : emptyBookingDraft()));
  const [draft, setDraft] = useState<BookingDraft>(initial);
  const [failure, setFailure] = useState('');
  const tours = useBookableTours();
  const { save } = useBookingMutations();
  const check = useMemo(() => bookingCheck(editing), [editing]);
  const form = useForm({
    fields: BOOKING_FIELDS,
    values: draft,
    mode: 'submit',
    check,
    beforeSubmit: () => setFailure(''),
    send: async (input) => {
      try {
        const saved = await guard.save(() => save.mutateAsync({ id: booking?.id ?? null, input }));
        if (!editing) showToast(ADMIN_BOOKING_MESSAGES.added, { severity: 'success' });
        // Cancelled through Edit: the tour's policy says what is owed back (as the Cancel button's answer does).
        else if (saved.status === 'canceled' && booking.status !== 'canceled' && saved.refundDue > 0) showToast(refundOwedMessage(saved.refundDue, saved.currency), { severity: 'info', durationMs: 6_000 });
        else showToast(ADMIN_BOOKING_MESSAGES.updated, { severity: 'success' });
        onClose();
      } catch (error) {
        form.showErrors(error instanceof RequestFailedError ? errorsFrom(BOOKING_FIELDS, Object.entries(error.fields)) : {}, { focus: false, toast: false });
        setFailure(messageOf(error, editing ? 'Failed to update booking.' : 'Failed to add booking.'));
      }
    },
  });
  const { submitting } = form;
  const guard = useFormGuard({ form: 'booking', record: booking?.id ?? null, initial, values: draft, onRestore: setDraft, onClose, submitting });

  // The current tour stays choosable on edit even when it is no longer published.
  const options = useMemo(() => {
    const items: { id: string; name: string; tour?: Tour }[] = (tours.data?.items ?? []).map((tour) => ({ id: tour.id, name: tour.name, tour }));
    if (booking && !items.some((item) => item.id === booking.tourId)) items.push({ id: booking.tourId, name: booking.tourName });
    return items.sort((a, b) => a.name.localeCompare(b.name));
  }, [tours.data, booking]);
  const tourOf = (id: string) => options.find((option) => option.id === id)?.tour;

  // The price follows the public form's rule (adults × price + children × 60 %) as the tour and the
  // party change, until staff type a price of their own: then theirs stays, noted as set by hand.
  const [priceTyped, setPriceTyped] = useState(false);
  const set = (key: keyof BookingDraft, value: string) =>
    setDraft((current) => {
      const next = { ...current, [key]: value };
      if (key === 'price' || priceTyped || (key !== 'tour' && key !== 'adults' && key !== 'children')) return next;
      const rule = suggestedPrice(tourOf(next.tour), next);
      return rule === null ? next : { ...next, price: String(rule) };
    });
  const text = (key: keyof BookingDraft, hint?: string) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => {
      if (key === 'price') setPriceTyped(true);
      set(key, event.target.value);
    },
    ...muiField(form.field(key, hint)),
  });

  const suggestion = suggestedPrice(tourOf(draft.tour), draft);
  const statuses = editing ? BOOKING_STATUSES : NEW_BOOKING_STATUSES;
  const byHand = suggestion !== null && draft.price.trim() !== '' && Math.abs(Number(draft.price) - suggestion) >= 0.005;
  const priceHint =
    suggestion === null
      ? 'Total for the party, USD'
      : byHand
        ? `${PRICE_SET_BY_HAND}: the tour’s price for this party is ${formatAmount(suggestion)}`
        : `The tour’s price for this party (children ${Math.round(CHILD_PRICE_FACTOR * 100)} %)`;

  return (
    <Dialog open onClose={guard.requestClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="booking-form-title" scroll="paper">
      <DialogTitle id="booking-form-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {editing ? `Edit Booking ${booking.reference}` : 'Add Booking'}
        </Box>
        <IconButton aria-label="Close" onClick={guard.requestClose} disabled={submitting}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <Box component="form" {...form.props} sx={{ display: 'contents' }}>
        <DialogContent dividers sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, 1fr)' }, alignContent: 'start' }}>
          {failure && (
            <Alert severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
              {failure}
            </Alert>
          )}
          {guard.waitingNote}
          {tours.error && (
            <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
              {messageOf(tours.error, 'Could not load the tours. Check the connection and try again.')}
            </Alert>
          )}
          <TextField label="Customer" required autoComplete="off" {...text('customer')} sx={{ gridColumn: { sm: 'span 6' } }} />
          <TextField label="E-mail" type="email" autoComplete="off" {...text('email', 'The traveller is e-mailed about changes')} sx={{ gridColumn: { sm: 'span 3' } }} />
          <TextField label="Phone" type="tel" autoComplete="off" {...text('phone')} sx={{ gridColumn: { sm: 'span 3' } }} />
          <TextField
            select
            label="Tour"
            required
            value={draft.tour}
            onChange={(event) => set('tour', event.target.value)}
            {...muiSelectField(form.field('tour', onDeparture ? TOUR_ON_DEPARTURE_HINT : undefined))}
            slotProps={{ select: { readOnly: onDeparture } }}
            sx={{ gridColumn: { sm: 'span 6' } }}
          >
            {options.length === 0 && (
              <MenuItem value="" disabled>
                {tours.isLoading ? 'Loading tours…' : 'No tours available'}
              </MenuItem>
            )}
            {options.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Date"
            required
            type="date"
            {...text('date', onDeparture ? DATE_ON_DEPARTURE_HINT : undefined)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly: onDeparture } }}
            sx={{ gridColumn: { sm: 'span 2' } }}
          />
          <TextField label="Adults" type="number" slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }} {...text('adults')} sx={{ gridColumn: { sm: 'span 2' } }} />
          <TextField label="Children" type="number" slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }} {...text('children')} sx={{ gridColumn: { sm: 'span 2' } }} />
          <Box sx={{ gridColumn: { sm: 'span 3' }, display: 'grid', gap: 0.5 }}>
            <TextField label="Price (USD)" required type="number" slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }} {...text('price', priceHint)} />
            {suggestion !== null && byHand && (
              <Button
                size="small"
                onClick={() => {
                  setPriceTyped(false);
                  set('price', String(suggestion));
                }}
                sx={{ justifySelf: 'start', minHeight: 44 }}
              >
                Use {formatAmount(suggestion)}
              </Button>
            )}
          </Box>
          <TextField select label="Status" required value={draft.status} onChange={(event) => set('status', event.target.value)} {...muiSelectField(form.field('status'))} sx={{ gridColumn: { sm: 'span 3' }, alignSelf: 'start' }}>
            {statuses.map((status) => (
              <MenuItem key={status} value={status}>
                {BOOKING_STATUS_LABELS[status]}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Notes" multiline minRows={2} {...text('notes')} sx={{ gridColumn: { sm: 'span 6' } }} />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={guard.requestClose} disabled={submitting}>
            Close
          </Button>
          <Button type="submit" variant="contained" disabled={submitting} startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {editing ? 'Save Changes' : 'Add Booking'}
          </Button>
        </DialogActions>
      </Box>
      {guard.dialogs}
    </Dialog>
  );
}
