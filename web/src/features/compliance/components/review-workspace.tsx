import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { firmRoleAtLeast, type Role } from '#common/api/auth.ts';
import type { ComplianceCheck } from '#common/api/compliance.ts';
import type { WorkspacePageProps } from '../../../lib/documents/workspace-page.ts';
import { Page } from '../../../components/layout/page.tsx';
import { QueryError } from '../../../components/errors/query-error.tsx';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { PageSpinner, Spinner } from '../../../components/ui/spinner.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { useMe } from '../../../lib/auth/get-me.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { parsePage } from '../../../lib/pagination.ts';
import { checkQueryOptions } from '../api/get-check.ts';
import { useCheckList } from '../api/get-checks.ts';
import { compliancePaths } from '../lib/compliance-paths.ts';
import {
  RAG_DESCRIPTIONS,
  RAG_LABELS,
  SEVERITIES,
  SEVERITY_LABELS,
  SEVERITY_TONES,
  countBySeverity,
  isCheckRunning,
  openFindings,
} from '../lib/findings.ts';
import {
  filterWorkspaceFindings,
  findingPassages,
  type WorkspaceFilters,
} from '../lib/workspace-findings.ts';
import { CheckerReachNote } from './checker-reach-note.tsx';
import { RaiseFinding } from './raise-finding.tsx';
import { RuleOutcomes } from './rule-outcomes.tsx';
import { WorkspaceFindings, findingItemId } from './workspace-findings.tsx';

type ReviewWorkspaceProps = {
  documentId: string;
  role: Role;
  /** The review and approval panel, composed in by the route (a feature never imports another). */
  reviewPanel: ReactNode;
  /** The document's page with the findings boxed, from the documents feature, composed in by the route. */
  PageView: ComponentType<WorkspacePageProps>;
};

const RAG_PANEL: Record<NonNullable<ComplianceCheck['rag']>, string> = {
  red: 'border-red-300 bg-red-50 text-red-950',
  amber: 'border-amber-300 bg-amber-50 text-amber-950',
  green: 'border-green-300 bg-green-50 text-green-950',
};

/**
 * The review workspace (issue 26): one screen per document version. Its latest compliance check's findings
 * boxed on the page and listed beside it, linked both ways; the check's rating; the review panel; and the
 * reviewer's own findings, raised from a passage selected in the page's text.
 */
export function ReviewWorkspace({ documentId, role, reviewPanel, PageView }: ReviewWorkspaceProps) {
  const latest = useCheckList({ documentId, limit: 1, offset: 0 });
  const summary = latest.data?.items[0];
  // The latest check of the document, once the list has named it.
  const check = useQuery({ ...checkQueryOptions(summary?.id ?? ''), enabled: Boolean(summary) });
  const backLinks = (
    <Link to={compliancePaths(role).document(documentId)} className={TEXT_LINK_CLASS}>
      Document details and versions
    </Link>
  );

  if (latest.isPending || (summary && check.isPending))
    return <PageSpinner label="Loading the workspace..." />;
  if (latest.isError)
    return (
      <Page title="Review workspace">
        <QueryError what="the document's checks" error={latest.error} onRetry={() => void latest.refetch()} />
      </Page>
    );
  if (!summary)
    return (
      <Page title="Review workspace" actions={backLinks}>
        <div className="space-y-6">
          <p className="text-slate-800">
            This document has not been checked yet. Run a compliance check to see its findings here.
          </p>
          <Link to={compliancePaths(role).new} className={buttonClassName({ variant: 'primary' })}>
            Run a compliance check
          </Link>
          {reviewPanel}
        </div>
      </Page>
    );
  if (check.isError)
    return (
      <Page title="Review workspace">
        <QueryError what="the check" error={check.error} onRetry={() => void check.refetch()} />
      </Page>
    );
  return (
    <LoadedWorkspace
      check={check.data!}
      role={role}
      reviewPanel={reviewPanel}
      PageView={PageView}
      backLinks={backLinks}
    />
  );
}

function LoadedWorkspace({
  check,
  role,
  reviewPanel,
  PageView,
  backLinks,
}: {
  check: ComplianceCheck;
  role: Role;
  reviewPanel: ReactNode;
  PageView: ComponentType<WorkspacePageProps>;
  backLinks: ReactNode;
}) {
  const me = useMe();
  const canRaise = me.data?.user.role === 'client' && firmRoleAtLeast(me.data.user.firmRole, 'reviewer');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const [filters, setFilters] = useState<WorkspaceFilters>({ severity: 'all', status: 'all', query: '' });
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const listFocus = useRef<string | null>(null);
  const shown = useMemo(() => filterWorkspaceFindings(check.findings, filters), [check.findings, filters]);
  // A check of an earlier version is not boxed over the current version's page: its quotes may have moved.
  const passages = useMemo(() => (check.outOfDate ? [] : findingPassages(shown)), [check.outOfDate, shown]);
  const counts = countBySeverity(openFindings(check.findings));

  const goToPage = useCallback(
    (next: number) => {
      const params = new URLSearchParams(searchParams);
      params.set('page', String(next));
      setSearchParams(params, { replace: true, preventScrollReset: true });
    },
    [searchParams, setSearchParams],
  );

  /** A box was chosen: its finding opens in the list, scrolled into view with the focus. */
  const selectFromPage = useCallback(
    (key: string) => {
      const finding = check.findings.find((f) => f.ruleId === key);
      setSelectedKey(key);
      listFocus.current = key;
      setAnnouncement(finding ? `Selected finding: ${finding.title}.` : '');
    },
    [check.findings],
  );
  useEffect(() => {
    const key = listFocus.current;
    if (!key || key !== selectedKey) return;
    listFocus.current = null;
    const item = document.getElementById(findingItemId(key));
    item?.scrollIntoView({ block: 'nearest', behavior: 'auto' });
    item?.focus({ preventScroll: true });
  }, [selectedKey]);

  /** A finding was chosen in the list: the page turns to its passage and its box is highlighted. */
  const selectFromList = (key: string) => {
    const finding = check.findings.find((f) => f.ruleId === key);
    const target = finding?.evidence[0]?.page;
    setSelectedKey(key);
    if (target) {
      goToPage(target);
      setFocusRequest((n) => n + 1);
    }
    setAnnouncement(
      finding ? `Selected finding: ${finding.title}${target ? `, shown on page ${target}` : ''}.` : '',
    );
  };

  const version = check.version === null ? '' : ` · version ${check.version}`;
  return (
    <Page
      title={`Review: ${check.fileName}`}
      width="wide"
      description={
        <p>
          Checked {formatDateTime(check.createdAt)}
          {version}.{' '}
          <Link to={compliancePaths(role).analysis(check.id)} className={TEXT_LINK_CLASS}>
            Full check report
          </Link>
        </p>
      }
      actions={backLinks}
    >
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {check.outOfDate && (
        <p role="note" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          The latest check is of an earlier version of this document, so its findings are listed but not boxed
          on the current page. Run the check again (from the full check report) to review this version here.
        </p>
      )}
      {isCheckRunning(check.status) ? (
        <Card>
          <Spinner label="Checking against the rule packs..." />
        </Card>
      ) : check.status === 'failed' ? (
        <ErrorAlert>
          <p className="font-semibold">The check failed.</p>
          <p>{check.error ?? 'Something went wrong while checking the document.'}</p>
        </ErrorAlert>
      ) : (
        <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
          <PageView
            documentId={check.documentId}
            page={page}
            onPage={goToPage}
            passages={passages}
            selectedKey={selectedKey}
            onSelect={selectFromPage}
            focusRequest={focusRequest}
          />
          <div className="space-y-6">
            <section
              aria-labelledby="workspace-rating-heading"
              className={cn(
                'rounded-lg border p-4',
                check.rag ? RAG_PANEL[check.rag] : 'border-slate-300 bg-white',
              )}
            >
              <h2 id="workspace-rating-heading" className="text-lg font-semibold">
                Overall rating: {check.rag ? RAG_LABELS[check.rag] : 'Not rated'}
              </h2>
              {check.rag && <p className="mt-1 text-sm">{RAG_DESCRIPTIONS[check.rag]}</p>}
              <ul className="mt-3 flex flex-wrap gap-2" aria-label="Open findings by severity">
                {SEVERITIES.map((level) => (
                  <li key={level}>
                    <Badge tone={SEVERITY_TONES[level]}>
                      {SEVERITY_LABELS[level]}: {counts[level]}
                    </Badge>
                  </li>
                ))}
                <li>
                  <Badge tone="slate">Dismissed: {check.counts.dismissed}</Badge>
                </li>
                <li>
                  <Badge tone="slate">Resolved: {check.counts.resolved}</Badge>
                </li>
                <li>
                  <Badge tone="green">Passed: {check.passed.length}</Badge>
                </li>
                <li>
                  <Badge tone="slate">Not applicable: {check.notApplicable.length}</Badge>
                </li>
              </ul>
            </section>
            {reviewPanel}
            <CheckerReachNote
              ruleCount={
                check.passed.length +
                check.notApplicable.length +
                check.findings.filter((f) => f.origin === undefined || f.origin === 'rules').length
              }
              isFirmMember={me.data?.user.role === 'client'}
            />
            {!check.archived && !check.outOfDate && canRaise && <RaiseFinding check={check} />}
            <WorkspaceFindings
              check={check}
              role={role}
              shown={shown}
              filters={filters}
              onFilters={setFilters}
              selectedKey={selectedKey}
              onSelect={selectFromList}
            />
            <RuleOutcomes check={check} />
          </div>
        </div>
      )}
    </Page>
  );
}
