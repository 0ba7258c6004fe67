/**
 * Seat holds (issue 28, item 3). A pay-now or deposit booking on a departure holds its seats for
 * `SEAT_HOLD_MINUTES` (30 by default) while it is unpaid; starting a payment extends the hold, and a
 * payment attempt still in flight keeps it. An expired unpaid hold gives its seats back (a background
 * worker). Paying it afterwards takes the seats again when they still fit, else 409 `{ error, seatsLeft }`.
 * Pay-later bookings keep their seats until staff cancel them (no hold: `hold` is null).
 */
import { z } from 'zod';

/** Minutes a pay-now booking holds its seats unless the server is configured otherwise. */
export const DEFAULT_SEAT_HOLD_MINUTES = 30;

/**
 * `hold` on `GET /api/bookings/{id}` (the checkout's read): null when the booking holds no seats on a
 * timer (no departure, pay later, paid or cancelled).
 */
export const seatHoldSchema = z.object({
  /** When the seats go back unless paid, ISO 8601 (UTC). */
  expiresAt: z.iso.datetime({ offset: true }),
  /** True once the hold has run out (its seats may already be released). */
  expired: z.boolean(),
  /** Seats free on the departure now: with an expired hold, whether paying (or booking again) can still fit. */
  seatsLeft: z.number().int().nonnegative(),
});
export type SeatHold = z.infer<typeof seatHoldSchema>;

/** The checkout's words for a hold. */
export const HOLD_MESSAGES = {
  expired: 'Your seat hold has expired.',
  bookAgain: 'The seats are still free: pay now to book them again.',
  gone: 'The seats you held have been taken.',
} as const;

/** 'Your seats are held until 14:30.' style text is the screen's; this gives the minutes left (never negative). */
export function holdMinutesLeft(hold: Pick<SeatHold, 'expiresAt'>, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((Date.parse(hold.expiresAt) - now.getTime()) / 60_000));
}
