import type { RefObject } from 'react';
import { BarChart3, LayoutDashboard, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { SuccessMessage } from '../../../components/ui/alert.tsx';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { PersonaPaths } from '../lib/persona-paths.ts';
import { InterviewProgress } from './interview-progress.tsx';
import { LoadError } from './load-error.tsx';
import type { PersonaWizardState } from './use-persona-wizard.ts';

/** Interviews and Results: each interview's progress, then the finished run and the way to its report. */
export function WizardRunStep({
  wizard,
  headingId,
  headingRef,
  links,
}: {
  wizard: PersonaWizardState;
  headingId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  links: PersonaPaths;
}) {
  const { step, document, progress } = wizard;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="border-b border-slate-200 px-5 py-4">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900">
          {step === 'results' ? 'Results' : 'Interviews'}
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
            {wizard.autoOpen && (
              <p className="mt-1 flex flex-wrap items-center gap-3">
                Opening Report Effectiveness in a few seconds.
                <Button variant="secondary" size="sm" onClick={() => wizard.setStay(true)}>
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
        <Button variant="secondary" onClick={wizard.startAgain}>
          <RotateCcw className="size-4" aria-hidden="true" />
          New Interview
        </Button>
        <Link to={links.dashboard} className={buttonClassName({ variant: 'secondary' })}>
          <LayoutDashboard className="size-4" aria-hidden="true" />
          Go to Dashboard
        </Link>
        {wizard.anyCompleted && document && (
          <Button onClick={wizard.openReport}>
            <BarChart3 className="size-4" aria-hidden="true" />
            View Report Effectiveness
          </Button>
        )}
      </div>
    </section>
  );
}
