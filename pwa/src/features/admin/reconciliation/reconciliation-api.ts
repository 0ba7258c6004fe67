/** The reconciliation lists (online-only, like every console call): one read, both lists. */
import { reconciliationSchema, type Reconciliation } from '@safari/shared/admin-reconciliation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api/admin-api';

export const getReconciliation = (signal?: AbortSignal): Promise<Reconciliation> => call('get', 'admin/reconciliation', reconciliationSchema, { signal });
export const reconciliationQuery = () =>
  queryOptions({ queryKey: ['admin', 'reconciliation'] as const, queryFn: ({ signal }) => getReconciliation(signal), staleTime: 0 });
export const useReconciliation = () => useQuery(reconciliationQuery());
