import { useQuery } from '@tanstack/react-query';
import { documentReviewResponse, type DocumentReviewResponse } from '#common/api/reviews.ts';
import { api } from '../../../lib/api-client.ts';
import { documentReviewQueryKey, documentReviewUrl } from './review-keys.ts';

/** A document's review status, its latest review and earlier ones, and the open high findings. */
export function getDocumentReview(
  documentId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DocumentReviewResponse> {
  return api.get(documentReviewUrl(documentId), { schema: documentReviewResponse, signal });
}

export function useDocumentReview(documentId: string) {
  return useQuery({
    queryKey: documentReviewQueryKey(documentId),
    queryFn: ({ signal }) => getDocumentReview(documentId, { signal }),
  });
}
