import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import {
  ACCESSIBILITY_NEEDS,
  VULNERABILITY_DRIVERS,
  VULNERABILITY_DRIVER_LABELS,
  type Persona,
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
import { useCreatePersona } from '../api/create-persona.ts';
import { usePortraits } from '../api/get-portraits.ts';
import { useUpdatePersona } from '../api/update-persona.ts';
import {
  EMPTY_PERSONA_FORM,
  PERSONA_FIELD_ORDER,
  personaFormSchema,
  personaFormValues,
} from '../lib/persona-form.ts';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';

const ACCESSIBILITY_LABELS: Record<string, string> = {
  'low-vision': 'Low vision',
  'screen-reader': 'Uses a screen reader',
  dyslexia: 'Dyslexia',
  cognitive: 'Cognitive needs',
  'english-second-language': 'English as a second language',
};

function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={value.includes(option.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...value, option.value] : value.filter((v) => v !== option.value),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Add or edit a persona (administrators): every field of spec §3, checked with the contract's schema. */
export function PersonaForm({
  persona,
  onDone,
  onCancel,
}: {
  persona?: Persona;
  onDone: (persona: Persona) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const form = useZodForm(personaFormSchema, {
    defaultValues: persona ? personaFormValues(persona) : EMPTY_PERSONA_FORM,
  });
  const vulnerable = useWatch({ control: form.control, name: 'vulnerability' });
  const create = useCreatePersona();
  const update = useUpdatePersona();
  const mutation = persona ? update : create;
  const portraits = usePortraits();
  const { errors } = form.formState;

  const submit = form.handleSubmit((input) => {
    const onError = (error: unknown) => setServerErrors(form, error, PERSONA_FIELD_ORDER);
    if (persona) update.mutate({ personaId: persona.id, input }, { onSuccess: onDone, onError });
    else create.mutate(input, { onSuccess: onDone, onError });
  });

  const portraitOptions = [
    { value: '', label: 'Default portrait' },
    ...(portraits.data?.items ?? []).map((item) => ({
      value: item.url,
      label: item.url
        .split('/')
        .pop()!
        .replace(/\.svg$/, '')
        .replace(/-/g, ' '),
    })),
  ];

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-4 p-5">
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {persona ? `Edit ${persona.name}` : 'Add Persona'}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" required {...formField(form, 'name')} />
        <TextField label="Age" required inputMode="numeric" {...formField(form, 'age')} />
        <FormSelectField control={form.control} name="portrait" label="Portrait" options={portraitOptions} />
        <TextField
          label="Investment time"
          required
          hint="For example: 10+ years"
          {...formField(form, 'investmentTime')}
        />
      </div>
      <TextareaField label="Financial snapshot" required {...formField(form, 'financialSnapshot')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Investment style" required {...formField(form, 'investmentStyle')} />
        <TextField
          label="Financial knowledge"
          required
          hint="Words such as beginner, intermediate or expert set the knowledge level."
          {...formField(form, 'financialKnowledge')}
        />
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
        <input type="checkbox" className="h-4 w-4" {...form.register('vulnerability')} />
        Vulnerable investor
      </label>
      {vulnerable && (
        <Controller
          control={form.control}
          name="vulnerabilityDrivers"
          render={({ field }) => (
            <CheckboxGroup
              legend="Drivers of vulnerability (FCA FG21/1)"
              options={VULNERABILITY_DRIVERS.map((d) => ({
                value: d,
                label: VULNERABILITY_DRIVER_LABELS[d],
              }))}
              value={field.value}
              onChange={field.onChange}
              error={errors.vulnerabilityDrivers?.message}
            />
          )}
        />
      )}
      <Controller
        control={form.control}
        name="accessibilityNeeds"
        render={({ field }) => (
          <CheckboxGroup
            legend="Accessibility needs"
            options={ACCESSIBILITY_NEEDS.map((n) => ({ value: n, label: ACCESSIBILITY_LABELS[n] ?? n }))}
            value={field.value}
            onChange={field.onChange}
            error={errors.accessibilityNeeds?.message}
          />
        )}
      />
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-1 text-sm font-medium text-slate-900">Speech style</legend>
        <FormSelectField
          control={form.control}
          name="speechStyle.confidence"
          label="Confidence"
          options={[
            { value: 'low', label: 'Low' },
            { value: 'medium', label: 'Medium' },
            { value: 'high', label: 'High' },
          ]}
        />
        <FormSelectField
          control={form.control}
          name="speechStyle.technicalTerms"
          label="Technical terms"
          options={[
            { value: 'avoids', label: 'Avoids them' },
            { value: 'some', label: 'Some everyday ones' },
            { value: 'fluent', label: 'Fluent' },
          ]}
        />
        <FormSelectField
          control={form.control}
          name="speechStyle.sentenceLength"
          label="Sentence length"
          options={[
            { value: 'short', label: 'Short' },
            { value: 'medium', label: 'Medium' },
            { value: 'long', label: 'Long' },
          ]}
        />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextareaField
          label="Personality traits"
          required
          hint="One per line"
          {...formField(form, 'personalityTraits')}
        />
        <TextareaField label="Motivations" required hint="One per line" {...formField(form, 'motivations')} />
        <TextareaField label="Concerns" required hint="One per line" {...formField(form, 'concerns')} />
      </div>
      {mutation.isError && (
        <ErrorAlert>
          <p className="font-semibold">The persona could not be saved.</p>
          <p>{errorMessage(mutation.error)}</p>
        </ErrorAlert>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {persona ? 'Save Changes' : 'Add Persona'}
        </Button>
      </div>
    </form>
  );
}
