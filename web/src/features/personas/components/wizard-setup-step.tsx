import type { ReactNode, RefObject } from 'react';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SETUP_SUBSTEP_LABELS, randomSelection } from '../lib/wizard.ts';
import { DocumentSelection } from './document-selection.tsx';
import { LoadError } from './load-error.tsx';
import { PersonaSelection } from './persona-selection.tsx';
import { QuestionSelection } from './question-selection.tsx';
import { QuestionsLoadError } from './questions-load-error.tsx';
import type { PersonaWizardState } from './use-persona-wizard.ts';
import { SetupSteps } from './wizard-header.tsx';

/** Setup, one sub-step at a time: choose the personas, then the document, then the questions. */
export function WizardSetupStep({
  wizard,
  headingId,
  headingRef,
}: {
  wizard: PersonaWizardState;
  headingId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { substep, goTo } = wizard;
  let body: ReactNode;
  let footer: ReactNode;
  if (substep === 'personas') {
    const { personas } = wizard;
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
          selected={wizard.personaIds}
          onToggle={wizard.toggle}
          alert={wizard.personaAlert}
        />
      );
    footer = (
      <Button onClick={() => goTo('setup', 'document')} disabled={wizard.personaIds.length === 0}>
        Next
      </Button>
    );
  } else if (substep === 'document') {
    body = <DocumentSelection selected={wizard.document} onSelect={wizard.chooseDocument} />;
    footer = (
      <>
        <Button variant="secondary" onClick={() => goTo('setup', 'personas')}>
          Back
        </Button>
        <Button onClick={() => goTo('setup', 'questions')} disabled={!wizard.document}>
          Next
        </Button>
      </>
    );
  } else {
    const { questions, available } = wizard;
    if (questions.isPending) body = <Spinner label="Loading questions..." />;
    else if (questions.isError)
      body = (
        <QuestionsLoadError
          error={questions.error}
          personaCount={wizard.personaIds.length}
          context={wizard.context}
          questions={available}
          pickedCount={wizard.picked.length}
          onRetry={() => void questions.refetch()}
        />
      );
    else
      body = (
        <QuestionSelection
          questions={available}
          context={wizard.context}
          picked={wizard.picked}
          onChange={wizard.setPicked}
          onRandom={() => wizard.setPicked(randomSelection(available))}
        />
      );
    footer = (
      <>
        <Button variant="secondary" onClick={() => goTo('setup', 'document')}>
          Back
        </Button>
        <Button
          onClick={wizard.start}
          loading={wizard.createInterviews.isPending}
          disabled={!questions.isSuccess || available.length === 0}
        >
          Start Interviews
        </Button>
      </>
    );
  }
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="border-b border-slate-200 px-5 py-4">
        <SetupSteps current={substep} />
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900">
          {SETUP_SUBSTEP_LABELS[substep]}
        </h2>
      </div>
      <div className="p-5">{body}</div>
      {/* Kept in view while a long list of personas or questions scrolls past. */}
      <div className="sticky bottom-0 z-10 space-y-3 rounded-b-lg border-t border-slate-200 bg-white px-5 py-4">
        {wizard.startError && <ErrorAlert>{wizard.startError}</ErrorAlert>}
        <div className="flex flex-wrap justify-end gap-2">{footer}</div>
      </div>
    </section>
  );
}
