import Button from '@mui/material/Button';
import { PAYMENT_MESSAGES } from '@safari/shared/booking-rules';
import type { Payment } from '@safari/shared/payment';
import { UUID_IN_TEXT as UUID } from '@safari/shared/uuid';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { bookingQueryOptions, cancelPayment, paymentQueryOptions, statusOf, verifyPayment } from '../api/checkout-api';
import { BookingNotFound, bookingLine, CheckoutLayout, LoadFailed, PaymentConfirmed, PaymentNotCompleted, StatePanel } from '../components/checkout-layout';
import { useBookingKeyFromLink } from '../lib/booking-keys';
import { stillCheckingTitle } from '../lib/charge';
import { usePayLater } from '../lib/use-pay-later';

const POLL_MS = 4_000;
/** Redirect providers usually settle within seconds; after this the page stops polling and offers a check. */
const GIVE_UP_MS = 60_000;
/** While the outcome is unknown the server keeps asking the provider: the page keeps asking the server, more slowly, without giving up. */
const UNKNOWN_POLL_MS = 10_000;

/**
 * The payment id of the return address. Providers append their own parameters to it (PayPal:
 * token and PayerID; Pesapal: OrderTrackingId and OrderMerchantReference, which is our payment id),
 * not always with the right separator, so the id is picked out rather than read as is.
 */
export function paymentIdFrom(query: URLSearchParams): string {
  for (const key of ['payment', 'OrderMerchantReference']) {
    const match = UUID.exec(query.get(key) ?? '');
    if (match) return match[0].toLowerCase();
  }
  return '';
}

function Outcome({ payment, onCheckAgain, checking }: { payment: Payment; onCheckAgain: () => void; checking: boolean }) {
  const { payLater, busy } = usePayLater(payment.booking);
  const retryHref = `/checkout/${payment.bookingId}?method=${payment.method}`;

  if (payment.status === 'succeeded' || payment.booking.paymentStatus === 'paid') return <PaymentConfirmed booking={payment.booking} />;
  if (payment.state === 'unknown') {
    // No answer in time (or one that does not match): we are checking — never a failure.
    return (
      <StatePanel
        tone="waiting"
        title={stillCheckingTitle(payment.method)}
        actions={
          <Button variant="outlined" size="large" disabled={checking} onClick={onCheckAgain}>
            Check again
          </Button>
        }
      >
        {payment.stateMessage} This page updates by itself.
      </StatePanel>
    );
  }
  if (payment.status === 'pending') {
    return (
      <StatePanel
        tone="waiting"
        title="Confirming your payment…"
        actions={
          <Button variant="outlined" size="large" disabled={checking} onClick={onCheckAgain}>
            Check again
          </Button>
        }
      >
        {payment.stateMessage ?? 'We’re waiting for the payment provider to confirm.'} This usually takes a few seconds.
      </StatePanel>
    );
  }
  const canceled = payment.status === 'canceled';
  return (
    <PaymentNotCompleted canceled={canceled} tryAgain={{ href: retryHref }} onPayLater={payLater} busy={busy}>
      {canceled ? 'You cancelled the payment. Nothing was charged and your booking is kept.' : (payment.stateMessage ?? payment.failureReason ?? PAYMENT_MESSAGES.failed)}
    </PaymentNotCompleted>
  );
}

/**
 * /checkout/:id/return?payment= — where the traveller lands after the provider's page. The page
 * asks the server to check with the provider (PayPal is captured here), then follows the payment
 * until it settles. `cancelled=1` is PayPal's cancel link.
 */
export default function CheckoutReturnPage() {
  useDocumentTitle('Payment');
  const { id = '' } = useParams();
  useBookingKeyFromLink(id);
  const [query] = useSearchParams();
  const paymentId = paymentIdFrom(query);
  const cancelled = query.get('cancelled') === '1';
  const queryClient = useQueryClient();
  const options = paymentQueryOptions(paymentId, id);
  const [startedAt] = useState(() => Date.now());
  const [checking, setChecking] = useState(false);

  const payment = useQuery({
    ...options,
    queryFn: () => (cancelled ? cancelPayment(paymentId, id) : verifyPayment(paymentId, id)),
    enabled: paymentId !== '',
    retry: (count, error) => statusOf(error) !== 404 && count < 2,
    refetchInterval: (q) => {
      const data = q.state.data;
      if (data?.state === 'unknown') return UNKNOWN_POLL_MS;
      return data?.status === 'pending' && Date.now() - startedAt < GIVE_UP_MS ? POLL_MS : false;
    },
  });

  // Settled: the booking's paid and balance changed (the checkout and My Trips read them again).
  const settled = payment.data !== undefined && payment.data.status !== 'pending' && payment.data.state !== 'unknown';
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: bookingQueryOptions(id).queryKey });
  }, [settled, id, queryClient]);

  const checkAgain = () => {
    setChecking(true);
    verifyPayment(paymentId, id)
      .then((updated) => queryClient.setQueryData(options.queryKey, updated))
      .catch((error: unknown) => console.warn('Payment check failed:', error))
      .finally(() => setChecking(false));
  };

  const data = payment.data;
  if (!paymentId || (payment.isError && statusOf(payment.error) === 404) || (data && data.bookingId !== id)) {
    return (
      <CheckoutLayout title="Payment">
        <BookingNotFound />
      </CheckoutLayout>
    );
  }
  if (payment.isError) {
    return (
      <CheckoutLayout title="Payment">
        <LoadFailed title="We couldn’t check your payment" onRetry={() => void payment.refetch()}>
          If you paid, it is safe: the confirmation will show here and by e-mail.
        </LoadFailed>
      </CheckoutLayout>
    );
  }
  if (!data) {
    return (
      <CheckoutLayout title="Payment">
        <StatePanel tone="waiting" title="Confirming your payment…" />
      </CheckoutLayout>
    );
  }
  const paid = data.status === 'succeeded' || data.booking.paymentStatus === 'paid';
  return (
    <CheckoutLayout title={paid ? 'Booking confirmed' : 'Payment'} subtitle={bookingLine(data.booking)} booking={data.booking}>
      <Outcome payment={data} onCheckAgain={checkAgain} checking={checking} />
    </CheckoutLayout>
  );
}
