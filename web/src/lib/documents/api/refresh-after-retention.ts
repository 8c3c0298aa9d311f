import type { QueryClient } from '@tanstack/react-query';
import { dashboardQueryKey, documentListQueryKey, documentQueryKey } from './document-keys.ts';

/**
 * After an archive or a restore: the lists and dashboards change, and so does the document itself — and its
 * review and checks, read-only while archived, so the panel's buttons come back without a reload (issue 30).
 */
export function refreshAfterRetention(queryClient: QueryClient, documentId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['reviews'] }),
    queryClient.invalidateQueries({ queryKey: ['compliance'] }),
    queryClient.invalidateQueries({ queryKey: documentListQueryKey }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
    queryClient.invalidateQueries({ queryKey: documentQueryKey(documentId) }),
  ]);
}
