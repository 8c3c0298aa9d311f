import { useQuery } from '@tanstack/react-query';
import type { User } from '#common/api/auth.ts';
import { documentReviewResponse, type DocumentReviewResponse, type Review } from '#common/api/reviews.ts';
import { api, isApiError } from '../api-client.ts';

// What the document screens outside the review panel need to know about a document's review (issue 30):
// whether one is in force, and whether the signed-in person may take it out of force by replacing the file
// or archiving the document. Under the review queries' key, so whatever refreshes them refreshes this.

/** Its own entry (its answer is null without the compliance module, where the panel's is an error). */
export const documentReviewKey = (documentId: string) =>
  ['reviews', 'document', documentId, 'in-force'] as const;
/** Every review query: refreshed after an archive, a restore or a replacement. */
export const allReviewsKey = ['reviews'] as const;

async function getReviewState(
  documentId: string,
  signal?: AbortSignal,
): Promise<DocumentReviewResponse | null> {
  try {
    return await api.get(`/api/documents/${encodeURIComponent(documentId)}/review`, {
      schema: documentReviewResponse,
      signal,
    });
  } catch (error) {
    // A firm without the compliance module has no reviews: nothing is in force.
    if (isApiError(error) && error.status === 403) return null;
    throw error;
  }
}

/** The review of the current version that is waiting for a decision or approved, if any. */
export function reviewInForce(state: DocumentReviewResponse | null | undefined): Review | null {
  const review = state?.current ?? null;
  if (!review || review.superseded || review.archived) return null;
  return review.status === 'submitted' || review.status === 'approved' ? review : null;
}

/** As the server's rule: the review's submitter, a firm admin or the platform admin. */
export const canTakeOutOfForce = (user: User | undefined, review: Review | null): boolean =>
  review === null ||
  (user !== undefined &&
    (user.role === 'admin' || user.firmRole === 'firm_admin' || review.submittedById === user.id));

export function useReviewInForce(documentId: string, enabled = true) {
  const query = useQuery({
    queryKey: documentReviewKey(documentId),
    queryFn: ({ signal }) => getReviewState(documentId, signal),
    enabled,
  });
  return { ...query, review: reviewInForce(query.data) };
}
