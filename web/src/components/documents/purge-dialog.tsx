import { useState } from 'react';
import type { DocumentItem } from '#common/api/documents.ts';
import { ErrorAlert } from '../ui/alert.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { TextareaField } from '../ui/textarea-field.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/format.ts';
import { usePurgeDocument } from '../../lib/documents/api/purge-document.ts';

export const ERASURE_REASON_REQUIRED =
  'Before the retention period ends, record the erasure request this purge answers.';

/**
 * Confirms purging an archived document for good (platform admin). Before RETENTION_YEARS have passed
 * since it was archived, the erasure request it answers must be recorded.
 */
export function PurgeDialog({
  document,
  onClose,
  onPurged,
  now = new Date(),
}: {
  document: Pick<DocumentItem, 'id' | 'fileName' | 'archived'> | null;
  onClose: () => void;
  onPurged?: () => void;
  now?: Date;
}) {
  const purge = usePurgeDocument();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const keptUntil = document?.archived ? new Date(document.archived.purgeableFrom) : null;
  const early = keptUntil !== null && now < keptUntil;

  function close() {
    purge.reset();
    setReason('');
    setMissing(false);
    onClose();
  }

  function confirm() {
    if (!document) return;
    if (early && !reason.trim()) {
      setMissing(true);
      return;
    }
    purge.mutate(
      { documentId: document.id, erasureRequestReason: reason.trim() || undefined },
      {
        onSuccess: () => {
          close();
          onPurged?.();
        },
      },
    );
  }

  return (
    <ConfirmDialog
      open={document !== null}
      title="Purge document"
      confirmLabel="Purge for good"
      confirmVariant="danger"
      loading={purge.isPending}
      error={
        purge.isError ? (
          <ErrorAlert>Failed to purge the document. {errorMessage(purge.error)}</ErrorAlert>
        ) : undefined
      }
      onConfirm={confirm}
      onCancel={close}
    >
      <div className="space-y-3">
        <p className="break-words">
          Purge {document?.fileName}? Its record, checks, decisions, analyses and stored file are removed and
          cannot be recovered; the audit trail keeps an entry.
        </p>
        {keptUntil && (
          <p>
            {early
              ? `It is kept until ${formatDate(keptUntil.toISOString())}. Purge it earlier only to answer an erasure request.`
              : `Its retention period ended on ${formatDate(keptUntil.toISOString())}.`}
          </p>
        )}
        <TextareaField
          label={early ? 'Erasure request (reason and reference)' : 'Erasure request (optional)'}
          name="erasureRequestReason"
          required={early}
          maxLength={2000}
          value={reason}
          error={missing ? ERASURE_REASON_REQUIRED : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
        />
      </div>
    </ConfirmDialog>
  );
}
