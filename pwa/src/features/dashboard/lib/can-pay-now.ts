import type { MyBooking } from '@safari/shared/account';

/** 'Pay now' is offered for a booking that is not paid, not cancelled and has a payment method. */
export function canPayNow(booking: Pick<MyBooking, 'status' | 'paymentStatus' | 'method'>): boolean {
  return booking.status !== 'canceled' && (booking.paymentStatus === 'unpaid' || booking.paymentStatus === 'failed') && booking.method !== null;
}

/** 'Pay balance' is offered once a deposit or a part is paid and a balance is left (the checkout charges it). */
export function canPayBalance(booking: Pick<MyBooking, 'status' | 'paymentStatus' | 'totals'>): boolean {
  return booking.status !== 'canceled' && (booking.paymentStatus === 'deposit paid' || booking.paymentStatus === 'partially paid') && booking.totals.balance > 0;
}
