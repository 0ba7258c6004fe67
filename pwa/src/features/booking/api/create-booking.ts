import type { ApiError } from '@safari/shared/api-error';
import type { Booking, BookingRequest } from '@safari/shared/booking';

/** The API refused the booking with a message per field (a 400). */
export class BookingRejectedError extends Error {
  override name = 'BookingRejectedError';
  readonly fields: Record<string, string>;

  constructor(body: ApiError) {
    super(body.error);
    this.fields = body.fields ?? {};
  }
}

/**
 * Stores a booking (`POST /api/bookings`). The idempotency key belongs to the booking attempt: a
 * retry of the same attempt (a lost answer, a timeout) sends the same key, so the API books once.
 * Rejects with {@link BookingRejectedError} on a 400, with the HTTP or network error otherwise.
 */
export async function createBooking(request: BookingRequest, idempotencyKey: string): Promise<Booking> {
  const [{ api }, { HTTPError }, { bookingSchema }, { apiErrorSchema }] = await Promise.all([
    import('../../../lib/api-client'),
    import('ky'),
    import('@safari/shared/booking'),
    import('@safari/shared/api-error'),
  ]);
  try {
    const body = await api.post('bookings', { json: request, headers: { 'Idempotency-Key': idempotencyKey } }).json<unknown>();
    return bookingSchema.parse(body);
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 400) {
      const parsed = apiErrorSchema.safeParse(await error.response.json().catch(() => null));
      if (parsed.success) throw new BookingRejectedError(parsed.data);
    }
    throw error;
  }
}
