/** The console's review calls (`/api/admin/reviews…`, and the request e-mail from a booking). */
import { adminReviewListSchema, adminReviewSchema, reviewRequestResultSchema, type AdminReview, type AdminReviewList, type AdminReviewListQuery, type ReviewModerationInput } from '@safari/shared/review';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, searchOf, WRITE } from './admin-api';

export const getAdminReviews = (params: AdminReviewListQuery, signal?: AbortSignal): Promise<AdminReviewList> =>
  call('get', 'admin/reviews', adminReviewListSchema, { signal, searchParams: searchOf(params) });
export const adminReviewsQuery = (params: AdminReviewListQuery) =>
  queryOptions({ queryKey: ['admin', 'reviews', 'list', params] as const, queryFn: ({ signal }) => getAdminReviews(params, signal), staleTime: 0, placeholderData: keepPreviousData });
export const useAdminReviews = (params: AdminReviewListQuery) => useQuery(adminReviewsQuery(params));

export const moderateReview = (id: string, input: ReviewModerationInput): Promise<AdminReview> =>
  call('put', `admin/reviews/${encodeURIComponent(id)}`, adminReviewSchema, { json: input });

/** Approving, hiding or replying: the lists (and their counts) are fetched again. */
export function useReviewModeration() {
  const client = useQueryClient();
  return useMutation({
    ...WRITE,
    mutationFn: ({ id, input }: { id: string; input: ReviewModerationInput }) => moderateReview(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'reviews', 'list'] }),
  });
}

/** E-mails the traveller the link to review their trip now. */
export const sendReviewRequest = (bookingId: string): Promise<{ sentTo: string }> =>
  call('post', `admin/bookings/${encodeURIComponent(bookingId)}/review-request`, reviewRequestResultSchema);
export const useSendReviewRequest = () => useMutation({ ...WRITE, mutationFn: sendReviewRequest });
