import { queryOptions, useQuery } from '@tanstack/react-query';
import { RESULTS_POLL_MS, interviewSchema, type Interview } from '#common/api/personas.ts';
import { api } from '../../../lib/api-client.ts';
import { interviewQueryKey, interviewUrl } from './persona-keys.ts';

/** One interview with its questions and transcript; 404 when unknown or another client's. */
export function getInterview(
  interviewId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Interview> {
  return api.get(interviewUrl(interviewId), { schema: interviewSchema, signal });
}

export const interviewQueryOptions = (interviewId: string) =>
  queryOptions({
    queryKey: interviewQueryKey(interviewId),
    queryFn: ({ signal }) => getInterview(interviewId, { signal }),
    // Spec §4: the results page polls every 5 s while the interview is pending or processing.
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'pending' || status === 'processing' ? RESULTS_POLL_MS : false;
    },
  });

export function useInterview(interviewId: string) {
  return useQuery(interviewQueryOptions(interviewId));
}
