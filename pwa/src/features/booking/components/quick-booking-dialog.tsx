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
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SelectInput, TextInput } from '../../../components/form/form-field';
import { useTours } from '../../../lib/tours/get-tours';
import { checkBooking, countOf, preloadBookingSchema } from '../lib/booking-form';

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

/** The phone header's quick booking: a few details, then on to the full booking page. */
export default function QuickBookingDialog({ open, onClose }: QuickBookingDialogProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const { data, isPending, isError } = useTours();
  const [values, setValues] = useState<QuickBookingValues>({
    tourId: '',
    date: '',
    adults: String(MIN_ADULTS),
    children: String(MIN_CHILDREN),
    name: '',
    email: '',
  });
  const [errors, setErrors] = useState<QuickBookingErrors>({});
  const [touched, setTouched] = useState<ReadonlySet<QuickField>>(new Set());
  const formRef = useRef<HTMLFormElement>(null);
  // The latest check wins: an older answer for other values is ignored.
  const checkRun = useRef(0);

  useEffect(() => {
    if (open) preloadBookingSchema();
  }, [open]);

  const validate = async (next: QuickBookingValues): Promise<QuickBookingErrors> => {
    const run = ++checkRun.current;
    const found = await checkQuickBooking(next);
    if (run === checkRun.current) setErrors(found);
    return found;
  };

  const change = (key: keyof QuickBookingValues, field: QuickField, value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    // Once a field has been left with an error, it is re-checked as the visitor corrects it.
    if (touched.has(field)) void validate(next);
  };

  const blur = (field: QuickField) => {
    setTouched((previous) => new Set(previous).add(field));
    void validate(values);
  };

  const shown = (field: QuickField) => (touched.has(field) ? errors[field] : undefined);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(new Set(QUICK_FIELDS));
    const found = await validate(values);
    const firstInvalid = QUICK_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    onClose();
    void navigate(
      quickBookingPath({
        tourId: values.tourId,
        name: values.name,
        email: values.email,
        date: values.date,
        adults: Number(values.adults),
        children: Number(values.children),
      }),
    );
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" scroll="body">
      <Box component="form" ref={formRef} noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => void handleSubmit(event)}>
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
            name="tourId"
            value={values.tourId}
            onChange={(event) => change('tourId', 'tourId', event.target.value)}
            onBlur={() => blur('tourId')}
            required
            error={shown('tourId')}
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
            name="date"
            type="date"
            value={values.date}
            min={today()}
            required
            error={shown('date')}
            onChange={(event) => change('date', 'date', event.target.value)}
            onBlur={() => blur('date')}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 2, alignItems: 'start' }}>
            <TextInput
              label="Adults"
              name="adults"
              type="number"
              inputMode="numeric"
              min={MIN_ADULTS}
              step={1}
              value={values.adults}
              required
              error={shown('adults')}
              onChange={(event) => change('adults', 'adults', event.target.value)}
              onBlur={() => blur('adults')}
            />
            <TextInput
              label="Children"
              name="children"
              type="number"
              inputMode="numeric"
              min={MIN_CHILDREN}
              step={1}
              value={values.children}
              error={shown('children')}
              onChange={(event) => change('children', 'children', event.target.value)}
              onBlur={() => blur('children')}
            />
          </Box>
          <TextInput
            label="Name"
            name="contact.name"
            value={values.name}
            autoComplete="name"
            required
            error={shown('contact.name')}
            onChange={(event) => change('name', 'contact.name', event.target.value)}
            onBlur={() => blur('contact.name')}
          />
          <TextInput
            label="Email"
            name="contact.email"
            type="email"
            value={values.email}
            autoComplete="email"
            required
            error={shown('contact.email')}
            onChange={(event) => change('email', 'contact.email', event.target.value)}
            onBlur={() => blur('contact.email')}
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
