import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Circle, XCircle } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import type { DocumentItem } from '#common/api/documents.ts';
import { Page } from '../../../components/layout/page.tsx';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SpinnerIcon } from '../../../components/ui/spinner.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { documentQueryOptions } from '../../../lib/documents/api/get-document.ts';
import { PROGRESS_POLL_MS } from '../../../lib/documents/api/use-document-progress.ts';
import { useAnalysis } from '../api/get-analysis.ts';
import { notAovReportOf, useStartAnalysis } from '../api/start-analysis.ts';
import { analysisBackLink, analysisPaths } from '../lib/analysis-paths.ts';
import { NotAovWarning } from './not-aov-warning.tsx';

type StepState = 'waiting' | 'active' | 'done' | 'failed';
type Step = { label: string; state: StepState; detail?: string };

const isExtracting = (d: DocumentItem | undefined) =>
  !d || d.status === 'pending' || d.status === 'processing';

function StepIcon({ state }: { state: StepState }) {
  if (state === 'done') return <CheckCircle2 className="size-5 text-green-700" aria-hidden="true" />;
  if (state === 'failed') return <XCircle className="size-5 text-red-700" aria-hidden="true" />;
  if (state === 'active') return <SpinnerIcon className="size-5 text-blue-700" />;
  return <Circle className="size-5 text-slate-400" aria-hidden="true" />;
}

const STATE_WORDS: Record<StepState, string> = {
  waiting: 'waiting',
  active: 'in progress',
  done: 'done',
  failed: 'failed',
};

/**
 * Starts the analysis of a document and shows where it is: the text is extracted first (the page waits
 * for a document still being processed), then the analysis is queued and run; the result page opens when
 * it completes.
 */
export function AnalyzeTrigger({ documentId, role }: { documentId: string; role: Role }) {
  const navigate = useNavigate();
  const links = analysisPaths(role);
  const document = useQuery({
    ...documentQueryOptions(documentId),
    refetchInterval: (query) =>
      query.state.status === 'error' || !isExtracting(query.state.data) ? false : PROGRESS_POLL_MS,
  });
  const start = useStartAnalysis();
  const started = useRef(false);
  const analysis = useAnalysis(start.data?.id ?? null);

  const extracted = document.data?.status === 'completed';
  useEffect(() => {
    // Once per visit: a re-render (or React's development double effects) must not queue a second analysis.
    if (extracted && !started.current) {
      started.current = true;
      start.mutate({ documentId });
    }
  }, [extracted, documentId, start]);
  // A document typed as an AoV report that does not read like one waits for the user's word (issue 30).
  const notAov = notAovReportOf(start.error);
  const failed = start.isError && !notAov;

  const result = analysis.data;
  useEffect(() => {
    if (result?.status === 'completed') void navigate(links.analysis(result.id), { replace: true });
  }, [result, navigate, links]);

  const back = analysisBackLink(role, document.data?.documentType);
  if (document.isError) {
    return (
      <Page title="Start an AoV Analysis">
        <ErrorAlert>
          <p className="font-semibold">Could not load the document.</p>
          <p>{errorMessage(document.error)}</p>
        </ErrorAlert>
        <p className="mt-4">
          <Link to={back.to} className={TEXT_LINK_CLASS}>
            {back.label}
          </Link>
        </p>
      </Page>
    );
  }

  const doc = document.data;
  const extractionFailed = doc?.status === 'failed';
  const steps: Step[] = [
    {
      label: 'Extract the text',
      state: extractionFailed ? 'failed' : extracted ? 'done' : 'active',
      detail: extractionFailed
        ? (doc?.extraction?.error ?? 'Extraction failed.')
        : doc?.extraction?.pageCount
          ? `${doc.extraction.pageCount} page${doc.extraction.pageCount === 1 ? '' : 's'}`
          : undefined,
    },
    {
      label: 'Queue the analysis',
      state: failed ? 'failed' : start.isSuccess ? 'done' : start.isPending ? 'active' : 'waiting',
      ...(notAov ? { detail: 'Waiting for you to confirm: see below.' } : {}),
    },
    {
      label: 'Analyse readability, structure and the report’s contents',
      state:
        result?.status === 'failed'
          ? 'failed'
          : result?.status === 'completed'
            ? 'done'
            : result
              ? 'active'
              : 'waiting',
    },
  ];

  return (
    <Page
      title="Start an AoV Analysis"
      description={doc ? <p>{doc.fileName}</p> : undefined}
      actions={
        <Link to={back.to} className={TEXT_LINK_CLASS}>
          {back.label}
        </Link>
      }
    >
      <Card className="space-y-4 p-6">
        <ol aria-label="Analysis progress" className="space-y-3">
          {steps.map((step) => (
            <li key={step.label} className="flex items-start gap-3">
              <StepIcon state={step.state} />
              <span>
                <span className="font-medium text-slate-900">{step.label}</span>
                <span className="sr-only"> ({STATE_WORDS[step.state]})</span>
                {step.detail && <span className="block text-sm text-slate-700">{step.detail}</span>}
              </span>
            </li>
          ))}
        </ol>
        <p role="status" aria-live="polite" className="text-slate-800">
          {extractionFailed
            ? 'The text of this document could not be extracted, so it cannot be analysed.'
            : !extracted
              ? 'Waiting for the text to be extracted...'
              : notAov
                ? 'Not started: the document does not look like an Assessment of Value report.'
                : result?.status === 'failed'
                  ? 'The analysis failed.'
                  : result?.status === 'completed'
                    ? 'Analysis complete. Opening the results...'
                    : 'Analysing the document...'}
        </p>
        {extractionFailed && (
          <ErrorAlert>
            <p>Re-extract the document or replace its file, then analyse it again.</p>
            <Link to={links.document(documentId)} className={TEXT_LINK_CLASS}>
              Open the document
            </Link>
          </ErrorAlert>
        )}
        {notAov && (
          <NotAovWarning
            details={notAov}
            message={errorMessage(start.error)}
            confirming={start.isPending}
            onConfirm={() => start.mutate({ documentId, confirmNotAov: true })}
          />
        )}
        {(failed || result?.status === 'failed') && (
          <ErrorAlert>
            <p className="font-semibold">The analysis could not be completed.</p>
            <p>{failed ? errorMessage(start.error) : result?.error}</p>
          </ErrorAlert>
        )}
        {(failed || result?.status === 'failed') && (
          <Button variant="secondary" onClick={() => start.mutate({ documentId })} loading={start.isPending}>
            Try again
          </Button>
        )}
      </Card>
    </Page>
  );
}
