/**
 * A departure's words for travellers, without zod: the tour page shows them before (or without) the
 * schema library. `departures.ts` re-exports all of it.
 */
import { formatDate } from './format';

/** Longest party on one departure, and most seats a departure may have. */
export const DEPARTURE_SEATS_MAX = 500;

/** Seats are shown as a number from this many left down; above, the departure reads 'Available'. */
export const FEW_SEATS = 5;
/** The traveller's words for a departure that cannot take the party (the booking form shows them). */
export const DEPARTURE_MESSAGES = {
  full: 'This departure is full',
  notFound: 'This departure is no longer available. Please choose another date.',
  otherTour: 'This departure belongs to another tour.',
  dateRequired: 'Use a date like 2027-06-05',
  seats: `Seats must be a whole number from 0 to ${DEPARTURE_SEATS_MAX}`,
  seatsBelowTaken: 'Seats cannot go below the seats already sold or held',
  past: 'Choose a date from today onwards',
} as const;

/** 'Only 2 seats left on 5 Jun 2027', or 'This departure is full'. */
export function seatsLeftMessage(seatsLeft: number, date: string): string {
  if (seatsLeft <= 0) return DEPARTURE_MESSAGES.full;
  return `Only ${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left on ${formatDate(date)}`;
}

/** What a departure shows: 'N seats left' when few, 'Available', or 'Full · join waitlist'. */
export function departureAvailability(seatsLeft: number): string {
  if (seatsLeft <= 0) return 'Full · join waitlist';
  if (seatsLeft <= FEW_SEATS) return `${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left`;
  return 'Available';
}
