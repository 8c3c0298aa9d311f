import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import {
  dashboardQueryKey,
  documentListQueryKey,
  documentQueryKey,
  documentUrl,
  extractionQueryKey,
} from './document-keys.ts';

/** Deletes the document, its extracted text and its results, then the stored file (204). */
export function deleteDocument(documentId: string): Promise<void> {
  return api.delete<void>(documentUrl(documentId));
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (_result, documentId) => {
      // Only the lists are refetched: the deleted document's own queries would answer 404.
      queryClient.removeQueries({ queryKey: documentQueryKey(documentId), type: 'inactive' });
      queryClient.removeQueries({ queryKey: extractionQueryKey(documentId), type: 'inactive' });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: documentListQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]);
    },
  });
}
