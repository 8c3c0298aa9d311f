import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import type { DocumentItem } from '#common/api/documents.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { TD_CLASS } from '../ui/data-table.tsx';
import { SpinnerIcon } from '../ui/spinner.tsx';
import { TEXT_LINK_CLASS } from '../ui/text-link.ts';
import { formatDate, formatFileSize } from '../../lib/format.ts';
import { documentLinks } from '../../lib/documents/list-options.ts';
import { ArchivedActions } from './archived-actions.tsx';
import { AsAtDate } from './as-at-date.tsx';
import { DocumentStatusBadge, DocumentTypeBadge } from './document-badges.tsx';
import { ColumnLink } from './document-list-cells.tsx';

export type DocumentRowProps = {
  document: DocumentItem;
  role: Role;
  selected: boolean;
  /** The row whose page is loading after a click. */
  opening: boolean;
  showActions: boolean;
  onSelect?: (document: DocumentItem) => void;
  onRowClick: (event: MouseEvent<HTMLTableRowElement>, document: DocumentItem) => void;
  onOpen: (documentId: string) => void;
  onArchive: (document: DocumentItem) => void;
  onPurge: (document: DocumentItem) => void;
};

/** One document: its name, status and size, type, the analysis/persona/improvement links, date, actions. */
export function DocumentListRow({
  document,
  role,
  selected,
  opening,
  showActions,
  onSelect,
  onRowClick,
  onOpen,
  onArchive,
  onPurge,
}: DocumentRowProps) {
  const links = documentLinks(role, document);
  return (
    <tr
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
            onClick={() => onOpen(document.id)}
            className={`${TEXT_LINK_CLASS} break-all`}
          >
            {document.fileName}
          </Link>
        )}
        <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-700">
          <DocumentStatusBadge status={document.status} />
          {document.archived && <Badge tone="slate">Archived</Badge>}
          <span>{formatFileSize(document.fileSize)}</span>
          <AsAtDate asAt={document.asAt} />
          {opening && (
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
        {links.improve.href ? (
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
            <ArchivedActions document={document} role={role} onPurge={() => onPurge(document)} />
          ) : (
            <Button variant="secondary" size="sm" onClick={() => onArchive(document)}>
              Archive<span className="sr-only"> {document.fileName}</span>
            </Button>
          )}
        </td>
      )}
    </tr>
  );
}
