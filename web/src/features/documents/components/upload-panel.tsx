import { useCallback, useId, useReducer, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, FileUp, UploadCloud } from 'lucide-react';
import { Link } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import { UPLOAD_TILE_TYPES, type DocumentItem, type UploadResult } from '#common/api/documents.ts';
import { paths } from '../../../config/paths.ts';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { documentTypeLabel } from '../../../lib/document-types.ts';
import { formatFileSize } from '../../../lib/format.ts';
import { useMe } from '../../auth/api/get-me.ts';
import { dashboardQueryKey, documentsQueryKey } from '../api/document-keys.ts';
import { useUploadDocument } from '../api/upload-document.ts';
import { useDocumentProgress } from '../api/use-document-progress.ts';
import { ACCEPT_ATTRIBUTE, DROP_ZONE_HINT, DROP_ZONE_TEXT, checkUploadFile } from '../lib/upload-file.ts';
import { IDLE_PROGRESS, progressReducer } from '../lib/upload-progress.ts';
import { ProgressDisplay } from './progress-display.tsx';

export type UploadTileType = (typeof UPLOAD_TILE_TYPES)[number];

const TILE_DESCRIPTIONS: Record<UploadTileType, string> = {
  'aov-report': 'Assessment of Value report',
  'sdr-report': 'Sustainability disclosures',
  'investor-communications': 'Letters, factsheets and other investor communications',
};

type UploadPanelProps = {
  /** Administrators may upload for a client; clients always upload to their own account. */
  clientId?: string;
  /** The tile chosen at first (spec §2.7: aov-report). */
  documentType?: UploadTileType;
  /** Called once the file is stored, before its text is extracted. */
  onUploaded?: (result: UploadResult) => void;
  /** Called when the extraction of the uploaded file has finished, well or not. */
  onProcessed?: (document: DocumentItem) => void;
  className?: string;
};

/**
 * The Upload Document panel (spec §2.7): three type tiles, a drop zone, Choose File / Upload / Clear, a
 * progress bar that follows the upload and then the extraction, a result card with the document's id and
 * a link to it, a red box for errors and a yellow card when the text could not be extracted.
 */
export function UploadPanel({
  clientId,
  documentType: initialType = 'aov-report',
  onUploaded,
  onProcessed,
  className,
}: UploadPanelProps) {
  const id = useId();
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

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={cn('rounded-lg border border-slate-200 bg-white shadow-sm', className)}
    >
      <h2
        id={`${id}-heading`}
        className="border-b border-slate-200 px-5 py-4 text-lg font-semibold text-slate-900"
      >
        Upload Document
      </h2>
      <div className="space-y-5 p-5">
        {!result && (
          <>
            <fieldset disabled={working}>
              <legend className="text-sm font-medium text-slate-900">Document type</legend>
              <div className="mt-2 grid gap-3 sm:grid-cols-3">
                {UPLOAD_TILE_TYPES.map((type) => (
                  <label
                    key={type}
                    className={cn(
                      'flex cursor-pointer flex-col gap-1 rounded-md border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-700',
                      documentType === type
                        ? 'border-blue-700 bg-blue-50 ring-1 ring-blue-700'
                        : 'border-slate-300 hover:bg-slate-50',
                    )}
                  >
                    <span className="flex items-center gap-2 font-semibold text-slate-900">
                      <input
                        type="radio"
                        name={`${id}-type`}
                        value={type}
                        checked={documentType === type}
                        onChange={() => setDocumentType(type)}
                        aria-describedby={`${id}-${type}-description`}
                        className="size-4 accent-blue-700"
                      />
                      {documentTypeLabel(type)}
                    </span>
                    <span id={`${id}-${type}-description`} className="text-slate-700">
                      {TILE_DESCRIPTIONS[type]}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>

            <div
              onClick={() => !working && inputRef.current?.click()}
              onDragOver={(event) => {
                event.preventDefault();
                if (!working) setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              className={cn(
                'flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center',
                dragging ? 'border-blue-700 bg-blue-50' : 'border-slate-400 bg-slate-50',
                working && 'cursor-not-allowed opacity-70',
              )}
            >
              <UploadCloud className="size-8 text-slate-600" aria-hidden="true" />
              <p className="font-medium text-slate-900">{DROP_ZONE_TEXT}</p>
              <p id={`${id}-hint`} className="text-sm text-slate-700">
                {DROP_ZONE_HINT}
              </p>
              {file && (
                <p className="mt-2 text-sm break-all text-slate-900">
                  <span className="sr-only">Selected file: </span>
                  <FileUp className="mr-1 inline size-4 align-text-bottom" aria-hidden="true" />
                  <span className="font-semibold">{file.name}</span> ({formatFileSize(file.size)})
                </p>
              )}
            </div>

            <div className="flex flex-wrap items-center gap-2">
              <input
                ref={inputRef}
                id={`${id}-file`}
                type="file"
                accept={ACCEPT_ATTRIBUTE}
                onChange={onInputChange}
                disabled={working}
                aria-describedby={`${id}-hint`}
                className="peer sr-only"
              />
              <label
                htmlFor={`${id}-file`}
                className={buttonClassName({
                  variant: 'secondary',
                  className: cn(
                    'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-700',
                    working && 'pointer-events-none opacity-60',
                  ),
                })}
              >
                Choose File
              </label>
              <Button onClick={() => void startUpload()} disabled={!file || working || fileError !== null}>
                {working ? 'Uploading...' : 'Upload'}
              </Button>
              <Button
                variant="ghost"
                onClick={clear}
                disabled={sending || (!file && progress.phase === 'idle')}
              >
                Clear
              </Button>
            </div>
          </>
        )}

        {fileError && <ErrorAlert>{fileError}</ErrorAlert>}
        {progress.phase === 'error' && progress.error && <ErrorAlert>{progress.error}</ErrorAlert>}

        {progress.phase !== 'idle' && progress.phase !== 'error' && (
          <ProgressDisplay state={progress} label="Upload progress" />
        )}

        {progress.phase === 'failed' && (
          <div
            role="alert"
            className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
          >
            <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
            <div>
              <p className="font-semibold">Text extraction failed</p>
              <p>{progress.error}</p>
            </div>
          </div>
        )}

        {result && (
          <div
            className={cn(
              'space-y-3 rounded-md border p-4 text-sm',
              progress.phase === 'completed'
                ? 'border-green-300 bg-green-50 text-green-950'
                : 'border-slate-300 bg-slate-50 text-slate-900',
            )}
          >
            <p className="font-semibold break-words" aria-live="polite">
              {resultMessage}
            </p>
            <p>
              Document ID: <code className="font-mono break-all">{result.id}</code>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={clear}>
                Upload Another
              </Button>
              <Link to={documentPath} className={buttonClassName()}>
                View Document
              </Link>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
