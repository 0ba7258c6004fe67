import type { MyBooking } from '@safari/shared/account';

/** 'Pay now' is offered for a booking that is not paid, not cancelled and has a payment method. */
export function canPayNow(booking: Pick<MyBooking, 'status' | 'paymentStatus' | 'method'>): boolean {
  return booking.status !== 'canceled' && (booking.paymentStatus === 'unpaid' || booking.paymentStatus === 'failed') && booking.method !== null;
}
