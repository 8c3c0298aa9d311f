import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentSchema, type DocumentItem } from '#common/api/documents.ts';
import { api } from '../../api-client.ts';
import { documentUrl } from './document-keys.ts';
import { refreshAfterRetention } from './refresh-after-retention.ts';

/** Brings an archived document back to the lists, writable again (its owner or the platform admin). */
export function restoreDocument(documentId: string): Promise<DocumentItem> {
  return api.post(`${documentUrl(documentId)}/restore`, undefined, { schema: documentSchema });
}

export function useRestoreDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreDocument,
    onSuccess: (_result, documentId) => refreshAfterRetention(queryClient, documentId),
  });
}
