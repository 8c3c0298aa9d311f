import { useState } from 'react';
import type { DocumentItem } from '#common/api/documents.ts';
import { ErrorAlert } from '../ui/alert.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { TextareaField } from '../ui/textarea-field.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useArchiveDocument } from '../../lib/documents/api/archive-document.ts';
import { useMe } from '../../lib/auth/get-me.ts';
import { canTakeOutOfForce, useReviewInForce } from '../../lib/reviews/review-in-force.ts';
import { PersonName, personDisplayName } from '../person-name.tsx';

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
  // A review in force (issue 30): archiving withdraws one waiting, and only its submitter or a firm admin may.
  const inForce = useReviewInForce(document?.id ?? '', document !== null);
  const me = useMe();
  const review = inForce.review;
  const allowed = canTakeOutOfForce(me.data?.user, review);
  const pending = review?.status === 'submitted';
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
      hideConfirm={!allowed}
      cancelLabel={allowed ? 'Cancel' : 'Close'}
    >
      <div className="space-y-3">
        <p className="break-words">
          Archive {document?.fileName}? It leaves your lists and becomes read-only; its checks, decisions and
          file are kept as the compliance record, and it can be restored.
        </p>
        {review && !allowed && (
          <p className="rounded-md border border-slate-300 bg-slate-50 p-3">
            Version {review.version} is {pending ? 'waiting for approval' : 'approved'} (submitted by{' '}
            <PersonName name={review.submittedByName} email={review.submittedBy} />
            ): only the member who submitted it or a firm admin can archive it.
          </p>
        )}
        {review && allowed && (
          <p className="rounded-md border border-amber-400 bg-amber-50 p-3 text-amber-950">
            {pending
              ? `Version ${review.version} is waiting for approval (submitted by ${personDisplayName(review.submittedByName, review.submittedBy)}). Archiving withdraws that review with the reason below, and tells the submitter and the firm’s approvers by e-mail.`
              : `Version ${review.version} is approved. The approval stays in the register; archiving takes the communication out of use.`}
          </p>
        )}
        {allowed && (
          <TextareaField
            label={pending ? 'Reason for archiving and withdrawing the review' : 'Reason for archiving'}
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
        )}
      </div>
    </ConfirmDialog>
  );
}
