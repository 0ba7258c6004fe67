/** The mail outbox's calls (`/api/admin/mail…`, admins only): TanStack Query over the shared ky client. */
import { mailDetailSchema, mailListSchema, mailSummarySchema, type MailDetail, type MailList, type MailListQuery, type MailSummary } from '@safari/shared/admin-mail';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RequestFailedError } from '../../../lib/api-errors';
import { call, searchOf, WRITE } from './admin-api';

/** A refusal (4xx) will not change on a retry; a failed server or connection is tried twice more. */
const retry = (failures: number, error: Error) => !(error instanceof RequestFailedError && error.status !== null && error.status < 500) && failures < 2;

export type MailListParams = MailListQuery;

export const getMail = (params: MailListParams, signal?: AbortSignal): Promise<MailList> =>
  call('get', 'admin/mail', mailListSchema, { signal, searchParams: searchOf(params) });
export const mailQuery = (params: MailListParams) =>
  queryOptions({ queryKey: ['admin', 'mail', 'list', params] as const, queryFn: ({ signal }) => getMail(params, signal), staleTime: 0, retry, placeholderData: keepPreviousData });
export const useMail = (params: MailListParams) => useQuery(mailQuery(params));

export const getMailItem = (id: string, signal?: AbortSignal): Promise<MailDetail> => call('get', `admin/mail/${encodeURIComponent(id)}`, mailDetailSchema, { signal });
export const mailItemQuery = (id: string) => queryOptions({ queryKey: ['admin', 'mail', 'one', id] as const, queryFn: ({ signal }) => getMailItem(id, signal), staleTime: 0, retry });
export const useMailItem = (id: string) => useQuery(mailItemQuery(id));

export const resendMail = (id: string): Promise<MailSummary> => call('post', `admin/mail/${encodeURIComponent(id)}/resend`, mailSummarySchema);

export function useResendMail() {
  const client = useQueryClient();
  return useMutation({ ...WRITE, mutationFn: resendMail, onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'mail'] }) });
}
