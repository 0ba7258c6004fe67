import { z } from 'zod';
import { BOOKING_NAME_MAX, BOOKING_PHONE_MAX, formatAmount, isIsoDate, MAX_ADULTS, MAX_CHILDREN } from './booking-rules';
import { BOOKING_STATUSES, PAY_MODES, PAYMENT_METHODS, PAYMENT_STATUSES, type BookingStatus } from './enums';
import { seatsLeftMessage } from './departure-labels';
import { bookingMoneySchema, CURRENCIES, RESIDENCIES } from './money';
import { EMAIL_MAX, SIMPLE_EMAIL_PATTERN } from './newsletter';
import { adminPageParam, adminPageSchema, adminPageSizeParam, adminSearchParam } from './staff';

/** Statuses the Add Booking form offers (spec: Add allows only pending or confirmed). */
export const NEW_BOOKING_STATUSES = ['pending', 'confirmed'] as const satisfies readonly BookingStatus[];
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = { pending: 'Pending', confirmed: 'Confirmed', canceled: 'Canceled' };
export { PAYMENT_STATUS_LABELS } from './enums';

/** How a payment taken by staff arrived (the office till, a transfer, the company's M-Pesa till). */
export const MANUAL_PAYMENT_METHODS = ['cash', 'bank_transfer', 'mpesa_till'] as const;
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];
export const MANUAL_PAYMENT_METHOD_LABELS: Record<ManualPaymentMethod, string> = {
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  mpesa_till: 'M-Pesa till number',
};
/** Currencies a payment recorded by staff may be in (an M-Pesa till takes shillings). */
export const MANUAL_PAYMENT_CURRENCIES = ['USD', 'KES'] as const;

/** List sorts: travel date either way, created date either way (default newest first). */
export const ADMIN_BOOKING_SORTS = ['created-desc', 'created-asc', 'travel-asc', 'travel-desc'] as const;
export type AdminBookingSort = (typeof ADMIN_BOOKING_SORTS)[number];
export const ADMIN_BOOKING_SORT_LABELS: Record<AdminBookingSort, string> = {
  'created-desc': 'Newest first',
  'created-asc': 'Oldest first',
  'travel-asc': 'Travel date: soonest first',
  'travel-desc': 'Travel date: latest first',
};

export const BOOKING_PRICE_MAX = 99_999_999.99;
export const BOOKING_NOTES_MAX = 2_000;
export const PAYMENT_REFERENCE_MAX = 120;

/** Texts of the Manage Bookings screen and its API (spec's success alert kept exactly). */
export const ADMIN_BOOKING_MESSAGES = {
  added: 'Booking Added Successfully!',
  updated: 'Booking updated.',
  canceled: 'Booking canceled.',
  paymentRecorded: 'Payment recorded.',
  refundRecorded: 'Refund recorded.',
  dueDateChanged: 'Balance due date changed.',
  nothingOwed: 'Nothing is owed on this booking: record a refund instead if money must go back.',
  refundTooMuch: 'A refund cannot be more than what was paid and not yet refunded.',
  noRate: 'Set the exchange rate (Bookings → Exchange rate) before recording shillings.',
  dueDateNotBefore: 'The new due date must not be before the current one.',
  /** A booking on a departure travels on its date: only Move (seats checked, traveller told) changes it. */
  dateOnDeparture: 'This booking is on a departure: use Move to another departure to change its date.',
  /** Its seats are on a departure of its tour: another tour means a new booking (or a departure of this tour, by Move). */
  tourOnDeparture: 'This booking is on a departure of its tour: to change the tour, cancel it and book again; use Move for another departure of this tour.',
  linkSent: 'Payment link sent again.',
  notFound: 'Booking not found.',
  customerRequired: 'Customer is required',
  tourRequired: 'Tour is required',
  tourNotFound: 'Choose a tour from the list',
  dateRequired: 'Date is required',
  priceRequired: 'Price is required',
  price: 'Price must be ≥ 0',
  priceStep: 'Price has at most 2 decimals',
  newStatus: 'Status must be pending or confirmed',
  status: 'Status must be pending, confirmed or canceled',
  email: 'Enter a valid email address.',
  phone: 'Enter a valid phone number.',
  adults: 'At least 1 adult is required.',
  children: 'Children cannot be fewer than 0.',
  dateRange: 'The end of the range must not be before its start.',
  alreadyPaid: 'This booking is already paid.',
  alreadyCanceled: 'This booking is already canceled.',
  canceledIsFinal: 'This booking is canceled and can no longer be changed.',
  canceledNoPayment: 'A canceled booking cannot take a payment.',
  noEmail: 'This booking has no e-mail address to send a payment link to.',
  paidNoLink: 'This booking is already paid: no payment link is needed.',
  paymentMethod: 'Choose how the payment was made',
  paymentAmount: 'Amount must be more than 0',
  paymentReference: 'Reference is required for bank transfers and M-Pesa',
} as const;

/**
 * Why a booking whose pay-now seat hold lapsed cannot be confirmed (or take a payment that confirms
 * it): its seats went back to the departure and no longer fit.
 */
export function lapsedHoldNoSeatsMessage(seatsLeft: number, date: string): string {
  return `${seatsLeftMessage(seatsLeft, date)}. This booking’s seat hold lapsed and its seats went back, so it cannot be confirmed now: move it to another departure or cancel it.`;
}

/** What staff are told when a paid booking is canceled: its payment stays recorded, a refund is owed. */
export function refundOwedMessage(amount: number, currency = 'USD'): string {
  return `Booking canceled. It was paid, so a refund of ${formatAmount(amount, currency)} is owed to the traveller.`;
}

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const M = ADMIN_BOOKING_MESSAGES;

const isoDate = (message: string) => z.string({ error: message }).trim().min(1, message).refine(isIsoDate, message);

/** Numbers from a form may arrive as strings; '' is missing. */
const numberInput = (missing: string, invalid: string) =>
  z.preprocess((value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value), z.number({ error: (issue) => (issue.input === undefined ? missing : invalid) }));

const countInput = (min: number, max: number, message: string, fallback: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, `At most ${max}`).default(fallback),
  );

function bookingFields<S extends readonly [BookingStatus, ...BookingStatus[]]>(statuses: S, statusMessage: string) {
  return z.object({
    /** The traveller's name. */
    customer: z.string({ error: M.customerRequired }).trim().min(1, M.customerRequired).max(BOOKING_NAME_MAX, `At most ${BOOKING_NAME_MAX} characters`),
    /** Optional: a phone booking may have none; with one, the traveller is e-mailed and sees it in My Trips. */
    email: z.preprocess(
      (value) => (value === undefined || value === null ? '' : value),
      z.string().trim().toLowerCase().max(EMAIL_MAX, M.email).refine((value) => value === '' || SIMPLE_EMAIL_PATTERN.test(value), M.email),
    ),
    phone: z.preprocess(
      (value) => (value === undefined || value === null ? '' : value),
      z.string().trim().max(BOOKING_PHONE_MAX, M.phone).refine((value) => value === '' || /^\+?[\d\s().-]{7,}$/.test(value), M.phone),
    ),
    /** The tour's id. */
    tour: z.string({ error: M.tourRequired }).trim().min(1, M.tourRequired).max(200, M.tourNotFound),
    /** Travel date, YYYY-MM-DD. */
    date: isoDate(M.dateRequired),
    adults: countInput(1, MAX_ADULTS, M.adults, 1),
    children: countInput(0, MAX_CHILDREN, M.children, 0),
    /** The total in USD: staff set it (a phone booking may carry a negotiated price). */
    price: numberInput(M.priceRequired, M.price).pipe(z.number().min(0, M.price).max(BOOKING_PRICE_MAX, M.price).multipleOf(0.01, M.priceStep)),
    status: z.enum(statuses, { error: statusMessage }),
    notes: z.preprocess((value) => (value == null ? '' : value), z.string().trim().max(BOOKING_NOTES_MAX, `At most ${BOOKING_NOTES_MAX} characters`)),
  });
}

/** Body of the staff `POST /api/bookings` (spec: customer, tour, date, price, status; status pending or confirmed). */
export const newBookingInputSchema = bookingFields(NEW_BOOKING_STATUSES, M.newStatus);
export type NewBookingInput = z.output<typeof newBookingInputSchema>;
export type BookingFormValues = z.input<typeof newBookingInputSchema>;

/** Body of `PUT /api/bookings/{id}`: every editable field, any of the three statuses. */
export const bookingUpdateInputSchema = bookingFields(BOOKING_STATUSES, M.status);
export type BookingUpdateInput = z.output<typeof bookingUpdateInputSchema>;

/** Whether a `POST /api/bookings` body is the staff form's (it names a customer) rather than the public booking form's. */
export function isStaffBookingBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && 'customer' in body && !('contact' in body);
}

/** Body of `POST /api/admin/bookings/{id}/payments`: a payment staff took by hand. */
export const recordPaymentInputSchema = z
  .object({
    method: z.enum(MANUAL_PAYMENT_METHODS, { error: M.paymentMethod }),
    amount: numberInput(M.paymentAmount, M.paymentAmount).pipe(z.number().gt(0, M.paymentAmount).max(BOOKING_PRICE_MAX, M.paymentAmount).multipleOf(0.01, M.priceStep)),
    currency: z.preprocess(blank, z.enum(MANUAL_PAYMENT_CURRENCIES, { error: 'Currency must be USD or KES' }).default('USD')),
    /** Receipt number, bank reference or M-Pesa confirmation code. */
    reference: z.preprocess((value) => (value == null ? '' : value), z.string().trim().max(PAYMENT_REFERENCE_MAX, `At most ${PAYMENT_REFERENCE_MAX} characters`)),
  })
  .superRefine((value, ctx) => {
    if (value.method !== 'cash' && value.reference === '') ctx.addIssue({ code: 'custom', path: ['reference'], message: M.paymentReference });
  });
export type RecordPaymentInput = z.output<typeof recordPaymentInputSchema>;
export type RecordPaymentFormValues = z.input<typeof recordPaymentInputSchema>;

/** The list's query fields, without the date-range check (for the API documentation). */
export const adminBookingListQueryFields = z.object({
    page: adminPageParam,
    pageSize: adminPageSizeParam,
    /** Part of the reference, the traveller's name, e-mail or phone (however written), or the tour's name. */
    q: adminSearchParam,
    status: z.preprocess(blank, z.enum(BOOKING_STATUSES, { error: 'Unknown booking status.' }).optional()),
    paymentStatus: z.preprocess(blank, z.enum(PAYMENT_STATUSES, { error: 'Unknown payment status.' }).optional()),
    /** Travel dates from (inclusive), YYYY-MM-DD. */
    from: z.preprocess(blank, z.string().refine(isIsoDate, 'Use a date like 2027-01-31.').optional()),
    /** Travel dates to (inclusive), YYYY-MM-DD. */
    to: z.preprocess(blank, z.string().refine(isIsoDate, 'Use a date like 2027-01-31.').optional()),
    sort: z.preprocess(blank, z.enum(ADMIN_BOOKING_SORTS, { error: 'Unknown sort.' }).default('created-desc')),
    /** Only bookings whose balance is past its due date after a deposit ('1'). */
    overdue: z.preprocess((value) => (value === 'true' || value === true ? '1' : value === '' || value === '0' || value === 'false' ? undefined : value), z.enum(['1'], { error: 'Use overdue=1.' }).optional()),
});

/** Query of `GET /api/bookings` and of its CSV export. */
export const adminBookingListQuerySchema = adminBookingListQueryFields.superRefine((value, ctx) => {
  if (value.from && value.to && value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: M.dateRange });
});
export type AdminBookingListQuery = z.infer<typeof adminBookingListQuerySchema>;
/** The list's filters without paging (the CSV export takes these). */
export type AdminBookingFilters = Omit<AdminBookingListQuery, 'page' | 'pageSize'>;

/** A row of the Manage Bookings table. */
export const adminBookingSummarySchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  tourId: z.uuid(),
  tourName: z.string(),
  /** The dated departure it travels on (a scheduled tour), or null: any date on request. */
  departureId: z.uuid().nullable(),
  /** The traveller's name. */
  customer: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Travel date, YYYY-MM-DD. */
  date: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  /** The total, in the booking's currency (USD, or KES for a resident or citizen price). */
  price: z.number().nonnegative(),
  currency: z.enum(CURRENCIES),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Canceled after it was paid: the payment stays recorded and the money is owed back. */
  refundOwed: z.boolean(),
  /** 'web' (the public site) or 'admin' (entered by staff). */
  source: z.enum(['web', 'admin']),
  createdAt: z.string(),
  /** When the balance is due, YYYY-MM-DD. */
  balanceDueDate: z.string(),
  /** The balance is past its due date after a deposit or a part was paid. */
  overdue: z.boolean(),
});
export type AdminBookingSummary = z.infer<typeof adminBookingSummarySchema>;

export const adminBookingListSchema = adminPageSchema(adminBookingSummarySchema);
export type AdminBookingList = z.infer<typeof adminBookingListSchema>;

/** One payment attempt of a booking, as staff see it (provider checkouts and payments recorded by hand). */
export const adminBookingPaymentSchema = z.object({
  id: z.uuid(),
  /** 'sandbox', 'mpesa', 'pesapal', 'paypal', or 'manual' for a payment recorded by staff. */
  provider: z.string(),
  /** 'mpesa', 'pesapal', 'paypal', 'cash', 'bank_transfer', 'mpesa_till'. */
  method: z.string(),
  amount: z.number().nonnegative(),
  currency: z.string(),
  status: z.string(),
  /** Receipt, bank reference or M-Pesa code, when there is one. */
  reference: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminBookingPayment = z.infer<typeof adminBookingPaymentSchema>;

/** One e-mail queued for the booking (the notifications outbox). */
export const adminBookingEmailSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  /** 'pending', 'sent' or 'failed'. */
  status: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminBookingEmail = z.infer<typeof adminBookingEmailSchema>;

/** Everything about one booking: the View modal, and the answer of every staff write. */
export const adminBookingSchema = adminBookingSummarySchema.extend({
  notes: z.string(),
  /** The traveller's account when the booking is linked to one (it then shows in their My Trips). */
  userId: z.uuid().nullable(),
  payMode: z.enum(PAY_MODES).nullable(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  canceledAt: z.string().nullable(),
  updatedAt: z.string(),
  payments: z.array(adminBookingPaymentSchema),
  emails: z.array(adminBookingEmailSchema),
  residency: z.enum(RESIDENCIES),
  /** The ledger's sums (USD equivalents, and in the booking's own currency) and its rows. */
  ...bookingMoneySchema.shape,
  /** Cancelled: what the tour's cancellation policy says is owed back, less refunds already made (booking currency). */
  refundDue: z.number().nonnegative(),
  /** The tour's cancellation policy in words. */
  cancellationPolicy: z.string(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

/** Answer of `PUT /api/bookings/{id}/cancel` (and of an edit to canceled): the booking and what to tell staff. */
export const bookingCancelResultSchema = z.object({
  booking: adminBookingSchema,
  refundOwed: z.boolean(),
  message: z.string(),
});
export type BookingCancelResult = z.infer<typeof bookingCancelResultSchema>;

/** Answer of `POST /api/admin/bookings/{id}/payment-link`. */
export const paymentLinkResultSchema = z.object({ message: z.string(), booking: adminBookingSchema });
export type PaymentLinkResult = z.infer<typeof paymentLinkResultSchema>;
