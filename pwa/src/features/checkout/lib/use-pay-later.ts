import type { Booking } from '@safari/shared/booking';
import { BOOKING_MESSAGES, bookingReservedMessage } from '@safari/shared/booking-rules';
import { BOOKING_ERROR_TOAST_MS, TOAST_MS } from '@safari/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '../../../components/toast/toast';
import { rememberReservedBooking } from '../../../lib/reserved-booking';
import { apiErrorOf, bookingQueryOptions, payLater } from '../api/checkout-api';

/**
 * 'Pay later' from the checkout: the booking is kept, a payment link is e-mailed, and the traveller
 * goes Home with the same confirmation (toast and Home's panel) as a pay-later booking.
 */
export function usePayLater(booking: Booking | undefined) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (!booking || busy) return;
    setBusy(true);
    try {
      const updated = await payLater(booking.id);
      void queryClient.invalidateQueries({ queryKey: bookingQueryOptions(booking.id).queryKey });
      rememberReservedBooking(updated);
      showToast(bookingReservedMessage(updated.contact.name), { severity: 'success', durationMs: TOAST_MS });
      void navigate('/');
    } catch (error) {
      const apiError = await apiErrorOf(error);
      showToast(apiError?.error ?? BOOKING_MESSAGES.failure, { severity: 'error', durationMs: BOOKING_ERROR_TOAST_MS });
    } finally {
      setBusy(false);
    }
  };
  return { payLater: () => void run(), busy };
}
