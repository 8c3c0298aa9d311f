import { Archive, Download, Pencil, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import type { DocumentItem } from '#common/api/documents.ts';
import { paths } from '../../../config/paths.ts';
import { ArchivedActions } from '../../../components/documents/archived-actions.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { documentFileUrl } from '../../../lib/documents/api/document-keys.ts';
import { useMe } from '../../../lib/auth/get-me.ts';
import { canTakeOutOfForce, useReviewInForce } from '../../../lib/reviews/review-in-force.ts';
import type { DocumentDialog } from './use-document-view.ts';

/** Download, and Edit / Re-extract / Archive, or (archived) Restore and Purge. */
export function DocumentViewActions({
  document,
  role,
  onDialog,
}: {
  document: DocumentItem;
  role: Role;
  onDialog: (dialog: DocumentDialog) => void;
}) {
  // Archive only for those who may take the review in force out of use (issue 30).
  const inForce = useReviewInForce(document.id, !document.archived);
  const me = useMe();
  const mayArchive = canTakeOutOfForce(me.data?.user, inForce.review);
  const editPath =
    role === 'admin' ? paths.admin.documentEdit(document.id) : paths.client.documentEdit(document.id);
  return (
    <>
      <a
        href={documentFileUrl(document.id)}
        download={document.fileName}
        className={buttonClassName({ variant: 'secondary' })}
      >
        <Download className="size-4" aria-hidden="true" />
        Download original
      </a>
      {document.archived ? (
        <ArchivedActions document={document} role={role} onPurge={() => onDialog('purge')} />
      ) : (
        <>
          <Link to={editPath} className={buttonClassName({ variant: 'secondary' })}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </Link>
          {document.status === 'completed' && (
            <Button variant="secondary" onClick={() => onDialog('reextract')}>
              <RefreshCw className="size-4" aria-hidden="true" />
              Re-extract
            </Button>
          )}
          {mayArchive && (
            <Button variant="danger" onClick={() => onDialog('archive')}>
              <Archive className="size-4" aria-hidden="true" />
              Archive
            </Button>
          )}
        </>
      )}
    </>
  );
}
