import { useId } from 'react';
import type { DocumentItem, UploadResult } from '#common/api/documents.ts';
import { ErrorAlert } from '../ui/alert.tsx';
import { cn } from '../ui/cn.ts';
import { ProgressDisplay } from './progress-display.tsx';
import { UploadFilePicker } from './upload-file-picker.tsx';
import { ExtractionFailedCard, UploadResultCard } from './upload-outcome.tsx';
import { UploadTypeTiles, type UploadTileType } from './upload-type-tiles.tsx';
import { useUploadPanel } from './use-upload-panel.ts';

export type { UploadTileType };

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
  const panel = useUploadPanel({ clientId, initialType, onUploaded, onProcessed });
  const { progress, result } = panel;

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
            <UploadTypeTiles
              id={id}
              value={panel.documentType}
              onChange={panel.setDocumentType}
              disabled={panel.working}
            />
            <UploadFilePicker
              id={id}
              inputRef={panel.inputRef}
              file={panel.file}
              dragging={panel.dragging}
              working={panel.working}
              invalid={panel.fileError !== null}
              clearDisabled={panel.sending || (!panel.file && progress.phase === 'idle')}
              onDragging={panel.setDragging}
              onDrop={panel.onDrop}
              onInputChange={panel.onInputChange}
              onUpload={() => void panel.startUpload()}
              onClear={panel.clear}
            />
          </>
        )}

        {panel.fileError && <ErrorAlert>{panel.fileError}</ErrorAlert>}
        {progress.phase === 'error' && progress.error && <ErrorAlert>{progress.error}</ErrorAlert>}

        {progress.phase !== 'idle' && progress.phase !== 'error' && (
          <ProgressDisplay state={progress} label="Upload progress" />
        )}

        {progress.phase === 'failed' && <ExtractionFailedCard error={progress.error} />}

        {result && (
          <UploadResultCard
            result={result}
            message={panel.resultMessage}
            completed={progress.phase === 'completed'}
            documentPath={panel.documentPath}
            onUploadAnother={panel.clear}
          />
        )}
      </div>
    </section>
  );
}
