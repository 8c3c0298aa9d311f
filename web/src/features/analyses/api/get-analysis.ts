import { queryOptions, useQuery } from '@tanstack/react-query';
import { analysisSchema, type Analysis } from '#common/api/analyses.ts';
import { api } from '../../../lib/api-client.ts';
import { isAnalysisRunning } from '../lib/analysis-format.ts';
import { analysisQueryKey, analysisUrl } from './analysis-keys.ts';

/** A running analysis is polled every second until it has completed or failed. */
export const ANALYSIS_POLL_MS = 1000;

/** One analysis; 404 NOT_FOUND when it does not exist or is not the caller's. */
export function getAnalysis(
  analysisId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Analysis> {
  return api.get(analysisUrl(analysisId), { schema: analysisSchema, signal });
}

export const analysisQueryOptions = (analysisId: string) =>
  queryOptions({
    queryKey: analysisQueryKey(analysisId),
    queryFn: ({ signal }) => getAnalysis(analysisId, { signal }),
    refetchInterval: (query) =>
      query.state.status === 'error' || (query.state.data && !isAnalysisRunning(query.state.data.status))
        ? false
        : ANALYSIS_POLL_MS,
  });

export function useAnalysis(analysisId: string | null) {
  return useQuery({ ...analysisQueryOptions(analysisId ?? ''), enabled: analysisId !== null });
}
