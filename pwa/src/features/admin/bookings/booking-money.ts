/**
 * A booking's money in the words staff read: ledger rows, totals in the booking's currency with
 * their dollar equivalents, and what to say after a payment or a refund. Pure, so it is tested
 * without a screen.
 */
import { PAYMENT_STATUS_LABELS, type AdminBooking } from '@safari/shared/admin-bookings';
import { formatDate } from '@safari/shared/format';
import { formatOfficeDate, formatOfficeDateTime } from '@safari/shared/local-time';
import { convert, formatMoney, LEDGER_METHOD_LABELS, type Currency, type LedgerRow } from '@safari/shared/money';

export const LEDGER_KIND_LABELS: Record<LedgerRow['kind'], string> = { payment: 'Payment', refund: 'Refund', adjustment: 'Adjustment' };

/** '129.50': shillings per dollar, always with two decimals (as the office writes it). */
export function formatRate(rate: number): string {
  return rate.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
}

/** 'KSh 129.50 per $1, rate of 26 Nov 2026'. */
export function rateLabel(rate: number, asOf: string): string {
  const date = formatDate(asOf);
  return `KSh ${formatRate(rate)} per $1${date ? `, rate of ${date}` : ''}`;
}

/** '5 Mar 2027': the day a moment fell on in the office (Nairobi). */
export function localDateLabel(iso: string): string {
  return formatOfficeDate(iso);
}

/** '5 Mar 2027 14:05' in the office's time (Nairobi); '—' for none. */
export function dateTimeLabel(iso: string | null): string {
  return formatOfficeDateTime(iso, '—');
}

const ATTEMPT_STATUS_LABELS: Record<string, string> = { pending: 'Waiting', succeeded: 'Paid', failed: 'Failed', refunded: 'Refunded', canceled: 'Cancelled' };

/** A payment attempt's status in words ('succeeded' reads 'Paid'); an unknown one as it is, capitalised. */
export function attemptStatusLabel(status: string): string {
  const words = status.replace(/_/g, ' ');
  return ATTEMPT_STATUS_LABELS[status] ?? `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/** One ledger row as the table shows it. */
export interface LedgerLine {
  id: string;
  date: string;
  receipt: string;
  kind: string;
  method: string;
  amount: string;
  /** The rate it was converted at, for money in shillings; '' for dollars. */
  rate: string;
  usd: string;
  reference: string;
  note: string;
  recordedBy: string;
}

export function ledgerLine(row: LedgerRow): LedgerLine {
  return {
    id: row.id,
    date: localDateLabel(row.at),
    receipt: `Receipt ${row.receiptNo}`,
    kind: LEDGER_KIND_LABELS[row.kind],
    method: LEDGER_METHOD_LABELS[row.method],
    amount: formatMoney(row.amount, row.currency),
    rate: row.currency === 'KES' ? rateLabel(row.rate, row.rateDate) : '',
    usd: formatMoney(row.usd, 'USD'),
    reference: row.reference || '—',
    note: row.note,
    recordedBy: row.recordedBy ? `Recorded by ${row.recordedBy}` : 'Paid online by the traveller',
  };
}

/** 'KSh 103,600 ($800)' for a shilling booking; '$800' for a dollar one (its own equivalent). */
export function moneyWithUsd(amount: number, currency: Currency, usd: number): string {
  return currency === 'USD' ? formatMoney(amount, 'USD') : `${formatMoney(amount, currency)} (${formatMoney(usd, 'USD')})`;
}

/** The three totals of a booking, each in its currency with the dollar equivalent the API summed. */
export function bookingTotals(booking: Pick<AdminBooking, 'totals' | 'paid' | 'balance' | 'refunded'>): { paid: string; balance: string; refunded: string } {
  const { currency } = booking.totals;
  return {
    paid: moneyWithUsd(booking.totals.paid, currency, booking.paid),
    balance: moneyWithUsd(booking.totals.balance, currency, booking.balance),
    refunded: moneyWithUsd(booking.totals.refunded, currency, booking.refunded),
  };
}

/** What an amount typed in one currency is in the other at the office's rate (null without a rate). */
export function converted(amount: string, from: Currency, to: Currency, rate: number | null): number | null {
  const value = Number(amount);
  if (amount.trim() === '' || !Number.isFinite(value) || value <= 0) return null;
  if (from === to) return value;
  return rate ? convert(value, from, to, rate) : null;
}

export const isCurrency = (value: string): value is Currency => value === 'USD' || value === 'KES';

/**
 * The amount after the form's currency changes: still the amount offered (what is due, or owed
 * back), it is converted; typed by staff, it stays as typed.
 */
export function amountAfterCurrencyChange(amount: string, from: string, to: string, offer: { amount: number; currency: Currency }, rate: number | null): string {
  if (!isCurrency(from) || !isCurrency(to) || offer.amount <= 0) return amount;
  const offered = converted(String(offer.amount), offer.currency, from, rate);
  if (offered === null || Number(amount) !== offered) return amount;
  const next = converted(String(offer.amount), offer.currency, to, rate);
  return next === null ? amount : String(next);
}

/** The toast after a payment recorded by hand: what the booking's money now says. */
export function paymentRecordedMessage(booking: Pick<AdminBooking, 'paymentStatus' | 'status' | 'totals' | 'balanceDueDate'>): string {
  const balance = formatMoney(booking.totals.balance, booking.totals.currency);
  const confirmed = booking.status === 'confirmed' ? ' and confirmed' : '';
  switch (booking.paymentStatus) {
    case 'paid':
      return `Payment recorded: the booking is paid${confirmed}.`;
    case 'deposit paid':
      return `Payment recorded: deposit paid${confirmed}. ${balance} is due by ${formatDate(booking.balanceDueDate)}.`;
    case 'partially paid':
      return `Payment recorded: partially paid. ${balance} is still owed.`;
    default:
      return `Payment recorded: ${PAYMENT_STATUS_LABELS[booking.paymentStatus].toLowerCase()}.`;
  }
}

/** The toast after a refund. */
export function refundRecordedMessage(booking: Pick<AdminBooking, 'paymentStatus' | 'email'>): string {
  const status = `Refund recorded: the booking is now ${PAYMENT_STATUS_LABELS[booking.paymentStatus].toLowerCase()}.`;
  return booking.email ? `${status} The traveller is e-mailed about it.` : status;
}

/** Money that can still go back: received and not yet refunded, in the booking's currency. */
export function refundable(booking: Pick<AdminBooking, 'totals'>): number {
  return Math.max(0, booking.totals.paid - booking.totals.refunded);
}
