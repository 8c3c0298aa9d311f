import { useQuery } from '@tanstack/react-query';
import { compareVersionsResponse, type CompareVersionsResponse } from '#common/api/documents.ts';
import { api } from '../../../lib/api-client.ts';
import { compareQueryKey, documentUrl } from '../../../lib/documents/api/document-keys.ts';

/** Two versions compared: redline, reading age, findings fixed and new, persona scores, AoV coverage. */
export function compareVersions(
  documentId: string,
  from: number,
  to: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CompareVersionsResponse> {
  const query = new URLSearchParams({ from: String(from), to: String(to) });
  return api.get(`${documentUrl(documentId)}/compare?${query}`, { schema: compareVersionsResponse, signal });
}

export function useCompareVersions(documentId: string, from: number, to: number) {
  return useQuery({
    queryKey: compareQueryKey(documentId, from, to),
    queryFn: ({ signal }) => compareVersions(documentId, from, to, { signal }),
    enabled: from !== to && from > 0 && to > 0,
  });
}
