import { SupersededBadge } from '../../../components/documents/superseded-badge.tsx';
import { useState } from 'react';
import { FileSearch } from 'lucide-react';
import { Link } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import { DataTable, TD_CLASS, TH_CLASS } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { documentTypeLabel } from '../../../lib/document-types.ts';
import { QueryError } from '../../../components/errors/query-error.tsx';
import { useAnalyses } from '../api/get-analyses.ts';
import { analysisPaths } from '../lib/analysis-paths.ts';
import { KIND_LABELS } from '../lib/analysis-format.ts';
import { AnalysisStatusBadge } from './analysis-status-badge.tsx';

/**
 * Analyses, newest first: the caller's own, or every client's for an admin (with a Client column), each
 * linking to its result; paged when `paged`, else the latest `pageSize`.
 */
export function AnalysesTable({
  role,
  title,
  pageSize = 10,
  paged = false,
}: {
  role: Role;
  title: string;
  pageSize?: number;
  paged?: boolean;
}) {
  const [offset, setOffset] = useState(0);
  const analyses = useAnalyses({ limit: pageSize, offset });
  const links = analysisPaths(role);
  const showClient = role === 'admin';
  return (
    <SectionCard title={title}>
      {analyses.isPending ? (
        <Spinner className="px-5 py-8" />
      ) : analyses.isError ? (
        <div className="p-5">
          <QueryError what="the analyses" error={analyses.error} onRetry={() => void analyses.refetch()} />
        </div>
      ) : analyses.data.items.length === 0 ? (
        <EmptyState icon={FileSearch} title="No analyses yet">
          Choose a document below, or upload one, to run its first analysis.
        </EmptyState>
      ) : (
        <>
          <DataTable
            caption={title}
            captionHidden
            head={
              <tr>
                <th scope="col" className={TH_CLASS}>
                  Document
                </th>
                {showClient && (
                  <th scope="col" className={TH_CLASS}>
                    Client
                  </th>
                )}
                <th scope="col" className={TH_CLASS}>
                  Analysis
                </th>
                <th scope="col" className={TH_CLASS}>
                  Reading age
                </th>
                <th scope="col" className={TH_CLASS}>
                  Findings
                </th>
                <th scope="col" className={TH_CLASS}>
                  Status
                </th>
                <th scope="col" className={TH_CLASS}>
                  Date
                </th>
              </tr>
            }
          >
            {analyses.data.items.map((analysis) => (
              <tr key={analysis.id}>
                <td className={TD_CLASS}>
                  <Link to={links.analysis(analysis.id)} className={TEXT_LINK_CLASS}>
                    {analysis.fileName}
                  </Link>
                  <SupersededBadge superseded={analysis.outOfDate} version={analysis.version} />
                  <span className="block text-xs text-slate-600">
                    {documentTypeLabel(analysis.documentType)}
                  </span>
                </td>
                {showClient && <td className={TD_CLASS}>{analysis.clientEmail}</td>}
                <td className={TD_CLASS}>{KIND_LABELS[analysis.kind]}</td>
                <td className={TD_CLASS}>{analysis.ukReadingAge ?? '—'}</td>
                <td className={TD_CLASS}>
                  {analysis.findingCount === null
                    ? '—'
                    : `${analysis.findingCount} (${analysis.highFindingCount ?? 0} high)`}
                </td>
                <td className={TD_CLASS}>
                  <AnalysisStatusBadge status={analysis.status} />
                </td>
                <td className={TD_CLASS}>{formatDateTime(analysis.createdAt)}</td>
              </tr>
            ))}
          </DataTable>
          {paged && (
            <div className="border-t border-slate-200 px-5 py-3">
              <Pagination
                label="Analyses pages"
                window={{ offset, count: analyses.data.items.length, total: analyses.data.total }}
                onPrevious={() => setOffset(Math.max(0, offset - pageSize))}
                onNext={() => setOffset(offset + pageSize)}
              />
            </div>
          )}
        </>
      )}
    </SectionCard>
  );
}
