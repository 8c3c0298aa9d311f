import { useCallback, useReducer, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Role } from '#common/api/auth.ts';
import type { DocumentItem, UploadResult } from '#common/api/documents.ts';
import { paths } from '../../config/paths.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useMe } from '../../lib/auth/get-me.ts';
import { dashboardQueryKey, documentsQueryKey } from '../../lib/documents/api/document-keys.ts';
import { useUploadDocument } from '../../lib/documents/api/upload-document.ts';
import { useDocumentProgress } from '../../lib/documents/api/use-document-progress.ts';
import { checkUploadFile } from '../../lib/documents/upload-file.ts';
import { IDLE_PROGRESS, progressReducer } from '../../lib/documents/upload-progress.ts';
import type { UploadTileType } from './upload-type-tiles.tsx';

export type UploadPanelOptions = {
  clientId?: string;
  initialType: UploadTileType;
  onUploaded?: (result: UploadResult) => void;
  onProcessed?: (document: DocumentItem) => void;
};

/** The panel's state: the chosen type and file, the upload, then the extraction it follows to the end. */
export function useUploadPanel({ clientId, initialType, onUploaded, onProcessed }: UploadPanelOptions) {
  const { data: me } = useMe();
  const role: Role = me?.user.role ?? 'client';
  const queryClient = useQueryClient();
  const uploadMutation = useUploadDocument();
  const inputRef = useRef<HTMLInputElement>(null);

  const [documentType, setDocumentType] = useState<UploadTileType>(initialType);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [result, setResult] = useState<UploadResult | null>(null);
  const [followId, setFollowId] = useState<string | null>(null);
  const [progress, dispatch] = useReducer(progressReducer, IDLE_PROGRESS);

  const onSettled = useCallback(
    (document: DocumentItem) => {
      setFollowId(null);
      void queryClient.invalidateQueries({ queryKey: documentsQueryKey });
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
      onProcessed?.(document);
    },
    [queryClient, onProcessed],
  );
  useDocumentProgress(followId, dispatch, onSettled);

  const sending = progress.phase === 'uploading';
  const working = sending || followId !== null;

  function choose(next: File | undefined | null) {
    if (!next) return;
    setFile(next);
    setFileError(checkUploadFile(next));
    if (progress.phase === 'error') dispatch({ type: 'reset' });
  }

  function onInputChange(event: ChangeEvent<HTMLInputElement>) {
    choose(event.target.files?.[0]);
    // Choosing the same file again after Clear must still fire a change.
    event.target.value = '';
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (working || result) return;
    // Spec §5: only the first dropped file is taken.
    choose(event.dataTransfer.files[0]);
  }

  function clear() {
    setFile(null);
    setFileError(null);
    setResult(null);
    setFollowId(null);
    uploadMutation.reset();
    dispatch({ type: 'reset' });
  }

  async function startUpload() {
    const problem = checkUploadFile(file);
    setFileError(problem);
    if (problem || !file) return;
    dispatch({ type: 'upload-started', fileName: file.name });
    try {
      const uploaded = await uploadMutation.mutateAsync({
        file,
        documentType,
        clientId,
        onProgress: (loaded, total) => dispatch({ type: 'upload-progress', loaded, total }),
      });
      dispatch({ type: 'uploaded' });
      setResult(uploaded);
      setFollowId(uploaded.id);
      onUploaded?.(uploaded);
    } catch (error) {
      dispatch({ type: 'error', message: errorMessage(error) });
    }
  }

  const documentPath = result
    ? role === 'admin'
      ? paths.admin.document(result.id)
      : paths.client.document(result.id)
    : '';
  const resultMessage = !result
    ? ''
    : progress.phase === 'completed'
      ? `${result.fileName} uploaded and its text extracted.`
      : progress.phase === 'failed'
        ? `${result.fileName} uploaded, but its text could not be extracted.`
        : result.message;

  return {
    inputRef,
    documentType,
    setDocumentType,
    file,
    fileError,
    dragging,
    setDragging,
    result,
    progress,
    sending,
    working,
    onInputChange,
    onDrop,
    clear,
    startUpload,
    documentPath,
    resultMessage,
  };
}
