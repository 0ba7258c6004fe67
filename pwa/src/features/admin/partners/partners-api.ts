/** The console's partners (admins): `/api/admin/partners…`. */
import { adminPartnerListSchema, adminPartnerSchema, type AdminPartner, type AdminPartnerList, type PartnerInput, type PartnerUpdate } from '@safari/shared/partner';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, WRITE } from '../api/admin-api';

export const partnersQuery = () =>
  queryOptions({ queryKey: ['admin', 'partners'] as const, queryFn: ({ signal }) => call('get', 'admin/partners', adminPartnerListSchema, { signal }), staleTime: 0 });
export const usePartners = () => useQuery(partnersQuery());

export function usePartnerMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'partners'] });
  const setList = (list: AdminPartnerList) => client.setQueryData(partnersQuery().queryKey, list);
  return {
    create: useMutation({ ...WRITE, mutationFn: (input: PartnerInput): Promise<AdminPartner> => call('post', 'admin/partners', adminPartnerSchema, { json: input }), onSuccess: refresh }),
    update: useMutation({
      ...WRITE,
      mutationFn: ({ id, input }: { id: string; input: PartnerUpdate }): Promise<AdminPartner> => call('put', `admin/partners/${encodeURIComponent(id)}`, adminPartnerSchema, { json: input }),
      onSuccess: refresh,
    }),
    reorder: useMutation({ ...WRITE, mutationFn: (ids: string[]): Promise<AdminPartnerList> => call('put', 'admin/partners/order', adminPartnerListSchema, { json: { ids } }), onSuccess: setList }),
  };
}
