import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentSchema, type DocumentItem, type UpdateDocumentInput } from '#common/api/documents.ts';
import { api } from '../../../lib/api-client.ts';
import {
  dashboardQueryKey,
  documentQueryKey,
  documentsQueryKey,
  documentUrl,
} from '../../../lib/documents/api/document-keys.ts';

/** Renames a document, changes its type or corrects its "as at" date. */
export function updateDocument(documentId: string, input: UpdateDocumentInput): Promise<DocumentItem> {
  return api.patch(documentUrl(documentId), input, { schema: documentSchema });
}

export function useUpdateDocument(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateDocumentInput) => updateDocument(documentId, input),
    onSuccess: (document) => {
      queryClient.setQueryData(documentQueryKey(documentId), document);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]);
    },
  });
}
