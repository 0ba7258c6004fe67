/** Site settings (admins): `GET /api/settings` and `PUT /api/admin/settings`. */
import { siteSettingsAnswerSchema, type SiteSettings, type SiteSettingsAnswer } from '@safari/shared/settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, WRITE } from '../api/admin-api';

export const settingsQuery = () =>
  queryOptions({ queryKey: ['admin', 'settings'] as const, queryFn: ({ signal }) => call('get', 'settings', siteSettingsAnswerSchema, { signal }), staleTime: 0 });
export const useSettings = () => useQuery(settingsQuery());

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    ...WRITE,
    mutationFn: (settings: SiteSettings): Promise<SiteSettingsAnswer> => call('put', 'admin/settings', siteSettingsAnswerSchema, { json: settings }),
    onSuccess: (answer) => client.setQueryData(settingsQuery().queryKey, answer),
  });
}
