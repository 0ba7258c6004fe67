import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatAmount, partyLabel } from '@safari/shared/booking-rules';
import { seatsLeftMessage, type BookingMoveOption } from '@safari/shared/departures';
import { formatDate } from '@safari/shared/format';
import { useId, useState } from 'react';
import { showToast } from '../../../components/toast/toast';
import { messageOf } from '../api/admin-api';
import { LoadError } from '../components/panel-states';
import { touchTargets } from '../lib/touch-targets';
import { SeatsLeftError, useDepartureMutations, useMoveOptions } from './departures-api';

/** The booking being moved. */
export interface MovingBooking {
  id: string;
  reference: string;
  customer: string;
  adults: number;
  children: number;
  /** Its tour and departure (the server lists the choices: the same tour's other open departures). */
  tourId?: string;
  departureId?: string | null;
  date: string;
}

/** 'keep' the agreed total (the default) or 'apply' the chosen departure's price. */
type PriceChoice = 'keep' | 'apply';

/**
 * Move a booking to another open departure of its tour. The dialog shows the agreed total beside what
 * each departure's price gives the party (the public form's rule, worked out by the server); staff keep
 * the agreed price or apply the new one. The server checks the seats again: a departure that filled
 * meanwhile answers with the seats left, shown here.
 */
export function MoveDialog({ booking, onClose, onMoved }: { booking: MovingBooking; onClose: () => void; onMoved?: () => void }) {
  const titleId = useId();
  const options = useMoveOptions(booking.id);
  const [target, setTarget] = useState('');
  const [price, setPrice] = useState<PriceChoice>('keep');
  const [problem, setProblem] = useState('');
  const { move } = useDepartureMutations();
  const party = booking.adults + booking.children;
  const agreed = options.data?.agreed;
  const items = options.data?.items ?? [];
  const chosen = items.find((departure) => departure.id === target);
  // Staff choose only when the chosen departure's price gives another total.
  const newTotal = chosen?.price && agreed && chosen.price.amount !== agreed.amount ? chosen.price : null;
  const money = (amount: number) => formatAmount(amount, agreed?.currency ?? 'USD');

  async function submit() {
    if (!chosen) {
      setProblem('Choose a departure');
      return;
    }
    setProblem('');
    try {
      const result = await move.mutateAsync({ bookingId: booking.id, departureId: chosen.id, reprice: newTotal !== null && price === 'apply' });
      const total = result.repriced ? `; new total ${formatAmount(result.total.amount, result.total.currency)}` : '';
      showToast(`${result.reference} moved to ${formatDate(result.date, { weekday: true })}${total}; the traveller is e-mailed`, { severity: 'success', durationMs: 5_000 });
      onMoved?.();
      onClose();
    } catch (error) {
      setProblem(error instanceof SeatsLeftError ? seatsLeftMessage(error.seatsLeft, chosen.date) : messageOf(error, 'The booking could not be moved. Try again.'));
    }
  }

  const label = (departure: BookingMoveOption) => `${formatDate(departure.date, { weekday: true })} · ${departure.free} free${departure.price ? ` · ${formatAmount(departure.price.amount, departure.price.currency)}` : ''}`;

  return (
    <Dialog open onClose={move.isPending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId} sx={touchTargets}>
      <DialogTitle id={titleId}>Move {booking.reference}</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!move.isPending) void submit();
        }}
        sx={{ display: 'contents' }}
      >
        <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
          <Box>
            {booking.customer}, {partyLabel(booking.adults, booking.children)}, now on {formatDate(booking.date, { weekday: true })}. The traveller is e-mailed the new date, total and balance.
          </Box>
          {agreed && (
            <Box data-testid="move-agreed" sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover', display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
              <span>
                Agreed total <strong>{money(agreed.amount)}</strong>
              </span>
              <span>Paid {money(agreed.paid)}</span>
              <span>Balance {money(agreed.balance)}</span>
            </Box>
          )}
          {options.error && !options.data && <LoadError error={options.error} what="the departures" onRetry={() => void options.refetch()} />}
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          <TextField
            select
            label="New departure"
            required
            value={chosen ? target : ''}
            onChange={(event) => {
              setTarget(event.target.value);
              setPrice('keep');
              setProblem('');
            }}
            helperText={
              options.isPending
                ? 'Loading the departures…'
                : items.length === 0
                  ? 'No other open departure of this tour: add one in Departures first'
                  : `The party needs ${party} ${party === 1 ? 'seat' : 'seats'}; each date shows the total at its price`
            }
          >
            {items.map((departure) => (
              <MenuItem key={departure.id} value={departure.id}>
                {label(departure)}
              </MenuItem>
            ))}
          </TextField>
          {chosen && agreed && !newTotal && (
            <Typography sx={{ color: 'text.secondary' }}>
              {chosen.price ? `The same total at this departure: ${money(agreed.amount)}.` : `This departure gives no price for this booking: the agreed ${money(agreed.amount)} is kept.`}
            </Typography>
          )}
          {newTotal && agreed && (
            <FormControl>
              <FormLabel id={`${titleId}-price`}>Price at the new departure</FormLabel>
              <RadioGroup aria-labelledby={`${titleId}-price`} value={price} onChange={(event) => setPrice(event.target.value as PriceChoice)}>
                <FormControlLabel value="keep" control={<Radio />} label={`Keep the agreed price: ${money(agreed.amount)}`} sx={{ minHeight: 44 }} />
                <FormControlLabel
                  value="apply"
                  control={<Radio />}
                  label={`Apply this departure’s price: ${money(newTotal.amount)} (balance ${money(Math.max(0, newTotal.amount - agreed.paid))})`}
                  sx={{ minHeight: 44 }}
                />
              </RadioGroup>
              {price === 'apply' && newTotal.amount < agreed.paid && (
                <Alert severity="warning" sx={{ mt: 1 }}>
                  The traveller has paid {money(agreed.paid - newTotal.amount)} more than the new total: record a refund of the difference.
                </Alert>
              )}
            </FormControl>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={move.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={move.isPending || options.isPending} startIcon={move.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}>
            Move booking
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
