import { useQuery } from '@tanstack/react-query';
import { reviewListResponse, type ReviewListResponse, type ReviewStatus } from '#common/api/reviews.ts';
import { api } from '../../../lib/api-client.ts';
import { reviewListQueryKey } from './review-keys.ts';

/** The firm's reviews, oldest submission first, with their age and the counts by status. */
export function getReviews(
  status: ReviewStatus | '',
  { signal }: { signal?: AbortSignal } = {},
): Promise<ReviewListResponse> {
  const query = new URLSearchParams({ limit: '200' });
  if (status) query.set('status', status);
  return api.get(`/api/reviews?${query.toString()}`, { schema: reviewListResponse, signal });
}

export function useReviews(status: ReviewStatus | '') {
  return useQuery({
    queryKey: reviewListQueryKey(status),
    queryFn: ({ signal }) => getReviews(status, { signal }),
  });
}
