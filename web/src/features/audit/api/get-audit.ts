import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditResponse, type AuditResponse } from '#common/api/admin.ts';
import { api } from '../../../lib/api-client.ts';
import { auditApiUrl, type AuditFilters } from '../lib/audit-filters.ts';

export type AuditPage = { limit: number; offset: number };

export function getAudit(
  filters: AuditFilters,
  page: AuditPage,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AuditResponse> {
  return api.get(auditApiUrl(filters, page), { schema: auditResponse, signal });
}

export const auditQueryOptions = (filters: AuditFilters, page: AuditPage) =>
  queryOptions({
    queryKey: ['admin', 'audit', filters, page],
    queryFn: ({ signal }) => getAudit(filters, page, { signal }),
    placeholderData: keepPreviousData,
  });

export function useAudit(filters: AuditFilters, page: AuditPage) {
  return useQuery(auditQueryOptions(filters, page));
}
