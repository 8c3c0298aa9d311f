import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentSchema, type DocumentItem } from '#common/api/documents.ts';
import { api } from '../../api-client.ts';
import { documentUrl } from './document-keys.ts';
import { refreshAfterRetention } from './refresh-after-retention.ts';

/** Archives a document (a reason is required): hidden from lists and read-only, its record kept (ADR 013). */
export function archiveDocument(documentId: string, reason: string): Promise<DocumentItem> {
  return api.post(`${documentUrl(documentId)}/archive`, { reason }, { schema: documentSchema });
}

export function useArchiveDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, reason }: { documentId: string; reason: string }) =>
      archiveDocument(documentId, reason),
    onSuccess: (_result, { documentId }) => refreshAfterRetention(queryClient, documentId),
  });
}
