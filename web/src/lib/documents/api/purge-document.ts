import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api-client.ts';
import {
  dashboardQueryKey,
  documentListQueryKey,
  documentQueryKey,
  documentUrl,
  extractionQueryKey,
} from './document-keys.ts';

/**
 * Purges an archived document: its record, results and stored file (platform admin only; 204). Before the
 * retention period ends, only with the erasure request it answers.
 */
export function purgeDocument(documentId: string, erasureRequestReason?: string): Promise<void> {
  return api.post<void>(
    `${documentUrl(documentId)}/purge`,
    erasureRequestReason ? { erasureRequestReason } : {},
  );
}

export function usePurgeDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      documentId,
      erasureRequestReason,
    }: {
      documentId: string;
      erasureRequestReason?: string;
    }) => purgeDocument(documentId, erasureRequestReason),
    onSuccess: (_result, { documentId }) => {
      // Only the lists are refetched: the purged document's own queries would answer 404.
      queryClient.removeQueries({ queryKey: documentQueryKey(documentId), type: 'inactive' });
      queryClient.removeQueries({ queryKey: extractionQueryKey(documentId), type: 'inactive' });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: documentListQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]);
    },
  });
}
