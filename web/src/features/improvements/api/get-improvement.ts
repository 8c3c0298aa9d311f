import { useQuery } from '@tanstack/react-query';
import { improvementSchema, type Improvement } from '#common/api/improvements.ts';
import { api } from '../../../lib/api-client.ts';
import { isImprovementRunning } from '../lib/improvement-format.ts';
import { improvementQueryKey, improvementUrl } from './improvement-keys.ts';

/** A run is polled every second until its suggestions are ready or it failed. */
export const IMPROVEMENT_POLL_MS = 1000;

export function getImprovement(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Improvement> {
  return api.get(improvementUrl(id), { schema: improvementSchema, signal });
}

export function useImprovement(id: string | null) {
  return useQuery({
    queryKey: improvementQueryKey(id ?? ''),
    queryFn: ({ signal }) => getImprovement(id!, { signal }),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.status === 'error' || (query.state.data && !isImprovementRunning(query.state.data.status))
        ? false
        : IMPROVEMENT_POLL_MS,
  });
}
