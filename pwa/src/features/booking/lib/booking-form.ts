/**
 * The booking form's values and their checks. The form holds what the inputs hold (text for the
 * counters while typing); the shared zod schema, loaded on first use so it does not weigh on the
 * page's first paint, turns them into the request and gives the spec's messages per field.
 */
import type { BookingRequest } from '@safari/shared/booking';
import { localIsoDate, MAX_ADULTS, MAX_CHILDREN } from '@safari/shared/booking-rules';
import { MIN_ADULTS, MIN_CHILDREN } from '@safari/shared/constants';
import { PAY_MODES, PAYMENT_METHODS, type PaymentMethod, type PayMode } from '@safari/shared/enums';
import { RESIDENCIES, type Currency, type Residency } from '@safari/shared/money-rules';

export interface BookingFormValues {
  date: string;
  adults: string;
  children: string;
  name: string;
  email: string;
  phone: string;
  method: PaymentMethod | '';
  payMode: PayMode | '';
  /** Who travels: asked only when the tour has resident or citizen prices. */
  residency: Residency;
  consent: boolean;
  /** The departure picked on a scheduled tour ('' while none; the date is then the departure's). */
  departureId: string;
  /** A waitlist offer's token (the offer e-mail's link): the booking uses the seats it holds. */
  waitlistOffer: string;
}

/** Field names as the API reports them (`fields` of a 400) and as the form keys its errors. */
export const BOOKING_FIELDS = [
  'date',
  'adults',
  'children',
  'contact.name',
  'contact.email',
  'contact.phone',
  'payment.method',
  'payment.payMode',
  'residency',
  'consent',
  'departureId',
] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];
export type BookingErrors = Partial<Record<BookingField | 'tourId', string>>;

const isField = (key: string): key is BookingField | 'tourId' => key === 'tourId' || (BOOKING_FIELDS as readonly string[]).includes(key);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function countFrom(value: string | null, min: number, max: number, fallback: number): string {
  if (value === null || !/^\d+$/.test(value.trim())) return String(fallback);
  return String(Math.min(max, Math.max(min, Number(value))));
}

/**
 * What the quick-booking dialog hands to the booking page. It travels in the history entry's state
 * (react-router's `state`), never in the address: a name and an e-mail in a URL end up in the
 * browser's history, in server logs and in any link that is shared.
 */
export interface QuickBookingHandoff {
  date: string;
  adults: number;
  children: number;
  name: string;
  email: string;
}

/** The history state of a booking page opened from the quick booking. */
export function quickBookingState(handoff: QuickBookingHandoff): { quickBooking: QuickBookingHandoff } {
  return {
    quickBooking: {
      date: handoff.date,
      adults: Math.max(MIN_ADULTS, Math.trunc(handoff.adults) || MIN_ADULTS),
      children: Math.max(MIN_CHILDREN, Math.trunc(handoff.children) || MIN_CHILDREN),
      name: handoff.name.trim(),
      email: handoff.email.trim(),
    },
  };
}

/** The quick booking's values in a history state, or null (any other state, or none). */
function handoffOf(state: unknown): Partial<Record<keyof QuickBookingHandoff, unknown>> | null {
  if (typeof state !== 'object' || state === null) return null;
  const handoff = (state as { quickBooking?: unknown }).quickBooking;
  return typeof handoff === 'object' && handoff !== null ? (handoff as Partial<Record<keyof QuickBookingHandoff, unknown>>) : null;
}

const textOf = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
const numberText = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? String(value) : null);

/**
 * Empty values, or those of the quick-booking dialog when it sent the visitor here (the history
 * state), and a payment method or pay mode named in the query (links from e-mails and My Trips).
 */
export function initialValues(query: URLSearchParams, state?: unknown): BookingFormValues {
  const handoff = handoffOf(state);
  const date = textOf(handoff?.date, 10);
  return {
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= localIsoDate() ? date : '',
    adults: countFrom(numberText(handoff?.adults), MIN_ADULTS, MAX_ADULTS, MIN_ADULTS),
    children: countFrom(numberText(handoff?.children), MIN_CHILDREN, MAX_CHILDREN, MIN_CHILDREN),
    name: textOf(handoff?.name, 200),
    email: textOf(handoff?.email, 254),
    phone: '',
    method: (PAYMENT_METHODS as readonly string[]).includes(query.get('method') ?? '') ? (query.get('method') as PaymentMethod) : '',
    payMode: (PAY_MODES as readonly string[]).includes(query.get('payMode') ?? '') ? (query.get('payMode') as PayMode) : '',
    residency: (RESIDENCIES as readonly string[]).includes(query.get('residency') ?? '') ? (query.get('residency') as Residency) : 'nonResident',
    consent: false,
    departureId: UUID.test(query.get('departure') ?? '') ? (query.get('departure') ?? '').toLowerCase() : '',
    waitlistOffer: (query.get('offer') ?? '').slice(0, 200),
  };
}

/**
 * A signed-in traveller's details in the fields they left empty (never over what they typed or
 * what the quick booking carried).
 */
export function withTraveller(values: BookingFormValues, traveller: { name?: string; email?: string; phone?: string }): BookingFormValues {
  const fill = (current: string, value: string | undefined) => (current.trim() === '' && value ? value : current);
  return { ...values, name: fill(values.name, traveller.name), email: fill(values.email, traveller.email), phone: fill(values.phone, traveller.phone) };
}

/** The form's values for a booking request (a booking saved on the phone, shown again after a reload). */
export function valuesFromRequest(request: BookingRequest): BookingFormValues {
  return {
    date: request.date,
    adults: String(request.adults),
    children: String(request.children),
    name: request.contact.name,
    email: request.contact.email,
    phone: request.contact.phone,
    method: request.payment.method,
    payMode: request.payment.payMode,
    residency: request.residency,
    consent: true,
    departureId: request.departureId ?? '',
    waitlistOffer: request.waitlistOffer ?? '',
  };
}

/** A counter's value as a number, or null while the input does not hold a whole number. */
export function countOf(text: string): number | null {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : null;
}

/**
 * The request body as the schema sees it (before trimming and checks). `currency` is the one the
 * traveller reads prices in (the header's switch); the server prices in dollars or, for a resident
 * or citizen price, in shillings.
 */
export function toRequestInput(
  values: BookingFormValues,
  tour: { id: string; name: string },
  priceEstimate: number | null,
  currency: Currency = 'USD',
): Record<string, unknown> {
  return {
    tourId: tour.id,
    tourName: tour.name,
    date: values.date,
    adults: countOf(values.adults) ?? undefined,
    children: countOf(values.children) ?? undefined,
    contact: { name: values.name, email: values.email, phone: values.phone },
    payment: { method: values.method || undefined, payMode: values.payMode || undefined },
    consent: values.consent,
    residency: values.residency,
    currency,
    ...(values.departureId ? { departureId: values.departureId } : {}),
    ...(values.departureId && values.waitlistOffer ? { waitlistOffer: values.waitlistOffer } : {}),
    ...(priceEstimate === null ? {} : { priceEstimate }),
  };
}

export type BookingCheck = { ok: true; request: BookingRequest } | { ok: false; errors: BookingErrors };

/** The form's schema: the travel date may not be before today in the traveller's own time zone. */
const loadSchema = () => import('@safari/shared/booking').then((module) => module.createBookingRequestSchema(() => localIsoDate()));

/** Starts loading the schema (and zod) before the first check needs it. */
export function preloadBookingSchema(): void {
  void loadSchema();
}

/** Checks the form with the shared schema; the errors are keyed by field, one message each. */
export async function checkBooking(input: Record<string, unknown>): Promise<BookingCheck> {
  const schema = await loadSchema();
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, request: result.data };
  return { ok: false, errors: errorsFrom(result.error.issues.map((issue) => [issue.path.map(String).join('.'), issue.message])) };
}

/** Keeps the first message per known field (the API's `fields` use the same names). */
export function errorsFrom(entries: Iterable<[string, string]>): BookingErrors {
  const errors: BookingErrors = {};
  for (const [key, message] of entries) {
    if (isField(key)) errors[key] ??= message;
  }
  return errors;
}

