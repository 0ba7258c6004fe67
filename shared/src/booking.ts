import { z } from 'zod';
import {
  BOOKING_MESSAGES as M,
  BOOKING_NAME_MAX,
  BOOKING_PHONE_MAX,
  BOOKING_REFERENCE_PATTERN,
  earliestBookableDate,
  isIsoDate,
  MAX_ADULTS,
  MAX_CHILDREN,
} from './booking-rules';
import { MIN_ADULTS, MIN_CHILDREN } from './constants';
import { BOOKING_STATUSES, PAY_MODES, PAYMENT_METHODS, PAYMENT_STATUSES } from './enums';
import { seatHoldSchema } from './holds';
import { bookingMoneySchema, CURRENCIES, RESIDENCIES } from './money';
import { EMAIL_MAX, SIMPLE_EMAIL_PATTERN } from './newsletter';

export * from './booking-rules';

/** A phone number: digits with the usual separators, 7 to 15 digits (E.164 allows up to 15). */
function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/**
 * An object that reports each of its missing fields when it is absent altogether (as an empty form
 * would), rather than one 'expected object'. The empty default is parsed by the object itself.
 */
const reportFieldsWhenMissing = <T extends z.ZodObject>(schema: T) => schema.prefault({} as z.input<T>);

const count = (min: number, max: number, message: string, tooMany: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, tooMany);

/**
 * The booking request (spec section 3) with the booking form's rules (section 5). `minDate` gives
 * the earliest allowed travel date as YYYY-MM-DD: the form passes today in the traveller's time
 * zone, the API {@link earliestBookableDate} (today anywhere on earth). Messages are keyed by the
 * form's field names: `date`, `adults`, `contact.email`, `payment.method`, …
 */
export function createBookingRequestSchema(minDate: () => string) {
  return z.object({
    tourId: z.string({ error: M.tourId }).trim().min(1, M.tourId).max(200, M.tourNotFound),
    /** The tour's name as the visitor saw it; the server stores the name from the database. */
    tourName: z.string().trim().max(BOOKING_NAME_MAX).optional(),
    date: z
      .string({ error: M.date })
      .trim()
      .refine(isIsoDate, M.date)
      .refine((value) => !isIsoDate(value) || value >= minDate(), M.datePast),
    adults: count(MIN_ADULTS, MAX_ADULTS, M.adults, `For more than ${MAX_ADULTS} adults, please request a custom quote.`),
    children: count(MIN_CHILDREN, MAX_CHILDREN, M.children, `For more than ${MAX_CHILDREN} children, please request a custom quote.`).default(
      MIN_CHILDREN,
    ),
    contact: reportFieldsWhenMissing(
      z.object({
        name: z.string({ error: M.name }).trim().min(1, M.name).max(BOOKING_NAME_MAX, `Please keep your name under ${BOOKING_NAME_MAX} characters.`),
        email: z.string({ error: M.email }).trim().toLowerCase().max(EMAIL_MAX, M.email).regex(SIMPLE_EMAIL_PATTERN, M.email),
        phone: z
          .string({ error: M.phone })
          .trim()
          .min(1, M.phone)
          .max(BOOKING_PHONE_MAX, M.phoneInvalid)
          .refine((value) => value === '' || isPhoneNumber(value), M.phoneInvalid),
      }),
    ),
    payment: reportFieldsWhenMissing(
      z.object({
        method: z.enum(PAYMENT_METHODS, { error: M.method }),
        payMode: z.enum(PAY_MODES, { error: M.payMode }),
      }),
    ),
    consent: z.literal(true, { error: M.consent }),
    /** Who travels: East-African citizens and residents pay the tour's shilling prices where it has them. */
    residency: z.enum(RESIDENCIES, { error: 'Choose the party’s residency.' }).default('nonResident'),
    /** The currency the traveller reads prices in (the header's switch). */
    currency: z.enum(CURRENCIES, { error: 'Currency must be USD or KES.' }).default('USD'),
    /** A dated departure of a scheduled tour: the booking takes its seats, and its date is the departure's. */
    departureId: z.uuid({ error: 'Please choose a departure.' }).optional(),
    /** The token of a waitlist offer for `departureId` (the offer e-mail's link): the booking uses the seats it holds. */
    waitlistOffer: z.string().trim().max(200).optional(),
    /** The estimate the visitor saw; informational only, the server computes the amount itself. */
    priceEstimate: z.number().nonnegative().optional(),
  });
}

/** `POST /api/bookings` body as the API checks it (a date that is today anywhere on earth is accepted). */
export const bookingRequestSchema = createBookingRequestSchema(() => earliestBookableDate());
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;
export type BookingRequest = z.output<typeof bookingRequestSchema>;

/** A booking as the API answers it: the traveller's own summary, nothing about anybody else. */
export const bookingSchema = z.object({
  id: z.uuid(),
  /** Short code to quote on the phone, e.g. 'SAF-7K3Q9'. */
  reference: z.string().regex(BOOKING_REFERENCE_PATTERN),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** The total, computed by the server from the tour's prices: USD, or KES for a resident or citizen price. */
  amount: z.number().nonnegative(),
  currency: z.enum(CURRENCIES),
  /** The deposit asked at booking (0: paid in full), in the booking's currency. */
  depositAmount: z.number().nonnegative(),
  /** When the balance is due, YYYY-MM-DD. */
  balanceDueDate: z.string(),
  residency: z.enum(RESIDENCIES),
  /** The currency the traveller chose to read prices in. */
  displayCurrency: z.enum(CURRENCIES),
  /** The departure whose seats the booking holds, if the tour is scheduled. */
  departureId: z.uuid().nullable(),
  tour: z.object({ id: z.uuid(), name: z.string() }),
  /** Travel date, YYYY-MM-DD. */
  date: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  /** Null for bookings that staff entered by hand. */
  payMode: z.enum(PAY_MODES).nullable(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  contact: z.object({ name: z.string(), email: z.string() }),
  createdAt: z.iso.datetime({ offset: true }),
  /**
   * The booking's own secret, answered only to the POST that created it (and its Idempotency-Key
   * replays): with it, whoever is not signed in as the booking's owner may open its checkout.
   */
  accessKey: z.string().optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** `GET /api/bookings/{id}`: the booking with what its ledger adds up to and its rows. */
export const bookingDetailSchema = bookingSchema.extend({
  ...bookingMoneySchema.shape,
  /** The pay-now seat hold on its departure (shared/src/holds.ts); null when there is none on a timer. */
  hold: seatHoldSchema.nullable().default(null),
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;
