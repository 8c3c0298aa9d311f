import { SupersededBadge } from '../../../components/documents/superseded-badge.tsx';
import { ArrowLeft, BarChart3, Download, Plus } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import {
  CATEGORY_LABELS,
  PERSONA_MESSAGES,
  type Interview,
  type TranscriptItem,
} from '#common/api/personas.ts';
import { Page } from '../../../components/layout/page.tsx';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { PageSpinner, Spinner } from '../../../components/ui/spinner.tsx';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { downloadText } from '../../../lib/download.ts';
import { useInterview } from '../api/get-interview.ts';
import { usePersona } from '../api/get-persona.ts';
import { interviewExport } from '../lib/export.ts';
import { readResultsState } from '../lib/navigation-state.ts';
import { personaPaths } from '../lib/persona-paths.ts';
import { FeedbackText } from './feedback-text.tsx';
import { InterviewStatusBadge } from './interview-status-badge.tsx';
import { PersonaProfilePanel } from './persona-profile.tsx';
import { ScoreBadge } from '../../../components/personas/score-cell.tsx';
import { SimulatedAnswersNotice } from './simulated-answers-notice.tsx';
import { ReadingAgeTarget } from '../../../components/measures/reading-age-target.tsx';
import { useDocumentMeasures } from '../../../lib/documents/api/get-document-measures.ts';

function BackToPersonas({ href }: { href: string }) {
  return (
    <Link to={href} className={buttonClassName({ variant: 'secondary', className: 'mt-4' })}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Personas
    </Link>
  );
}

function TranscriptEntry({
  item,
  index,
  documentHref,
}: {
  item: TranscriptItem;
  index: number;
  documentHref: (page: number, quote: string) => string;
}) {
  return (
    <li className="space-y-3 px-5 py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <Badge tone="slate">{CATEGORY_LABELS[item.category]}</Badge>
          <h3 className="font-semibold text-slate-900">
            <span className="sr-only">Question {index + 1}: </span>
            {item.question}
          </h3>
        </div>
        <p className="flex items-center gap-2 text-sm text-slate-800">
          QA score <ScoreBadge score={item.qa_score} />
          <span className="sr-only">out of 5</span>
        </p>
      </div>
      <blockquote className="border-l-4 border-slate-300 pl-4 whitespace-pre-line text-slate-800">
        {item.answer}
      </blockquote>
      <div className="text-sm text-slate-800">
        <span className="font-semibold text-slate-900">Feedback: </span>
        <FeedbackText text={item.feedback || PERSONA_MESSAGES.noFeedback} className="inline" />
      </div>
      {item.evidence.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-slate-900">
            Passages read ({item.evidence.length})
          </summary>
          <ul className="mt-2 space-y-2">
            {item.evidence.map((evidence) => (
              <li key={`${evidence.page}-${evidence.quote}`}>
                <Link to={documentHref(evidence.page, evidence.quote)} className={TEXT_LINK_CLASS}>
                  Page {evidence.page}: “{evidence.quote}”
                </Link>
              </li>
            ))}
          </ul>
        </details>
      )}
      {item.unknownTerms.length > 0 && (
        <p className="text-sm text-slate-700">
          Terms this persona would not know: {item.unknownTerms.join(', ')}
        </p>
      )}
    </li>
  );
}

/**
 * The document's reading age and its type's target, as the check report prints them: a persona's own comfort
 * level is in each answer's feedback, the document's figure is the one every screen shows (issue 30).
 */
function DocumentReadingAge({ documentId }: { documentId: string }) {
  const measures = useDocumentMeasures(documentId);
  if (!measures.data) return null;
  const m = measures.data;
  return (
    <div className="mb-6">
      <ReadingAgeTarget
        readingAge={m.readingAge}
        target={m.target}
        documentType={m.documentType}
        reason={m.targetReason}
        meetsTarget={m.meetsTarget}
      />
    </div>
  );
}

function Completed({ interview, role }: { interview: Interview; role: Role }) {
  const links = personaPaths(role);
  const location = useLocation();
  const navigate = useNavigate();
  const from = readResultsState(location.state);
  const persona = usePersona(interview.personaId);
  const documentHref = (page: number, quote: string) =>
    `${links.document(interview.documentId)}?page=${page}&highlight=${encodeURIComponent(quote)}`;

  function exportResults() {
    const { fileName, json } = interviewExport(interview);
    downloadText(fileName, json, 'application/json');
  }

  return (
    <Page
      title={`Interview Results: ${interview.persona.name}`}
      description={
        <div className="space-y-1">
          <p>
            Document: <span className="font-medium break-all">{interview.fileName}</span>
            <SupersededBadge superseded={interview.superseded} version={interview.version} />
          </p>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <InterviewStatusBadge status={interview.status} />
            {interview.completedAt && (
              <span>
                Completed{' '}
                <time dateTime={interview.completedAt}>{formatDateTime(interview.completedAt)}</time>
              </span>
            )}
            <Badge tone="amber">Simulated answers</Badge>
          </p>
          <SimulatedAnswersNotice />
        </div>
      }
      actions={
        <>
          <Button variant="secondary" onClick={exportResults}>
            <Download className="size-4" aria-hidden="true" />
            Export Results
          </Button>
          <Button
            variant="secondary"
            onClick={() =>
              void navigate(links.reportFor(interview.documentId), {
                state: {
                  focusMode: 'single-interview',
                  documentId: interview.documentId,
                  personaId: interview.personaId,
                },
              })
            }
          >
            <BarChart3 className="size-4" aria-hidden="true" />
            Compare Personas
          </Button>
          <Link to={links.new} className={buttonClassName()}>
            <Plus className="size-4" aria-hidden="true" />
            New Interview
          </Link>
        </>
      }
    >
      {from && (
        <button
          type="button"
          onClick={() =>
            void navigate(links.reportFor(from.documentId), {
              state: {
                focusMode: from.focusMode ?? 'single-interview',
                documentId: from.documentId,
                personaId: from.personaId,
              },
            })
          }
          className={`${TEXT_LINK_CLASS} mb-4 inline-flex items-center gap-1`}
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Report Effectiveness
        </button>
      )}
      {!interview.superseded && <DocumentReadingAge documentId={interview.documentId} />}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <SectionCard
          title="Transcript"
          actions={
            interview.meanScore !== null ? (
              <p className="flex items-center gap-2 text-sm text-slate-800">
                Average score <ScoreBadge score={interview.meanScore} />
              </p>
            ) : undefined
          }
        >
          {interview.transcript.length === 0 ? (
            <p className="p-5 text-slate-800">{PERSONA_MESSAGES.noTranscript}</p>
          ) : (
            <ol className="divide-y divide-slate-200">
              {interview.transcript.map((item, index) => (
                <TranscriptEntry
                  key={`${item.questionId ?? index}-${index}`}
                  item={item}
                  index={index}
                  documentHref={documentHref}
                />
              ))}
            </ol>
          )}
          <p className="border-t border-slate-200 px-5 py-3 text-xs text-slate-700">
            Answers simulated by{' '}
            {interview.engine === 'openai'
              ? `an AI model (${interview.model ?? 'unknown'})`
              : "Clarion's built-in persona engine"}
            ; no real investor was asked.
          </p>
        </SectionCard>
        <div>
          {persona.isPending ? (
            <Spinner label="Loading persona..." />
          ) : persona.isError ? (
            <ErrorAlert>Failed to load personas: {errorMessage(persona.error)}</ErrorAlert>
          ) : (
            <PersonaProfilePanel persona={persona.data} />
          )}
        </div>
      </div>
    </Page>
  );
}

/**
 * The interview transcript / results screen (spec §2.9): the processing screen while pending or processing
 * (polled every 5 s), the transcript with per-question scores once completed, the reason when failed.
 */
export function InterviewResults({ interviewId, role }: { interviewId: string; role: Role }) {
  const links = personaPaths(role);
  const interview = useInterview(interviewId);

  if (interview.isPending) return <PageSpinner label="Loading interview..." />;
  if (interview.isError) {
    const notFound = isApiError(interview.error) && interview.error.status === 404;
    return (
      <Page title={notFound ? 'Interview not found' : 'Failed to load interview'} width="default">
        <ErrorAlert>
          {notFound ? 'Interview not found' : `Failed to load interview: ${errorMessage(interview.error)}`}
        </ErrorAlert>
        <BackToPersonas href={links.home} />
      </Page>
    );
  }

  const data = interview.data;
  if (data.status === 'pending' || data.status === 'processing')
    return (
      <Page title={`Interview: ${data.persona.name}`} width="default">
        <section
          aria-labelledby="processing-heading"
          className="flex flex-col items-center gap-4 rounded-lg border border-slate-200 bg-white p-10 text-center shadow-sm"
        >
          <h2 id="processing-heading" className="text-xl font-semibold text-slate-900">
            Interview in progress
          </h2>
          <Spinner
            label={
              data.status === 'pending'
                ? 'Waiting to start...'
                : `${data.persona.name} is reading ${data.fileName}...`
            }
          />
          <p className="max-w-md text-slate-700">This page updates by itself when the answers are ready.</p>
        </section>
      </Page>
    );

  if (data.status === 'failed')
    return (
      <Page title={`Interview: ${data.persona.name}`} width="default">
        <ErrorAlert>
          <p className="font-semibold">The interview failed.</p>
          <p>{data.error ?? 'An error occurred.'}</p>
        </ErrorAlert>
        <BackToPersonas href={links.home} />
      </Page>
    );

  return <Completed interview={data} role={role} />;
}
