/**
 * The office's USD→KES rate (online only, flow 3): what it is and its date (`GET /api/rates`), and
 * setting it (`PUT /api/admin/rates`, admins, audited). Payments and refunds in shillings convert at it.
 */
import { ratesSchema, type Rates, type RatesInput } from '@safari/shared/money';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, WRITE } from './admin-api';

export const getRates = (signal?: AbortSignal): Promise<Rates> => call('get', 'rates', ratesSchema, { signal });
export const ratesQuery = () => queryOptions({ queryKey: ['admin', 'rates'] as const, queryFn: ({ signal }) => getRates(signal), staleTime: 0 });
export const useRates = () => useQuery(ratesQuery());

export const setRates = (input: RatesInput): Promise<Rates> => call('put', 'admin/rates', ratesSchema, { json: input });

/** Setting the rate: the screens that convert with it read it again. */
export function useSetRates() {
  const client = useQueryClient();
  return useMutation({
    ...WRITE,
    mutationFn: setRates,
    onSuccess: (rates) => {
      client.setQueryData(ratesQuery().queryKey, rates);
      return client.invalidateQueries({ queryKey: ['admin', 'rates'] });
    },
  });
}
