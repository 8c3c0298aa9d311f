import { queryOptions, useQuery } from '@tanstack/react-query';
import { extractionResponse, type ExtractionResponse } from '#common/api/documents.ts';
import { api } from '../../../lib/api-client.ts';
import { documentUrl, extractionQueryKey } from '../../../lib/documents/api/document-keys.ts';

/** The extracted text, page by page, with the extraction's method, counts and timing. */
export function getExtraction(
  documentId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ExtractionResponse> {
  return api.get(`${documentUrl(documentId)}/extraction`, { schema: extractionResponse, signal });
}

export const extractionQueryOptions = (documentId: string) =>
  queryOptions({
    queryKey: extractionQueryKey(documentId),
    queryFn: ({ signal }) => getExtraction(documentId, { signal }),
    // The text of a document only changes by re-extraction, which invalidates this query.
    staleTime: 5 * 60_000,
  });

export function useExtraction(documentId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...extractionQueryOptions(documentId), enabled });
}
