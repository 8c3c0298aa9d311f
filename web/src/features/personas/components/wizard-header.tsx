import { cn } from '../../../components/ui/cn.ts';
import {
  SETUP_SUBSTEPS,
  SETUP_SUBSTEP_LABELS,
  WIZARD_STEPS,
  WIZARD_STEP_LABELS,
  wizardProgress,
  type SetupSubstep,
  type WizardStep,
} from '../lib/wizard.ts';

/** The step tabs and the progress bar (33%, 66%, 100%). Interviews and Results open once reachable. */
export function WizardHeader({
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

export function SetupSteps({ current }: { current: SetupSubstep }) {
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
