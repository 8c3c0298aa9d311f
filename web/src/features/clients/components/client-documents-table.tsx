import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import type { ClientDetailResponse } from '#common/api/admin.ts';
import { paths } from '../../../config/paths.ts';
import { DataTable, TD_CLASS, TH_CLASS } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { documentTypeLabel } from '../../../lib/document-types.ts';
import { formatDate, humanizeStatus } from '../../../lib/format.ts';

type Documents = ClientDetailResponse['documents'];

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export function ClientDocumentsTable({
  documents,
  clientName,
}: {
  documents: Documents;
  clientName: string;
}) {
  if (documents.length === 0) {
    return (
      <EmptyState icon={FileText} title="No documents yet">
        <p>{clientName} has not uploaded any documents.</p>
      </EmptyState>
    );
  }
  return (
    <DataTable
      caption={`Documents of ${clientName}`}
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
            Status
          </th>
          <th scope="col" className={TH_CLASS}>
            Uploaded
          </th>
          <th scope="col" className={TH_CLASS}>
            Analysis
          </th>
          <th scope="col" className={TH_CLASS}>
            Interviews
          </th>
          <th scope="col" className={TH_CLASS}>
            Improvements
          </th>
        </tr>
      }
    >
      {documents.map((document) => (
        <tr key={document.id}>
          <th scope="row" className={`${TD_CLASS} min-w-48 text-left font-normal`}>
            <Link to={paths.admin.document(document.id)} className={`${TEXT_LINK_CLASS} break-words`}>
              {document.fileName}
            </Link>
          </th>
          <td className={TD_CLASS}>{documentTypeLabel(document.documentType)}</td>
          <td className={TD_CLASS}>{humanizeStatus(document.status)}</td>
          <td className={`${TD_CLASS} whitespace-nowrap`}>
            <time dateTime={document.uploadedAt}>{formatDate(document.uploadedAt)}</time>
          </td>
          <td className={TD_CLASS}>{yesNo(document.hasAnalysis)}</td>
          <td className={TD_CLASS}>{yesNo(document.hasPersonaInterviews)}</td>
          <td className={TD_CLASS}>{yesNo(document.hasDocumentImprovements)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
