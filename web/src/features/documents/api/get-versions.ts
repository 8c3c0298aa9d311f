import { useQuery } from '@tanstack/react-query';
import { documentVersionsResponse, type DocumentVersionsResponse } from '#common/api/documents.ts';
import { api } from '../../../lib/api-client.ts';
import { documentUrl, versionsQueryKey } from '../../../lib/documents/api/document-keys.ts';

/** Every file the document has had, newest first (replace file adds a version; ADR 015). */
export function getVersions(
  documentId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DocumentVersionsResponse> {
  return api.get(`${documentUrl(documentId)}/versions`, { schema: documentVersionsResponse, signal });
}

export function useDocumentVersions(documentId: string) {
  return useQuery({
    queryKey: versionsQueryKey(documentId),
    queryFn: ({ signal }) => getVersions(documentId, { signal }),
  });
}
