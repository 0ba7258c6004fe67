/**
 * The Users section's sign-in throttles: TanStack Query over the shared ky client (admin-api's
 * `call`). Online-only data (flow 3).
 */
import {
  signInThrottleClearedSchema,
  signInThrottleListSchema,
  type SignInThrottleCleared,
  type SignInThrottleList,
} from '@safari/shared/admin-sign-in-throttles';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, searchOf, WRITE } from './admin-api';

export const getSignInThrottles = (page: number, pageSize: number, signal?: AbortSignal): Promise<SignInThrottleList> =>
  call('get', 'admin/sign-in-throttles', signInThrottleListSchema, { signal, searchParams: searchOf({ page, pageSize }) });
export const signInThrottlesQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['admin', 'sign-in-throttles', page, pageSize] as const,
    queryFn: ({ signal }) => getSignInThrottles(page, pageSize, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
    // Throttles end by themselves within minutes: the list follows.
    refetchInterval: 30_000,
  });
export const useSignInThrottles = (page: number, pageSize: number) => useQuery(signInThrottlesQuery(page, pageSize));

export const clearSignInThrottle = (id: string): Promise<SignInThrottleCleared> =>
  call('delete', `admin/sign-in-throttles/${encodeURIComponent(id)}`, signInThrottleClearedSchema);

/** Clearing a throttle; afterwards the list is fetched again. */
export function useClearSignInThrottle() {
  const client = useQueryClient();
  return useMutation({ ...WRITE, mutationFn: clearSignInThrottle, onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'sign-in-throttles'] }) });
}
