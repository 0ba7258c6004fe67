import type { TravellerBooking } from './traveller-booking.repo';

/**
 * What an e-mail about a booking opened from the traveller's link starts with: the booking, its key
 * for the links (older bookings have none), the trip and the lead traveller's name.
 */
export function travellerBookingMail(booking: TravellerBooking) {
  return {
    bookingId: booking.id,
    ...(booking.accessKey ? { bookingKey: booking.accessKey } : {}),
    reference: booking.reference,
    tourName: booking.tourName,
    date: booking.travelDate,
    name: booking.name,
  };
}
