import type { Tour } from '@safari/shared/tour';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { toursQueryOptions } from './get-tours';

/** One tour by id or slug; a 404 rejects. */
export function getTour(idOrSlug: string, signal?: AbortSignal): Promise<Tour> {
  return getJson(`tours/${encodeURIComponent(idOrSlug)}`, () => import('@safari/shared/tour').then((module) => module.tourSchema), { signal });
}

export function tourQueryOptions(idOrSlug: string) {
  return queryOptions({
    queryKey: ['tours', 'detail', idOrSlug] as const,
    queryFn: ({ signal }) => getTour(idOrSlug, signal),
    staleTime: 5 * 60_000,
  });
}

/** The tour from an already loaded list, so a card's details open without waiting. */
function fromList(queryClient: QueryClient, idOrSlug: string): { tour: Tour; updatedAt: number } | undefined {
  const listOptions = toursQueryOptions();
  const list = queryClient.getQueryData(listOptions.queryKey);
  const tour = list?.items.find((item) => item.id === idOrSlug || item.slug === idOrSlug);
  if (!tour) return undefined;
  return { tour, updatedAt: queryClient.getQueryState(listOptions.queryKey)?.dataUpdatedAt ?? 0 };
}

export function useTour(idOrSlug: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...tourQueryOptions(idOrSlug),
    initialData: () => fromList(queryClient, idOrSlug)?.tour,
    initialDataUpdatedAt: () => fromList(queryClient, idOrSlug)?.updatedAt,
  });
}
