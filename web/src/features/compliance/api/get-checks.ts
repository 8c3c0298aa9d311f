import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { checkListResponse, type CheckListResponse } from '#common/api/compliance.ts';
import { api } from '../../../lib/api-client.ts';
import { isCheckRunning } from '../lib/findings.ts';
import { CHECKS_URL, checkListQueryKey } from './compliance-keys.ts';

export type CheckListParams = { documentId?: string; limit: number; offset: number };

/** Lists expect their checks to change while any is still running. */
const RUNNING_REFRESH_MS = 3000;

export function getChecks(
  params: CheckListParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CheckListResponse> {
  const search = new URLSearchParams({ limit: String(params.limit), offset: String(params.offset) });
  if (params.documentId) search.set('documentId', params.documentId);
  return api.get(`${CHECKS_URL}?${search}`, { schema: checkListResponse, signal });
}

export const checksQueryOptions = (params: CheckListParams) =>
  queryOptions({
    queryKey: [...checkListQueryKey, params],
    queryFn: ({ signal }) => getChecks(params, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => isCheckRunning(item.status)) ? RUNNING_REFRESH_MS : false,
  });

export function useCheckList(params: CheckListParams) {
  return useQuery(checksQueryOptions(params));
}
