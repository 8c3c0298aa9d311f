import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentSchema, type DocumentItem } from '#common/api/documents.ts';
import { api } from '../../api-client.ts';
import { documentQueryKey, documentUrl } from './document-keys.ts';

/** One document; 404 NOT_FOUND when it does not exist or is not the caller's. */
export function getDocument(
  documentId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DocumentItem> {
  return api.get(documentUrl(documentId), { schema: documentSchema, signal });
}

export const documentQueryOptions = (documentId: string) =>
  queryOptions({
    queryKey: documentQueryKey(documentId),
    queryFn: ({ signal }) => getDocument(documentId, { signal }),
  });

export function useDocument(documentId: string) {
  return useQuery(documentQueryOptions(documentId));
}
