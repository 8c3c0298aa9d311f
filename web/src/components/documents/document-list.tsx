import { useId, type ReactNode } from 'react';
import { FileText, SearchX } from 'lucide-react';
import type { DocumentItem, DocumentType } from '#common/api/documents.ts';
import { DOCUMENT_LIST_DEFAULT_LIMIT } from '#common/constants.ts';
import { ErrorAlert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { emptyListText } from '../../lib/documents/list-options.ts';
import { ArchiveDialog } from './archive-dialog.tsx';
import { SkeletonRows } from './document-list-cells.tsx';
import { DocumentListFilters } from './document-list-filters.tsx';
import { DocumentListTable } from './document-list-table.tsx';
import { PurgeDialog } from './purge-dialog.tsx';
import { useDocumentList } from './use-document-list.ts';

type DocumentListProps = {
  /** Whose documents (administrators); defaults to the signed-in user's own. */
  clientId?: string;
  /** The type filter chosen at first; the list's own filter can change it. */
  documentType?: DocumentType;
  /** Rows per page (spec §9: 10). */
  limit?: number;
  /** With a callback, clicking a row selects the document instead of opening it. */
  onSelect?: (document: DocumentItem) => void;
  showActions?: boolean;
  /** Changing this value fetches the list again. */
  refreshKey?: unknown;
  /** The selected document (with onSelect), marked in the list. */
  selectedId?: string;
  className?: string;
};

/**
 * The embeddable document list (spec §2.6): search, type filter, sort, a table with the analysis,
 * persona and improvement columns, archive with a reason (and restore, purge for the platform admin) after
 * confirmation, a "Show archived" filter, and paging beyond the row limit.
 */
export function DocumentList({
  clientId,
  documentType,
  limit = DOCUMENT_LIST_DEFAULT_LIMIT,
  onSelect,
  showActions = true,
  refreshKey,
  selectedId,
  className,
}: DocumentListProps) {
  const id = useId();
  const list = useDocumentList({ clientId, documentType, limit, onSelect, refreshKey });
  const { documents, title, offset } = list;

  let body: ReactNode;
  if (documents.isPending) {
    body = (
      <>
        <Spinner label="Loading documents..." className="sr-only" />
        <SkeletonRows columns={6 + (showActions ? 1 : 0)} />
      </>
    );
  } else if (documents.isError) {
    body = (
      <div className="space-y-3 p-5">
        <ErrorAlert>Failed to fetch documents: {errorMessage(documents.error)}</ErrorAlert>
        <Button variant="secondary" size="sm" onClick={() => void documents.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (documents.data.items.length === 0) {
    const empty = emptyListText({ query: list.query, documentType: list.filterType });
    body = (
      <EmptyState icon={list.query ? SearchX : FileText} title={empty.title}>
        {empty.hint && <p>{empty.hint}</p>}
        {offset > 0 && (
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => list.setOffset(0)}>
            Go to the first page
          </Button>
        )}
      </EmptyState>
    );
  } else {
    body = (
      <DocumentListTable
        title={title}
        items={documents.data.items}
        total={documents.data.total}
        limit={limit}
        offset={offset}
        onOffset={list.setOffset}
        selectedId={selectedId}
        openingId={list.opening}
        role={list.role}
        showActions={showActions}
        onSelect={onSelect}
        onRowClick={list.onRowClick}
        onOpen={list.setOpeningId}
        onArchive={list.setArchiving}
        onPurge={list.setPurging}
      />
    );
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={cn('rounded-lg border border-slate-200 bg-white shadow-sm', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-5 py-4">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {documents.isFetching && !documents.isPending && <Spinner label="Updating..." className="text-sm" />}
      </div>
      <DocumentListFilters id={id} {...list.filters} />
      {body}
      <ArchiveDialog
        document={list.archiving}
        onClose={() => list.setArchiving(null)}
        onArchived={list.onRowGone}
      />
      <PurgeDialog document={list.purging} onClose={() => list.setPurging(null)} onPurged={list.onRowGone} />
    </section>
  );
}
