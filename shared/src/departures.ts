import { z } from 'zod';
import { isIsoDate } from './booking-rules';
import { DEPARTURE_MESSAGES, DEPARTURE_SEATS_MAX } from './departure-labels';

export { DEPARTURE_MESSAGES, DEPARTURE_SEATS_MAX, departureAvailability, FEW_SEATS, seatsLeftMessage } from './departure-labels';

/** Whether a tour sells any date on request, or seats on dated departures. */
export const TOUR_SCHEDULES = ['on_request', 'scheduled'] as const;
export type TourSchedule = (typeof TOUR_SCHEDULES)[number];

export const DEPARTURE_STATUSES = ['open', 'closed', 'cancelled'] as const;
export type DepartureStatus = (typeof DEPARTURE_STATUSES)[number];

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
export const departureUpdateSchema = departureInputSchema.partial().extend({ status: z.enum(DEPARTURE_STATUSES, { error: 'Status must be open, closed or cancelled' }).optional() });
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
});
export type AdminDeparture = z.infer<typeof adminDepartureSchema>;
export const adminDepartureListSchema = z.object({ items: z.array(adminDepartureSchema) });

/** `GET /api/admin/departures?from=&to=` (the calendar; at most 400 days at once). */
export const adminDepartureQuerySchema = z.object({
  from: isoDate,
  to: isoDate,
  tourId: z.uuid().optional(),
});
