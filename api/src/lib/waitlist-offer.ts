/**
 * A waitlist offer's token (migration 0020): the offer e-mail's link carries it, the table keeps only
 * its hash, and the booking that uses the offer sends it back (`waitlistOffer` on POST /api/bookings).
 */
import { createHash, randomBytes } from 'node:crypto';

/** A new token: 24 random bytes, base64url. */
export function newOfferToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The token as stored. */
export function offerTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
