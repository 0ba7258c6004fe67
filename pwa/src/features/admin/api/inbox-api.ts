/** The staff inbox's calls (`/api/admin/enquiries/…`): TanStack Query over the shared ky client. */
import { inboxItemSchema, inboxListSchema, type InboxItem, type InboxList, type InboxListQuery, type InboxReplyInput, type InboxStatus, type InboxTab } from '@safari/shared/admin-inbox';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toRequestFailed } from '../../../lib/api-failure';
import { RequestFailedError } from '../../../lib/api-errors';
import { call, searchOf, WRITE } from './admin-api';

/** A refusal (4xx) will not change on a retry; a failed server or connection is tried twice more. */
const retry = (failures: number, error: Error) => !(error instanceof RequestFailedError && error.status !== null && error.status < 500) && failures < 2;

export type InboxListParams = InboxListQuery;

const base = (tab: InboxTab) => `admin/enquiries/${encodeURIComponent(tab)}`;

export const getInbox = (tab: InboxTab, params: InboxListParams, signal?: AbortSignal): Promise<InboxList> =>
  call('get', base(tab), inboxListSchema, { signal, searchParams: searchOf(params) });
/**
 * A new page, search or filter keeps the rows on screen until its answer arrives; a new tab does not:
 * its table would show the last tab's rows meanwhile, and Open on one of them would ask this tab for
 * an item it does not hold ('This inbox item was not found').
 */
export const inboxQuery = (tab: InboxTab, params: InboxListParams) =>
  queryOptions({
    queryKey: ['admin', 'inbox', 'list', tab, params] as const,
    queryFn: ({ signal }) => getInbox(tab, params, signal),
    staleTime: 0,
    retry,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === tab ? keepPreviousData(previous) : undefined),
  });
export const useInbox = (tab: InboxTab, params: InboxListParams) => useQuery(inboxQuery(tab, params));

export const getInboxItem = (tab: InboxTab, id: string, signal?: AbortSignal): Promise<InboxItem> =>
  call('get', `${base(tab)}/${encodeURIComponent(id)}`, inboxItemSchema, { signal });
export const inboxItemQuery = (tab: InboxTab, id: string) =>
  queryOptions({ queryKey: ['admin', 'inbox', 'one', tab, id] as const, queryFn: ({ signal }) => getInboxItem(tab, id, signal), staleTime: 0, retry });
export const useInboxItem = (tab: InboxTab, id: string) => useQuery(inboxItemQuery(tab, id));

export const replyTo = (tab: InboxTab, id: string, input: InboxReplyInput): Promise<InboxItem> =>
  call('post', `${base(tab)}/${encodeURIComponent(id)}/reply`, inboxItemSchema, { json: input });
export const setInboxStatus = (tab: InboxTab, id: string, status: InboxStatus): Promise<InboxItem> =>
  call('put', `${base(tab)}/${encodeURIComponent(id)}/status`, inboxItemSchema, { json: { status } });

/** Replying or changing a status: the item, the lists (and their tab counts) and the overview are fetched again. */
export function useInboxMutations(tab: InboxTab, id: string) {
  const client = useQueryClient();
  const settle = async (item: InboxItem) => {
    client.setQueryData(inboxItemQuery(tab, id).queryKey, item);
    await Promise.all([client.invalidateQueries({ queryKey: ['admin', 'inbox', 'list'] }), client.invalidateQueries({ queryKey: ['admin', 'dashboard'] })]);
  };
  return {
    reply: useMutation({ ...WRITE, mutationFn: (input: InboxReplyInput) => replyTo(tab, id, input), onSuccess: settle }),
    status: useMutation({ ...WRITE, mutationFn: (status: InboxStatus) => setInboxStatus(tab, id, status), onSuccess: settle }),
  };
}

/** Downloads the tab's CSV (with the list's filters) through the API client, which carries the token. */
export async function downloadInboxCsv(tab: InboxTab, params: Pick<InboxListParams, 'q' | 'status'>): Promise<void> {
  let response: Response;
  try {
    response = await api(`${base(tab)}/export`, { searchParams: searchOf(params), timeout: 60_000 });
  } catch (error) {
    throw await toRequestFailed(error);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `enquiries-${tab}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
