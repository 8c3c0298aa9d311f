import { useId } from 'react';
import type { z } from 'zod';
import {
  CATEGORY_LABELS,
  INTERVIEW_CATEGORIES,
  QUESTION_CONTEXTS,
  createQuestionInput,
  type CreateQuestionInput,
  type InterviewQuestion,
} from '#common/api/personas.ts';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  FormSelectField,
  formField,
  setServerErrors,
  useZodForm,
} from '../../../components/ui/form-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateQuestion } from '../api/create-question.ts';
import { useUpdateQuestion } from '../api/update-question.ts';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';

const FIELDS = ['category', 'text', 'context', 'regulatoryMapping'] as const;
type Field = (typeof FIELDS)[number];

export const CONTEXT_LABELS: Record<string, string> = {
  aov: 'Assessment of Value',
  compliance: 'Client communications',
  both: 'Both',
};

/** Add or edit an interview question (administrators). */
export function QuestionForm({
  question,
  onDone,
  onCancel,
}: {
  question?: InterviewQuestion;
  onDone: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  // The selects start on values the schema may refuse (no category yet): the form holds strings.
  const form = useZodForm(createQuestionInput as z.ZodType<CreateQuestionInput, Record<Field, string>>, {
    defaultValues: {
      category: question?.category ?? '',
      text: question?.text ?? '',
      context: question?.context ?? 'both',
      regulatoryMapping: question?.regulatoryMapping ?? '',
    },
  });
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const mutation = question ? update : create;

  const submit = form.handleSubmit((input) => {
    const onError = (error: unknown) => setServerErrors(form, error, FIELDS);
    if (question) update.mutate({ questionId: question.id, input }, { onSuccess: onDone, onError });
    else create.mutate(input, { onSuccess: onDone, onError });
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-4 p-5">
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {question ? 'Edit Question' : 'Add Question'}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField
          control={form.control}
          name="category"
          label="Category"
          options={[
            { value: '', label: 'Choose a category' },
            ...INTERVIEW_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] })),
          ]}
        />
        <FormSelectField
          control={form.control}
          name="context"
          label="Context"
          options={QUESTION_CONTEXTS.map((c) => ({ value: c, label: CONTEXT_LABELS[c] ?? c }))}
        />
      </div>
      <TextareaField label="Question" required {...formField(form, 'text')} />
      <TextField
        label="Regulatory mapping"
        required
        hint="The rule the question probes, e.g. PRIN 2A.5.3R (consumer understanding)"
        {...formField(form, 'regulatoryMapping')}
      />
      {mutation.isError && (
        <ErrorAlert>
          <p className="font-semibold">The question could not be saved.</p>
          <p>{errorMessage(mutation.error)}</p>
        </ErrorAlert>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {question ? 'Save Changes' : 'Add Question'}
        </Button>
      </div>
    </form>
  );
}
