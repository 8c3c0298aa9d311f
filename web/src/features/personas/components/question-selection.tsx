import { useId, useState } from 'react';
import { ChevronDown, ChevronRight, HelpCircle, Shuffle } from 'lucide-react';
import {
  CATEGORY_LABELS,
  RECOMMENDED_QUESTIONS_MAX,
  RECOMMENDED_QUESTIONS_MIN,
  type InterviewCategory,
  type InterviewQuestion,
} from '#common/api/personas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { groupByCategory } from '../lib/wizard.ts';

type QuestionSelectionProps = {
  questions: readonly InterviewQuestion[];
  /** "aov", "compliance" or null (no filter): named in the empty state. */
  context: string | null;
  picked: readonly string[];
  onChange: (picked: string[]) => void;
  onRandom: () => void;
};

function CategoryGroup({
  category,
  questions,
  picked,
  onToggle,
}: {
  category: InterviewCategory;
  questions: readonly InterviewQuestion[];
  picked: readonly string[];
  onToggle: (questionId: string, checked: boolean) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(true);
  const count = questions.filter((question) => picked.includes(question.id)).length;
  const label = CATEGORY_LABELS[category];
  return (
    <li className="rounded-md border border-slate-200">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left font-semibold text-slate-900 hover:bg-slate-50"
        >
          <span className="flex items-center gap-2">
            {open ? (
              <ChevronDown className="size-4" aria-hidden="true" />
            ) : (
              <ChevronRight className="size-4" aria-hidden="true" />
            )}
            {label}
          </span>
          <span className="text-sm font-normal text-slate-700">
            {count} of {questions.length} selected
          </span>
        </button>
      </h3>
      <fieldset id={`${id}-panel`} hidden={!open} className="border-t border-slate-200 px-4 py-3">
        <legend className="sr-only">{label} questions</legend>
        <ul className="space-y-2">
          {questions.map((question) => (
            <li key={question.id}>
              <label className="flex items-start gap-2 text-slate-800">
                <input
                  type="checkbox"
                  className="mt-1 h-4 w-4 shrink-0"
                  checked={picked.includes(question.id)}
                  onChange={(event) => onToggle(question.id, event.target.checked)}
                />
                <span>{question.text}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </li>
  );
}

/** Setup, step 3 (spec §2.8): questions in collapsible category groups, with Random Selection. */
export function QuestionSelection({
  questions,
  context,
  picked,
  onChange,
  onRandom,
}: QuestionSelectionProps) {
  if (questions.length === 0)
    return (
      <EmptyState icon={HelpCircle} title="No Questions Found">
        <p>No questions found for {context ?? 'any'} documents. Please check the database configuration.</p>
      </EmptyState>
    );

  function toggle(questionId: string, checked: boolean) {
    onChange(checked ? [...picked, questionId] : picked.filter((id) => id !== questionId));
  }

  return (
    <div className="space-y-4">
      <div className="rounded-md border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950">
        <p>
          We recommend {RECOMMENDED_QUESTIONS_MIN}-{RECOMMENDED_QUESTIONS_MAX} questions. If you select none,
          one question from each category is asked.
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-800" aria-live="polite">
          <strong>{picked.length}</strong> {picked.length === 1 ? 'question' : 'questions'} selected
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={onRandom}>
            <Shuffle className="size-4" aria-hidden="true" />
            Random Selection
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onChange([])} disabled={picked.length === 0}>
            Clear Selection
          </Button>
        </div>
      </div>
      <ul className="space-y-3">
        {groupByCategory(questions).map(([category, list]) => (
          <CategoryGroup
            key={category}
            category={category}
            questions={list}
            picked={picked}
            onToggle={toggle}
          />
        ))}
      </ul>
    </div>
  );
}
