/**
 * The review page's calls: the booking's review state and the review itself (multipart, with up to 3
 * photos). The booking opens for its signed-in owner or with the key of the e-mail's link.
 */
import type { BookingReviewState, PublicReview } from '@safari/shared/review';
import { BOOKING_KEY_HEADER } from '@safari/shared/booking-rules';
import { queryOptions } from '@tanstack/react-query';

const client = () => import('../../../lib/api-client');
const schemas = () => import('@safari/shared/review');
const keyHeaders = (key: string | null): Record<string, string> => (key ? { [BOOKING_KEY_HEADER]: key } : {});

export function reviewStateQueryOptions(bookingId: string, key: string | null) {
  return queryOptions({
    queryKey: ['booking-review', bookingId, key ?? ''],
    queryFn: async ({ signal }): Promise<BookingReviewState> => {
      const { getJson } = await client();
      return getJson(`bookings/${encodeURIComponent(bookingId)}/review`, async () => (await schemas()).bookingReviewStateSchema, { signal, headers: keyHeaders(key) });
    },
    staleTime: 0,
  });
}

/** Sends the review; a refusal becomes a RequestFailedError with the API's message and fields. */
export async function sendReview(bookingId: string, key: string | null, review: { stars: number; title: string; text: string; photos: File[] }): Promise<PublicReview> {
  const [{ api }, { publicReviewSchema }] = await Promise.all([client(), schemas()]);
  const body = new FormData();
  body.set('stars', String(review.stars));
  body.set('title', review.title);
  body.set('text', review.text);
  for (const photo of review.photos) body.append('photos', photo, photo.name);
  try {
    return publicReviewSchema.parse(await api.post(`bookings/${encodeURIComponent(bookingId)}/review`, { body, headers: keyHeaders(key), timeout: 60_000 }).json<unknown>());
  } catch (error) {
    const { toRequestFailed } = await import('../../../lib/api-failure');
    throw await toRequestFailed(error);
  }
}
