/** Query keys and URLs of the review workflow (ADR 019). */
export const reviewsQueryKey = ['reviews'] as const;
export const documentReviewQueryKey = (documentId: string) => ['reviews', 'document', documentId] as const;
export const reviewListQueryKey = (status: string, assignedToMe: boolean) =>
  ['reviews', 'list', status, assignedToMe] as const;
export const waitingCountQueryKey = ['reviews', 'waiting-count'] as const;

export const documentReviewUrl = (documentId: string) =>
  `/api/documents/${encodeURIComponent(documentId)}/review`;
export const reviewUrl = (reviewId: string) => `/api/reviews/${encodeURIComponent(reviewId)}`;
export const certificateUrl = (reviewId: string) => `${reviewUrl(reviewId)}/certificate`;
/** The same certificate as a PDF download (issue 30). */
export const certificatePdfUrl = (reviewId: string) => `${reviewUrl(reviewId)}/certificate.pdf`;
export const REGISTER_CSV_URL = '/api/reviews/register.csv';
