import { RotateCcw } from 'lucide-react';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { QUESTIONS_RETRY_EXHAUSTED } from '../lib/wizard.ts';

/** The questions could not be loaded: the error, what the run would have asked, and Retry Loading. */
export function QuestionsLoadError({
  error,
  personaCount,
  context,
  questions,
  pickedCount,
  onRetry,
}: {
  error: unknown;
  personaCount: number;
  context: string | null;
  questions: readonly { category: string }[];
  pickedCount: number;
  onRetry: () => void;
}) {
  return (
    <div className="space-y-4">
      <ErrorAlert>
        <p className="font-semibold">Failed to load questions. Please try again.</p>
        <p>{QUESTIONS_RETRY_EXHAUSTED}</p>
        <p>{errorMessage(error)}</p>
      </ErrorAlert>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-md border border-slate-200 bg-slate-50 p-4 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-900">Personas</dt>
        <dd className="text-slate-800">{personaCount}</dd>
        <dt className="font-medium text-slate-900">Document context</dt>
        <dd className="text-slate-800">{context ?? 'any'}</dd>
        <dt className="font-medium text-slate-900">Questions</dt>
        <dd className="text-slate-800">{questions.length}</dd>
        <dt className="font-medium text-slate-900">Categories</dt>
        <dd className="text-slate-800">{new Set(questions.map((q) => q.category)).size}</dd>
        <dt className="font-medium text-slate-900">Selected</dt>
        <dd className="text-slate-800">{pickedCount}</dd>
      </dl>
      <Button variant="secondary" onClick={onRetry}>
        <RotateCcw className="size-4" aria-hidden="true" />
        Retry Loading
      </Button>
    </div>
  );
}
