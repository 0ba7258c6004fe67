/**
 * Sending a booking: through the outbox (offline/submit.ts) like every other submission, so a
 * booking made without signal waits on the phone and goes out once when the connection returns.
 * The outbox item's id is the booking's Idempotency-Key, so replays never book twice.
 */
import type { Booking, BookingRequest } from '@safari/shared/booking';
import { partyLabel, travelDateLabel } from '@safari/shared/booking-rules';
import type { OutboxItem } from '../../../offline/types';
import type { SubmitResult } from '../../../offline/submit';
import { getSession } from '../../../lib/session';

/** The outbox label of every booking (the outbox list names each item by it). */
export const BOOKING_LABEL = 'Safari booking';

/** Queues a validated booking and sends it now when online (see offline/submit.ts for the outcomes). */
export async function createBooking(request: BookingRequest): Promise<SubmitResult> {
  const { submit } = await import('../../../offline/submit');
  return submit({
    kind: 'booking',
    path: 'bookings',
    body: request,
    label: BOOKING_LABEL,
    summary: `${request.tourName} · ${travelDateLabel(request.date)} · ${partyLabel(request.adults, request.children)} · ${request.contact.name}`,
    // A signed-in traveller's booking is linked to their account (the page sends it then, not the service worker).
    withAuth: getSession() !== null,
  });
}

/** The booking the server answered with, or null when the answer is not one. */
export async function bookingFrom(answer: unknown): Promise<Booking | null> {
  const { bookingSchema } = await import('@safari/shared/booking');
  const parsed = bookingSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}

/** The request a booking item in the outbox carries (it was validated before it was queued). */
export function requestOf(item: OutboxItem): BookingRequest {
  return item.body as BookingRequest;
}

/** Bookings for this tour still on this phone: waiting, being sent, or refused and waiting for the traveller. */
export function unsentBookingFor(items: readonly OutboxItem[] | undefined, tourId: string): OutboxItem | undefined {
  return items?.find((item) => item.kind === 'booking' && item.state !== 'sent' && (item.body as { tourId?: unknown } | null)?.tourId === tourId);
}
