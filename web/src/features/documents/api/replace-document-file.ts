import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentSchema, type DocumentItem } from '#common/api/documents.ts';
import { upload } from '../../../lib/api-client.ts';
import {
  documentQueryKey,
  documentsQueryKey,
  documentUrl,
} from '../../../lib/documents/api/document-keys.ts';

export type ReplaceDocumentFileInput = {
  file: File;
  onProgress?: (loaded: number, total: number) => void;
};

/** Replaces the stored original; the server extracts the new file's text again. */
export function replaceDocumentFile(
  documentId: string,
  { file, onProgress }: ReplaceDocumentFileInput,
): Promise<DocumentItem> {
  const form = new FormData();
  form.append('file', file, file.name);
  return upload('PUT', `${documentUrl(documentId)}/file`, form, { schema: documentSchema, onProgress });
}

export function useReplaceDocumentFile(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReplaceDocumentFileInput) => replaceDocumentFile(documentId, input),
    onSuccess: (document) => {
      queryClient.setQueryData(documentQueryKey(documentId), document);
      return queryClient.invalidateQueries({ queryKey: documentsQueryKey });
    },
  });
}
