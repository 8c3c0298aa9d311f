import { useQuery } from '@tanstack/react-query';
import { reviewListResponse, type ReviewListResponse, type ReviewStatus } from '#common/api/reviews.ts';
import { api } from '../../../lib/api-client.ts';
import { reviewListQueryKey } from './review-keys.ts';

/** The firm's reviews, soonest due first, with their age and the counts by status; or only the member's own. */
export function getReviews(
  status: ReviewStatus | '',
  assignedToMe: boolean,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ReviewListResponse> {
  const query = new URLSearchParams({ limit: '200' });
  if (status) query.set('status', status);
  if (assignedToMe) query.set('assignedToMe', 'true');
  return api.get(`/api/reviews?${query.toString()}`, { schema: reviewListResponse, signal });
}

export function useReviews(status: ReviewStatus | '', assignedToMe: boolean) {
  return useQuery({
    queryKey: reviewListQueryKey(status, assignedToMe),
    queryFn: ({ signal }) => getReviews(status, assignedToMe, { signal }),
  });
}
