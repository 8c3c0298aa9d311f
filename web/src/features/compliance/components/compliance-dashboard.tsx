import { Link } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import { Page } from '../../../components/layout/page.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { DataTable, TD_CLASS, TH_CLASS } from '../../../components/ui/data-table.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { formatDate, humanizeStatus } from '../../../lib/format.ts';
import { QueryError } from '../../../components/errors/query-error.tsx';
import { useChecks } from '../api/get-check.ts';
import { useCheckList } from '../api/get-checks.ts';
import { compliancePaths } from '../lib/compliance-paths.ts';
import {
  RAG_LABELS,
  SEVERITY_LABELS,
  SEVERITY_TONES,
  countBy,
  mostFrequentFailures,
  weeklyTrend,
  type CheckStatus,
  type Rag,
} from '../lib/findings.ts';

export const DASHBOARD_CHECK_LIMIT = 100;
export const FAILURE_SAMPLE_SIZE = 20;

const RAGS: readonly Rag[] = ['red', 'amber', 'green'];
const STATUSES: readonly CheckStatus[] = ['pending', 'processing', 'completed', 'failed'];

function Stat({ label, value, tone }: { label: string; value: number; tone?: 'red' | 'amber' | 'green' }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-700">{tone ? <Badge tone={tone}>{label}</Badge> : label}</dt>
      <dd className="mt-2 text-2xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

/** Compliance Dashboard: RAG and status counts, and the rules that fail most often. */
export function ComplianceDashboard({ role }: { role: Role }) {
  const list = useCheckList({ limit: DASHBOARD_CHECK_LIMIT, offset: 0 });
  const items = list.data?.items ?? [];
  const completedIds = items
    .filter((item) => item.status === 'completed')
    .slice(0, FAILURE_SAMPLE_SIZE)
    .map((item) => item.id);
  const details = useChecks(completedIds);
  const detailsPending = details.some((query) => query.isPending);
  const detailsFailed = details.filter((query) => query.isError).length;
  const failures = mostFrequentFailures(details.flatMap((query) => (query.data ? [query.data] : [])));
  const ragCounts = countBy(items, (item) => item.rag);
  const trend = weeklyTrend(items);
  const statusCounts = countBy(items, (item) => item.status);
  const links = compliancePaths(role);

  return (
    <Page
      title="Compliance Dashboard"
      description={<p>Based on the latest {DASHBOARD_CHECK_LIMIT} checks.</p>}
      actions={
        <Link to={links.home} className={TEXT_LINK_CLASS}>
          Back to Client Comms
        </Link>
      }
    >
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <QueryError what="the checks" error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <div className="space-y-6">
          <SectionCard title="Checks by RAG rating">
            <dl className="grid gap-4 p-5 sm:grid-cols-3">
              {RAGS.map((rag) => (
                <Stat key={rag} label={RAG_LABELS[rag]} tone={rag} value={ragCounts.get(rag) ?? 0} />
              ))}
            </dl>
          </SectionCard>
          <SectionCard title="Checks by status">
            <dl className="grid gap-4 p-5 sm:grid-cols-4">
              {STATUSES.map((status) => (
                <Stat key={status} label={humanizeStatus(status)} value={statusCounts.get(status) ?? 0} />
              ))}
            </dl>
          </SectionCard>
          <SectionCard title="Trend by week">
            {trend.length === 0 ? (
              <p className="px-5 py-6 text-slate-800">No checks yet.</p>
            ) : (
              <DataTable
                caption="Checks per week and their RAG ratings"
                captionHidden
                head={
                  <tr>
                    <th scope="col" className={TH_CLASS}>
                      Week starting
                    </th>
                    <th scope="col" className={TH_CLASS}>
                      Checks
                    </th>
                    <th scope="col" className={TH_CLASS}>
                      Red
                    </th>
                    <th scope="col" className={TH_CLASS}>
                      Amber
                    </th>
                    <th scope="col" className={TH_CLASS}>
                      Green
                    </th>
                  </tr>
                }
              >
                {trend.map((week) => (
                  <tr key={week.weekStart}>
                    <td className={TD_CLASS}>{formatDate(week.weekStart)}</td>
                    <td className={TD_CLASS}>{week.checks}</td>
                    <td className={TD_CLASS}>{week.red}</td>
                    <td className={TD_CLASS}>{week.amber}</td>
                    <td className={TD_CLASS}>{week.green}</td>
                  </tr>
                ))}
              </DataTable>
            )}
          </SectionCard>
          <SectionCard title="Most frequent failures">
            <p className="px-5 pt-4 text-sm text-slate-700">
              Counted over the latest {completedIds.length} completed checks (at most {FAILURE_SAMPLE_SIZE}):
              how many checks each rule failed in.
            </p>
            {detailsFailed > 0 && (
              <p className="px-5 pt-2 text-sm text-red-800">
                {detailsFailed} {detailsFailed === 1 ? 'check' : 'checks'} could not be loaded and are left
                out.
              </p>
            )}
            {detailsPending ? (
              <Spinner className="px-5 py-6" />
            ) : failures.length === 0 ? (
              <p className="px-5 py-6 text-slate-800">No rule failures in these checks.</p>
            ) : (
              <DataTable
                caption="Most frequent failures"
                captionHidden
                head={
                  <tr>
                    <th scope="col" className={TH_CLASS}>
                      Rule
                    </th>
                    <th scope="col" className={TH_CLASS}>
                      Citation
                    </th>
                    <th scope="col" className={TH_CLASS}>
                      Severity
                    </th>
                    <th scope="col" className={TH_CLASS}>
                      Checks failed
                    </th>
                  </tr>
                }
              >
                {failures.map((failure) => (
                  <tr key={failure.ruleId}>
                    <td className={TD_CLASS}>{failure.title}</td>
                    <td className={TD_CLASS}>{failure.citation}</td>
                    <td className={TD_CLASS}>
                      <Badge tone={SEVERITY_TONES[failure.severity]}>
                        {SEVERITY_LABELS[failure.severity]}
                      </Badge>
                    </td>
                    <td className={TD_CLASS}>{failure.count}</td>
                  </tr>
                ))}
              </DataTable>
            )}
          </SectionCard>
        </div>
      )}
    </Page>
  );
}
