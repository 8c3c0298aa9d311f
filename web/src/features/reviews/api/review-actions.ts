import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  reviewSchema,
  type DecideReviewInput,
  type Review,
  type SubmitReviewInput,
  type WithdrawReviewInput,
} from '#common/api/reviews.ts';
import { api } from '../../../lib/api-client.ts';
import { reviewUrl, reviewsQueryKey } from './review-keys.ts';

// Submit, decide and withdraw: three small mutations of one resource, kept together.

export const submitReview = (input: SubmitReviewInput): Promise<Review> =>
  api.post('/api/reviews', input, { schema: reviewSchema });

export const decideReview = (reviewId: string, input: DecideReviewInput): Promise<Review> =>
  api.post(`${reviewUrl(reviewId)}/decision`, input, { schema: reviewSchema });

export const withdrawReview = (reviewId: string, input: WithdrawReviewInput): Promise<Review> =>
  api.post(`${reviewUrl(reviewId)}/withdraw`, input, { schema: reviewSchema });

/** A mutation that refreshes every review query when it succeeds. */
function useReviewMutation<TInput>(mutationFn: (input: TInput) => Promise<Review>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKey }),
  });
}

export const useSubmitReview = () => useReviewMutation(submitReview);
export const useDecideReview = (reviewId: string) =>
  useReviewMutation((input: DecideReviewInput) => decideReview(reviewId, input));
export const useWithdrawReview = (reviewId: string) =>
  useReviewMutation((input: WithdrawReviewInput) => withdrawReview(reviewId, input));
