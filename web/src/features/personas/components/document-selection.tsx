import { useState } from 'react';
import { FileText } from 'lucide-react';
import type { DocumentItem, DocumentType } from '#common/api/documents.ts';
import { WIZARD_DOCUMENT_LIMIT } from '#common/api/personas.ts';
import { SuccessMessage } from '../../../components/ui/alert.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useDocuments } from '../../../lib/documents/api/get-documents.ts';
import { DocumentStatusBadge, DocumentTypeBadge } from '../../../components/documents/document-badges.tsx';
import { TYPE_FILTER_OPTIONS, emptyListText } from '../../../lib/documents/list-options.ts';
import { LoadError } from './load-error.tsx';

/** Setup, step 2 (spec §2.8): the client's documents (at most 20) with a type filter. */
export function DocumentSelection({
  selected,
  onSelect,
}: {
  selected: DocumentItem | null;
  onSelect: (document: DocumentItem) => void;
}) {
  const [typeFilter, setTypeFilter] = useState('');
  const documentType = (typeFilter || undefined) as DocumentType | undefined;
  const documents = useDocuments({
    documentType,
    sort: 'date',
    order: 'desc',
    limit: WIZARD_DOCUMENT_LIMIT,
    offset: 0,
  });

  let body;
  if (documents.isPending) body = <Spinner label="Loading documents..." />;
  else if (documents.isError)
    body = (
      <LoadError
        title="Failed to load documents"
        error={documents.error}
        onRetry={() => void documents.refetch()}
      />
    );
  else if (documents.data.items.length === 0) {
    const empty = emptyListText({ documentType });
    body = (
      <EmptyState icon={FileText} title={empty.title}>
        {empty.hint && <p>{empty.hint}</p>}
      </EmptyState>
    );
  } else
    body = (
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" aria-label="Documents">
        {documents.data.items.map((document) => {
          const ready = document.status === 'completed';
          const isSelected = selected?.id === document.id;
          return (
            <li key={document.id}>
              <button
                type="button"
                aria-pressed={isSelected}
                disabled={!ready}
                onClick={() => onSelect(document)}
                className={cn(
                  'flex w-full flex-wrap items-center justify-between gap-3 px-4 py-3 text-left',
                  isSelected ? 'bg-blue-50' : 'hover:bg-slate-50',
                  !ready && 'cursor-not-allowed opacity-70',
                )}
              >
                <span className="min-w-0">
                  <span className="block font-medium break-all text-slate-900">{document.fileName}</span>
                  <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-700">
                    <DocumentTypeBadge type={document.documentType} />
                    <DocumentStatusBadge status={document.status} />
                    <time dateTime={document.uploadedAt}>{formatDate(document.uploadedAt)}</time>
                    {!ready && <span>Text not extracted yet</span>}
                  </span>
                </span>
                {isSelected && <span className="text-sm font-semibold text-blue-800">Selected</span>}
              </button>
            </li>
          );
        })}
      </ul>
    );

  return (
    <div className="space-y-4">
      <SelectField
        label="Document type"
        name="documentType"
        options={TYPE_FILTER_OPTIONS}
        value={typeFilter}
        onChange={(event) => setTypeFilter(event.target.value)}
        className="max-w-xs"
      />
      {selected && (
        <SuccessMessage>
          Document selected: <strong className="break-all">{selected.fileName}</strong>
        </SuccessMessage>
      )}
      {body}
      {documents.data && documents.data.total > WIZARD_DOCUMENT_LIMIT && (
        <p className="text-sm text-slate-700">Showing your {WIZARD_DOCUMENT_LIMIT} most recent documents.</p>
      )}
    </div>
  );
}
