/** GET Staff/getAuditLog.json: a page of the audit log, filtered (decision 070; supervisors only). */
import { CALLS, type ClientRequest, STAFF_CONTRACT } from '@oceane/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';

export type AuditLogQuery = ClientRequest<'getAuditLog'>;

export const auditLogOptions = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: ['staff', 'audit-log', query],
    queryFn: () => callApi(CALLS.getAuditLog, STAFF_CONTRACT.getAuditLog, query),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAuditLog(query: AuditLogQuery) {
  return useQuery(auditLogOptions(query));
}
