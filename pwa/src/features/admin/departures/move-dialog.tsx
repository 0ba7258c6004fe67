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
import { partyLabel } from '@safari/shared/booking-rules';
import { seatsLeftMessage } from '@safari/shared/departures';
import { formatDate } from '@safari/shared/format';
import { useState, useId } from 'react';
import { showToast } from '../../../components/toast/toast';
import { messageOf } from '../api/admin-api';
import { touchTargets } from '../lib/touch-targets';
import { addDays, nairobiToday } from './calendar';
import { SeatsLeftError, useDepartureMutations, useDepartures } from './departures-api';

/** The booking being moved. */
export interface MovingBooking {
  id: string;
  reference: string;
  customer: string;
  adults: number;
  children: number;
  tourId: string;
  /** Where it travels now (left out of the choices); null when not known: the departures of its date are left out. */
  departureId: string | null;
  date: string;
}

/**
 * Move a booking to another open departure of its tour in the coming year. The server checks the
 * seats again: a departure that filled meanwhile answers with the seats left, shown here.
 */
export function MoveDialog({ booking, onClose, onMoved }: { booking: MovingBooking; onClose: () => void; onMoved?: () => void }) {
  const titleId = useId();
  // The coming year (the calendar answers at most 400 days at once).
  const [today] = useState(nairobiToday);
  const choices = useDepartures({ from: today, to: addDays(today, 395), tourId: booking.tourId });
  const [target, setTarget] = useState('');
  const [problem, setProblem] = useState('');
  const { move } = useDepartureMutations();
  const party = booking.adults + booking.children;
  const options = (choices.data?.items ?? []).filter((departure) => (booking.departureId ? departure.id !== booking.departureId : departure.date !== booking.date) && departure.status === 'open' && departure.date >= today);
  const chosen = options.find((departure) => departure.id === target);

  async function submit() {
    if (!chosen) {
      setProblem('Choose a departure');
      return;
    }
    setProblem('');
    try {
      const result = await move.mutateAsync({ bookingId: booking.id, departureId: chosen.id });
      showToast(`${result.reference} moved to ${formatDate(result.date, { weekday: true })}; the traveller is e-mailed`, { severity: 'success', durationMs: 5_000 });
      onMoved?.();
      onClose();
    } catch (error) {
      setProblem(error instanceof SeatsLeftError ? seatsLeftMessage(error.seatsLeft, chosen.date) : messageOf(error, 'The booking could not be moved. Try again.'));
    }
  }

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
            {booking.customer}, {partyLabel(booking.adults, booking.children)}, now on {formatDate(booking.date, { weekday: true })}. The traveller is e-mailed the new date.
          </Box>
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
              setProblem('');
            }}
            helperText={choices.isPending ? 'Loading the departures…' : options.length === 0 ? 'No other open departure of this tour in the coming year' : `The party needs ${party} ${party === 1 ? 'seat' : 'seats'}`}
          >
            {options.map((departure) => (
              <MenuItem key={departure.id} value={departure.id}>
                {formatDate(departure.date, { weekday: true })} · {departure.free} free
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={move.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={move.isPending} startIcon={move.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}>
            Move booking
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
