/**
 * The tours list's 'Departing between' filter: which tours have an open departure with seats left
 * between the two days. The stored catalogue carries no departures, so the API answers it
 * (`GET /api/tours?departFrom=&departTo=`); a server-rendered list came with the answer for its URL.
 * Offline, or when the API cannot be reached, the dates are left out of the filter and the list
 * says so.
 */
import { hasDepartureFilter, type TourFilters } from '@safari/shared/tour-filters';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getJson } from '../../../lib/api-on-demand';
import { usePageData } from '../../../offline/seed';

export interface DepartingTours {
  /** The ids of the tours departing then; undefined without dates, while asked, or when unknown. */
  ids: ReadonlySet<string> | undefined;
  /** Dates are set and the answer is on its way. */
  isPending: boolean;
  /** Dates are set and could not be answered (offline): the list shows every date. */
  unavailable: boolean;
}

async function departingIds(departFrom: string | null, departTo: string | null, signal: AbortSignal): Promise<string[]> {
  const searchParams = new URLSearchParams();
  if (departFrom) searchParams.set('departFrom', departFrom);
  if (departTo) searchParams.set('departTo', departTo);
  const answer = await getJson('tours', () => import('@safari/shared/tour-sync').then((module) => module.tourIdListSchema), { searchParams, signal });
  return answer.items.map((item) => item.id);
}

export function useDepartingTours(filters: Pick<TourFilters, 'departFrom' | 'departTo'>): DepartingTours {
  const departFrom = filters.departFrom ?? null;
  const departTo = filters.departTo ?? null;
  const wanted = hasDepartureFilter(filters);
  const seed = usePageData().departing;
  const seeded = seed && seed.departFrom === departFrom && seed.departTo === departTo ? seed.tourIds : undefined;
  const query = useQuery({
    queryKey: ['tours', 'departing', { departFrom, departTo }] as const,
    queryFn: ({ signal }) => departingIds(departFrom, departTo, signal),
    enabled: wanted,
    initialData: seeded,
    staleTime: 60_000,
    retry: 1,
  });
  const ids = useMemo(() => (wanted && query.data ? new Set(query.data) : undefined), [wanted, query.data]);
  return { ids, isPending: wanted && query.isPending, unavailable: wanted && query.isError && !query.data };
}
