import { SupersededBadge } from '../../../components/documents/superseded-badge.tsx';
import { Download, Printer } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import type { Analysis, AnalysisResultView } from '#common/api/analyses.ts';
import { AiReviewNote } from '../../../components/ai-review/ai-review.tsx';
import { Page } from '../../../components/layout/page.tsx';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Card } from '../../../components/ui/card.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { PageSpinner, Spinner } from '../../../components/ui/spinner.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { documentTypeLabel } from '../../../lib/document-types.ts';
import { QueryError } from '../../../components/errors/query-error.tsx';
import { analysisExportUrl } from '../api/analysis-keys.ts';
import { useAnalysis } from '../api/get-analysis.ts';
import { notAovReportOf, useStartAnalysis } from '../api/start-analysis.ts';
import { NotAovWarning } from './not-aov-warning.tsx';
import { analysisBackLink, analysisPaths } from '../lib/analysis-paths.ts';
import { KIND_LABELS, isAnalysisRunning } from '../lib/analysis-format.ts';
import { AnalysisFindings } from './analysis-findings.tsx';
import { AovGrid } from './aov-grid.tsx';
import { MetricCards } from './metric-cards.tsx';
import { ReadabilityDetails } from './readability-details.tsx';
import { SdrChecklist } from './sdr-checklist.tsx';
import { StructurePanel } from './structure-panel.tsx';

export const ANALYSING_LABEL = 'Analysing the document...';

/** On paper: no navigation or controls, and the collapsed details opened out. */
const PRINT_CSS =
  '@media print { header, nav, aside, footer, [data-print-hidden] { display: none !important; } main { padding: 0 !important; } details > *:not(summary) { display: block !important; } }';

/** The result of one analysis, polled while it runs. */
export function AnalysisReport({ analysisId, role }: { analysisId: string; role: Role }) {
  const analysis = useAnalysis(analysisId);
  const links = analysisPaths(role);
  if (analysis.isPending) return <PageSpinner />;
  if (analysis.isError) {
    return (
      <Page title="AoV Analysis Results">
        <QueryError what="the analysis" error={analysis.error} onRetry={() => void analysis.refetch()} />
      </Page>
    );
  }
  const data = analysis.data;
  const back = analysisBackLink(role, data.documentType);
  return (
    <Page
      title={`Analysis: ${data.fileName}`}
      description={
        <p>
          {KIND_LABELS[data.kind]} · {documentTypeLabel(data.documentType)} · analysed{' '}
          {formatDateTime(data.createdAt)}
          {data.engineVersion ? ` · engine ${data.engineVersion}` : ''}
          {role === 'admin' ? ` · ${data.clientEmail}` : ''}
          <SupersededBadge superseded={data.outOfDate} version={data.version} />
        </p>
      }
      actions={
        <div className="flex flex-wrap items-center gap-3" data-print-hidden>
          <RunAgainButton documentId={data.documentId} role={role} />
          <Link to={links.document(data.documentId)} className={TEXT_LINK_CLASS}>
            View document
          </Link>
          <Link to={back.to} className={TEXT_LINK_CLASS}>
            {back.label}
          </Link>
        </div>
      }
    >
      {isAnalysisRunning(data.status) ? (
        <Card>
          <Spinner label={ANALYSING_LABEL} />
        </Card>
      ) : data.status === 'failed' || !data.result ? (
        <ErrorAlert>
          <p className="font-semibold">The analysis failed.</p>
          <p>{data.error ?? 'Something went wrong while analysing the document. Please try again.'}</p>
        </ErrorAlert>
      ) : (
        <CompletedAnalysis analysis={data} result={data.result} role={role} />
      )}
    </Page>
  );
}

function CompletedAnalysis({
  analysis,
  result,
  role,
}: {
  analysis: Analysis;
  result: AnalysisResultView;
  role: Role;
}) {
  const documentId = analysis.documentId;
  return (
    <div className="space-y-6">
      <style>{PRINT_CSS}</style>
      <SectionCard title="Summary">
        <ul className="list-disc space-y-1 p-5 pl-10 text-slate-800">
          {result.summary.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </SectionCard>
      <div className="flex flex-wrap gap-2" data-print-hidden>
        <a
          href={analysisExportUrl(analysis.id)}
          download
          className={buttonClassName({ variant: 'secondary' })}
        >
          <Download className="size-4" aria-hidden="true" />
          Export JSON
        </a>
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" />
          Print report
        </Button>
      </div>
      <AiReviewNote review={analysis.aiReview} />
      <MetricCards result={result} />
      {result.aov && <AovGrid aov={result.aov} role={role} documentId={documentId} />}
      {result.sdr && <SdrChecklist sdr={result.sdr} role={role} documentId={documentId} />}
      <AnalysisFindings findings={result.findings} role={role} documentId={documentId} />
      <ReadabilityDetails readability={result.readability} role={role} documentId={documentId} />
      <StructurePanel structure={result.structure} role={role} documentId={documentId} />
    </div>
  );
}

/** Analyses the same document again (e.g. after replacing its file). */
function RunAgainButton({ documentId, role }: { documentId: string; role: Role }) {
  const navigate = useNavigate();
  const start = useStartAnalysis();
  const run = (confirmNotAov: boolean) =>
    start.mutate(
      { documentId, confirmNotAov },
      { onSuccess: (analysis) => void navigate(analysisPaths(role).analysis(analysis.id)) },
    );
  // Run again on a document that does not read as an AoV report asks again, as the first run did (issue 30).
  const notAov = notAovReportOf(start.error);
  return (
    <span className="inline-flex flex-col gap-2">
      <Button variant="secondary" size="sm" loading={start.isPending && !notAov} onClick={() => run(false)}>
        Run again
      </Button>
      {notAov ? (
        <NotAovWarning
          details={notAov}
          message={errorMessage(start.error)}
          confirming={start.isPending}
          onConfirm={() => run(true)}
        />
      ) : (
        start.isError && <span className="mt-1 text-sm text-red-800">{errorMessage(start.error)}</span>
      )}
    </span>
  );
}
