import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Booking } from '@safari/shared/booking';
import { formatAmount, isPayable, PAYMENT_MESSAGES } from '@safari/shared/booking-rules';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@safari/shared/enums';
import { formatDate } from '@safari/shared/format';
import type { Payment } from '@safari/shared/payment';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { brand } from '../../../lib/theme';
import { TextInput } from '../../../components/form/form-field';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ChoiceCards, FieldError, type Choice } from '../../../components/form/choice-fields';
import { apiErrorOf, bookingQueryOptions, cancelPayment, paymentQueryOptions, startPayment, statusOf, verifyPayment } from '../api/checkout-api';
import { BookingNotFound, bookingLine, CheckoutLayout, LoadFailed, PaymentConfirmed, PaymentNotCompleted, StatePanel } from '../components/checkout-layout';
import { bookingKeyHeaders, useBookingKeyFromLink } from '../lib/booking-keys';
import { HoldGone, holdGone, HoldNote } from '../components/seat-hold';
import { chargeFor, dueNowOf, mpesaApprovalText, paidSoFar, stillCheckingTitle, type CheckoutBooking } from '../lib/charge';
import { useDisplayCurrency } from '../../../lib/currency';
import { useOnline } from '../lib/use-online';
import { usePayLater } from '../lib/use-pay-later';
import { moneyText } from '../../../lib/money-text';

const METHOD_CHOICES: Choice<PaymentMethod>[] = [
  { value: 'mpesa', label: PAYMENT_METHOD_LABELS.mpesa, description: 'Approve on your phone' },
  { value: 'pesapal', label: PAYMENT_METHOD_LABELS.pesapal, description: 'Visa or Mastercard' },
  { value: 'paypal', label: PAYMENT_METHOD_LABELS.paypal, description: 'Your PayPal account' },
];

/** How often the waiting screen asks whether the M-Pesa payment arrived. */
const POLL_MS = 3_000;
/** After this long without a callback, the server asks Daraja itself (STK query), then again every interval. */
const QUERY_AFTER_MS = 20_000;
const QUERY_EVERY_MS = 15_000;
/** After this long, the traveller is told it is taking unusually long. */
const SLOW_AFTER_MS = 120_000;

const TravellersForm = lazy(() => import('../../../components/travellers/travellers-form'));

/** The booking link's way to each seat's traveller details (the key in the link opens them). */
function TravellersSection({ booking }: { booking: CheckoutBooking }) {
  const [open, setOpen] = useState(false);
  if (booking.status === 'canceled' || !booking.departureId) return null;
  return (
    <Card sx={{ mt: 3, p: { xs: 2.5, sm: 4 }, borderRadius: 5 }}>
      <Typography component="h2" sx={{ fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: 22 }}>
        Travellers’ details
      </Typography>
      {open ? (
        <Box sx={{ mt: 2 }}>
          <Suspense fallback={null}>
            <TravellersForm bookingId={booking.id} headers={bookingKeyHeaders(booking.id)} />
          </Suspense>
        </Box>
      ) : (
        <>
          <Typography sx={{ mt: 1, color: 'text.secondary', fontSize: 15, lineHeight: 1.55 }}>
            Your guide needs each traveller’s name, residency, nationality and an emergency contact. Fill them in now or later from this link or My Trips.
          </Typography>
          <Button variant="outlined" size="large" onClick={() => setOpen(true)} sx={{ mt: 2 }}>
            Add travellers’ details
          </Button>
        </>
      )}
    </Card>
  );
}

const isMethod = (value: string | null): value is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(value ?? '');

function Notice({ tone, children }: { tone: 'error' | 'offline'; children: React.ReactNode }) {
  return (
    <Box
      role={tone === 'error' ? 'alert' : 'status'}
      sx={{
        display: 'flex',
        gap: 1.25,
        alignItems: 'flex-start',
        p: 2,
        borderRadius: 3,
        fontSize: 15,
        lineHeight: 1.5,
        bgcolor: tone === 'error' ? '#FDECEA' : '#FBF1DC',
        color: tone === 'error' ? '#7A1D16' : '#5C3B09',
      }}
    >
      {tone === 'offline' && <WifiOffIcon aria-hidden="true" sx={{ fontSize: 22, mt: '1px' }} />}
      <span>{children}</span>
    </Box>
  );
}

/** What is paid now: the deposit (and the balance's date), or the balance after a deposit, in the booking's currency. */
function DueNow({ booking, due }: { booking: CheckoutBooking; due: number }) {
  const paid = paidSoFar(booking);
  const rest = booking.amount - paid - due;
  let text: string | null = null;
  if (paid > 0) text = `Paid so far: ${moneyText(paid, booking.currency)}. This payment settles the balance of ${moneyText(due, booking.currency)}.`;
  else if (rest > 0) text = `Deposit now: ${moneyText(due, booking.currency)} of ${moneyText(booking.amount, booking.currency)}. The balance of ${moneyText(rest, booking.currency)} is due by ${formatDate(booking.balanceDueDate)}.`;
  if (!text) return null;
  return (
    <Box role="note" sx={{ p: 2, borderRadius: 3, bgcolor: '#F4EEE2', fontSize: 15, lineHeight: 1.55 }}>
      {text}
    </Box>
  );
}

/** How much the chosen method takes: M-Pesa in shillings (said before the phone is prompted), card and PayPal in dollars. */
function ChargeNote({ method, booking, due }: { method: PaymentMethod; booking: CheckoutBooking; due: number }) {
  const { rate } = useDisplayCurrency();
  const charge = chargeFor(due, booking.currency, method, rate?.rate);
  const rateText = rate && charge?.currency !== booking.currency ? ` (our rate of ${formatDate(rate.asOf)})` : '';
  if (method === 'mpesa') {
    return (
      <Typography data-testid="mpesa-amount" sx={{ fontWeight: 600, fontSize: 15.5, lineHeight: 1.5 }}>
        {mpesaApprovalText(charge)}
        {charge && rateText ? <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>{rateText}</Box> : null}
      </Typography>
    );
  }
  if (booking.currency === 'USD') return null;
  return (
    <Typography sx={{ fontSize: 15, lineHeight: 1.5 }}>
      {PAYMENT_METHOD_LABELS[method]} payments are charged in US dollars{charge ? `: ${moneyText(charge.amount, charge.currency)}${rateText}` : ''}.
    </Typography>
  );
}

function PaymentForm({ booking, onStk }: { booking: CheckoutBooking; onStk: (payment: Payment, phone: string, message: string) => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [query, setQuery] = useSearchParams();
  const online = useOnline();
  const { payLater, busy: payingLater } = usePayLater(booking);
  const fromQuery = query.get('method');
  const method: PaymentMethod | '' = isMethod(fromQuery) ? fromQuery : (booking.method ?? '');
  const [phone, setPhone] = useState(() => (location.state as { phone?: string } | null)?.phone ?? '');
  const [phoneError, setPhoneError] = useState<string>();
  const [methodError, setMethodError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [starting, setStarting] = useState(false);
  // The method chosen when booking is kept: shown as chosen, with a way to change it, never asked again.
  const [changingMethod, setChangingMethod] = useState(false);
  const methodKnown = method !== '' && !changingMethod;
  const due = dueNowOf(booking);
  const paidBefore = paidSoFar(booking) > 0;

  const choose = (value: PaymentMethod) => {
    setMethodError(undefined);
    setFailure(undefined);
    setQuery(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('method', value);
        return next;
      },
      { replace: true, state: location.state },
    );
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (starting) return;
    setFailure(undefined);
    if (!navigator.onLine) {
      setFailure(PAYMENT_MESSAGES.offline);
      return;
    }
    if (!method) {
      setMethodError('Select a payment method.');
      return;
    }
    const { startPaymentSchema } = await import('@safari/shared/payment');
    const checked = startPaymentSchema.safeParse({ method, ...(method === 'mpesa' ? { phone } : {}) });
    if (!checked.success) {
      setPhoneError(checked.error.issues.find((issue) => issue.path[0] === 'phone')?.message);
      return;
    }
    setPhoneError(undefined);
    setStarting(true);
    try {
      const started = await startPayment(booking.id, checked.data);
      if (started.action.kind === 'stk') {
        onStk(started.payment, phone, started.action.message);
      } else if (/^https?:\/\//i.test(started.action.url)) {
        window.location.assign(started.action.url);
        return;
      } else {
        void navigate(started.action.url);
      }
    } catch (error) {
      const apiError = await apiErrorOf(error);
      if (apiError?.fields?.phone) setPhoneError(apiError.fields.phone);
      else setFailure(apiError?.error ?? (navigator.onLine ? PAYMENT_MESSAGES.startFailed : PAYMENT_MESSAGES.offline));
      // Paid or cancelled meanwhile (another tab, staff): show the booking as it is now.
      if (statusOf(error) === 409) void queryClient.invalidateQueries({ queryKey: bookingQueryOptions(booking.id).queryKey });
    }
    setStarting(false);
  };

  return (
    <Card sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 5 }}>
      <Box component="form" noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => void handleSubmit(event)} aria-label="Payment" sx={{ display: 'grid', gap: 3 }}>
        <Typography component="h2" sx={{ fontFamily: '"Playfair Display", Georgia, serif', fontWeight: 700, fontSize: 22 }}>
          How would you like to pay?
        </Typography>
        <HoldNote hold={booking.hold} />
        <DueNow booking={booking} due={due} />
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <ChoiceCards
            legend="Payment method"
            name="method"
            choices={methodKnown ? METHOD_CHOICES.filter((choice) => choice.value === method) : METHOD_CHOICES}
            columns={methodKnown ? { xs: 1, sm: 1 } : undefined}
            value={method}
            error={methodError}
            onChange={choose}
          />
          {methodKnown && (
            <Button variant="text" size="small" onClick={() => setChangingMethod(true)} sx={{ justifySelf: 'start', minHeight: 44 }}>
              Use another method
            </Button>
          )}
        </Box>
        {method && <ChargeNote method={method} booking={booking} due={due} />}
        {method === 'mpesa' && (
          <TextInput
            label="M-Pesa phone number"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="0712 345 678"
            value={phone}
            required
            aria-invalid={phoneError ? true : undefined}
            hint={phoneError ? <FieldError>{phoneError}</FieldError> : 'We’ll send the payment request to this phone: approve it with your M-Pesa PIN.'}
            onChange={(event) => {
              setPhone(event.target.value);
              setPhoneError(undefined);
            }}
          />
        )}
        {!online && <Notice tone="offline">{PAYMENT_MESSAGES.offline}</Notice>}
        {failure && online && <Notice tone="error">{failure}</Notice>}
        <Box sx={{ display: 'grid', gap: 1.25 }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={starting || !online}
            startIcon={starting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <LockOutlinedIcon aria-hidden="true" />}
          >
            {starting ? 'Starting payment…' : `Pay ${moneyText(due, booking.currency)}`}
          </Button>
          {!paidBefore && (
            <Button variant="text" size="large" disabled={payingLater} onClick={payLater}>
              Pay later instead
            </Button>
          )}
        </Box>
        <Typography sx={{ fontSize: 13.5, color: 'text.secondary', lineHeight: 1.5, textAlign: 'center' }}>
          {method === 'mpesa'
            ? 'M-Pesa asks for your PIN on your phone; we never see it.'
            : method
              ? `You’ll finish paying on ${method === 'paypal' ? 'PayPal' : 'our card partner Pesapal'}’s secure page, then come back here.`
              : 'Payments are processed securely by M-Pesa, Pesapal or PayPal.'}
        </Typography>
      </Box>
    </Card>
  );
}

/**
 * Still waiting: the attempt is pending, or its outcome is unknown (no answer from the provider in
 * time; the server is asking it) — which is never shown as a failure.
 */
function stillOpen(payment: Payment): boolean {
  return payment.state === 'unknown' || (payment.status === 'pending' && payment.state !== 'failed');
}

/** Waiting for the traveller to approve the M-Pesa prompt; polls the payment until it settles. */
function StkWaiting({ booking, payment, phone, message, onRetry }: { booking: Booking; payment: Payment; phone: string; message: string; onRetry: () => void }) {
  const queryClient = useQueryClient();
  const { payLater, busy } = usePayLater(booking);
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const { data } = useQuery({
    ...paymentQueryOptions(payment.id, booking.id),
    initialData: payment,
    refetchInterval: (q) => (q.state.data && stillOpen(q.state.data) ? POLL_MS : false),
  });
  const current = data;
  const open = stillOpen(current);

  useEffect(() => {
    if (!open) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [open]);

  // A late callback: ask M-Pesa ourselves (server to server) from time to time.
  const waited = now - startedAt;
  const queryRound = waited < QUERY_AFTER_MS ? -1 : Math.floor((waited - QUERY_AFTER_MS) / QUERY_EVERY_MS);
  useEffect(() => {
    if (queryRound < 0 || !open) return;
    verifyPayment(payment.id, booking.id).then(
      (updated) => queryClient.setQueryData(paymentQueryOptions(payment.id, booking.id).queryKey, updated),
      (error: unknown) => console.warn('M-Pesa status check failed:', error),
    );
  }, [queryRound, open, payment.id, booking.id, queryClient]);

  useEffect(() => {
    if (current.status === 'succeeded') void queryClient.invalidateQueries({ queryKey: bookingQueryOptions(booking.id).queryKey });
  }, [current.status, booking.id, queryClient]);

  if (current.status === 'succeeded') return <PaymentConfirmed booking={current.booking} />;
  if (!open) {
    return (
      <PaymentNotCompleted canceled={current.status === 'canceled'} tryAgain={{ onClick: onRetry }} onPayLater={payLater} busy={busy}>
        {current.stateMessage ?? current.failureReason ?? (current.status === 'canceled' ? PAYMENT_MESSAGES.canceled : PAYMENT_MESSAGES.failed)}
      </PaymentNotCompleted>
    );
  }
  const slow = waited > SLOW_AFTER_MS;
  const unknown = current.state === 'unknown';
  const statusLine = unknown
    ? current.stateMessage
    : slow
      ? 'We haven’t heard back from M-Pesa yet. If you approved the payment, it will show here as soon as it arrives.'
      : (current.stateMessage ?? 'This page updates by itself once the payment arrives.');
  return (
    <StatePanel
      tone="waiting"
      title={unknown ? stillCheckingTitle(current.method) : PAYMENT_MESSAGES.checkPhone}
      actions={
        <>
          <Button
            variant="outlined"
            size="large"
            onClick={() => {
              void cancelPayment(payment.id, booking.id).then((updated) => queryClient.setQueryData(paymentQueryOptions(payment.id, booking.id).queryKey, updated));
            }}
          >
            Cancel
          </Button>
          {slow && (
            <Button variant="contained" size="large" disabled={busy} onClick={payLater}>
              Pay later
            </Button>
          )}
        </>
      }
    >
      <Box component="span" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, color: brand.green, fontWeight: 600 }}>
        <PhoneIphoneIcon aria-hidden="true" />
        {phone}
      </Box>
      <Box component="p" sx={{ m: 0, mt: 1 }}>
        Enter your M-Pesa PIN on your phone to pay {formatAmount(current.amount, current.currency)}. {message && message !== PAYMENT_MESSAGES.checkPhone ? `(${message})` : ''}
      </Box>
      <Box component="p" role="status" sx={{ m: 0, mt: 1, fontSize: 14.5 }}>
        {statusLine}
        {unknown ? ' This page updates by itself.' : ''}
      </Box>
    </StatePanel>
  );
}

function CheckoutSkeleton() {
  return (
    <Box role="status" aria-label="Loading your booking" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ height: 420, borderRadius: 5, bgcolor: 'rgba(30,36,32,0.06)' }} />
    </Box>
  );
}

/** /checkout/:id?method= — pay for a booking (online only). */
export default function CheckoutPage() {
  const { id = '' } = useParams();
  useDocumentTitle('Checkout');
  useBookingKeyFromLink(id);
  const booking = useQuery(bookingQueryOptions(id));
  const [stk, setStk] = useState<{ payment: Payment; phone: string; message: string } | null>(null);
  const navigateBack = useNavigate();

  if (booking.isPending) {
    return (
      <CheckoutLayout title="Checkout">
        <CheckoutSkeleton />
      </CheckoutLayout>
    );
  }
  if (booking.isError) {
    const notFound = statusOf(booking.error) === 404;
    return (
      <CheckoutLayout title="Checkout">
        {notFound ? (
          <BookingNotFound />
        ) : (
          <LoadFailed title="We couldn’t load your booking" onRetry={() => void booking.refetch()}>
            Please try again in a moment.
          </LoadFailed>
        )}
      </CheckoutLayout>
    );
  }

  const data = booking.data;
  const subtitle = bookingLine(data);
  let content;
  if (stk) {
    content = <StkWaiting booking={data} payment={stk.payment} phone={stk.phone} message={stk.message} onRetry={() => setStk(null)} />;
  } else if (data.paymentStatus === 'paid') {
    content = <PaymentConfirmed booking={data} />;
  } else if (!isPayable(data)) {
    content = (
      <StatePanel
        tone="neutral"
        title="This booking was cancelled"
        actions={
          <Button startIcon={<ArrowBackIcon aria-hidden="true" />} variant="outlined" size="large" onClick={() => void navigateBack('/tours')}>
            Browse Tours
          </Button>
        }
      >
        {PAYMENT_MESSAGES.notPayable}
      </StatePanel>
    );
  } else if (holdGone(data)) {
    content = <HoldGone booking={data} />;
  } else {
    content = <PaymentForm booking={data} onStk={(payment, phone, message) => setStk({ payment, phone, message })} />;
  }
  return (
    <CheckoutLayout title={data.paymentStatus === 'paid' ? 'Booking confirmed' : 'Checkout'} subtitle={subtitle} booking={data}>
      {content}
      {!stk && <TravellersSection booking={data} />}
    </CheckoutLayout>
  );
}
