import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadResult, type DocumentType, type UploadResult } from '#common/api/documents.ts';
import { upload } from '../../api-client.ts';
import { dashboardQueryKey, documentsQueryKey } from './document-keys.ts';

export type UploadDocumentInput = {
  file: File;
  documentType: DocumentType;
  /** Administrators may upload for a client. */
  clientId?: string;
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
};

/**
 * 201 with the stored document (extraction then runs as a job); 415 for a type other than PDF, DOCX,
 * XLSX or CSV (checked by content), 413 over the size limit, 400 without a file.
 */
export function uploadDocument({
  file,
  documentType,
  clientId,
  onProgress,
  signal,
}: UploadDocumentInput): Promise<UploadResult> {
  const form = new FormData();
  // Text fields first: the server reads the parts in order.
  form.append('documentType', documentType);
  if (clientId) form.append('clientId', clientId);
  form.append('file', file, file.name);
  return upload('POST', '/api/documents', form, { schema: uploadResult, onProgress, signal });
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]),
  });
}
