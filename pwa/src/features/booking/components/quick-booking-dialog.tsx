import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { MIN_ADULTS, MIN_CHILDREN } from '@safari/shared/constants';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SelectInput, TextInput } from '../../../components/ui/form-field';
import { useTours } from '../../tours/api/get-tours';

interface QuickBookingDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Today as YYYY-MM-DD in the traveller's time zone (the date input's minimum). */
function today(): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** The booking page's address with the quick-booking values as its query. */
export function quickBookingPath(values: {
  tourId: string;
  name: string;
  email: string;
  date: string;
  adults: number;
  children: number;
}): string {
  const query = new URLSearchParams();
  if (values.name.trim()) query.set('name', values.name.trim());
  if (values.email.trim()) query.set('email', values.email.trim());
  if (values.date) query.set('date', values.date);
  query.set('adults', String(Math.max(MIN_ADULTS, Math.trunc(values.adults) || MIN_ADULTS)));
  query.set('children', String(Math.max(MIN_CHILDREN, Math.trunc(values.children) || MIN_CHILDREN)));
  return `/booking/${encodeURIComponent(values.tourId)}?${query.toString()}`;
}

/** The phone header's quick booking: a few details, then on to the full booking page. */
export default function QuickBookingDialog({ open, onClose }: QuickBookingDialogProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const { data, isPending, isError } = useTours();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [date, setDate] = useState('');
  const [tourId, setTourId] = useState('');
  const [adults, setAdults] = useState(String(MIN_ADULTS));
  const [children, setChildren] = useState(String(MIN_CHILDREN));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!tourId) return;
    onClose();
    void navigate(quickBookingPath({ tourId, name, email, date, adults: Number(adults), children: Number(children) }));
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" scroll="body">
      <Box component="form" onSubmit={handleSubmit}>
        <DialogTitle id={titleId} sx={{ fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: 24, pr: 7 }}>
          Quick booking
        </DialogTitle>
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '4px !important' }}>
          <Typography sx={{ color: 'text.secondary', fontSize: 15 }}>
            Pick a safari and your dates; you will confirm everything on the next page.
          </Typography>
          <SelectInput
            label="Tour"
            value={tourId}
            onChange={(event) => setTourId(event.target.value)}
            required
            hint={isError ? 'Tours could not be loaded. Please try again later.' : undefined}
          >
            <option value="" disabled>
              {isPending ? 'Loading tours…' : 'Choose a tour'}
            </option>
            {data?.items.map((tour) => (
              <option key={tour.id} value={tour.id}>
                {tour.name}
              </option>
            ))}
          </SelectInput>
          <TextInput label="Date" type="date" value={date} min={today()} onChange={(event) => setDate(event.target.value)} />
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
            <TextInput
              label="Adults"
              type="number"
              inputMode="numeric"
              min={MIN_ADULTS}
              step={1}
              value={adults}
              onChange={(event) => setAdults(event.target.value)}
            />
            <TextInput
              label="Children"
              type="number"
              inputMode="numeric"
              min={MIN_CHILDREN}
              step={1}
              value={children}
              onChange={(event) => setChildren(event.target.value)}
            />
          </Box>
          <TextInput label="Name" value={name} onChange={(event) => setName(event.target.value)} autoComplete="name" />
          <TextInput label="Email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="email" />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3, pt: 1 }}>
          <Button type="submit" variant="contained" size="large" fullWidth>
            Continue to booking
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
