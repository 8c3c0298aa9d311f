import { useState } from 'react';
import { HelpCircle, Pencil, Plus } from 'lucide-react';
import type { Role } from '#common/api/auth.ts';
import {
  CATEGORY_LABELS,
  INTERVIEW_CATEGORIES,
  type InterviewCategory,
  type InterviewQuestion,
} from '#common/api/personas.ts';
import { Page } from '../../../components/layout/page.tsx';
import { SuccessMessage } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DataTable, TD_CLASS, TH_CLASS } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { LoadError } from './load-error.tsx';
import { useQuestions } from '../api/get-questions.ts';
import { groupByCategory, questionLabel } from '../lib/wizard.ts';
import { CONTEXT_LABELS, QuestionForm } from './question-form.tsx';

const CATEGORY_OPTIONS = [
  { value: '', label: 'All Categories' },
  ...INTERVIEW_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] })),
];

/** Interview Questions browser (spec §2.12) with a category filter; administrators add and edit. */
export function QuestionBrowser({ role }: { role: Role }) {
  const canEdit = role === 'admin';
  const [category, setCategory] = useState('');
  const [editing, setEditing] = useState<InterviewQuestion | 'new' | null>(null);
  const [saved, setSaved] = useState(false);
  const questions = useQuestions(category ? { category: category as InterviewCategory } : {});

  return (
    <Page
      title="Interview Questions"
      description={
        <p>The questions personas are asked, by report category, with the rule each one probes.</p>
      }
      actions={
        canEdit && editing === null ? (
          <Button
            onClick={() => {
              setSaved(false);
              setEditing('new');
            }}
          >
            <Plus className="size-4" aria-hidden="true" />
            Add Question
          </Button>
        ) : undefined
      }
    >
      <div className="space-y-6">
        {saved && <SuccessMessage>Question saved.</SuccessMessage>}
        {editing !== null && (
          <SectionCard title={editing === 'new' ? 'New question' : 'Edit question'}>
            <QuestionForm
              key={editing === 'new' ? 'new' : editing.id}
              question={editing === 'new' ? undefined : editing}
              onCancel={() => setEditing(null)}
              onDone={() => {
                setEditing(null);
                setSaved(true);
              }}
            />
          </SectionCard>
        )}
        <SelectField
          label="Category"
          name="category"
          options={CATEGORY_OPTIONS}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          className="max-w-xs"
        />
        {questions.isPending ? (
          <Spinner label="Loading questions..." />
        ) : questions.isError ? (
          <LoadError
            title="Failed to load questions. Please try again."
            error={questions.error}
            onRetry={() => void questions.refetch()}
          />
        ) : questions.data.items.length === 0 ? (
          <EmptyState icon={HelpCircle} title="No Questions Found" />
        ) : (
          groupByCategory(questions.data.items).map(([group, list]) => (
            <SectionCard key={group} title={CATEGORY_LABELS[group]}>
              <DataTable
                caption={`${CATEGORY_LABELS[group]} questions`}
                captionHidden
                head={
                  <tr>
                    <th scope="col" className={TH_CLASS}>
                      Question
                    </th>
                    <th scope="col" className={TH_CLASS}>
                      Context
                    </th>
                    <th scope="col" className={TH_CLASS}>
                      Regulatory mapping
                    </th>
                    {canEdit && (
                      <th scope="col" className={TH_CLASS}>
                        <span className="sr-only">Actions</span>
                      </th>
                    )}
                  </tr>
                }
              >
                {list.map((question) => (
                  <tr key={question.id}>
                    <td className={TD_CLASS}>{questionLabel(question)}</td>
                    <td className={`${TD_CLASS} whitespace-nowrap`}>{CONTEXT_LABELS[question.context]}</td>
                    <td className={TD_CLASS}>{question.regulatoryMapping}</td>
                    {canEdit && (
                      <td className={TD_CLASS}>
                        <Button
                          variant="secondary"
                          size="sm"
                          onClick={() => {
                            setSaved(false);
                            setEditing(question);
                            window.scrollTo({ top: 0 });
                          }}
                        >
                          <Pencil className="size-4" aria-hidden="true" />
                          Edit<span className="sr-only"> question: {question.text}</span>
                        </Button>
                      </td>
                    )}
                  </tr>
                ))}
              </DataTable>
            </SectionCard>
          ))
        )}
      </div>
    </Page>
  );
}
