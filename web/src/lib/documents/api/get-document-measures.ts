import { useQuery } from '@tanstack/react-query';
import { documentMeasuresSchema, type DocumentMeasuresView } from '#common/api/measures.ts';
import { api } from '../../api-client.ts';
import { documentUrl, measuresQueryKey } from './document-keys.ts';

/** The current version's reading age and its type's target: its latest check's figures (engine/measures). */
export function getDocumentMeasures(
  documentId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DocumentMeasuresView> {
  return api.get(`${documentUrl(documentId)}/measures`, { schema: documentMeasuresSchema, signal });
}

export function useDocumentMeasures(documentId: string, enabled = true) {
  return useQuery({
    queryKey: measuresQueryKey(documentId),
    queryFn: ({ signal }) => getDocumentMeasures(documentId, { signal }),
    enabled,
  });
}
