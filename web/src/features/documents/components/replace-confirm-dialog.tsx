import type { ReplacePreviewResponse } from '#common/api/documents.ts';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

/** The dialog's title: what is at stake, most serious first. */
function titleOf(preview: ReplacePreviewResponse): string {
  if (preview.review?.status === 'approved') return 'Replace the approved file?';
  if (preview.review?.status === 'submitted') return 'Replace the file under review?';
  return 'Replace it with another fund’s file?';
}

/**
 * Confirms a replacement that changes more than the file (issue 30): it says what becomes of the approval or
 * the review waiting, who is told, that the document keeps its name, and warns when the new file looks like
 * another fund's. Shown only when there is something to say; a plain replacement goes ahead at once.
 */
export function ReplaceConfirmDialog({
  preview,
  loading,
  error,
  onConfirm,
  onCancel,
}: {
  preview: ReplacePreviewResponse | null;
  loading: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={preview !== null}
      title={preview ? titleOf(preview) : ''}
      confirmLabel="Replace file"
      confirmVariant={preview && preview.otherFund.length > 0 ? 'danger' : 'primary'}
      loading={loading}
      error={error ? <ErrorAlert>{error}</ErrorAlert> : undefined}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {preview && (
        <div className="space-y-3">
          {preview.review && <p>{preview.review.message}</p>}
          {preview.otherFund.length > 0 && (
            <div className="rounded-md border border-amber-400 bg-amber-50 p-3 text-amber-950">
              <p className="font-semibold">{preview.fileName} looks like another fund’s document:</p>
              <ul className="mt-1 list-disc pl-5">
                {preview.otherFund.map((reason) => (
                  <li key={reason}>{reason}.</li>
                ))}
              </ul>
              <p className="mt-1">Check that it is the right file before replacing.</p>
            </div>
          )}
          {preview.unread && (
            <p className="text-sm text-slate-700">
              Clarion could not read the new file in time to compare its fund with the current one.
            </p>
          )}
          <p className="break-words text-sm text-slate-800">
            The document keeps its name, {preview.documentName}; version {preview.nextVersion} keeps its own
            file name, {preview.fileName}, and version {preview.currentVersion} is kept.
          </p>
        </div>
      )}
    </ConfirmDialog>
  );
}
