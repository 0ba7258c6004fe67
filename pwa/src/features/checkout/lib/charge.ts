/**
 * What the checkout charges and how it tells the traveller: the amount due now (the deposit, else
 * the balance) in the booking's currency, what a method charges for it (M-Pesa in whole shillings,
 * card and PayPal in dollars, at the office's rate, rounded up as the server rounds), and what is
 * left to pay after a deposit. Zod-free.
 */
import type { Booking, BookingDetail } from '@safari/shared/booking';
import type { PaymentMethod } from '@safari/shared/enums';
import { formatDate } from '@safari/shared/format';
import type { Currency } from '@safari/shared/money-rules';
import { moneyText } from '../../../lib/money-text';

/** A booking as the checkout reads it: the ledger's fields may be missing (an answer cached by an older version). */
export type CheckoutBooking = Booking & Partial<Pick<BookingDetail, 'dueNow' | 'totals' | 'hold'>>;

/** What the checkout charges now, in the booking's currency: the deposit, else the balance. */
export function dueNowOf(booking: CheckoutBooking): number {
  return booking.dueNow ?? booking.totals?.balance ?? booking.amount;
}

/** Whether something was paid already (a deposit or a part): the checkout then takes the balance. */
export function paidSoFar(booking: CheckoutBooking): number {
  if (booking.totals) return booking.totals.paid;
  return booking.paymentStatus === 'deposit paid' ? booking.depositAmount : 0;
}

/**
 * What `method` charges for `due` (booking currency): M-Pesa in whole shillings, card and PayPal in
 * dollars, at `rate` shillings per dollar, rounded up (the operator never receives less). Null when
 * a conversion is needed and no rate is known.
 */
export function chargeFor(due: number, currency: Currency, method: PaymentMethod, rate: number | null | undefined): { amount: number; currency: Currency } | null {
  const target: Currency = method === 'mpesa' ? 'KES' : 'USD';
  if (target === currency) return { amount: due, currency };
  if (!rate || rate <= 0) return null;
  const exact = currency === 'USD' ? due * rate : due / rate;
  const amount = target === 'KES' ? Math.ceil(Math.round(exact * 100) / 100) : Math.ceil(Math.round(exact * 10_000) / 100) / 100;
  return { amount, currency: target };
}

/** 'You will be asked to approve KSh 54,390 on your phone.' — said before the M-Pesa prompt is sent. */
export function mpesaApprovalText(charge: { amount: number; currency: Currency } | null): string {
  return charge
    ? `You will be asked to approve ${moneyText(charge.amount, charge.currency)} on your phone.`
    : 'You will be asked to approve the amount in Kenya shillings, at our rate of the day, on your phone.';
}

/** What is left to pay after a deposit or a part, and by when; null when nothing is (or nothing was paid yet). */
export function balanceLeft(booking: CheckoutBooking): { amount: number; currency: Currency; dueDate: string } | null {
  if (booking.paymentStatus !== 'deposit paid' && booking.paymentStatus !== 'partially paid') return null;
  const amount = booking.totals?.balance ?? (booking.paymentStatus === 'deposit paid' ? booking.amount - booking.depositAmount : null);
  if (amount === null || amount <= 0) return null;
  return { amount, currency: booking.currency, dueDate: booking.balanceDueDate };
}

/** 'The balance of $1,365 is due by 31 Dec 2026.' */
export function balanceText(left: { amount: number; currency: Currency; dueDate: string }): string {
  return `The balance of ${moneyText(left.amount, left.currency)} is due by ${formatDate(left.dueDate)}.`;
}

const PROVIDER_NAMES: Record<PaymentMethod, string> = { mpesa: 'M-Pesa', pesapal: 'Pesapal', paypal: 'PayPal' };

/** The heading while an attempt's outcome is unknown: we are still checking, it has not failed. */
export function stillCheckingTitle(method: PaymentMethod): string {
  return `We have not heard from ${PROVIDER_NAMES[method]} yet — still checking`;
}
