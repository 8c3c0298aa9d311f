import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsSummaryResponse, type AnalyticsSummaryResponse } from '#common/api/analytics.ts';
import { api } from '../../../lib/api-client.ts';

export function getAnalyticsSummary(
  days: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AnalyticsSummaryResponse> {
  return api.get(`/api/admin/analytics?days=${days}`, { schema: analyticsSummaryResponse, signal });
}

export const analyticsSummaryQueryOptions = (days: number) =>
  queryOptions({
    queryKey: ['admin', 'analytics', days],
    queryFn: ({ signal }) => getAnalyticsSummary(days, { signal }),
    placeholderData: keepPreviousData,
  });

export function useAnalyticsSummary(days: number) {
  return useQuery(analyticsSummaryQueryOptions(days));
}
