/**
 * A trip's own screen in My Trips (`/dashboard/trips/{bookingId}`): what the API adds to the booking
 * and its ledger (`GET /api/bookings/{id}`), and the traveller's messages to the office about it.
 */
import { z } from 'zod';

/** What the traveller may ask the office about a booking. */
export const TRIP_REQUEST_KINDS = ['change', 'cancellation'] as const;
export type TripRequestKind = (typeof TRIP_REQUEST_KINDS)[number];

export const TRIP_REQUEST_LABELS: Record<TripRequestKind, string> = {
  change: 'Request a change',
  cancellation: 'Request cancellation',
};

export const TRIP_REQUEST_MESSAGE_MAX = 5_000;

export const TRIP_MESSAGES = {
  kind: 'Choose a change or a cancellation.',
  message: 'Please tell us what you would like.',
  messageTooLong: `Please keep your message under ${TRIP_REQUEST_MESSAGE_MAX} characters.`,
  sent: 'Thank you. The office has your message and will answer by e-mail.',
} as const;

/** The inbox subject of a request: what it asks, and the booking's reference. */
export function tripRequestSubject(kind: TripRequestKind, reference: string): string {
  return `${kind === 'change' ? 'Change request' : 'Cancellation request'} for ${reference}`;
}

/** Body of `POST /api/bookings/{id}/requests` (sent through the outbox with an Idempotency-Key). */
export const tripRequestInputSchema = z.object({
  kind: z.enum(TRIP_REQUEST_KINDS, { error: TRIP_MESSAGES.kind }),
  message: z.string({ error: TRIP_MESSAGES.message }).trim().min(1, TRIP_MESSAGES.message).max(TRIP_REQUEST_MESSAGE_MAX, TRIP_MESSAGES.messageTooLong),
});
export type TripRequestInput = z.infer<typeof tripRequestInputSchema>;

/** A request sent about the booking, as the trip screen lists it. */
export const tripRequestSchema = z.object({
  id: z.uuid(),
  kind: z.enum(TRIP_REQUEST_KINDS),
  message: z.string(),
  /** ISO 8601. */
  sentAt: z.string(),
  /** The office answered it (or closed it). */
  answered: z.boolean(),
});
export type TripRequest = z.infer<typeof tripRequestSchema>;

/** An e-mail sent to the traveller about the booking: its subject and when (nothing else). */
export const tripEmailSchema = z.object({
  subject: z.string(),
  /** When it was sent, or queued while it waits to go out (ISO 8601). */
  at: z.string(),
  sent: z.boolean(),
});
export type TripEmail = z.infer<typeof tripEmailSchema>;

/** `GET /api/bookings/{id}/trip`: what the trip screen shows beside the booking and its ledger. */
export const tripSchema = z.object({
  bookingId: z.uuid(),
  tour: z.object({ slug: z.string(), durationDays: z.number().int().positive().nullable() }),
  /** The last day of the trip, YYYY-MM-DD (the travel date plus the tour's days). */
  endsOn: z.string(),
  emails: z.array(tripEmailSchema),
  requests: z.array(tripRequestSchema),
});
export type Trip = z.infer<typeof tripSchema>;
