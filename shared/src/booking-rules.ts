/**
 * Booking rules that screens need before (or without) zod: the spec's messages, the price
 * estimate, booking references, dates and money display. Kept free of zod so a page can show a
 * live estimate without downloading the schema library; `booking.ts` re-exports all of it.
 */
import { CHILD_PRICE_FACTOR } from './constants';
import { formatDate } from './format';
import { PRICING_TIERS, type PricingTier } from './enums';
import { isIsoDate } from './iso-date';

/** The booking form's texts (spec, sections 5 and 8: exact). */
export const BOOKING_MESSAGES = {
  tourId: 'Please choose a tour.',
  tourNotFound: 'Tour not found',
  priceOnRequest: 'This safari is priced on request. Please request a custom quote.',
  date: 'Please choose a date.',
  datePast: 'Please choose a date from today onwards.',
  adults: 'At least 1 adult is required.',
  children: 'Children cannot be fewer than 0.',
  name: 'Your full name is required.',
  email: 'Enter a valid email address.',
  phone: 'Phone number is required.',
  phoneInvalid: 'Enter a valid phone number.',
  method: 'Select a payment method.',
  payMode: 'Choose when to pay.',
  depositClosed: 'The balance of this date is already due: a deposit is no longer possible, please pay in full.',
  noRate: 'Shilling prices are not available right now. Please choose US dollars.',
  consent: 'Please consent so we can contact you.',
  fixFields: 'Please fix the highlighted fields.',
  failure: 'Something went wrong while booking. Please try again.',
} as const;

/** 'Booking reserved for {name}. We’ll send a payment link.' (spec, exact, typographic apostrophe). */
export function bookingReservedMessage(name: string): string {
  return `Booking reserved for ${name}. We’ll send a payment link.`;
}

/** Larger parties are planned with staff (and would overflow what one online payment should carry). */
export const MAX_ADULTS = 50;
export const MAX_CHILDREN = 50;
export const BOOKING_NAME_MAX = 200;
export const BOOKING_PHONE_MAX = 40;

/** Price of one adult: the tour's price, else the first available tier of its pricing; null: on request. */
export function bookingUnitPrice(tour: { price: number | null; pricing?: Partial<Record<PricingTier, number>> | null }): number | null {
  if (typeof tour.price === 'number' && Number.isFinite(tour.price)) return tour.price;
  for (const tier of PRICING_TIERS) {
    const value = tour.pricing?.[tier];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return null;
}

/** Spec: adults × price + children × price × 0.6 (children pay 60%). */
export function priceEstimate(price: number, adults: number, children: number): number {
  return adults * price + children * price * CHILD_PRICE_FACTOR;
}

/** The amount a booking is charged: the estimate rounded to cents (what the server stores). */
export function bookingAmount(price: number, adults: number, children: number): number {
  return Math.round(priceEstimate(price, adults, children) * 100) / 100;
}

/** The words of a staff booking whose price is not the tour's rule for its party (audited with the booking). */
export const PRICE_SET_BY_HAND = 'Price set by hand';

/**
 * `{ priceNote: 'Price set by hand; the tour’s price for this party is $2,200' }` when staff enter a
 * price other than the rule's (adults × price + children × 60 %); nothing when it is the rule's, or
 * when the tour has no price (priced on request: every price is set by hand then, and says so).
 */
export function priceSetByHandNote(
  tour: { price: number | null; pricing?: Partial<Record<PricingTier, number>> | null },
  booking: { price: number; adults: number; children: number },
): { priceNote?: string } {
  const unit = bookingUnitPrice(tour);
  if (unit === null) return { priceNote: `${PRICE_SET_BY_HAND}; the tour is priced on request` };
  const rule = bookingAmount(unit, booking.adults, booking.children);
  if (Math.abs(rule - booking.price) < 0.005) return {};
  return { priceNote: `${PRICE_SET_BY_HAND}; the tour’s price for this party is ${formatAmount(rule)}` };
}

/** Intl formatters are costly to build (a booking's e-mails format several amounts): one per currency and precision. */
const amountFormats = new Map<string, Intl.NumberFormat>();

/** Money with cents only when there are any: '$1,250', '$599.40', 'KES 12,900'. */
export function formatAmount(amount: number, currency = 'USD'): string {
  const digits = Math.round(amount * 100) % 100 !== 0 ? 2 : 0;
  const id = `${currency}:${digits}`;
  let format = amountFormats.get(id);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    // Currencies come from a short list; the bound only guards against a caller passing anything.
    if (amountFormats.size < 64) amountFormats.set(id, format);
  }
  return format.format(amount);
}

/** Letters and digits that cannot be misread over the phone: no 0/O, no 1/I. */
export const BOOKING_REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const BOOKING_REFERENCE_LENGTH = 5;
export const BOOKING_REFERENCE_PATTERN = /^SAF-[2-9A-HJ-NP-Z]{5,12}$/;

/**
 * A booking reference such as 'SAF-7K3Q9'. `randomInt(n)` returns an integer in [0, n): the
 * server passes a cryptographic source, tests a fixed one.
 */
export function bookingReference(randomInt: (max: number) => number, length = BOOKING_REFERENCE_LENGTH): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += BOOKING_REFERENCE_ALPHABET[randomInt(BOOKING_REFERENCE_ALPHABET.length)];
  return `SAF-${code}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD of `date` in the device's time zone (the date input's minimum). */
export function localIsoDate(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The earliest travel date the API accepts: today somewhere on earth. Time zones run from UTC−12
 * to UTC+14, so the UTC date of yesterday is still 'today' for a traveller far enough west.
 */
export function earliestBookableDate(now: Date = new Date()): string {
  return new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

// In a module of its own: the tours list's date filter needs it without the booking rules.
export { isIsoDate } from './iso-date';

/** '2 adults, 1 child' */
export function partyLabel(adults: number, children: number): string {
  const parts = [`${adults} ${adults === 1 ? 'adult' : 'adults'}`];
  if (children > 0) parts.push(`${children} ${children === 1 ? 'child' : 'children'}`);
  return parts.join(', ');
}

/** 'Sat, 12 Sep 2026' for a YYYY-MM-DD travel date (no time zone shift: it is a calendar date). */
export function travelDateLabel(isoDate: string): string {
  if (!isIsoDate(isoDate)) return isoDate;
  return formatDate(isoDate, { weekday: true });
}

/** Checkout texts. */
export const PAYMENT_MESSAGES = {
  mpesaPhone: 'Enter your M-Pesa number, e.g. 0712 345 678.',
  offline: 'You’re offline. Payments need an internet connection: reconnect and try again, or choose Pay later.',
  startFailed: 'We couldn’t start the payment. Please try again, choose another method or pay later.',
  alreadyPaid: 'This booking is already paid.',
  notPayable: 'This booking can no longer be paid online. Please contact us.',
  checkPhone: 'Check your phone to approve the payment',
  confirmed: 'Payment confirmed',
  failed: 'The payment did not go through.',
  canceled: 'The payment was cancelled.',
  bookingNotFound: 'Booking not found',
  paymentNotFound: 'Payment not found',
  sandboxBanner: 'Sandbox payment — no real money moves',
} as const;

/**
 * An M-Pesa (Safaricom) number in the 2547XXXXXXXX / 2541XXXXXXXX form Daraja expects, from what
 * people type: '0712 345 678', '+254 712 345 678', '712345678'. Null when it is not one.
 */
export function normalizeMpesaPhone(input: string): string | null {
  const compact = input.replace(/[\s().-]/g, '');
  let digits: string;
  if (/^\+254\d{9}$/.test(compact)) digits = compact.slice(1);
  else if (/^254\d{9}$/.test(compact)) digits = compact;
  else if (/^0\d{9}$/.test(compact)) digits = `254${compact.slice(1)}`;
  else if (/^\d{9}$/.test(compact)) digits = `254${compact}`;
  else return null;
  return /^254[17]\d{8}$/.test(digits) ? digits : null;
}

/**
 * What a search for a phone number looks for: the digits of what staff typed in the national form,
 * as the bookings' search column stores every phone (a Kenyan number without its 254 or 0 prefix,
 * see `0030_booking_search.sql`): '+254 712 000 111', '0712000111' → '712000111', and a part of a
 * number too ('0712 000' → '712000'). Null when the search is not a phone number (letters in it,
 * or fewer than 4 digits).
 */
export function phoneSearchDigits(query: string): string | null {
  const text = query.trim();
  if (!/^[\d\s+().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 4) return null;
  if (/^254\d{9}$/.test(digits) || (text.startsWith('+') && digits.startsWith('254'))) return digits.slice(3);
  return digits.startsWith('0') ? digits.slice(1) : digits;
}

/** Payment statuses that leave a balance to pay (a deposit, a part, or nothing paid yet). */
const OWING_STATUSES = new Set(['unpaid', 'failed', 'deposit paid', 'partially paid']);

/**
 * True while the traveller can still pay for the booking: not cancelled, and nothing paid yet
 * (pending) or a balance left after a deposit or a part (pending or confirmed).
 */
export function isPayable(booking: { status: string; paymentStatus: string }): boolean {
  if (booking.status === 'canceled' || !OWING_STATUSES.has(booking.paymentStatus)) return false;
  return booking.status === 'pending' || booking.paymentStatus === 'deposit paid' || booking.paymentStatus === 'partially paid';
}

/**
 * The request header that carries a booking's access key to the checkout, pay-later and payment
 * routes (the owner's session works without it). It is never the booking's id.
 */
export const BOOKING_KEY_HEADER = 'X-Booking-Key';
/** The query parameter of the traveller's links (e-mails, the checkout URL) that carries the key. */
export const BOOKING_KEY_PARAM = 'key';

/** The checkout's path for a booking, with its access key when the link is the traveller's own. */
export function checkoutPath(bookingId: string, accessKey?: string | null): string {
  return accessKey ? `/checkout/${bookingId}?${BOOKING_KEY_PARAM}=${encodeURIComponent(accessKey)}` : `/checkout/${bookingId}`;
}

/**
 * A numbered receipt of a booking's payment or refund: the printable page the API answers, or with
 * `format` 'pdf' the same receipt as a PDF; with the access key when the link is the traveller's own.
 */
export function receiptPath(bookingId: string, receiptNo: number, accessKey?: string | null, format: 'page' | 'pdf' = 'page'): string {
  const path = `/api/bookings/${bookingId}/receipts/${receiptNo}${format === 'pdf' ? '.pdf' : ''}`;
  return accessKey ? `${path}?${BOOKING_KEY_PARAM}=${encodeURIComponent(accessKey)}` : path;
}
