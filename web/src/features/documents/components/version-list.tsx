import { Download, GitCompare } from 'lucide-react';
import { Link } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import { paths } from '../../../config/paths.ts';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { DataTable, TD_CLASS, TH_CLASS } from '../../../components/ui/data-table.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime, formatFileSize } from '../../../lib/format.ts';
import { versionFileUrl } from '../../../lib/documents/api/document-keys.ts';
import { useDocumentVersions } from '../api/get-versions.ts';

/** The document page's list of versions: number, file, date, who, and a download link for each (ADR 015). */
export function VersionList({ documentId, role }: { documentId: string; role: Role }) {
  const versions = useDocumentVersions(documentId);
  const items = versions.data?.items ?? [];
  const comparePath = role === 'admin' ? paths.admin.documentCompare : paths.client.documentCompare;
  return (
    <SectionCard
      title="Versions"
      actions={
        items.length > 1 && (
          <Link
            to={`${comparePath(documentId)}?from=${items[1]!.n}&to=${items[0]!.n}`}
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          >
            <GitCompare className="size-4" aria-hidden="true" />
            Compare versions
          </Link>
        )
      }
    >
      {versions.isPending ? (
        <div className="p-5">
          <Spinner label="Loading the versions..." />
        </div>
      ) : versions.isError ? (
        <div className="p-5">
          <ErrorAlert>Could not load the versions. {errorMessage(versions.error)}</ErrorAlert>
        </div>
      ) : (
        <DataTable
          caption="Versions of this document, newest first"
          captionHidden
          head={
            <tr>
              {['Version', 'File', 'Uploaded', 'By', 'Download'].map((label) => (
                <th key={label} scope="col" className={TH_CLASS}>
                  {label}
                </th>
              ))}
            </tr>
          }
        >
          {items.map((v) => (
            <tr key={v.n}>
              <td className={TD_CLASS}>
                {v.n}
                {v.current && (
                  <Badge tone="green" className="ml-2">
                    Current
                  </Badge>
                )}
              </td>
              <td className={TD_CLASS}>
                {v.fileName} <span className="text-slate-700">({formatFileSize(v.fileSize)})</span>
              </td>
              <td className={TD_CLASS}>
                <time dateTime={v.uploadedAt}>{formatDateTime(v.uploadedAt)}</time>
              </td>
              <td className={TD_CLASS}>{v.uploadedBy ?? '–'}</td>
              <td className={TD_CLASS}>
                <a href={versionFileUrl(documentId, v.n)} download={v.fileName} className={TEXT_LINK_CLASS}>
                  <Download className="mr-1 inline size-4" aria-hidden="true" />
                  Download version {v.n}
                </a>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </SectionCard>
  );
}
