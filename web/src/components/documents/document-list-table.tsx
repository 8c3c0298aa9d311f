import type { DocumentItem } from '#common/api/documents.ts';
import { DataTable, TH_CLASS } from '../ui/data-table.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { DocumentListRow, type DocumentRowProps } from './document-list-row.tsx';

type DocumentListTableProps = Omit<DocumentRowProps, 'document' | 'selected' | 'opening'> & {
  title: string;
  items: DocumentItem[];
  total: number;
  limit: number;
  offset: number;
  onOffset: (offset: number) => void;
  selectedId?: string;
  openingId: string | null;
};

/** One page of documents, with the pager when there are more than fit on a page. */
export function DocumentListTable({
  title,
  items,
  total,
  limit,
  offset,
  onOffset,
  selectedId,
  openingId,
  ...rowProps
}: DocumentListTableProps) {
  return (
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
            {rowProps.showActions && (
              <th scope="col" className={TH_CLASS}>
                Actions
              </th>
            )}
          </tr>
        }
      >
        {items.map((document) => (
          <DocumentListRow
            key={document.id}
            document={document}
            selected={selectedId === document.id}
            opening={openingId === document.id}
            {...rowProps}
          />
        ))}
      </DataTable>
      {total > limit && (
        <Pagination
          label={`${title} pages`}
          window={{ offset, count: items.length, total }}
          onPrevious={() => onOffset(Math.max(0, offset - limit))}
          onNext={() => onOffset(offset + limit)}
        />
      )}
    </>
  );
}
