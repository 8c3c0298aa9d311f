import { SupersededBadge } from '../../../components/documents/superseded-badge.tsx';
import { useState } from 'react';
import { Download, FileText, RefreshCw, X } from 'lucide-react';
import { useNavigate } from 'react-router';
import { STALE_IMPROVEMENT_MESSAGE, type Improvement } from '#common/api/improvements.ts';
import { Page } from '../../../components/layout/page.tsx';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Card } from '../../../components/ui/card.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { PageSpinner, Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { QueryError } from '../../../components/errors/query-error.tsx';
import { useDocument } from '../../../lib/documents/api/get-document.ts';
import { useDecideSuggestion } from '../api/decide-suggestion.ts';
import { useImprovement } from '../api/get-improvement.ts';
import { useImprovements } from '../api/get-improvements.ts';
import { changeReportUrl, improvedDocxUrl } from '../api/improvement-keys.ts';
import { useStartImprovement } from '../api/start-improvement.ts';
import { isImprovementRunning } from '../lib/improvement-format.ts';
import { ImpactSummary } from './impact-summary.tsx';
import { ImprovementStatusBadge } from './improvement-status-badge.tsx';
import { SideBySide } from './side-by-side.tsx';
import { SuggestionCard } from './suggestion-card.tsx';

export const GENERATING_LABEL = 'Generating suggestions...';

/**
 * The improvement view of one document (/client/document-improvement/:documentId, opened from the Improve
 * column): its latest run's suggestions to accept, reject or edit, the predicted impact, the original beside
 * the revision, and the exports. Closing returns to the dashboard (spec §2.2). Any document type, analysed or
 * not (issue 30). Opening the page never starts a run: it shows the latest one, and while that one is queued
 * or running nothing can start another (the server returns the running one too).
 */
export function ImprovementView({ documentId }: { documentId: string }) {
  const navigate = useNavigate();
  const document = useDocument(documentId);
  const runs = useImprovements({ documentId, limit: 1 });
  const latestId = runs.data?.items[0]?.id ?? null;
  const improvement = useImprovement(latestId);
  const close = (
    <Button variant="secondary" onClick={() => void navigate(paths.client.dashboard)}>
      <X className="size-4" aria-hidden="true" />
      Close
    </Button>
  );
  if (document.isPending || runs.isPending || (latestId !== null && improvement.isPending))
    return <PageSpinner />;
  if (document.isError || runs.isError || improvement.isError) {
    return (
      <Page title="Document Enhancements" actions={close}>
        <QueryError
          what="the document's enhancements"
          error={document.error ?? runs.error ?? improvement.error}
          onRetry={() => {
            void document.refetch();
            void runs.refetch();
          }}
        />
      </Page>
    );
  }
  const doc = document.data;
  const run = improvement.data ?? null;
  return (
    <Page
      title={`Enhancements: ${doc.fileName}`}
      description={
        run ? (
          <p className="flex flex-wrap items-center gap-2">
            <ImprovementStatusBadge status={run.status} />
            <SupersededBadge superseded={run.superseded} version={run.version} className="" />
            <span>
              generated {formatDateTime(run.createdAt)}
              {run.engineVersion ? ` · engine ${run.engineVersion}` : ''}
            </span>
          </p>
        ) : undefined
      }
      actions={
        <div className="flex flex-wrap items-center gap-2">
          {run && (
            <GenerateButton
              documentId={documentId}
              again
              disabled={isImprovementRunning(run.status)}
              why={GENERATING_LABEL}
            />
          )}
          {close}
        </div>
      }
    >
      {!run ? (
        <Card className="space-y-4">
          <p className="text-slate-800">No suggestions for this document yet.</p>
          <p className="text-sm text-slate-700">
            The suggestions come from the document&rsquo;s own text and its latest compliance check: fixes for
            its open findings first, then plainer wording. No analysis is needed.
          </p>
          <GenerateButton documentId={documentId} />
        </Card>
      ) : isImprovementRunning(run.status) ? (
        <Card>
          <Spinner label={GENERATING_LABEL} />
        </Card>
      ) : run.status === 'failed' ? (
        <ErrorAlert>
          <p className="font-semibold">The suggestions could not be generated.</p>
          <p>{run.error ?? 'Something went wrong. Please try again.'}</p>
        </ErrorAlert>
      ) : run.stale ? (
        <ErrorAlert>{STALE_IMPROVEMENT_MESSAGE}</ErrorAlert>
      ) : (
        <Review improvement={run} />
      )}
    </Page>
  );
}

function GenerateButton({
  documentId,
  again = false,
  disabled = false,
  why,
}: {
  documentId: string;
  again?: boolean;
  disabled?: boolean;
  /** Why it is disabled, on hover. */
  why?: string;
}) {
  const start = useStartImprovement();
  return (
    <span className="inline-flex flex-col gap-1">
      <Button
        variant={again ? 'secondary' : 'primary'}
        loading={start.isPending}
        disabled={disabled || start.isPending}
        title={disabled ? why : undefined}
        onClick={() => start.mutate(documentId)}
      >
        {again && <RefreshCw className="size-4" aria-hidden="true" />}
        {again ? 'Generate again' : 'Generate suggestions'}
      </Button>
      {start.isError && <ErrorAlert>{errorMessage(start.error)}</ErrorAlert>}
    </span>
  );
}

function Review({ improvement }: { improvement: Improvement }) {
  const decide = useDecideSuggestion(improvement.id);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [failed, setFailed] = useState<{ id: string; message: string } | null>(null);
  const accepted = improvement.suggestions.filter((s) => s.status === 'accepted').length;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-2">
        <a href={improvedDocxUrl(improvement.id)} download className={buttonClassName()}>
          <Download className="size-4" aria-hidden="true" />
          Export revised DOCX
        </a>
        <a
          href={changeReportUrl(improvement.id)}
          target="_blank"
          rel="noreferrer"
          className={buttonClassName({ variant: 'secondary' })}
        >
          <FileText className="size-4" aria-hidden="true" />
          Change report<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      {improvement.impact && (
        <ImpactSummary impact={improvement.impact} impactAll={improvement.impactAll} accepted={accepted} />
      )}
      {improvement.unfixedFindings.length > 0 && (
        <Card className="space-y-2">
          <h2 className="font-semibold text-slate-900">Open findings to fix by hand</h2>
          <p className="text-sm text-slate-700">
            No change of wording here fixes these findings of the latest compliance check (a layout, a figure
            or a date to check):
          </p>
          <ul className="list-disc pl-5 text-sm text-slate-800">
            {improvement.unfixedFindings.map((f) => (
              <li key={f.ruleId}>{f.title}</li>
            ))}
          </ul>
        </Card>
      )}
      <SectionCard title={`Suggestions (${improvement.suggestions.length})`}>
        {improvement.suggestions.length === 0 ? (
          <p className="p-5 text-slate-800">
            Nothing to suggest: the engine found no sentence it could make plainer without changing its
            meaning, and no missing warning.
          </p>
        ) : (
          <ol className="space-y-4 p-5">
            {improvement.suggestions.map((s, i) => (
              <SuggestionCard
                key={`${s.id}:${s.status}:${s.editedText ?? ''}`}
                suggestion={s}
                index={i}
                conflict={improvement.conflicts.includes(s.id)}
                busy={decide.isPending && pendingId === s.id}
                error={failed?.id === s.id ? failed.message : null}
                onDecide={(input) => {
                  setPendingId(s.id);
                  setFailed(null);
                  decide.mutate(
                    { suggestionId: s.id, input },
                    { onError: (error) => setFailed({ id: s.id, message: errorMessage(error) }) },
                  );
                }}
              />
            ))}
          </ol>
        )}
      </SectionCard>
      {improvement.comparison && <SideBySide pages={improvement.comparison} />}
    </div>
  );
}
