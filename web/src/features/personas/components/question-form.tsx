import { useId, useRef, useState, type FormEvent } from 'react';
import {
  CATEGORY_LABELS,
  INTERVIEW_CATEGORIES,
  QUESTION_CONTEXTS,
  createQuestionInput,
  type InterviewQuestion,
} from '#common/api/personas.ts';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../../../lib/form.ts';
import { focusFirstError } from '../../../lib/use-form-values.ts';
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
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({
    category: question?.category ?? '',
    text: question?.text ?? '',
    context: question?.context ?? 'both',
    regulatoryMapping: question?.regulatoryMapping ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const mutation = question ? update : create;
  const set = (key: Field, value: string) => setValues((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createQuestionInput.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrorsFromZod<Field>(parsed.error);
      setErrors(found);
      if (formRef.current) focusFirstError(formRef.current, FIELDS, found);
      return;
    }
    setErrors({});
    const onError = (error: unknown) => setErrors(fieldErrorsFromApi(error, FIELDS));
    if (question)
      update.mutate({ questionId: question.id, input: parsed.data }, { onSuccess: onDone, onError });
    else create.mutate(parsed.data, { onSuccess: onDone, onError });
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="space-y-4 p-5"
    >
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {question ? 'Edit Question' : 'Add Question'}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Category"
          name="category"
          options={[
            { value: '', label: 'Choose a category' },
            ...INTERVIEW_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] })),
          ]}
          value={values.category}
          error={errors.category}
          onChange={(event) => set('category', event.target.value)}
        />
        <SelectField
          label="Context"
          name="context"
          options={QUESTION_CONTEXTS.map((c) => ({ value: c, label: CONTEXT_LABELS[c] ?? c }))}
          value={values.context}
          error={errors.context}
          onChange={(event) => set('context', event.target.value)}
        />
      </div>
      <TextareaField
        label="Question"
        name="text"
        required
        value={values.text}
        error={errors.text}
        onChange={(event) => set('text', event.target.value)}
      />
      <TextField
        label="Regulatory mapping"
        name="regulatoryMapping"
        required
        hint="The rule the question probes, e.g. PRIN 2A.5.3R (consumer understanding)"
        value={values.regulatoryMapping}
        error={errors.regulatoryMapping}
        onChange={(event) => set('regulatoryMapping', event.target.value)}
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
