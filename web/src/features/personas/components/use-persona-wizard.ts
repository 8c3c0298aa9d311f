import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import type { DocumentItem } from '#common/api/documents.ts';
import { documentContextOf } from '#common/api/personas.ts';
import { trackEvent } from '../../../lib/analytics/analytics-client.ts';
import { useInterviewProgress } from '../api/get-interviews.ts';
import { usePersonas } from '../api/get-personas.ts';
import { useQuestions } from '../api/get-questions.ts';
import { readSelectedPersonaId } from '../lib/navigation-state.ts';
import {
  allInterviewsFinished,
  filterQuestionsByContext,
  togglePersona,
  type SetupSubstep,
  type WizardStep,
} from '../lib/wizard.ts';
import { useAutoOpenReport } from './use-auto-open-report.ts';
import { useStartInterviews } from './use-start-interviews.ts';

/** The wizard's steps and choices, the questions and interview queries, starting the run and following it. */
export function usePersonaWizard(role: Role) {
  const location = useLocation();

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

  const personas = usePersonas();
  const context = document ? documentContextOf(document.documentType, document.fileName) : null;
  const questions = useQuestions(context ? { context } : {}, {
    enabled: substep === 'questions' && !!document,
  });
  const available = filterQuestionsByContext(questions.data?.items ?? [], context);
  const startInterviews = useStartInterviews((ids) => {
    setInterviewIds(ids);
    goTo('interviews');
  });
  const progress = useInterviewProgress(interviewIds);
  const finished = progress.data ? allInterviewsFinished(progress.data.items) : false;

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

  const report = useAutoOpenReport({
    role,
    step,
    documentId: document?.id ?? null,
    interviews: progress.data,
  });

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
    startInterviews.start({
      personaIds,
      documentId: document?.id ?? null,
      questionsLoaded: questions.isSuccess,
      questions: available,
      picked,
    });
  }

  function startAgain() {
    setInterviewIds([]);
    report.setStay(false);
    setPicked([]);
    setDocument(null);
    setPersonaIds([]);
    startInterviews.createInterviews.reset();
    goTo('setup', 'personas');
  }

  function chooseDocument(chosen: DocumentItem) {
    setDocument(chosen);
    setPicked([]);
  }

  const reachable: Record<WizardStep, boolean> = {
    setup: interviewIds.length === 0,
    interviews: interviewIds.length > 0,
    results: finished,
  };

  return {
    step,
    substep,
    goTo,
    reachable,
    personas,
    personaIds,
    personaAlert,
    toggle,
    document,
    chooseDocument,
    context,
    questions,
    available,
    picked,
    setPicked,
    createInterviews: startInterviews.createInterviews,
    start,
    startError: startInterviews.startError,
    startAgain,
    progress,
    ...report,
  };
}

export type PersonaWizardState = ReturnType<typeof usePersonaWizard>;
