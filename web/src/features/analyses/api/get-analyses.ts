import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  analysisListResponse,
  type AnalysisListQuery,
  type AnalysisListResponse,
} from '#common/api/analyses.ts';
import { api } from '../../../lib/api-client.ts';
import { ANALYSES_URL, analysisListQueryKey } from './analysis-keys.ts';

type ListParams = Partial<AnalysisListQuery>;

/** A page of analyses: the caller's own, or every client's for an admin. */
export function getAnalyses(
  params: ListParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AnalysisListResponse> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  return api.get(`${ANALYSES_URL}?${search}`, { schema: analysisListResponse, signal });
}

export function useAnalyses(params: ListParams) {
  return useQuery({
    queryKey: [...analysisListQueryKey, params],
    queryFn: ({ signal }) => getAnalyses(params, { signal }),
    placeholderData: keepPreviousData,
    // Lists show running analyses too: refresh while any is still running.
    refetchInterval: (query) =>
      query.state.data?.items.some((a) => a.status === 'pending' || a.status === 'processing') ? 2000 : false,
  });
}
