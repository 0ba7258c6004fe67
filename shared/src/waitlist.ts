/**
 * The waitlist of a full departure (issue 28, item 4).
 *
 * - `POST /api/departures/{id}/waitlist` `{ name, email, phone, party }` → `201 { id, position }`
 *   (public, rate-limited per address; 404 for an unknown, closed, cancelled or past departure).
 * - When seats free up (a cancellation, an expired hold, more seats), the first waiting party that fits
 *   is e-mailed an offer. The offer holds `party` seats for the hold time (SEAT_HOLD_MINUTES) and links to
 *   the booking form: `/tours/{slug}?departure={departureId}&offer={token}` ({@link waitlistOfferPath}).
 *   The form sends the token as `waitlistOffer` with `departureId` on `POST /api/bookings`: the booking
 *   then uses the held seats (a party larger than the offer still needs the extra seats free). An offer
 *   not used in time expires and the next party that fits gets one. An unknown or expired token is
 *   ignored: the booking takes free seats like any other, or gets 409 `{ error, seatsLeft }`.
 * - Staff: `GET /api/admin/departures/{id}/waitlist` lists the entries in order; `DELETE
 *   /api/admin/waitlist/{entryId}` removes one (audited; an offer's held seats go back).
 */
import { z } from 'zod';
import { BOOKING_NAME_MAX, BOOKING_PHONE_MAX } from './booking-rules';
import { EMAIL_MAX, SIMPLE_EMAIL_PATTERN } from './newsletter';

/** Largest party the waitlist takes (a bigger group plans with staff). */
export const WAITLIST_PARTY_MAX = 100;

/** The waitlist form's texts. */
export const WAITLIST_MESSAGES = {
  name: 'Your full name is required.',
  email: 'Enter a valid email address.',
  phone: 'Phone number is required.',
  phoneInvalid: 'Enter a valid phone number.',
  party: `Party size must be a whole number from 1 to ${WAITLIST_PARTY_MAX}.`,
  departureNotFound: 'This departure is no longer available. Please choose another date.',
  joined: 'You are on the waitlist. We will e-mail you as soon as seats free up.',
  notFull: 'Seats are still available on this departure: you can book it now.',
  entryNotFound: 'Waitlist entry not found',
} as const;

/** 'You are number 3 on the waitlist.' */
export function waitlistPositionMessage(position: number): string {
  return `You are number ${position} on the waitlist.`;
}

function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** `POST /api/departures/{id}/waitlist`. */
export const waitlistJoinSchema = z.object({
  name: z.string({ error: WAITLIST_MESSAGES.name }).trim().min(1, WAITLIST_MESSAGES.name).max(BOOKING_NAME_MAX, `Please keep your name under ${BOOKING_NAME_MAX} characters.`),
  email: z.string({ error: WAITLIST_MESSAGES.email }).trim().toLowerCase().max(EMAIL_MAX, WAITLIST_MESSAGES.email).regex(SIMPLE_EMAIL_PATTERN, WAITLIST_MESSAGES.email),
  phone: z
    .string({ error: WAITLIST_MESSAGES.phone })
    .trim()
    .min(1, WAITLIST_MESSAGES.phone)
    .max(BOOKING_PHONE_MAX, WAITLIST_MESSAGES.phoneInvalid)
    .refine((value) => value === '' || isPhoneNumber(value), WAITLIST_MESSAGES.phoneInvalid),
  party: z.number({ error: WAITLIST_MESSAGES.party }).int(WAITLIST_MESSAGES.party).min(1, WAITLIST_MESSAGES.party).max(WAITLIST_PARTY_MAX, WAITLIST_MESSAGES.party),
});
export type WaitlistJoin = z.output<typeof waitlistJoinSchema>;
export type WaitlistJoinInput = z.input<typeof waitlistJoinSchema>;

/** `201` of the join: the entry and its place in the queue (1: next in line). */
export const waitlistJoinedSchema = z.object({ id: z.uuid(), position: z.number().int().positive() });
export type WaitlistJoined = z.infer<typeof waitlistJoinedSchema>;

export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'expired', 'removed'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** One entry as staff see it (`GET /api/admin/departures/{id}/waitlist`). */
export const waitlistEntrySchema = z.object({
  id: z.uuid(),
  /** Place in the queue among entries waiting or offered (1: first); null once booked, expired or removed. */
  position: z.number().int().positive().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  party: z.number().int().positive(),
  status: z.enum(WAITLIST_STATUSES),
  /** While offered: when the offer's held seats go back, ISO 8601. */
  offerExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  /** The booking made with the offer, once booked. */
  bookingId: z.uuid().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
export const waitlistListSchema = z.object({ items: z.array(waitlistEntrySchema) });

/** The query parameters of the booking form's link in an offer e-mail. */
export const WAITLIST_OFFER_PARAM = 'offer';
export const DEPARTURE_PARAM = 'departure';

/** The booking form's path an offer e-mail links to: the tour page with the departure picked and the offer's token. */
export function waitlistOfferPath(tourSlug: string, departureId: string, token: string): string {
  return `/tours/${encodeURIComponent(tourSlug)}?${DEPARTURE_PARAM}=${departureId}&${WAITLIST_OFFER_PARAM}=${encodeURIComponent(token)}`;
}
