import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditResponse, type AuditResponse } from '#common/api/admin.ts';
import { api } from '../../../lib/api-client.ts';
import { firmQueryKey } from './get-firm.ts';

export const FIRM_AUDIT_PAGE_SIZE = 25;

export type FirmAuditParams = { limit: number; offset: number; action?: string };

/** What the firm's members did, newest first; firm admins only (403 otherwise). */
export function getFirmAudit(
  { limit, offset, action }: FirmAuditParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AuditResponse> {
  const search = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (action) search.set('action', action);
  return api.get(`/api/firm/audit?${search}`, { schema: auditResponse, signal });
}

export const firmAuditQueryOptions = (params: FirmAuditParams) =>
  queryOptions({
    queryKey: [...firmQueryKey, 'audit', params],
    queryFn: ({ signal }) => getFirmAudit(params, { signal }),
    placeholderData: keepPreviousData,
  });

export function useFirmAudit(params: FirmAuditParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...firmAuditQueryOptions(params), enabled });
}
