import { useState } from 'react';
import { Download, Printer } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { firmRoleAtLeast, type Role } from '#common/api/auth.ts';
import { isRatedFinding, POSSIBLE_TIER_LABEL, type ComplianceCheck } from '#common/api/compliance.ts';
import { ratingBeforeReview } from '#common/rating-before-review.ts';
import { AiReviewNote } from '../../../components/ai-review/ai-review.tsx';
import { Page } from '../../../components/layout/page.tsx';
import { ExcludedBoilerplate } from '../../../components/readability/excluded-boilerplate.tsx';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { PageSpinner, Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { QueryError } from '../../../components/errors/query-error.tsx';
import { useCheck } from '../api/get-check.ts';
import { useCreateCheck } from '../api/create-check.ts';
import { FindingCard } from './finding-card.tsx';
import { CheckerReachNote } from './checker-reach-note.tsx';
import { RaiseFinding } from './raise-finding.tsx';
import { RuleOutcomes } from './rule-outcomes.tsx';
import { useMe } from '../../../lib/auth/get-me.ts';
import { compliancePaths } from '../lib/compliance-paths.ts';
import { paths } from '../../../config/paths.ts';
import { downloadText } from '../../../lib/download.ts';
import { supersededLabel } from '../../../lib/documents/version-labels.ts';
import {
  RAG_DESCRIPTIONS,
  RAG_LABELS,
  SEVERITIES,
  SEVERITY_LABELS,
  SEVERITY_TONES,
  countBySeverity,
  decidedFindings,
  openFindings,
  exportFileName,
  filterFindings,
  findingsToCsv,
  groupBySeverity,
  isCheckRunning,
  possibleFindings,
  type SeverityFilter,
} from '../lib/findings.ts';
import { ReadingAgeTarget } from '../../../components/measures/reading-age-target.tsx';
import { personDisplayName } from '../../../components/person-name.tsx';

export const CHECKING_LABEL = 'Checking against the rule packs...';

/** Hides the app's navigation and the report's controls on paper. */
const PRINT_CSS =
  '@media print { header, nav, aside, footer, [data-print-hidden] { display: none !important; } main { padding: 0 !important; } }';

const SEVERITY_FILTER_OPTIONS = [
  { value: 'all', label: 'All severities' },
  ...SEVERITIES.map((severity) => ({ value: severity, label: SEVERITY_LABELS[severity] })),
];

const RAG_PANEL: Record<NonNullable<ComplianceCheck['rag']>, string> = {
  red: 'border-red-300 bg-red-50 text-red-950',
  amber: 'border-amber-300 bg-amber-50 text-amber-950',
  green: 'border-green-300 bg-green-50 text-green-950',
};

/** The report of one compliance check, polled while it runs. */
export function CheckReport({ checkId, role }: { checkId: string; role: Role }) {
  const check = useCheck(checkId);
  if (check.isPending) return <PageSpinner />;
  if (check.isError) {
    return (
      <Page title="Compliance Check">
        <QueryError what="the check" error={check.error} onRetry={() => void check.refetch()} />
      </Page>
    );
  }
  const data = check.data;
  return (
    <Page
      title={`Compliance Check: ${data.fileName}`}
      description={<p>Checked {formatDateTime(data.createdAt)}.</p>}
      actions={
        <div className="flex flex-wrap items-center gap-3" data-print-hidden>
          {!data.archived && <RunAgainButton documentId={data.documentId} role={role} />}
          {role === 'client' && (
            <Link to={paths.client.documentReview(data.documentId)} className={TEXT_LINK_CLASS}>
              Open the review workspace
            </Link>
          )}
          <Link to={compliancePaths(role).home} className={TEXT_LINK_CLASS}>
            Back to Client Comms
          </Link>
        </div>
      }
    >
      {data.outOfDate && (
        <p role="note" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <span className="font-semibold">{supersededLabel(data.version)}. </span>
          This check assessed {data.fileName}
          {data.version === null ? '' : ` (version ${data.version})`}; the document&apos;s file has been
          replaced since. Its results stay as they were; run the check again to assess the current version.
        </p>
      )}
      {data.archived && (
        <p role="note" className="mb-4 rounded-lg border border-slate-300 bg-slate-50 p-4 text-slate-800">
          The document is archived, so this check is read-only.
        </p>
      )}
      {isCheckRunning(data.status) ? (
        <Card>
          <Spinner label={CHECKING_LABEL} />
        </Card>
      ) : data.status === 'failed' ? (
        <ErrorAlert>
          <p className="font-semibold">The check failed.</p>
          <p>{data.error ?? 'Something went wrong while checking the document. Please try again.'}</p>
        </ErrorAlert>
      ) : (
        <CompletedReport check={data} role={role} />
      )}
    </Page>
  );
}

function CompletedReport({ check, role }: { check: ComplianceCheck; role: Role }) {
  const [severity, setSeverity] = useState<SeverityFilter>('all');
  const [query, setQuery] = useState('');
  const me = useMe();
  const canRaise = me.data?.user.role === 'client' && firmRoleAtLeast(me.data.user.firmRole, 'reviewer');
  const open = openFindings(check.findings);
  const decided = decidedFindings(check.findings);
  const possible = possibleFindings(check.findings);
  // A dismissal never hides what the check found (issue 30): "Red before review: 1 high, dismissed by …".
  const beforeReview = ratingBeforeReview(
    check.rag,
    check.ragBeforeReview,
    decided.filter(isRatedFinding).map((f) => ({
      severity: f.severity,
      status: f.decision!.status,
      reason: f.decision!.reason,
      // a sentence, so the name alone (the e-mail is on each finding's decision below)
      decidedBy: personDisplayName(f.decision!.decidedByName, f.decision!.decidedBy),
    })),
  );
  // The rating and its counts are of the open findings; dismissed and resolved ones are listed apart.
  const counts = countBySeverity(open);
  const shown = filterFindings(open, { severity, query });
  const groups = groupBySeverity(shown);
  const card = (finding: (typeof open)[number]) => (
    <FindingCard
      key={finding.ruleId}
      finding={finding}
      role={role}
      documentId={check.documentId}
      checkId={check.id}
      readOnly={check.archived}
    />
  );

  return (
    <div className="space-y-6">
      <style>{PRINT_CSS}</style>
      <section
        aria-labelledby="rag-summary-heading"
        className={cn(
          'rounded-lg border p-5',
          check.rag ? RAG_PANEL[check.rag] : 'border-slate-300 bg-white',
        )}
      >
        <h2 id="rag-summary-heading" className="text-lg font-semibold">
          Overall rating: {check.rag ? RAG_LABELS[check.rag] : 'Not rated'}
        </h2>
        {beforeReview ? (
          <p className="mt-1">
            <span className="font-semibold">{beforeReview}</span> The rating above is of the findings still
            open after review.
          </p>
        ) : (
          check.rag && <p className="mt-1">{RAG_DESCRIPTIONS[check.rag]}</p>
        )}
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Findings by severity">
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

      {check.measures ? (
        <ReadingAgeTarget
          readingAge={check.measures.readingAge}
          target={check.measures.target}
          documentType={check.measures.documentType}
          reason={check.measures.targetReason}
          meetsTarget={check.measures.meetsTarget}
        />
      ) : (
        <p role="note" className="rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm text-slate-800">
          This check was run before reading age was kept with it: run the check again to see the reading age
          against the target for its document type.
        </p>
      )}

      <CheckerReachNote
        ruleCount={
          check.passed.length +
          check.notApplicable.length +
          check.findings.filter((f) => f.origin === undefined || f.origin === 'rules').length
        }
        isFirmMember={me.data?.user.role === 'client'}
      />
      {!check.archived && !check.outOfDate && canRaise && <RaiseFinding check={check} />}

      {check.checkedAs && (
        <p role="note" className="rounded-lg border border-sky-300 bg-sky-50 p-4 text-sm text-slate-800">
          <span className="font-semibold">Document type inferred: </span>
          {check.checkedAs.note}
        </p>
      )}

      <ExcludedBoilerplate
        sentences={(check.excludedSentences ?? []).map((s) => ({ page: s.page, text: s.quote }))}
        canOpenList={me.data?.user.role === 'client'}
      />

      <AiReviewNote review={check.aiReview} />

      <div className="flex flex-wrap gap-2" data-print-hidden>
        <Button
          variant="secondary"
          onClick={() =>
            downloadText(
              exportFileName(check.fileName, 'json'),
              JSON.stringify(check, null, 2),
              'application/json',
            )
          }
        >
          <Download className="size-4" aria-hidden="true" />
          Export JSON
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            downloadText(
              exportFileName(check.fileName, 'csv'),
              findingsToCsv(check.findings),
              'text/csv;charset=utf-8',
            )
          }
        >
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" />
          Print report
        </Button>
      </div>

      <SectionCard title={`Open findings (${open.length})`}>
        <div className="space-y-6 p-5">
          {open.length > 0 && (
            <div className="grid gap-4 sm:grid-cols-2" data-print-hidden>
              <SelectField
                label="Severity"
                name="severity"
                options={SEVERITY_FILTER_OPTIONS}
                value={severity}
                onChange={(event) => setSeverity(event.target.value as SeverityFilter)}
              />
              <TextField
                label="Search findings"
                name="q"
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
          )}
          <p role="status" className="text-sm text-slate-700">
            {open.length + decided.length === 0
              ? 'No findings: every applicable rule passed.'
              : open.length === 0
                ? 'No open findings: every finding has been dismissed or resolved.'
                : `Showing ${shown.length} of ${open.length} open findings.`}
          </p>
          {groups.map((group) => (
            <section
              key={group.severity}
              aria-labelledby={`severity-${group.severity}`}
              className="space-y-3"
            >
              <h3 id={`severity-${group.severity}`} className="text-base font-semibold text-slate-900">
                {SEVERITY_LABELS[group.severity]} ({group.findings.length})
              </h3>
              {group.findings.map(card)}
            </section>
          ))}
        </div>
      </SectionCard>

      {possible.length > 0 && (
        <SectionCard title={`${POSSIBLE_TIER_LABEL} (${possible.length})`}>
          <div className="space-y-3 p-5">
            <p className="text-sm text-slate-800">
              The rules passed these, but a learned classifier reads the page as a likely breach. They are
              pointers, right about 12 times in 20 on text it was not trained on: they do not change the
              rating, are not counted above and never block approval. Resolve one that is a breach; dismiss
              one that is not, and the checker accuracy figures count it for the learned layer.{' '}
              {check.possibleCounts.open} open, {check.possibleCounts.dismissed} dismissed,{' '}
              {check.possibleCounts.resolved} resolved.
            </p>
            {possible.map(card)}
          </div>
        </SectionCard>
      )}

      {decided.length > 0 && (
        <SectionCard title={`Dismissed and resolved (${decided.length})`}>
          <div className="space-y-3 p-5">{decided.map(card)}</div>
        </SectionCard>
      )}

      <RuleOutcomes check={check} />
    </div>
  );
}

/** Checks the same document again (e.g. after a new version); reviewers' decisions carry over. */
function RunAgainButton({ documentId, role }: { documentId: string; role: Role }) {
  const navigate = useNavigate();
  const createCheck = useCreateCheck();
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={createCheck.isPending}
      onClick={() =>
        createCheck.mutate(
          { documentId },
          {
            onSuccess: (check) => void navigate(compliancePaths(role).analysis(check.id)),
          },
        )
      }
    >
      Run again
    </Button>
  );
}
