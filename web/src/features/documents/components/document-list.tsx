import { useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { FileText, Search, SearchX } from 'lucide-react';
import { Link, useNavigate, useNavigation } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import type { DocumentItem, DocumentType } from '#common/api/documents.ts';
import { DOCUMENT_LIST_DEFAULT_LIMIT } from '#common/constants.ts';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { DataTable, TD_CLASS, TH_CLASS } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner, SpinnerIcon } from '../../../components/ui/spinner.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate, formatFileSize } from '../../../lib/format.ts';
import { useMe } from '../../auth/api/get-me.ts';
import { useDocuments } from '../api/get-documents.ts';
import {
  DEFAULT_SORT,
  SORT_OPTIONS,
  TYPE_FILTER_OPTIONS,
  documentLinks,
  documentListTitle,
  emptyListText,
  sortParams,
} from '../lib/list-options.ts';
import { ArchiveDialog } from './archive-dialog.tsx';
import { ArchivedActions } from './archived-actions.tsx';
import { DocumentStatusBadge, DocumentTypeBadge } from './document-badges.tsx';
import { PurgeDialog } from './purge-dialog.tsx';

/** Spec §4: search is server-side, after the user pauses typing. */
export const SEARCH_DEBOUNCE_MS = 300;

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

const PILL =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';
const DONE_PILL = `${PILL} bg-green-50 text-green-900 ring-green-400 hover:bg-green-100`;
const CREATE_PILL = `${PILL} bg-red-50 text-red-900 ring-red-400 hover:bg-red-100`;

function ColumnLink({
  to,
  done,
  what,
  fileName,
}: {
  to: string;
  done: boolean;
  what: string;
  fileName: string;
}) {
  return (
    <Link to={to} className={done ? DONE_PILL : CREATE_PILL}>
      {done ? 'View' : 'Create'}
      <span className="sr-only">
        {' '}
        {what} for {fileName}
      </span>
    </Link>
  );
}

/** "Create" for improvements before the document has an analysis: disabled, with the reason on hover or focus. */
function DisabledCreate({ fileName }: { fileName: string }) {
  const id = useId();
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        aria-disabled="true"
        aria-describedby={id}
        className={`${PILL} cursor-not-allowed bg-slate-100 text-slate-700 ring-slate-300`}
      >
        Create<span className="sr-only"> improvements for {fileName}</span>
      </button>
      <span
        id={id}
        role="tooltip"
        className="invisible absolute bottom-full left-1/2 z-10 mb-1 -translate-x-1/2 rounded bg-slate-900 px-2 py-1 text-xs whitespace-nowrap text-white group-focus-within:visible group-hover:visible"
      >
        Complete analysis first
      </span>
    </span>
  );
}

function SkeletonRows({ columns }: { columns: number }) {
  return (
    <div className="space-y-3 px-5 py-4" aria-hidden="true">
      {Array.from({ length: 4 }, (_, row) => (
        <div key={row} className="flex gap-4">
          {Array.from({ length: columns }, (_, column) => (
            <div
              key={column}
              className={cn('h-4 animate-pulse rounded bg-slate-200', column === 0 ? 'flex-[3]' : 'flex-1')}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

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
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { data: me } = useMe();
  const role: Role = me?.user.role ?? 'client';

  const [searchInput, setSearchInput] = useState('');
  const [query, setQuery] = useState('');
  const [typeFilter, setTypeFilter] = useState<string>(documentType ?? '');
  const [sort, setSort] = useState<string>(DEFAULT_SORT);
  const [offset, setOffset] = useState(0);
  const [showArchived, setShowArchived] = useState(false);
  const [archiving, setArchiving] = useState<DocumentItem | null>(null);
  const [purging, setPurging] = useState<DocumentItem | null>(null);
  const [openingId, setOpeningId] = useState<string | null>(null);

  useEffect(() => {
    const next = searchInput.trim();
    if (next === query) return;
    const timer = setTimeout(() => {
      setQuery(next);
      setOffset(0);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput, query]);

  const filterType = (typeFilter || undefined) as DocumentType | undefined;
  const documents = useDocuments(
    {
      clientId,
      documentType: filterType,
      q: query || undefined,
      ...sortParams(sort),
      limit,
      offset,
      archived: showArchived || undefined,
    },
    refreshKey,
  );

  const title = documentListTitle(filterType);
  const opening = navigation.state !== 'idle' ? openingId : null;

  function open(document: DocumentItem) {
    if (onSelect) {
      onSelect(document);
      return;
    }
    setOpeningId(document.id);
    void navigate(documentLinks(role, document).view);
  }

  function onRowClick(event: MouseEvent<HTMLTableRowElement>, document: DocumentItem) {
    // Links, buttons and the like in the row do their own thing.
    if ((event.target as Element).closest('a, button, input, select, label')) return;
    open(document);
  }

  /** The last row of a later page went (archived or purged): show the page before it. */
  function onRowGone() {
    if (documents.data && documents.data.items.length === 1 && offset > 0)
      setOffset(Math.max(0, offset - limit));
  }

  const columns = 6 + (showActions ? 1 : 0);
  let body: ReactNode;
  if (documents.isPending) {
    body = (
      <>
        <Spinner label="Loading documents..." className="sr-only" />
        <SkeletonRows columns={columns} />
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
    const empty = emptyListText({ query, documentType: filterType });
    body = (
      <EmptyState icon={query ? SearchX : FileText} title={empty.title}>
        {empty.hint && <p>{empty.hint}</p>}
        {offset > 0 && (
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => setOffset(0)}>
            Go to the first page
          </Button>
        )}
      </EmptyState>
    );
  } else {
    const { items, total } = documents.data;
    body = (
      <>
        <DataTable
          caption={`${title} table`}
          captionHidden
          head={
            <tr>
              <th scope="col" className={TH_CLASS}>
                Document
              </th>
              <th scope="col" className={TH_CLASS}>
                Type
              </th>
              <th scope="col" className={TH_CLASS}>
                Analysis
              </th>
              <th scope="col" className={TH_CLASS}>
                Persona
              </th>
              <th scope="col" className={TH_CLASS}>
                Improve
              </th>
              <th scope="col" className={`${TH_CLASS} hidden md:table-cell`}>
                Date
              </th>
              {showActions && (
                <th scope="col" className={TH_CLASS}>
                  Actions
                </th>
              )}
            </tr>
          }
        >
          {items.map((document) => {
            const links = documentLinks(role, document);
            const selected = selectedId === document.id;
            return (
              <tr
                key={document.id}
                onClick={(event) => onRowClick(event, document)}
                className={cn(
                  'cursor-pointer hover:bg-slate-50',
                  selected && 'bg-blue-50 hover:bg-blue-50',
                  document.archived && 'bg-slate-50 text-slate-700',
                )}
              >
                <th scope="row" className={`${TD_CLASS} max-w-xs text-left font-normal`}>
                  {onSelect ? (
                    <button
                      type="button"
                      aria-pressed={selected}
                      onClick={() => onSelect(document)}
                      className={`${TEXT_LINK_CLASS} text-left break-all`}
                    >
                      {document.fileName}
                    </button>
                  ) : (
                    <Link
                      to={links.view}
                      onClick={() => setOpeningId(document.id)}
                      className={`${TEXT_LINK_CLASS} break-all`}
                    >
                      {document.fileName}
                    </Link>
                  )}
                  <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-700">
                    <DocumentStatusBadge status={document.status} />
                    {document.archived && <Badge tone="slate">Archived</Badge>}
                    <span>{formatFileSize(document.fileSize)}</span>
                    {opening === document.id && (
                      <span role="status" className="inline-flex items-center gap-1">
                        <SpinnerIcon className="size-3.5 text-blue-700" />
                        Opening...
                      </span>
                    )}
                  </div>
                </th>
                <td className={TD_CLASS}>
                  <DocumentTypeBadge type={document.documentType} />
                </td>
                <td className={TD_CLASS}>
                  <ColumnLink
                    to={links.analysis.href}
                    done={links.analysis.done}
                    what="analysis"
                    fileName={document.fileName}
                  />
                </td>
                <td className={TD_CLASS}>
                  <ColumnLink
                    to={links.persona.href}
                    done={links.persona.done}
                    what="persona interviews"
                    fileName={document.fileName}
                  />
                </td>
                <td className={TD_CLASS}>
                  {links.improve.disabled ? (
                    <DisabledCreate fileName={document.fileName} />
                  ) : links.improve.href ? (
                    <ColumnLink
                      to={links.improve.href}
                      done={links.improve.done}
                      what="improvements"
                      fileName={document.fileName}
                    />
                  ) : (
                    <span className="text-slate-700">{links.improve.done ? 'Done' : 'None yet'}</span>
                  )}
                </td>
                <td className={`${TD_CLASS} hidden whitespace-nowrap md:table-cell`}>
                  <time dateTime={document.uploadedAt}>{formatDate(document.uploadedAt)}</time>
                </td>
                {showActions && (
                  <td className={TD_CLASS}>
                    {document.archived ? (
                      <ArchivedActions document={document} role={role} onPurge={() => setPurging(document)} />
                    ) : (
                      <Button variant="secondary" size="sm" onClick={() => setArchiving(document)}>
                        Archive<span className="sr-only"> {document.fileName}</span>
                      </Button>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </DataTable>
        {total > limit && (
          <Pagination
            label={`${title} pages`}
            window={{ offset, count: items.length, total }}
            onPrevious={() => setOffset(Math.max(0, offset - limit))}
            onNext={() => setOffset(offset + limit)}
          />
        )}
      </>
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
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-5 py-4">
        <div role="search" className="flex min-w-56 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-search`} className="text-sm font-medium text-slate-900">
            Search documents
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-600"
              aria-hidden="true"
            />
            <input
              id={`${id}-search`}
              type="search"
              autoComplete="off"
              placeholder="Search documents..."
              value={searchInput}
              onChange={(event) => setSearchInput(event.target.value)}
              className="block h-[2.625rem] w-full rounded-md border border-slate-500 bg-white py-2 pr-3 pl-9 text-base text-slate-900 shadow-sm placeholder:text-slate-600"
            />
          </div>
        </div>
        <SelectField
          label="Document type"
          name="documentType"
          options={TYPE_FILTER_OPTIONS}
          value={typeFilter}
          onChange={(event) => {
            setTypeFilter(event.target.value);
            setOffset(0);
          }}
          className="min-w-44"
        />
        <SelectField
          label="Sort by"
          name="sort"
          options={SORT_OPTIONS}
          value={sort}
          onChange={(event) => {
            setSort(event.target.value);
            setOffset(0);
          }}
          className="min-w-40"
        />
        <label className="flex h-[2.625rem] items-center gap-2 text-sm font-medium text-slate-900">
          <input
            type="checkbox"
            checked={showArchived}
            onChange={(event) => {
              setShowArchived(event.target.checked);
              setOffset(0);
            }}
            className="size-4 rounded border-slate-500"
          />
          Show archived
        </label>
      </div>
      {body}
      <ArchiveDialog document={archiving} onClose={() => setArchiving(null)} onArchived={onRowGone} />
      <PurgeDialog document={purging} onClose={() => setPurging(null)} onPurged={onRowGone} />
    </section>
  );
}
