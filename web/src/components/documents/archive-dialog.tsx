import { useState } from 'react';
import type { DocumentItem } from '#common/api/documents.ts';
import { ErrorAlert } from '../ui/alert.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { TextareaField } from '../ui/textarea-field.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useArchiveDocument } from '../../lib/documents/api/archive-document.ts';

export const ARCHIVE_REASON_REQUIRED = 'Give a reason for archiving the document.';

/**
 * Confirms archiving a document, with the reason the record keeps. Archive replaces Delete (ADR 013): the
 * document leaves the lists and becomes read-only, and its checks, decisions and file are kept.
 */
export function ArchiveDialog({
  document,
  onClose,
  onArchived,
}: {
  document: Pick<DocumentItem, 'id' | 'fileName'> | null;
  onClose: () => void;
  onArchived?: () => void;
}) {
  const archive = useArchiveDocument();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  function close() {
    archive.reset();
    setReason('');
    setMissing(false);
    onClose();
  }

  function confirm() {
    if (!document) return;
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    archive.mutate(
      { documentId: document.id, reason: reason.trim() },
      {
        onSuccess: () => {
          close();
          onArchived?.();
        },
      },
    );
  }

  return (
    <ConfirmDialog
      open={document !== null}
      title="Archive document"
      confirmLabel="Archive"
      confirmVariant="danger"
      loading={archive.isPending}
      error={
        archive.isError ? (
          <ErrorAlert>Failed to archive the document. {errorMessage(archive.error)}</ErrorAlert>
        ) : undefined
      }
      onConfirm={confirm}
      onCancel={close}
    >
      <div className="space-y-3">
        <p className="break-words">
          Archive {document?.fileName}? It leaves your lists and becomes read-only; its checks, decisions and
          file are kept as the compliance record, and it can be restored.
        </p>
        <TextareaField
          label="Reason for archiving"
          name="archiveReason"
          required
          maxLength={2000}
          value={reason}
          error={missing ? ARCHIVE_REASON_REQUIRED : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
        />
      </div>
    </ConfirmDialog>
  );
}
