import { useNavigate } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import type { DocumentItem } from '#common/api/documents.ts';
import { dashboardPathFor } from '../../../config/paths.ts';
import { ArchiveDialog } from '../../../components/documents/archive-dialog.tsx';
import { PurgeDialog } from '../../../components/documents/purge-dialog.tsx';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { DocumentViewState } from './use-document-view.ts';

/** Re-extract, Archive and Purge, each confirmed in a dialog; a purged document leaves for the dashboard. */
export function DocumentViewDialogs({
  document,
  role,
  view,
}: {
  document: DocumentItem;
  role: Role;
  view: DocumentViewState;
}) {
  const navigate = useNavigate();
  const { dialog, setDialog, reextract } = view;
  return (
    <>
      <ConfirmDialog
        open={dialog === 'reextract'}
        title="Extract the text again?"
        confirmLabel="Re-extract"
        loading={reextract.isPending}
        error={
          reextract.isError && dialog === 'reextract' ? (
            <ErrorAlert>{errorMessage(reextract.error)}</ErrorAlert>
          ) : undefined
        }
        onConfirm={() => void view.runReextract()}
        onCancel={() => {
          reextract.reset();
          setDialog(null);
        }}
      >
        <p>
          Clarion will read {document.fileName} again and replace its extracted text. Results already based on
          the current text stay as they are.
        </p>
      </ConfirmDialog>
      <ArchiveDialog document={dialog === 'archive' ? document : null} onClose={() => setDialog(null)} />
      <PurgeDialog
        document={dialog === 'purge' ? document : null}
        onClose={() => setDialog(null)}
        onPurged={() => void navigate(dashboardPathFor(role), { replace: true })}
      />
    </>
  );
}
