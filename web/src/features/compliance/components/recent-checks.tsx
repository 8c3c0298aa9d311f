import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import { DataTable, TD_CLASS, TH_CLASS } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { formatDate } from '../../../lib/format.ts';
import { QueryError } from '../../../components/errors/query-error.tsx';
import { useCheckList } from '../api/get-checks.ts';
import { compliancePaths } from '../lib/compliance-paths.ts';
import { CheckStatusBadge, RagBadge } from './rag-badge.tsx';
import { SupersededBadge } from '../../../components/documents/superseded-badge.tsx';

export const RECENT_CHECKS_LIMIT = 10;

/** The latest compliance checks: document, date, RAG, findings and status, each linking to its report. */
export function RecentChecks({ role }: { role: Role }) {
  const checks = useCheckList({ limit: RECENT_CHECKS_LIMIT, offset: 0 });
  const links = compliancePaths(role);
  return (
    <SectionCard title="Recent checks">
      {checks.isPending ? (
        <Spinner className="px-5 py-8" />
      ) : checks.isError ? (
        <div className="p-5">
          <QueryError what="the checks" error={checks.error} onRetry={() => void checks.refetch()} />
        </div>
      ) : checks.data.items.length === 0 ? (
        <EmptyState icon={ShieldCheck} title="No checks yet">
          <Link to={links.new} className={TEXT_LINK_CLASS}>
            Run your first compliance check
          </Link>
        </EmptyState>
      ) : (
        <DataTable
          caption="Recent compliance checks"
          captionHidden
          head={
            <tr>
              <th scope="col" className={TH_CLASS}>
                Document
              </th>
              <th scope="col" className={TH_CLASS}>
                Date
              </th>
              <th scope="col" className={TH_CLASS}>
                RAG
              </th>
              <th scope="col" className={TH_CLASS}>
                Open findings
              </th>
              <th scope="col" className={TH_CLASS}>
                Status
              </th>
            </tr>
          }
        >
          {checks.data.items.map((check) => (
            <tr key={check.id}>
              <td className={TD_CLASS}>
                <Link to={links.analysis(check.id)} className={TEXT_LINK_CLASS}>
                  {check.fileName}
                </Link>
                <SupersededBadge superseded={check.outOfDate} version={check.version} />
              </td>
              <td className={TD_CLASS}>{formatDate(check.createdAt)}</td>
              <td className={TD_CLASS}>
                <RagBadge rag={check.rag} />
              </td>
              <td className={TD_CLASS}>{check.status === 'completed' ? check.findingCount : '—'}</td>
              <td className={TD_CLASS}>
                <CheckStatusBadge status={check.status} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </SectionCard>
  );
}
