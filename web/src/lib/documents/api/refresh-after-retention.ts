import type { QueryClient } from '@tanstack/react-query';
import { dashboardQueryKey, documentListQueryKey, documentQueryKey } from './document-keys.ts';

/** After an archive or a restore: the lists and dashboards change, and so does the document itself. */
export function refreshAfterRetention(queryClient: QueryClient, documentId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: documentListQueryKey }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
    queryClient.invalidateQueries({ queryKey: documentQueryKey(documentId) }),
  ]);
}
