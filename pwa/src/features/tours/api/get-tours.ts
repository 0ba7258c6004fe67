import type { TourList } from '@safari/shared/tour';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

/**
 * Published tours. This module is the one place to change when the catalogue moves to
 * Dexie (offline-first): screens only use the hook and the options factory.
 */
export function getTours(signal?: AbortSignal): Promise<TourList> {
  return getJson('tours', () => import('@safari/shared/tour').then((module) => module.tourListSchema), { signal });
}

export function toursQueryOptions() {
  return queryOptions({
    queryKey: ['tours', 'list'] as const,
    queryFn: ({ signal }) => getTours(signal),
    staleTime: 5 * 60_000,
  });
}

export function useTours() {
  return useQuery(toursQueryOptions());
}
