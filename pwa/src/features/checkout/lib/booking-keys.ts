/**
 * Booking access keys on this device. A booking opens for its signed-in owner, or with its own
 * secret key (never its id): the key arrives in the traveller's links (`/checkout/:id?key=…` from
 * the booking's answer and the e-mails) and is kept here, per booking, so the checkout, the return
 * from a payment page and pay later keep working without the key in every address.
 */
import { BOOKING_KEY_HEADER, BOOKING_KEY_PARAM } from '@safari/shared/booking-rules';
import { useSearchParams } from 'react-router';

const STORAGE_KEY = 'safari.bookingKeys';
/** The newest keys kept (oldest dropped first). */
const MAX_KEYS = 50;
/** Kept in memory too: storage can be unavailable (private mode, blocked cookies). */
const memory = new Map<string, string>();

function stored(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Keeps a booking's key (from its link) for the requests about this booking. */
export function rememberBookingKey(bookingId: string, key: string): void {
  const id = bookingId.toLowerCase();
  if (memory.get(id) === key) return;
  memory.set(id, key);
  try {
    // The newest last, so the oldest are the ones dropped.
    const entries = [...Object.entries(stored()).filter(([known]) => known !== id), [id, key] as const].slice(-MAX_KEYS);
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // No storage: the key lives in memory for this visit.
  }
}

/** The key of a booking known on this device, if any. */
export function bookingKeyOf(bookingId: string): string | undefined {
  const id = bookingId.toLowerCase();
  const key = memory.get(id) ?? stored()[id];
  return typeof key === 'string' && key ? key : undefined;
}

/** The request headers that open a booking for whoever holds its key (none: the owner's session). */
export function bookingKeyHeaders(bookingId: string): Record<string, string> {
  const key = bookingKeyOf(bookingId);
  return key ? { [BOOKING_KEY_HEADER]: key } : {};
}

/** Remembers the key of the link the page was opened with (`?key=`), before the page asks for the booking. */
export function useBookingKeyFromLink(bookingId: string): void {
  const [query] = useSearchParams();
  const key = query.get(BOOKING_KEY_PARAM);
  // Idempotent, and these pages render on the client only: safe to do while rendering.
  if (key && bookingId) rememberBookingKey(bookingId, key);
}
