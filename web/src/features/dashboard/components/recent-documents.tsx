import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import type { RecentDocument } from '#common/api/dashboard.ts';
import { paths } from '../../../config/paths.ts';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { documentTypeLabel } from '../../../lib/document-types.ts';
import { formatDate, humanizeStatus } from '../../../lib/format.ts';

type Props = {
  documents: readonly RecentDocument[];
  role: Role;
  /** Administrators see whose document it is. */
  showClient?: boolean;
};

export function RecentDocuments({ documents, role, showClient = false }: Props) {
  const documentPath = role === 'admin' ? paths.admin.document : paths.client.document;
  return (
    <section
      aria-labelledby="recent-documents-heading"
      className="rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <h2
        id="recent-documents-heading"
        className="border-b border-slate-200 px-5 py-4 text-lg font-semibold text-slate-900"
      >
        Recent documents
      </h2>
      {documents.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-5 py-10 text-center">
          <FileText className="size-8 text-slate-500" aria-hidden="true" />
          <p className="font-semibold text-slate-900">No documents found</p>
          <p className="text-sm text-slate-700">Upload a document to get started</p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-200">
          {documents.map((document) => (
            <li
              key={document.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-5 py-3"
            >
              <div className="min-w-0">
                <Link to={documentPath(document.id)} className={`${TEXT_LINK_CLASS} break-all`}>
                  {document.fileName}
                </Link>
                <p className="mt-0.5 text-sm text-slate-700">
                  {showClient && document.clientName && <span>{document.clientName} · </span>}
                  <span>{humanizeStatus(document.status)}</span>
                </p>
              </div>
              <div className="flex items-center gap-3 text-sm text-slate-700">
                <span className="rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-semibold text-blue-900">
                  {documentTypeLabel(document.documentType)}
                </span>
                <time dateTime={document.uploadedAt}>{formatDate(document.uploadedAt)}</time>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
