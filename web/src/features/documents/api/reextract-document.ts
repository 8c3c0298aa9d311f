import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentSchema, type DocumentItem } from '#common/api/documents.ts';
import { api } from '../../../lib/api-client.ts';
import {
  documentQueryKey,
  documentsQueryKey,
  documentUrl,
} from '../../../lib/documents/api/document-keys.ts';

/** Queues a fresh extraction of the stored file (202 with the document, now processing). */
export function reextractDocument(documentId: string): Promise<DocumentItem> {
  return api.post(`${documentUrl(documentId)}/extraction`, undefined, { schema: documentSchema });
}

export function useReextractDocument(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reextractDocument(documentId),
    onSuccess: (document) => {
      queryClient.setQueryData(documentQueryKey(documentId), document);
      return queryClient.invalidateQueries({ queryKey: documentsQueryKey });
    },
  });
}
