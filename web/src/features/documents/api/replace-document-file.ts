import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  documentSchema,
  replacePreviewResponse,
  type DocumentItem,
  type ReplacePreviewResponse,
} from '#common/api/documents.ts';
import { upload } from '../../../lib/api-client.ts';
import {
  documentQueryKey,
  documentsQueryKey,
  documentUrl,
} from '../../../lib/documents/api/document-keys.ts';
import { allReviewsKey } from '../../../lib/reviews/review-in-force.ts';

export type ReplaceDocumentFileInput = {
  file: File;
  /** The person has seen and confirmed what happens to the review in force (issue 30). */
  confirmed?: boolean;
  onProgress?: (loaded: number, total: number) => void;
};

/** Replaces the stored original; the server extracts the new file's text again. */
export function replaceDocumentFile(
  documentId: string,
  { file, confirmed, onProgress }: ReplaceDocumentFileInput,
): Promise<DocumentItem> {
  const form = new FormData();
  if (confirmed) form.append('confirmed', 'true');
  form.append('file', file, file.name);
  return upload('PUT', `${documentUrl(documentId)}/file`, form, { schema: documentSchema, onProgress });
}

/** What replacing the file with this one would do, before it is done: the review it ends, another fund's file. */
export function previewReplacement(documentId: string, file: File): Promise<ReplacePreviewResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return upload('POST', `${documentUrl(documentId)}/file/preview`, form, { schema: replacePreviewResponse });
}

export function usePreviewReplacement(documentId: string) {
  return useMutation({ mutationFn: (file: File) => previewReplacement(documentId, file) });
}

export function useReplaceDocumentFile(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReplaceDocumentFileInput) => replaceDocumentFile(documentId, input),
    onSuccess: (document) => {
      queryClient.setQueryData(documentQueryKey(documentId), document);
      // The review in force was withdrawn or superseded: the panel and the queue change with it.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: allReviewsKey }),
      ]);
    },
  });
}
