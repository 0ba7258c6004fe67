import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { BOOKING_MESSAGES, bookingReservedMessage, localIsoDate, MAX_ADULTS, MAX_CHILDREN } from '@safari/shared/booking-rules';
import type { Booking, BookingRequest } from '@safari/shared/booking';
import { BOOKING_ERROR_TOAST_MS, MIN_ADULTS, MIN_CHILDREN, TOAST_MS } from '@safari/shared/constants';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@safari/shared/enums';
import { formatDate } from '@safari/shared/format';
import { hasResidentPrices, type Residency } from '@safari/shared/money-rules';
import type { Tour } from '@safari/shared/tour';
import { useEffect, useState, type ChangeEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { brand } from '../../../lib/theme';
import { TextInput } from '../../../components/form/form-field';
import { useOnline, useOutboxItem } from '../../../offline/outbox-hooks';
import type { OutboxItem } from '../../../offline/types';
import { bookingFrom, createBooking, requestOf } from '../api/create-booking';
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
import { useForm } from '../../../components/form/use-form';
import { showToast } from '../../../components/toast/toast';
import { rememberReservedBooking } from '../../../lib/reserved-booking';
import { ChoiceCards, ConsentCheckbox, CounterField, type Choice } from '../../../components/form/choice-fields';
import { BookingQueued } from './booking-queued';
import { paymentPlan, payModeChoices, residencyChoices, type PaymentPlan } from '../lib/payment-plan';
import type { BookingMoney } from '../lib/use-booking-money';
import type { Departure } from '@safari/shared/departures';
import { DEPARTURE_MESSAGES } from '@safari/shared/departure-labels';
import { DeparturePicker } from './departure-picker';

const loadRuntime = () => import('../../../offline/outbox-runtime');

const METHOD_CHOICES: Choice<PaymentMethod>[] = [
  { value: 'mpesa', label: PAYMENT_METHOD_LABELS.mpesa, description: 'Approve on your phone' },
  { value: 'pesapal', label: PAYMENT_METHOD_LABELS.pesapal, description: 'Visa or Mastercard' },
  { value: 'paypal', label: PAYMENT_METHOD_LABELS.paypal, description: 'Your PayPal account' },
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
  /** The party's price and payment plan, and how its amounts read in the traveller's currency. */
  money: BookingMoney;
  values: BookingFormValues;
  onValuesChange: (values: BookingFormValues) => void;
  /** The outbox item of this form's booking while it is not accepted yet (restored after a reload). */
  pendingId: string | null;
  onPendingChange: (id: string | null) => void;
  /** A scheduled tour's departures (the form then picks one instead of a free date); null: any date. */
  departures?: { items: readonly Departure[]; asOf: string; live: boolean } | null;
  /** Fetches the departures again (after the server said one is full). */
  onDeparturesStale?: () => void;
}

/** The server's 409 for a departure: its words, and the seats left they name ('Only 2 seats left on …'). */
export type SeatConflict = { departureId: string; message: string; seatsLeft: number };
const conflictOf = (departureId: string, message: string): SeatConflict => ({ departureId, message, seatsLeft: Number(/Only (\d+) seat/.exec(message)?.[1] ?? 0) });
const PICK_DEPARTURE = 'Please choose a departure.';

/**
 * Where a booking goes once the server accepted it: Home with the spec's toast (and Home's panel
 * with its reference, kept on this device), or the checkout.
 */
function useAccepted() {
  const navigate = useNavigate();
  return (booking: Booking, phone: string) => {
    if (booking.payMode === 'later') {
      rememberReservedBooking(booking);
      showToast(bookingReservedMessage(booking.contact.name), { severity: 'success', durationMs: TOAST_MS });
      void navigate('/');
    } else {
      // The booking's answer carries its access key: the checkout's link opens it for this traveller only.
      const query = new URLSearchParams({ ...(booking.method ? { method: booking.method } : {}), ...(booking.accessKey ? { key: booking.accessKey } : {}) });
      void navigate(`/checkout/${booking.id}?${query.toString()}`, { state: { phone } });
    }
  };
}

/** Choices (radios, the counters, the consent box) show their error as soon as they are made. */
const CHOICE_FIELDS: readonly BookingField[] = ['payment.method', 'payment.payMode', 'residency', 'consent', 'adults', 'children'];

/** The fields that change the price or the payment plan. */
const PRICED_FIELDS: ReadonlySet<keyof BookingFormValues> = new Set(['date', 'adults', 'children', 'residency']);

const failureErrors = (item: OutboxItem): BookingErrors => {
  const found = errorsFrom(Object.entries(item.fields ?? {}));
  return Object.keys(found).length ? found : { tourId: item.error ?? BOOKING_MESSAGES.failure };
};

/**
 * The booking form. Fields are checked with the shared schema when they lose focus and all of them
 * on submit; any problem shows under its field and in the toast 'Please fix the highlighted fields.'
 * A valid booking goes through the outbox: the spec's success (toast and Home, or the checkout)
 * follows only the server's acceptance; until then the form is locked and says why it waits.
 */
export function BookingForm({ tour, money, values, onValuesChange, pendingId, onPendingChange, departures = null, onDeparturesStale }: BookingFormProps) {
  const [conflict, setConflict] = useState<SeatConflict | null>(null);
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  const pending = useOutboxItem(pendingId);
  const accepted = useAccepted();
  const [shownFailure, setShownFailure] = useState<string | null>(null);
  /** The saved booking came back refused: say so above the form, not only at the fields. */
  const [refused, setRefused] = useState(false);
  const today = localIsoDate();
  const waiting = pending?.state === 'queued' || pending?.state === 'sending' ? pending : null;
  const { plan, show } = money;
  const estimate = plan?.amount ?? null;
  const planOf = (next: BookingFormValues): PaymentPlan | null =>
    paymentPlan(money.tour, { date: next.date, adults: countOf(next.adults), children: countOf(next.children), residency: next.residency }, today);

  /** Takes the saved booking back so the traveller can change it; false when it is already on its way. */
  const withdraw = async (): Promise<boolean> => {
    if (!pendingId) return true;
    const outcome = await (await loadRuntime()).withdrawItem(pendingId);
    if (outcome === 'sent' || outcome === 'sending') {
      showToast('Your booking is being sent right now. Please wait a moment.', { severity: 'info', durationMs: TOAST_MS });
      return false;
    }
    onPendingChange(null);
    return true;
  };

  const send = async (request: BookingRequest) => {
    setRefused(false);
    setConflict(null);
    try {
      // A corrected booking replaces the one the server refused.
      if (!(await withdraw())) return;
      const outcome = await createBooking(request);
      if (outcome.status === 'sent') {
        const booking = await bookingFrom(outcome.response.body);
        if (!booking) throw new Error('The booking answer was not a booking.');
        accepted(booking, request.contact.phone);
      } else if (outcome.status === 'queued') {
        onPendingChange(outcome.id);
        // Online but not accepted: the spec's failure toast; the panel says it is kept and retried.
        if (outcome.cause === 'server') showToast(BOOKING_MESSAGES.failure, { severity: 'error', durationMs: BOOKING_ERROR_TOAST_MS });
      } else {
        // Refused at once: the form is where it gets fixed, so it does not wait in the outbox too.
        void loadRuntime().then((runtime) => runtime.discardItem(outcome.id));
        if (outcome.httpStatus === 409 && request.departureId) {
          // The departure filled up: the picker says so and offers the waitlist.
          setConflict(conflictOf(request.departureId, outcome.message));
          onDeparturesStale?.();
          return;
        }
        const found = errorsFrom(Object.entries(outcome.fields ?? {}));
        form.showErrors(Object.keys(found).length ? found : { tourId: outcome.message }, { focus: false });
        form.focusFirstError(found);
      }
    } catch (error) {
      console.error('Booking failed:', error);
      showToast(BOOKING_MESSAGES.failure, { severity: 'error', durationMs: BOOKING_ERROR_TOAST_MS });
    }
  };

  const form = useForm({
    fields: BOOKING_FIELDS,
    values,
    check: async (next: BookingFormValues) => {
      const result = await checkBooking(toRequestInput(next, tour, next === values ? estimate : null, money.display));
      if (departures && !next.departureId) {
        // The date is the departure's: a missing one is asked for at the picker.
        const errors: BookingErrors = result.ok ? {} : { ...result.errors };
        delete errors.date;
        return { ok: false as const, errors: { ...errors, departureId: PICK_DEPARTURE } };
      }
      return result.ok ? { ok: true as const, data: result.request } : result;
    },
    send,
    blocked: waiting !== null,
    touchOnChange: CHOICE_FIELDS,
    keep: ['tourId'],
    invalidToast: { message: BOOKING_MESSAGES.fixFields, durationMs: TOAST_MS },
  });
  const { errors, submitting } = form;

  useEffect(() => {
    preloadBookingSchema();
    void import('../../../offline/submit');
  }, []);

  // The server refused the saved booking when it was replayed: its messages go to the fields.
  if (pending?.state === 'failed' && shownFailure !== pending.id) {
    setShownFailure(pending.id);
    setRefused(true);
    // A booking saved offline for a departure that filled meanwhile: 'full', with the waitlist.
    const departureId = requestOf(pending).departureId;
    if (pending.response?.status === 409 && departureId) setConflict(conflictOf(departureId, pending.error ?? DEPARTURE_MESSAGES.full));
  }
  const failedId = pending?.state === 'failed' ? pending.id : null;
  useEffect(() => {
    if (!failedId || !pending || pending.state !== 'failed') return;
    if (pending.response?.status === 409) {
      onDeparturesStale?.();
      return;
    }
    form.showErrors(failureErrors(pending), { focus: false, toast: false });
    showToast(BOOKING_MESSAGES.fixFields, { severity: 'error', durationMs: TOAST_MS });
    // Once per refused item; `form` and `pending` are fresh objects every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failedId]);

  // The saved booking reached the server while this page was open: carry on as after an online booking.
  const sent = pending?.state === 'sent' ? pending : null;
  useEffect(() => {
    if (!sent?.response) return;
    const phone = requestOf(sent).contact.phone;
    void bookingFrom(sent.response.body).then((booking) => {
      if (booking) accepted(booking, phone);
    });
    // Runs once per sent item; `accepted` is a fresh closure every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sent?.id]);

  const change = <K extends keyof BookingFormValues>(key: K, value: BookingFormValues[K], field: BookingField) => {
    const next = { ...values, [key]: value };
    // A date inside the balance's window (or a new party) may end the deposit: the traveller chooses again.
    if (PRICED_FIELDS.has(key) && next.payMode === 'deposit' && !planOf(next)?.depositAllowed) next.payMode = '';
    onValuesChange(next);
    form.changed(next, field);
  };

  const runBusy = (task: () => Promise<unknown>) => {
    setBusy(true);
    void task().finally(() => setBusy(false));
  };

  const error = (field: BookingField) => errors[field];
  /** The props every text field of the form shares: its value, checks and messages. */
  const textField = (key: 'date' | 'name' | 'email' | 'phone', field: BookingField, hintText?: string) => ({
    ...form.field(field, hintText),
    value: values[key],
    required: true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(key, event.target.value, field),
  });
  const counterField = (key: 'adults' | 'children') => ({
    ...form.field(key),
    value: values[key],
    onChange: (value: string) => change(key, value, key),
  });
  const paysNow = values.payMode === 'now' || values.payMode === 'deposit';
  const submitLabel = values.payMode === 'later' ? 'Reserve now, pay later' : paysNow ? (online ? 'Continue to payment' : 'Save booking') : 'Book now';
  const payModes = payModeChoices(plan, values.date, show);
  const depositChosen = values.payMode === 'deposit' && plan?.depositAllowed ? plan : null;

  return (
    <Box component="form" {...form.props} aria-label="Booking form">
      {refused && !errors.tourId && !conflict && (
        <Box role="alert" sx={{ mb: 3, p: 2, borderRadius: 3, bgcolor: '#FDECEA', color: '#7A1D16', fontWeight: 500 }}>
          We couldn’t accept the booking saved on your phone. Please check the highlighted fields and send it again.
        </Box>
      )}
      {errors.tourId && (
        <Box role="alert" sx={{ mb: 3, p: 2, borderRadius: 3, bgcolor: '#FDECEA', color: '#7A1D16', fontWeight: 500 }}>
          {errors.tourId}
        </Box>
      )}
      {/* A booking waiting to be sent cannot be edited; 'Change booking' takes it back first. */}
      <Box component="fieldset" disabled={waiting !== null} sx={{ border: 0, m: 0, p: 0, minWidth: 0, '&:disabled': { opacity: 0.72 } }}>
        <Section step={1} title="Your trip">
          {departures ? (
            <DeparturePicker
              tourName={tour.name}
              departures={departures.items}
              asOf={departures.asOf}
              live={departures.live}
              value={values.departureId}
              error={error('departureId') ?? error('date')}
              party={money.party.adults + money.party.children}
              conflict={conflict}
              offerFor={values.waitlistOffer ? values.departureId : undefined}
              ownPrice={(departure) => (departure.price !== null && departure.price !== tour.price ? `${money.showUsd(departure.price)} per adult` : null)}
              contact={{ name: values.name, email: values.email, phone: values.phone }}
              onChange={(departure) => {
                setConflict(null);
                const next = { ...values, departureId: departure.id, date: departure.date, waitlistOffer: departure.id === values.departureId ? values.waitlistOffer : '' };
                if (next.payMode === 'deposit' && !planOf(next)?.depositAllowed) next.payMode = '';
                onValuesChange(next);
                form.changed(next, 'departureId');
              }}
            />
          ) : (
            <TextInput label="Travel date" type="date" min={today} {...textField('date', 'date', 'The first day of your safari.')} />
          )}
          <Box sx={{ display: 'grid', columnGap: { xs: 1.5, sm: 2.25 }, rowGap: 2.25, gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' }}>
            <CounterField label="Adults" unit="adult" min={MIN_ADULTS} max={MAX_ADULTS} {...counterField('adults')} />
            <CounterField label="Children" unit="child" min={MIN_CHILDREN} max={MAX_CHILDREN} hint="Children pay 60% of the adult price." {...counterField('children')} />
          </Box>
          {hasResidentPrices(money.tour) && (
            <ChoiceCards<Residency>
              legend="Your party’s residency"
              name="residency"
              choices={residencyChoices(money.tour, values.date, today, money.showUsd)}
              value={values.residency}
              error={error('residency')}
              onChange={(value) => change('residency', value, 'residency')}
            />
          )}
        </Section>

        <Section step={2} title="Your details">
          <TextInput label="Full name" autoComplete="name" {...textField('name', 'contact.name')} />
          <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextInput label="Email" type="email" autoComplete="email" inputMode="email" {...textField('email', 'contact.email', 'Your confirmation goes here.')} />
            <TextInput
              label="Phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="+254 712 345 678"
              {...textField('phone', 'contact.phone', 'With country code; WhatsApp works too.')}
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
            choices={payModes}
            columns={{ xs: 1, sm: payModes.length === 2 ? 2 : 1 }}
            value={values.payMode}
            error={error('payment.payMode')}
            onChange={(value) => change('payMode', value, 'payment.payMode')}
          />
          {!online && paysNow && !waiting && (
            <Box role="note" sx={{ p: 2, borderRadius: 3, bgcolor: '#FBF1DC', color: '#5C3B09', fontSize: 14.5, lineHeight: 1.55 }}>
              You’re offline, and payments need a connection. We’ll save your booking on this phone and send it as soon as you’re back online; then
              you can pay, and we’ll e-mail you a payment link too. Nothing is charged until then.
            </Box>
          )}
        </Section>
      </Box>

      <Box sx={{ pt: { xs: 3, sm: 3.5 }, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 2.5 }}>
        {waiting ? (
          <BookingQueued
            item={waiting}
            online={online}
            payMode={requestOf(waiting).payment.payMode}
            email={requestOf(waiting).contact.email}
            busy={busy}
            onRetry={() => runBusy(async () => (await loadRuntime()).retryItem(waiting.id))}
            onChange={() => runBusy(withdraw)}
          />
        ) : (
          <>
            <ConsentCheckbox
              checked={values.consent}
              {...form.field('consent')}
              onChange={(checked) => change('consent', checked, 'consent')}
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
                  {estimate === null ? '—' : show(estimate)}
                </Typography>
                {depositChosen && (
                  <Typography sx={{ mt: 0.5, fontSize: 14.5, fontWeight: 600 }}>
                    {show(depositChosen.depositAmount)} today, {show(depositChosen.amount - depositChosen.depositAmount)} by {formatDate(depositChosen.balanceDueDate)}
                  </Typography>
                )}
                {money.note && <Typography sx={{ mt: 0.5, fontSize: 13, color: 'text.secondary', lineHeight: 1.45 }}>{money.note}</Typography>}
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
          </>
        )}
      </Box>
    </Box>
  );
}
