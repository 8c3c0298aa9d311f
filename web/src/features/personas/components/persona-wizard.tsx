import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { BarChart3, LayoutDashboard, RotateCcw } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import type { DocumentItem } from '#common/api/documents.ts';
import { PERSONA_MESSAGES, documentContextOf } from '#common/api/personas.ts';
import { Page } from '../../../components/layout/page.tsx';
import { ErrorAlert, SuccessMessage } from '../../../components/ui/alert.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { trackEvent } from '../../analytics/lib/analytics-client.ts';
import { LoadError } from './load-error.tsx';
import { useCreateInterviews } from '../api/create-interviews.ts';
import { useInterviewProgress } from '../api/get-interviews.ts';
import { usePersonas } from '../api/get-personas.ts';
import { useQuestions } from '../api/get-questions.ts';
import { readSelectedPersonaId } from '../lib/navigation-state.ts';
import { personaPaths } from '../lib/persona-paths.ts';
import {
  QUESTIONS_RETRY_EXHAUSTED,
  SETUP_SUBSTEPS,
  SETUP_SUBSTEP_LABELS,
  WIZARD_STEPS,
  WIZARD_STEP_LABELS,
  allInterviewsFinished,
  canStartInterviews,
  filterQuestionsByContext,
  questionsToAsk,
  randomSelection,
  togglePersona,
  wizardProgress,
  type SetupSubstep,
  type WizardStep,
} from '../lib/wizard.ts';
import { DocumentSelection } from './document-selection.tsx';
import { InterviewProgress } from './interview-progress.tsx';
import { PersonaSelection } from './persona-selection.tsx';
import { QuestionSelection } from './question-selection.tsx';

/** How long the finished run stays on screen before Report Effectiveness opens. */
export const AUTO_OPEN_REPORT_MS = 4000;

/** The step tabs and the progress bar (33%, 66%, 100%). Interviews and Results open once reachable. */
function WizardHeader({
  step,
  reachable,
  onStep,
}: {
  step: WizardStep;
  reachable: Record<WizardStep, boolean>;
  onStep: (step: WizardStep) => void;
}) {
  const percent = wizardProgress(step);
  return (
    <div className="mb-6 space-y-3">
      <nav aria-label="Interview steps">
        <ol className="flex flex-wrap gap-2">
          {WIZARD_STEPS.map((candidate, index) => (
            <li key={candidate}>
              <button
                type="button"
                disabled={!reachable[candidate]}
                aria-current={candidate === step ? 'step' : undefined}
                onClick={() => onStep(candidate)}
                className={cn(
                  'rounded-md border px-4 py-2 text-sm font-semibold',
                  candidate === step
                    ? 'border-blue-700 bg-blue-700 text-white'
                    : 'border-slate-400 bg-white text-slate-900 hover:bg-slate-100',
                  'disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-white',
                )}
              >
                {index + 1}. {WIZARD_STEP_LABELS[candidate]}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <div
        role="progressbar"
        aria-label="Interview progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%: ${WIZARD_STEP_LABELS[step]}`}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-blue-700 transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function SetupSteps({ current }: { current: SetupSubstep }) {
  const currentIndex = SETUP_SUBSTEPS.indexOf(current);
  return (
    <ol className="mb-4 flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label="Setup steps">
      {SETUP_SUBSTEPS.map((substep, index) => (
        <li
          key={substep}
          aria-current={substep === current ? 'step' : undefined}
          className={cn(
            'flex items-center gap-2',
            substep === current ? 'font-semibold text-blue-800' : 'text-slate-700',
          )}
        >
          <span
            className={cn(
              'flex size-6 items-center justify-center rounded-full text-xs font-bold',
              index <= currentIndex ? 'bg-blue-700 text-white' : 'bg-slate-200 text-slate-800',
            )}
            aria-hidden="true"
          >
            {index + 1}
          </span>
          {SETUP_SUBSTEP_LABELS[substep]}
          {index < currentIndex && <span className="sr-only"> (done)</span>}
        </li>
      ))}
    </ol>
  );
}

/**
 * The Persona Interview System wizard (spec §2.8, §4, §5): choose up to five personas, a document and the
 * questions, start one interview per persona, then follow them until every one has completed or failed.
 */
export function PersonaWizard({ role }: { role: Role }) {
  const links = personaPaths(role);
  const location = useLocation();
  const navigate = useNavigate();
  const headingId = useId();
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);

  const [step, setStep] = useState<WizardStep>('setup');
  const [substep, setSubstep] = useState<SetupSubstep>('personas');
  const [personaIds, setPersonaIds] = useState<string[]>(() => {
    const preselected = readSelectedPersonaId(location.state);
    return preselected ? [preselected] : [];
  });
  const [personaAlert, setPersonaAlert] = useState<string | null>(null);
  const [document, setDocument] = useState<DocumentItem | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [interviewIds, setInterviewIds] = useState<string[]>([]);
  const [startError, setStartError] = useState<string | null>(null);
  // Stay here: the user chose to keep the finished run on screen instead of opening the report.
  const [stay, setStay] = useState(false);

  const personas = usePersonas();
  const context = document ? documentContextOf(document.documentType, document.fileName) : null;
  const questions = useQuestions(context ? { context } : {}, {
    enabled: substep === 'questions' && !!document,
  });
  const available = filterQuestionsByContext(questions.data?.items ?? [], context);
  const createInterviews = useCreateInterviews();
  const progress = useInterviewProgress(interviewIds);
  const finished = progress.data ? allInterviewsFinished(progress.data.items) : false;
  const anyCompleted = progress.data?.items.some((item) => item.status === 'completed') ?? false;

  // Spec §4: once every interview has completed or failed, the wizard marks completion (Results, 100%).
  // Adjusted while rendering (not in an effect) so the page never shows a finished run as still going.
  const [sawFinished, setSawFinished] = useState(false);
  if (finished !== sawFinished) {
    setSawFinished(finished);
    if (finished && step === 'interviews') setStep('results');
  }

  // Spec §4 analytics: a persona interview session "completed" event once every interview has finished.
  const finishedCount = finished ? (progress.data?.items.length ?? 0) : 0;
  useEffect(() => {
    if (finishedCount > 0)
      trackEvent({ type: 'persona_interview', name: 'completed', module: 'personas', value: finishedCount });
  }, [finishedCount]);

  // After a step change, move focus to the new step's heading so keyboard and screen-reader users follow;
  // not on arrival, where focus belongs at the top of the page.
  const arrived = useRef(false);
  useEffect(() => {
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
    stepHeadingRef.current?.focus();
  }, [step, substep]);

  function goTo(nextStep: WizardStep, nextSubstep?: SetupSubstep) {
    setStep(nextStep);
    if (nextSubstep) setSubstep(nextSubstep);
  }

  function toggle(personaId: string) {
    const result = togglePersona(personaIds, personaId);
    setPersonaIds(result.selected);
    setPersonaAlert(result.alert);
  }

  function start() {
    const check = canStartInterviews({
      personaIds,
      documentId: document?.id ?? null,
      questionsLoaded: questions.isSuccess,
    });
    if (!check.ok) {
      setStartError(check.reason);
      return;
    }
    setStartError(null);
    createInterviews.mutate(
      { documentId: document!.id, personaIds, questionIds: questionsToAsk(available, picked) },
      {
        onSuccess: (response) => {
          trackEvent({
            type: 'persona_interview',
            name: 'started',
            module: 'personas',
            value: personaIds.length,
          });
          setInterviewIds(response.items.map((item) => item.id));
          goTo('interviews');
        },
        onError: (error) => setStartError(`${PERSONA_MESSAGES.createFailed} ${errorMessage(error)}`),
      },
    );
  }

  function startAgain() {
    setInterviewIds([]);
    setStay(false);
    setPicked([]);
    setDocument(null);
    setPersonaIds([]);
    createInterviews.reset();
    goTo('setup', 'personas');
  }

  const reachable: Record<WizardStep, boolean> = {
    setup: interviewIds.length === 0,
    interviews: interviewIds.length > 0,
    results: finished,
  };

  const completedPersonaIds = (progress.data?.items ?? [])
    .filter((item) => item.status === 'completed')
    .map((item) => item.personaId)
    .join(',');
  const documentId = document?.id ?? null;
  const openReport = useCallback(() => {
    if (!documentId) return;
    void navigate(personaPaths(role).reportFor(documentId), {
      state: {
        focusMode: 'multi-interview',
        documentId,
        personaIds: completedPersonaIds.split(',').filter(Boolean),
      },
    });
  }, [navigate, role, documentId, completedPersonaIds]);

  // Spec §4: when every interview has finished, the wizard goes on to Report Effectiveness (multi-interview
  // focus). It says so first and waits a moment, so the outcome can be read, and Stay here cancels it
  // (WCAG 2.2.1); it does not go when nothing completed, as the report would be empty.
  const autoOpen = step === 'results' && anyCompleted && !stay;
  useEffect(() => {
    if (!autoOpen) return;
    const timer = setTimeout(openReport, AUTO_OPEN_REPORT_MS);
    return () => clearTimeout(timer);
  }, [autoOpen, openReport]);

  let content;
  if (step === 'setup') {
    const stepTitle = SETUP_SUBSTEP_LABELS[substep];
    let body;
    let footer;
    if (substep === 'personas') {
      if (personas.isPending) body = <Spinner label="Loading personas..." />;
      else if (personas.isError)
        body = (
          <LoadError
            title="Failed to load personas"
            error={personas.error}
            onRetry={() => void personas.refetch()}
          />
        );
      else
        body = (
          <PersonaSelection
            personas={personas.data.items}
            selected={personaIds}
            onToggle={toggle}
            alert={personaAlert}
          />
        );
      footer = (
        <Button onClick={() => goTo('setup', 'document')} disabled={personaIds.length === 0}>
          Next
        </Button>
      );
    } else if (substep === 'document') {
      body = (
        <DocumentSelection
          selected={document}
          onSelect={(chosen) => {
            setDocument(chosen);
            setPicked([]);
          }}
        />
      );
      footer = (
        <>
          <Button variant="secondary" onClick={() => goTo('setup', 'personas')}>
            Back
          </Button>
          <Button onClick={() => goTo('setup', 'questions')} disabled={!document}>
            Next
          </Button>
        </>
      );
    } else {
      if (questions.isPending) body = <Spinner label="Loading questions..." />;
      else if (questions.isError)
        body = (
          <div className="space-y-4">
            <ErrorAlert>
              <p className="font-semibold">Failed to load questions. Please try again.</p>
              <p>{QUESTIONS_RETRY_EXHAUSTED}</p>
              <p>{errorMessage(questions.error)}</p>
            </ErrorAlert>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-md border border-slate-200 bg-slate-50 p-4 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-medium text-slate-900">Personas</dt>
              <dd className="text-slate-800">{personaIds.length}</dd>
              <dt className="font-medium text-slate-900">Document context</dt>
              <dd className="text-slate-800">{context ?? 'any'}</dd>
              <dt className="font-medium text-slate-900">Questions</dt>
              <dd className="text-slate-800">{available.length}</dd>
              <dt className="font-medium text-slate-900">Categories</dt>
              <dd className="text-slate-800">{new Set(available.map((q) => q.category)).size}</dd>
              <dt className="font-medium text-slate-900">Selected</dt>
              <dd className="text-slate-800">{picked.length}</dd>
            </dl>
            <Button variant="secondary" onClick={() => void questions.refetch()}>
              <RotateCcw className="size-4" aria-hidden="true" />
              Retry Loading
            </Button>
          </div>
        );
      else
        body = (
          <QuestionSelection
            questions={available}
            context={context}
            picked={picked}
            onChange={setPicked}
            onRandom={() => setPicked(randomSelection(available))}
          />
        );
      footer = (
        <>
          <Button variant="secondary" onClick={() => goTo('setup', 'document')}>
            Back
          </Button>
          <Button
            onClick={start}
            loading={createInterviews.isPending}
            disabled={!questions.isSuccess || available.length === 0}
          >
            Start Interviews
          </Button>
        </>
      );
    }
    content = (
      <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white shadow-sm">
        <div className="border-b border-slate-200 px-5 py-4">
          <SetupSteps current={substep} />
          <h2
            id={headingId}
            ref={stepHeadingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900"
          >
            {stepTitle}
          </h2>
        </div>
        <div className="p-5">{body}</div>
        {/* Kept in view while a long list of personas or questions scrolls past. */}
        <div className="sticky bottom-0 z-10 space-y-3 rounded-b-lg border-t border-slate-200 bg-white px-5 py-4">
          {startError && <ErrorAlert>{startError}</ErrorAlert>}
          <div className="flex flex-wrap justify-end gap-2">{footer}</div>
        </div>
      </section>
    );
  } else {
    const title = step === 'results' ? 'Results' : 'Interviews';
    content = (
      <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white shadow-sm">
        <div className="border-b border-slate-200 px-5 py-4">
          <h2
            id={headingId}
            ref={stepHeadingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900"
          >
            {title}
          </h2>
          {document && (
            <p className="mt-1 text-sm text-slate-700">
              Document: <span className="break-all">{document.fileName}</span>
            </p>
          )}
        </div>
        <div className="space-y-4 p-5">
          {step === 'results' && (
            <SuccessMessage>
              <p>All interviews have finished.</p>
              {autoOpen && (
                <p className="mt-1 flex flex-wrap items-center gap-3">
                  Opening Report Effectiveness in a few seconds.
                  <Button variant="secondary" size="sm" onClick={() => setStay(true)}>
                    Stay here
                  </Button>
                </p>
              )}
            </SuccessMessage>
          )}
          {progress.isPending ? (
            <Spinner label="Loading interview progress..." />
          ) : progress.isError ? (
            <LoadError
              title="Failed to load interview"
              error={progress.error}
              onRetry={() => void progress.refetch()}
            />
          ) : (
            <InterviewProgress interviews={progress.data.items} resultsHref={links.results} />
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-4">
          <Button variant="secondary" onClick={startAgain}>
            <RotateCcw className="size-4" aria-hidden="true" />
            New Interview
          </Button>
          <Link to={links.dashboard} className={buttonClassName({ variant: 'secondary' })}>
            <LayoutDashboard className="size-4" aria-hidden="true" />
            Go to Dashboard
          </Link>
          {anyCompleted && document && (
            <Button onClick={openReport}>
              <BarChart3 className="size-4" aria-hidden="true" />
              View Report Effectiveness
            </Button>
          )}
        </div>
      </section>
    );
  }

  return (
    <Page
      title="Persona Interview System"
      description={
        <p>Ask simulated investors about a document to see how well each kind of reader understands it.</p>
      }
    >
      <WizardHeader step={step} reachable={reachable} onStep={(next) => goTo(next)} />
      {content}
    </Page>
  );
}
