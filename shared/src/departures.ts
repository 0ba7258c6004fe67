import { z } from 'zod';
import { isIsoDate } from './booking-rules';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from './enums';
import { guideSchema, vehicleSchema } from './fleet';
import { CURRENCIES, RESIDENCIES } from './money-terms';
import { DEPARTURE_MESSAGES, DEPARTURE_SEATS_MAX } from './departure-labels';

export { DEPARTURE_MESSAGES, DEPARTURE_SEATS_MAX, departureAvailability, FEW_SEATS, seatsLeftMessage } from './departure-labels';

export { TOUR_SCHEDULES, type TourSchedule } from './tour';

export const DEPARTURE_STATUSES = ['open', 'closed', 'cancelled'] as const;
export type DepartureStatus = (typeof DEPARTURE_STATUSES)[number];

/** A booking of a scheduled tour names one of its departures (400 on `departureId` otherwise). */
export const DEPARTURE_REQUIRED = 'Please choose a departure.';

/** A tour page lists at most this many upcoming departures, however many exist. */
export const TOUR_PAGE_DEPARTURES = 12;

/** A departure as the public sees it (`GET /api/tours/{idOrSlug}/departures`). */
export const departureSchema = z.object({
  id: z.uuid(),
  /** YYYY-MM-DD. */
  date: z.string(),
  seats: z.number().int().nonnegative(),
  seatsLeft: z.number().int().nonnegative(),
  /** 'open', or 'full' when no seat is left (closed and cancelled ones are not listed). */
  status: z.enum(['open', 'full']),
  /** Per adult in USD: the departure's own price, else the tour's. */
  price: z.number().nonnegative().nullable(),
  pickup: z.string(),
  pickupTime: z.string(),
});
export type Departure = z.infer<typeof departureSchema>;
export const departureListSchema = z.object({ items: z.array(departureSchema) });

const isoDate = z.string({ error: DEPARTURE_MESSAGES.dateRequired }).trim().refine(isIsoDate, DEPARTURE_MESSAGES.dateRequired);
const seats = z.number({ error: DEPARTURE_MESSAGES.seats }).int(DEPARTURE_MESSAGES.seats).min(0, DEPARTURE_MESSAGES.seats).max(DEPARTURE_SEATS_MAX, DEPARTURE_MESSAGES.seats);
const optionalText = (max: number) => z.preprocess((value) => (value == null ? '' : value), z.string().trim().max(max, `At most ${max} characters`));

/** `POST /api/admin/tours/{id}/departures`. */
export const departureInputSchema = z.object({
  date: isoDate,
  seats,
  price: z.number().min(0, 'Price must be ≥ 0').max(1_000_000).multipleOf(0.01, 'At most 2 decimals').nullable().optional(),
  pickup: optionalText(200),
  pickupTime: optionalText(20),
  notes: optionalText(2000),
});
export type DepartureInput = z.output<typeof departureInputSchema>;

/** `PUT /api/admin/departures/{id}`: any of the fields, and the status. */
export const departureUpdateSchema = departureInputSchema.partial().extend({
  status: z.enum(DEPARTURE_STATUSES, { error: 'Status must be open, closed or cancelled' }).optional(),
  /** The guide and the vehicle (`/api/admin/fleet/…`); null takes them off. */
  guideId: z.uuid({ error: 'Choose a guide' }).nullable().optional(),
  vehicleId: z.uuid({ error: 'Choose a vehicle' }).nullable().optional(),
});
export type DepartureUpdate = z.output<typeof departureUpdateSchema>;

/** A departure as staff see it: sold, held and free seats. */
export const adminDepartureSchema = z.object({
  id: z.uuid(),
  tourId: z.uuid(),
  tourName: z.string(),
  date: z.string(),
  seats: z.number().int(),
  /** Seats of paid or confirmed bookings. */
  sold: z.number().int(),
  /** Seats of pending bookings (held while unpaid). */
  held: z.number().int(),
  free: z.number().int(),
  status: z.enum(DEPARTURE_STATUSES),
  price: z.number().nullable(),
  pickup: z.string(),
  pickupTime: z.string(),
  notes: z.string(),
  /** Who guides it and in which vehicle; null until staff assign them. */
  guide: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  vehicle: z.object({ id: z.uuid(), name: z.string(), seats: z.number().int() }).nullable(),
});
export type AdminDeparture = z.infer<typeof adminDepartureSchema>;
export const adminDepartureListSchema = z.object({ items: z.array(adminDepartureSchema) });

/** `GET /api/admin/departures?from=&to=` (the calendar; at most 400 days at once). */
export const adminDepartureQuerySchema = z.object({
  from: isoDate,
  to: isoDate,
  tourId: z.uuid().optional(),
});

/** The console's words when a departure operation is refused (400 `fields`, or 409). */
export const DEPARTURE_ADMIN_MESSAGES = {
  notFound: 'Departure not found',
  vehicleTooSmall: 'This vehicle has fewer seats than the departure’s travellers',
  guideBusy: 'This guide is already on another departure that day',
  vehicleBusy: 'This vehicle is already on another departure that day',
  guideNotFound: 'Guide not found',
  vehicleNotFound: 'Vehicle not found',
  cancelWithBookings: 'This departure has bookings: use Cancel departure, which cancels them and tells the travellers',
  alreadyCancelled: 'This departure is already cancelled',
  bulkRange: 'The last date must be on or after the first',
  bulkWeekdays: 'Choose at least one day of the week',
  bulkTooMany: (max: number) => `At most ${max} departures at once: choose fewer days or a shorter period`,
  moveOtherTour: 'Choose a departure of the same tour',
  moveSameDeparture: 'The booking is already on this departure',
  moveCanceled: 'A cancelled booking cannot be moved',
  moveBookingNotFound: 'Booking not found',
  moveDepartureNotOpen: 'This departure is not open for bookings',
  moveNoPrice: 'This departure gives no price in the booking’s currency: keep the agreed price',
} as const;

/** Most departures one bulk create makes (a season of daily departures). */
export const BULK_DEPARTURES_MAX = 200;
/** 0 Sunday … 6 Saturday, as `Date.getUTCDay()`. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** Body of `POST /api/admin/tours/{id}/departures/bulk`: a departure on each chosen weekday from `from` to `to`. */
export const bulkDepartureInputSchema = z
  .object({
    from: isoDate,
    to: isoDate,
    weekdays: z
      .array(z.number({ error: DEPARTURE_ADMIN_MESSAGES.bulkWeekdays }).int().min(0).max(6), { error: DEPARTURE_ADMIN_MESSAGES.bulkWeekdays })
      .min(1, DEPARTURE_ADMIN_MESSAGES.bulkWeekdays)
      .max(7)
      .transform((days) => [...new Set(days)].sort()),
    seats,
    price: departureInputSchema.shape.price,
    pickup: optionalText(200),
    pickupTime: optionalText(20),
    notes: optionalText(2000),
  })
  .refine((input) => input.to >= input.from, { path: ['to'], message: DEPARTURE_ADMIN_MESSAGES.bulkRange });
export type BulkDepartureInput = z.output<typeof bulkDepartureInputSchema>;

/** The dates of a bulk create: every day from `from` to `to` (inclusive) whose weekday is chosen. */
export function bulkDates(from: string, to: string, weekdays: readonly number[], max = BULK_DEPARTURES_MAX + 1): string[] {
  const dates: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let day = Date.parse(`${from}T00:00:00Z`); day <= end && dates.length < max; day += 86_400_000) {
    const date = new Date(day);
    if (weekdays.includes(date.getUTCDay())) dates.push(date.toISOString().slice(0, 10));
  }
  return dates;
}

/** Answer of the bulk create: the departures made, and the dates skipped because the tour already departs then. */
export const bulkDepartureResultSchema = z.object({
  items: z.array(adminDepartureSchema),
  /** YYYY-MM-DD, soonest first. */
  skipped: z.array(z.string()),
});
export type BulkDepartureResult = z.infer<typeof bulkDepartureResultSchema>;

/** A booking on a departure, as the departure's page lists it. */
export const departureBookingSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  /** The lead traveller. */
  customer: z.string(),
  email: z.string(),
  phone: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  /** Seats it holds now (0 once a hold was released). */
  seats: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Travellers whose details are filled in, of adults + children. */
  travellersFilled: z.number().int(),
});
export type DepartureBooking = z.infer<typeof departureBookingSchema>;

/** `GET /api/admin/departures/{id}`: the departure, its guide and vehicle in full, and its bookings (not cancelled). */
export const adminDepartureDetailSchema = adminDepartureSchema.extend({
  guide: guideSchema.nullable(),
  vehicle: vehicleSchema.nullable(),
  bookings: z.array(departureBookingSchema),
});
export type AdminDepartureDetail = z.infer<typeof adminDepartureDetailSchema>;

/** Answer of `POST /api/admin/departures/{id}/cancel`. */
export const departureCancelResultSchema = z.object({
  departure: adminDepartureSchema,
  /** How many bookings were cancelled (each traveller was e-mailed). */
  bookingsCancelled: z.number().int(),
  /** The cancelled bookings that had paid something: the money is owed back. */
  refundOwed: z.array(z.object({ bookingId: z.uuid(), reference: z.string(), customer: z.string(), paymentStatus: z.enum(PAYMENT_STATUSES) })),
});
export type DepartureCancelResult = z.infer<typeof departureCancelResultSchema>;

/**
 * Body of `POST /api/admin/bookings/{id}/move`. `reprice: true` applies the price the target
 * departure gives this party (the public form's rule); left out or false, the agreed price is kept.
 */
export const bookingMoveInputSchema = z.object({
  departureId: z.uuid({ error: 'Choose a departure' }),
  reprice: z.boolean({ error: 'Choose whether to keep the agreed price' }).optional(),
});
export type BookingMoveInput = z.output<typeof bookingMoveInputSchema>;

const moneyAmount = z.object({ amount: z.number().nonnegative(), currency: z.enum(CURRENCIES) });

/** Answer of the move: the booking's new date and departure, where it was, and its total now. */
export const bookingMoveResultSchema = z.object({
  bookingId: z.uuid(),
  reference: z.string(),
  date: z.string(),
  departure: adminDepartureSchema,
  previous: z.object({ departureId: z.uuid().nullable(), date: z.string() }),
  /** The booking's total after the move, in its currency; `repriced`: the target's price was applied. */
  total: moneyAmount,
  repriced: z.boolean(),
});
export type BookingMoveResult = z.infer<typeof bookingMoveResultSchema>;

/** A departure a booking may move to, with what its price gives for the booking's party. */
export const bookingMoveOptionSchema = z.object({
  id: z.uuid(),
  date: z.string(),
  free: z.number().int(),
  pickup: z.string(),
  pickupTime: z.string(),
  /** The booking's total at this departure's price (the public form's rule); null when it has none in the booking's currency. */
  price: moneyAmount.nullable(),
});
export type BookingMoveOption = z.infer<typeof bookingMoveOptionSchema>;

/** `GET /api/admin/bookings/{id}/move-options`: the booking's agreed money and the open departures of its tour it may move to. */
export const bookingMoveOptionsSchema = z.object({
  bookingId: z.uuid(),
  departureId: z.uuid().nullable(),
  /** The agreed total, what is paid (less refunds) and the balance, in the booking's currency. */
  agreed: z.object({ amount: z.number().nonnegative(), paid: z.number(), balance: z.number().nonnegative(), currency: z.enum(CURRENCIES) }),
  /** Upcoming open departures of the tour, soonest first (the booking's own left out). */
  items: z.array(bookingMoveOptionSchema),
});
export type BookingMoveOptions = z.infer<typeof bookingMoveOptionsSchema>;

/** One traveller (one seat) on the manifest; a seat whose details are missing has `detailsMissing` and blank fields. */
export const manifestRowSchema = z.object({
  bookingId: z.uuid(),
  reference: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  bookingStatus: z.enum(BOOKING_STATUSES),
  /** The lead traveller's name and phone (who to call). */
  leadName: z.string(),
  leadPhone: z.string(),
  seat: z.number().int(),
  detailsMissing: z.boolean(),
  fullName: z.string(),
  residency: z.enum(RESIDENCIES).nullable(),
  nationality: z.string(),
  child: z.boolean(),
  age: z.number().int().nullable(),
  passportNumber: z.string(),
  dietary: z.string(),
  medical: z.string(),
  emergencyContact: z.object({ name: z.string(), phone: z.string() }),
  pickup: z.string(),
  pickupTime: z.string(),
  guide: z.string(),
  vehicle: z.string(),
});
export type ManifestRow = z.infer<typeof manifestRowSchema>;

/** `GET /api/admin/departures/{id}/manifest`: every booked seat, by booking then seat. */
export const manifestSchema = z.object({
  departure: adminDepartureSchema.extend({ guide: guideSchema.nullable(), vehicle: vehicleSchema.nullable() }),
  rows: z.array(manifestRowSchema),
  /** Seats whose traveller's details are missing. */
  missing: z.number().int(),
});
export type Manifest = z.infer<typeof manifestSchema>;
