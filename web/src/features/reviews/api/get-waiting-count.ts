import { useQuery } from '@tanstack/react-query';
import { waitingCountResponse, type WaitingCountResponse } from '#common/api/reviews.ts';
import { api } from '../../../lib/api-client.ts';
import { waitingCountQueryKey } from './review-keys.ts';

/** How many reviews wait for the signed-in member: the menu's count (issue 30). */
export function getWaitingCount({ signal }: { signal?: AbortSignal } = {}): Promise<WaitingCountResponse> {
  return api.get('/api/reviews/waiting-count', { schema: waitingCountResponse, signal });
}

/** Refreshed every minute and by every review mutation (its key is under the reviews key). */
export function useWaitingCount(enabled: boolean) {
  return useQuery({
    queryKey: waitingCountQueryKey,
    queryFn: ({ signal }) => getWaitingCount({ signal }),
    enabled,
    refetchInterval: 60_000,
  });
}
