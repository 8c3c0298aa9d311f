import type { Role } from '#common/api/auth.ts';
import type { DocumentItem } from '#common/api/documents.ts';
import { ErrorAlert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useMe } from '../../lib/auth/get-me.ts';
import { useRestoreDocument } from '../../lib/documents/api/restore-document.ts';

/**
 * Restore (a firm admin or the platform admin, as the server allows) and, for the platform admin, Purge: what
 * an archived document offers. Someone who can do neither is shown neither (issue 30).
 */
export function ArchivedActions({
  document,
  role,
  onPurge,
}: {
  document: Pick<DocumentItem, 'id' | 'fileName'>;
  role: Role;
  onPurge: () => void;
}) {
  const restore = useRestoreDocument();
  const me = useMe();
  const user = me.data?.user;
  const canRestore = role === 'admin' || user?.firmRole === 'firm_admin';
  if (!canRestore) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {canRestore && (
        <Button
          variant="secondary"
          size="sm"
          loading={restore.isPending}
          onClick={() => restore.mutate(document.id)}
        >
          Restore<span className="sr-only"> {document.fileName}</span>
        </Button>
      )}
      {role === 'admin' && (
        <Button variant="danger" size="sm" onClick={onPurge}>
          Purge<span className="sr-only"> {document.fileName}</span>
        </Button>
      )}
      {restore.isError && (
        <ErrorAlert>Failed to restore the document. {errorMessage(restore.error)}</ErrorAlert>
      )}
    </div>
  );
}
