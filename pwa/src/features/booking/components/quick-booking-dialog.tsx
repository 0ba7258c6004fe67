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
import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SelectInput, TextInput } from '../../../components/form/form-field';
import { useForm } from '../../../components/form/use-form';
import { useSession } from '../../../lib/session';
import { useTours } from '../../../lib/tours/get-tours';
import { wantStore } from '../../../offline/live';
import { checkBooking, countOf, preloadBookingSchema, quickBookingState } from '../lib/booking-form';

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

/**
 * Where the quick booking leads: the tour's booking page, with the values in the history entry's
 * state. The address holds the tour only: no name or e-mail in history, logs or shared links.
 */
export function quickBookingTarget(values: { tourId: string; name: string; email: string; date: string; adults: number; children: number }) {
  return {
    path: `/booking/${encodeURIComponent(values.tourId)}`,
    state: quickBookingState(values),
  };
}

/** The tour whose page is open (`/tours/:id` by id or slug, or `/booking/:id`), as the router decodes it. */
export function pageTourKey(pathname: string): string | null {
  const raw = /^\/(?:tours|booking)\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (raw === undefined) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The quick booking's fields, named as the booking schema reports them. */
const QUICK_FIELDS = ['tourId', 'date', 'adults', 'children', 'contact.name', 'contact.email'] as const;
type QuickField = (typeof QUICK_FIELDS)[number];
export type QuickBookingErrors = Partial<Record<QuickField, string>>;

export interface QuickBookingValues {
  tourId: string;
  date: string;
  adults: string;
  children: string;
  name: string;
  email: string;
}

/**
 * Checks the quick booking's fields with the shared booking schema (spec section 5 messages). The
 * fields this dialog does not ask for (phone, payment, consent) are asked on the booking page, so
 * their errors are left out here.
 */
export async function checkQuickBooking(values: QuickBookingValues): Promise<QuickBookingErrors> {
  const result = await checkBooking({
    tourId: values.tourId,
    date: values.date,
    adults: countOf(values.adults) ?? undefined,
    children: countOf(values.children) ?? undefined,
    contact: { name: values.name, email: values.email, phone: '' },
    payment: {},
    consent: false,
  });
  if (result.ok) return {};
  const errors: QuickBookingErrors = {};
  for (const field of QUICK_FIELDS) {
    const message = (result.errors as Record<string, string | undefined>)[field];
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * The phone header's quick booking: a few details, then on to the full booking page. On a tour's
 * page that tour is already chosen.
 */
export default function QuickBookingDialog({ open, onClose }: QuickBookingDialogProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const { data, isPending, isError } = useTours();
  // A server-rendered page brought only the tours it shows: the choice of every tour needs the catalogue.
  useEffect(wantStore, []);
  const [values, setValues] = useState<QuickBookingValues>({
    tourId: '',
    date: '',
    adults: String(MIN_ADULTS),
    children: String(MIN_CHILDREN),
    name: '',
    email: '',
  });
  const form = useForm({
    fields: QUICK_FIELDS,
    values,
    check: async (next: QuickBookingValues) => {
      const errors = await checkQuickBooking(next);
      return Object.keys(errors).length ? { ok: false as const, errors } : { ok: true as const, data: next };
    },
    // Once a field has been left, it is re-checked as the visitor types.
    recheck: 'touched',
    send: (valid) => {
      onClose();
      const target = quickBookingTarget({
        tourId: valid.tourId,
        name: valid.name,
        email: valid.email,
        date: valid.date,
        adults: Number(valid.adults),
        children: Number(valid.children),
      });
      void navigate(target.path, { state: target.state });
    },
  });

  // A signed-in traveller's name and e-mail fill the fields still empty (never over what was typed).
  const session = useSession();
  const [filledFor, setFilledFor] = useState('');
  if (open && session && filledFor !== session.user.id) {
    setFilledFor(session.user.id);
    setValues((current) => ({ ...current, name: current.name || session.user.name, email: current.email || session.user.email }));
  }

  // Opened on a tour's page (or its booking page): that tour is chosen, once per tour, so a
  // different choice made in the dialog is kept when it is opened again on the same page.
  const key = pageTourKey(useLocation().pathname);
  const pageTour = key === null ? undefined : data?.items.find((tour) => tour.id === key || tour.slug === key);
  const [preselected, setPreselected] = useState<string | null>(null);
  if (open && pageTour && preselected !== pageTour.id) {
    setPreselected(pageTour.id);
    setValues((current) => ({ ...current, tourId: pageTour.id }));
  }

  useEffect(() => {
    if (open) preloadBookingSchema();
  }, [open]);

  const change = (key: keyof QuickBookingValues, field: QuickField, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    form.changed(next, field);
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" scroll="body">
      <Box component="form" {...form.props}>
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
            value={values.tourId}
            onChange={(event) => change('tourId', 'tourId', event.target.value)}
            required
            {...form.field('tourId')}
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
          <TextInput
            label="Date"
            type="date"
            value={values.date}
            min={today()}
            required
            {...form.field('date')}
            onChange={(event) => change('date', 'date', event.target.value)}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 2, alignItems: 'start' }}>
            <TextInput
              label="Adults"
                type="number"
              inputMode="numeric"
              min={MIN_ADULTS}
              step={1}
              value={values.adults}
              required
              {...form.field('adults')}
              onChange={(event) => change('adults', 'adults', event.target.value)}
            />
            <TextInput
              label="Children"
                type="number"
              inputMode="numeric"
              min={MIN_CHILDREN}
              step={1}
              value={values.children}
              {...form.field('children')}
              onChange={(event) => change('children', 'children', event.target.value)}
            />
          </Box>
          <TextInput
            label="Name"
            value={values.name}
            autoComplete="name"
            required
            {...form.field('contact.name')}
            onChange={(event) => change('name', 'contact.name', event.target.value)}
          />
          <TextInput
            label="Email"
            type="email"
            value={values.email}
            autoComplete="email"
            required
            {...form.field('contact.email')}
            onChange={(event) => change('email', 'contact.email', event.target.value)}
          />
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
