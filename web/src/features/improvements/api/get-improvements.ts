import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  improvementListResponse,
  type ImprovementListQuery,
  type ImprovementListResponse,
} from '#common/api/improvements.ts';
import { api } from '../../../lib/api-client.ts';
import { isImprovementRunning } from '../lib/improvement-format.ts';
import { IMPROVEMENTS_URL, improvementListQueryKey } from './improvement-keys.ts';

type ListParams = Partial<ImprovementListQuery>;

/** A page of improvement runs, newest first: the caller's own, or every client's for an admin. */
export function getImprovements(
  params: ListParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ImprovementListResponse> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  return api.get(`${IMPROVEMENTS_URL}?${search}`, { schema: improvementListResponse, signal });
}

export function useImprovements(params: ListParams) {
  return useQuery({
    queryKey: [...improvementListQueryKey, params],
    queryFn: ({ signal }) => getImprovements(params, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((i) => isImprovementRunning(i.status)) ? 2000 : false,
  });
}
