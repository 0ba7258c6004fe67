import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import {
  BOOKING_MESSAGES,
  bookingReservedMessage,
  localIsoDate,
  MAX_ADULTS,
  MAX_CHILDREN,
  priceEstimate,
} from '@safari/shared/booking-rules';
import { BOOKING_ERROR_TOAST_MS, MIN_ADULTS, MIN_CHILDREN, TOAST_MS } from '@safari/shared/constants';
import { PAYMENT_METHOD_LABELS, type PaymentMethod, type PayMode } from '@safari/shared/enums';
import { formatUsd } from '@safari/shared/format';
import type { Tour } from '@safari/shared/tour';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { brand } from '../../../app/theme';
import { TextInput } from '../../../components/ui/form-field';
import { BookingRejectedError, createBooking } from '../api/create-booking';
import {
  BOOKING_FIELDS,
  checkBooking,
  countOf,
  errorsFrom,
  preloadBookingSchema,
  toRequestInput,
  type BookingErrors,
  type BookingField,
  type BookingFormValues,
} from '../lib/booking-form';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { ensureToastHost, showToast } from '../lib/toast';
import { ChoiceCards, ConsentCheckbox, CounterField, FieldError, type Choice } from './booking-fields';

const METHOD_CHOICES: Choice<PaymentMethod>[] = [
  { value: 'mpesa', label: PAYMENT_METHOD_LABELS.mpesa, description: 'Approve on your phone' },
  { value: 'pesapal', label: PAYMENT_METHOD_LABELS.pesapal, description: 'Visa or Mastercard' },
  { value: 'paypal', label: PAYMENT_METHOD_LABELS.paypal, description: 'Your PayPal account' },
];

const PAY_MODE_CHOICES: Choice<PayMode>[] = [
  { value: 'now', label: 'Pay now', description: 'Secure your dates with a payment today.' },
  { value: 'later', label: 'Pay later', description: 'We’ll send a payment link to your e-mail and phone.' },
];

function Section({ title, step, children }: { title: string; step: number; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`booking-step-${step}`} sx={{ py: { xs: 3, sm: 3.5 }, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } }}>
      <Typography id={`booking-step-${step}`} component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1.25, fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: 21, mb: 2.25 }}>
        <Box component="span" aria-hidden="true" sx={{ width: 30, height: 30, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: brand.green, color: '#FFFFFF', fontFamily: 'Inter, sans-serif', fontSize: 14, fontWeight: 700 }}>
          {step}
        </Box>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.25 }}>{children}</Box>
    </Box>
  );
}

interface BookingFormProps {
  tour: Tour;
  unitPrice: number;
  values: BookingFormValues;
  onValuesChange: (values: BookingFormValues) => void;
}

/**
 * The booking form. Fields are checked with the shared schema when they lose focus and all of them
 * on submit; any problem shows under its field and in the toast 'Please fix the highlighted fields.'
 */
export function BookingForm({ tour, unitPrice, values, onValuesChange }: BookingFormProps) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<BookingErrors>({});
  const [touched, setTouched] = useState<ReadonlySet<BookingField>>(new Set());
  const [submitting, setSubmitting] = useState(false);
  /** The current booking attempt: its key is reused while the same request is retried. */
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const today = localIsoDate();

  useEffect(() => {
    preloadBookingSchema();
    ensureToastHost();
    void import('../../../lib/api-client');
  }, []);

  const adults = countOf(values.adults);
  const children = countOf(values.children);
  const estimate = adults === null ? null : priceEstimate(unitPrice, adults, children ?? 0);

  /** Re-checks the form and shows the errors of the touched fields. */
  const recheck = async (next: BookingFormValues, shown: ReadonlySet<BookingField>) => {
    const result = await checkBooking(toRequestInput(next, tour, null));
    const all = result.ok ? {} : result.errors;
    setErrors((previous) => {
      const visible: BookingErrors = {};
      for (const field of shown) if (all[field]) visible[field] = all[field];
      if (previous.tourId) visible.tourId = previous.tourId;
      return visible;
    });
  };

  const change = <K extends keyof BookingFormValues>(key: K, value: BookingFormValues[K], field: BookingField) => {
    const next = { ...values, [key]: value };
    onValuesChange(next);
    // A field with an error is re-checked as it is corrected; choices count as touched once made.
    const choice = field === 'payment.method' || field === 'payment.payMode' || field === 'consent' || field === 'adults' || field === 'children';
    const shown = choice && !touched.has(field) ? new Set([...touched, field]) : touched;
    if (shown !== touched) setTouched(shown);
    if (errors[field] || choice) void recheck(next, shown);
  };

  const blur = (field: BookingField) => {
    const shown = touched.has(field) ? touched : new Set([...touched, field]);
    setTouched(shown);
    void recheck(values, shown);
  };

  const focusFirstError = (found: BookingErrors) => {
    const first = BOOKING_FIELDS.find((field) => found[field]);
    if (!first) return;
    const element = formRef.current?.elements.namedItem(first);
    const target = element instanceof RadioNodeList ? (element[0] as HTMLElement | undefined) : (element as HTMLElement | null);
    target?.focus();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setTouched(new Set(BOOKING_FIELDS));
    const result = await checkBooking(toRequestInput(values, tour, estimate));
    if (!result.ok) {
      setErrors(result.errors);
      showToast(BOOKING_MESSAGES.fixFields, { severity: 'error', durationMs: TOAST_MS });
      focusFirstError(result.errors);
      return;
    }
    setErrors({});
    const body = JSON.stringify(result.request);
    if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };
    setSubmitting(true);
    try {
      const booking = await createBooking(result.request, attempt.current.key);
      attempt.current = null;
      if (result.request.payment.payMode === 'later') {
        showToast(bookingReservedMessage(result.request.contact.name), { severity: 'success', durationMs: TOAST_MS });
        void navigate('/');
      } else {
        const query = new URLSearchParams({ method: result.request.payment.method });
        void navigate(`/checkout/${booking.id}?${query.toString()}`, { state: { phone: result.request.contact.phone } });
      }
    } catch (error) {
      if (error instanceof BookingRejectedError) {
        // The request is settled: a corrected one gets a new key.
        attempt.current = null;
        const found = errorsFrom(Object.entries(error.fields));
        setErrors(Object.keys(found).length ? found : { tourId: error.message });
        showToast(BOOKING_MESSAGES.fixFields, { severity: 'error', durationMs: TOAST_MS });
        focusFirstError(found);
      } else {
        console.error('Booking failed:', error);
        showToast(BOOKING_MESSAGES.failure, { severity: 'error', durationMs: BOOKING_ERROR_TOAST_MS });
      }
    } finally {
      setSubmitting(false);
    }
  };

  const error = (field: BookingField) => errors[field];
  const hint = (field: BookingField, text?: string) => (error(field) ? <FieldError>{error(field)}</FieldError> : text);
  const submitLabel = values.payMode === 'later' ? 'Reserve now, pay later' : values.payMode === 'now' ? 'Continue to payment' : 'Book now';

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => void handleSubmit(event)} aria-label="Booking form">
      {errors.tourId && (
        <Box role="alert" sx={{ mb: 3, p: 2, borderRadius: 3, bgcolor: '#FDECEA', color: '#7A1D16', fontWeight: 500 }}>
          {errors.tourId}
        </Box>
      )}
      <Section step={1} title="Your trip">
        <TextInput
          label="Travel date"
          name="date"
          type="date"
          min={today}
          value={values.date}
          required
          aria-invalid={error('date') ? true : undefined}
          hint={hint('date', 'The first day of your safari.')}
          onChange={(event) => change('date', event.target.value, 'date')}
          onBlur={() => blur('date')}
        />
        <Box sx={{ display: 'grid', columnGap: { xs: 1.5, sm: 2.25 }, rowGap: 2.25, gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' }}>
          <CounterField
            label="Adults"
            unit="adult"
            name="adults"
            value={values.adults}
            min={MIN_ADULTS}
            max={MAX_ADULTS}
            error={error('adults')}
            onChange={(value) => change('adults', value, 'adults')}
            onBlur={() => blur('adults')}
          />
          <CounterField
            label="Children"
            unit="child"
            name="children"
            value={values.children}
            min={MIN_CHILDREN}
            max={MAX_CHILDREN}
            hint="Children pay 60% of the adult price."
            error={error('children')}
            onChange={(value) => change('children', value, 'children')}
            onBlur={() => blur('children')}
          />
        </Box>
      </Section>

      <Section step={2} title="Your details">
        <TextInput
          label="Full name"
          name="contact.name"
          autoComplete="name"
          value={values.name}
          required
          aria-invalid={error('contact.name') ? true : undefined}
          hint={hint('contact.name')}
          onChange={(event) => change('name', event.target.value, 'contact.name')}
          onBlur={() => blur('contact.name')}
        />
        <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextInput
            label="Email"
            name="contact.email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            required
            aria-invalid={error('contact.email') ? true : undefined}
            hint={hint('contact.email', 'Your confirmation goes here.')}
            onChange={(event) => change('email', event.target.value, 'contact.email')}
            onBlur={() => blur('contact.email')}
          />
          <TextInput
            label="Phone"
            name="contact.phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+254 712 345 678"
            value={values.phone}
            required
            aria-invalid={error('contact.phone') ? true : undefined}
            hint={hint('contact.phone', 'With country code; WhatsApp works too.')}
            onChange={(event) => change('phone', event.target.value, 'contact.phone')}
            onBlur={() => blur('contact.phone')}
          />
        </Box>
      </Section>

      <Section step={3} title="Payment">
        <ChoiceCards
          legend="Payment method"
          name="payment.method"
          choices={METHOD_CHOICES}
          value={values.method}
          error={error('payment.method')}
          onChange={(value) => change('method', value, 'payment.method')}
        />
        <ChoiceCards
          legend="When would you like to pay?"
          name="payment.payMode"
          choices={PAY_MODE_CHOICES}
          columns={{ xs: 1, sm: 2 }}
          value={values.payMode}
          error={error('payment.payMode')}
          onChange={(value) => change('payMode', value, 'payment.payMode')}
        />
      </Section>

      <Box sx={{ pt: { xs: 3, sm: 3.5 }, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 2.5 }}>
        <ConsentCheckbox
          name="consent"
          checked={values.consent}
          error={error('consent')}
          onChange={(checked) => change('consent', checked, 'consent')}
          onBlur={() => blur('consent')}
        >
          I agree that Pulse of the Wild Safaris may contact me by e-mail, phone or WhatsApp about this booking.
        </ConsentCheckbox>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'stretch', sm: 'center' },
            justifyContent: 'space-between',
            gap: 2,
            p: { xs: 2, sm: 2.5 },
            borderRadius: 4,
            bgcolor: '#F4EEE2',
          }}
        >
          <Box aria-live="polite">
            <Typography sx={{ fontSize: 13, fontWeight: 600, color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '0.08em' }}>Estimated total</Typography>
            <Typography sx={{ fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: 30, lineHeight: 1.15, color: brand.green }}>
              {estimate === null ? '—' : formatUsd(estimate)}
            </Typography>
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={submitting}
            endIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <ArrowForwardIcon aria-hidden="true" />}
            sx={{ minWidth: { sm: 240 } }}
          >
            {submitting ? 'Booking…' : submitLabel}
          </Button>
        </Box>
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: 13.5, color: 'text.secondary' }}>
          <LockOutlinedIcon aria-hidden="true" sx={{ fontSize: 17, color: brand.green }} />
          Nothing is charged until you confirm the payment.
        </Typography>
      </Box>
    </Box>
  );
}
