/**
 * A booking saved offline whose departure filled before it was delivered: the server answered 409
 * and the outbox kept it as 'failed' with the server's words ('This departure is full', or 'Only N
 * seats left on …'). The outbox and My Trips show it with the way to the waitlist, never silently.
 */
import type { OutboxItem } from '../../offline/types';

export interface RefusedSeats {
  message: string;
  /** The booking form on that departure: it says 'full' and offers the waitlist. */
  waitlistPath: string;
}

export function refusedSeatsOf(item: OutboxItem): RefusedSeats | null {
  if (item.kind !== 'booking' || item.state !== 'failed' || item.response?.status !== 409) return null;
  const body = item.body as { tourId?: unknown; departureId?: unknown } | null;
  if (typeof body?.tourId !== 'string' || typeof body.departureId !== 'string') return null;
  return { message: item.error ?? 'This departure is full', waitlistPath: `/booking/${body.tourId}?departure=${body.departureId}` };
}
