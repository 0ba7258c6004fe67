/**
 * A booking as a traveller's own link opens it: what the access check needs (lib/booking-access.ts)
 * and whom the trip is for. Features that act on such links read these columns and add their own.
 */
import type { BookingStatus } from '@safari/shared/enums';
import type { OwnedBooking } from './booking-access';

export interface TravellerBooking extends OwnedBooking {
  id: string;
  reference: string;
  status: BookingStatus;
  tourName: string;
  /** YYYY-MM-DD. */
  travelDate: string;
  name: string;
  email: string;
}

export interface TravellerBookingRow {
  id: string;
  reference: string;
  user_id: string | null;
  access_key: string;
  status: BookingStatus;
  tour_name: string;
  travel_date: string;
  contact_name: string;
  contact_email: string;
}

/** The columns of {@link TravellerBookingRow}, from `bookings` without an alias. */
export const TRAVELLER_BOOKING_COLUMNS = `id, reference, user_id, access_key, status, tour_name, to_char(travel_date, 'YYYY-MM-DD') as travel_date,
  contact_name, contact_email`;

export const toTravellerBooking = (row: TravellerBookingRow): TravellerBooking => ({
  id: row.id,
  reference: row.reference,
  userId: row.user_id,
  accessKey: row.access_key,
  status: row.status,
  tourName: row.tour_name,
  travelDate: row.travel_date,
  name: row.contact_name,
  email: row.contact_email,
});
