/** The audit trail's calls (online-only, flow 3): the whole trail for admins, one record's history for its section's staff. */
import { auditActorListSchema, auditPageSchema, type AuditActorList, type AuditEntity, type AuditPage } from '@safari/shared/admin-audit';
import { ADMIN_PAGE_SIZE } from '@safari/shared/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, searchOf } from './admin-api';

/** Filters of `/admin/audit`: `from` / `to` are the staff member's local days ('YYYY-MM-DD'). */
export interface AuditListParams {
  page: number;
  pageSize: number;
  q?: string;
  actor?: string;
  entity?: AuditEntity;
  from?: string;
  to?: string;
}

/** The first instant of a local day, or of the day after it, as an ISO instant the API takes as given. */
function localDayStart(day: string, plusDays = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays).toISOString();
}

/** The last ms of a local day ('to' is inclusive on the API). */
function localDayEnd(day: string): string | undefined {
  const next = localDayStart(day, 1);
  return next === undefined ? undefined : new Date(Date.parse(next) - 1).toISOString();
}

export const getAudit = ({ from, to, ...params }: AuditListParams, signal?: AbortSignal): Promise<AuditPage> =>
  call('get', 'audit', auditPageSchema, {
    signal,
    searchParams: searchOf({ ...params, from: from && localDayStart(from), to: to && localDayEnd(to) }),
  });
export const auditQuery = (params: AuditListParams) =>
  queryOptions({ queryKey: ['admin', 'audit', 'list', params] as const, queryFn: ({ signal }) => getAudit(params, signal), staleTime: 0, placeholderData: keepPreviousData });
export const useAudit = (params: AuditListParams) => useQuery(auditQuery(params));

export const getAuditActors = (signal?: AbortSignal): Promise<AuditActorList> => call('get', 'audit/actors', auditActorListSchema, { signal });
export const auditActorsQuery = () => queryOptions({ queryKey: ['admin', 'audit', 'actors'] as const, queryFn: ({ signal }) => getAuditActors(signal), staleTime: 60_000 });
export const useAuditActors = () => useQuery(auditActorsQuery());

export const getAuditHistory = (entity: AuditEntity, entityId: string, page: number, signal?: AbortSignal): Promise<AuditPage> =>
  call('get', `audit/${entity}/${encodeURIComponent(entityId)}`, auditPageSchema, { signal, searchParams: searchOf({ page, pageSize: ADMIN_PAGE_SIZE }) });
export const auditHistoryQuery = (entity: AuditEntity, entityId: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'audit', 'history', entity, entityId, page] as const,
    queryFn: ({ signal }) => getAuditHistory(entity, entityId, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
export const useAuditHistory = (entity: AuditEntity, entityId: string, page: number) => useQuery(auditHistoryQuery(entity, entityId, page));
