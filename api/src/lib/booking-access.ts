/**
 * Who may act on a booking outside the staff console: the signed-in traveller who owns it, or
 * whoever holds its access key (a random secret of its own that travels only in the traveller's
 * links). The row id alone grants nothing. A refusal looks exactly like an unknown booking (404),
 * so a stranger cannot even learn that the id exists.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { BOOKING_KEY_HEADER } from '@safari/shared/booking';
import { currentUser } from './auth';

/** What a request brings to open a booking: its account (when signed in) and a key (when sent). */
export interface BookingAccess {
  userId?: string;
  key?: string;
}

/** What a booking needs to be checked: its owner account and its access key. */
export interface OwnedBooking {
  userId: string | null;
  accessKey: string;
}

/** The OpenAPI words for a public route on one booking: who may call it, and what anyone else gets. */
export const BOOKING_ACCESS_DOC = `Needs the signed-in owner's bearer token or the booking's access key in the ${BOOKING_KEY_HEADER} header; the id alone is not enough.`;
export const BOOKING_NOT_FOUND_DOC = 'No such booking, or neither the owner nor its access key (a stranger cannot tell which)';

/** Longest key worth comparing (the keys are 43 characters). */
const MAX_KEY_LENGTH = 200;

/** The access a request brings; call after `auth.optionalAuth`. */
export function bookingAccessOf(req: Request): BookingAccess {
  const key = req.get(BOOKING_KEY_HEADER);
  return { userId: currentUser(req)?.id, ...(key ? { key } : {}) };
}

/** Constant-time comparison of a presented key with the booking's. */
function sameKey(presented: string, actual: string): boolean {
  if (presented.length > MAX_KEY_LENGTH) return false;
  const left = Buffer.from(presented);
  const right = Buffer.from(actual);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** True when the request is the booking's owner (signed in) or holds the booking's access key. */
export function mayAccessBooking(booking: OwnedBooking, access: BookingAccess): boolean {
  if (booking.userId !== null && access.userId !== undefined && booking.userId === access.userId) return true;
  return access.key !== undefined && booking.accessKey.length > 0 && sameKey(access.key, booking.accessKey);
}
