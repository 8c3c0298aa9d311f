import { useId, useRef, useState, type FormEvent } from 'react';
import {
  ACCESSIBILITY_NEEDS,
  VULNERABILITY_DRIVERS,
  VULNERABILITY_DRIVER_LABELS,
  type Persona,
  type SpeechStyle,
} from '#common/api/personas.ts';
import { ErrorAlert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldErrorsFromApi, type FieldErrors } from '../../../lib/form.ts';
import { focusFirstError } from '../../../lib/use-form-values.ts';
import { useCreatePersona } from '../api/create-persona.ts';
import { usePortraits } from '../api/get-portraits.ts';
import { useUpdatePersona } from '../api/update-persona.ts';
import {
  EMPTY_PERSONA_FORM,
  PERSONA_FIELD_ORDER,
  parsePersonaForm,
  personaFormValues,
  type PersonaField,
  type PersonaFormValues,
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
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PersonaFormValues>(
    persona ? personaFormValues(persona) : EMPTY_PERSONA_FORM,
  );
  const [errors, setErrors] = useState<FieldErrors<PersonaField>>({});
  const create = useCreatePersona();
  const update = useUpdatePersona();
  const mutation = persona ? update : create;
  const portraits = usePortraits();

  const set = <K extends keyof PersonaFormValues>(key: K, value: PersonaFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setSpeech = (key: keyof SpeechStyle, value: string) =>
    setValues((current) => ({ ...current, speechStyle: { ...current.speechStyle, [key]: value } }));
  const text = (
    key: 'name' | 'age' | 'financialSnapshot' | 'investmentStyle' | 'financialKnowledge' | 'investmentTime',
  ) => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = parsePersonaForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      if (formRef.current) focusFirstError(formRef.current, PERSONA_FIELD_ORDER, result.errors);
      return;
    }
    setErrors({});
    const onError = (error: unknown) => setErrors(fieldErrorsFromApi(error, PERSONA_FIELD_ORDER));
    if (persona)
      update.mutate({ personaId: persona.id, input: result.input }, { onSuccess: onDone, onError });
    else create.mutate(result.input, { onSuccess: onDone, onError });
  }

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
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="space-y-4 p-5"
    >
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {persona ? `Edit ${persona.name}` : 'Add Persona'}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" required {...text('name')} />
        <TextField label="Age" required inputMode="numeric" {...text('age')} />
        <SelectField
          label="Portrait"
          name="portrait"
          options={portraitOptions}
          value={values.portrait}
          onChange={(event) => set('portrait', event.target.value)}
          error={errors.portrait}
        />
        <TextField
          label="Investment time"
          required
          hint="For example: 10+ years"
          {...text('investmentTime')}
        />
      </div>
      <TextareaField label="Financial snapshot" required {...text('financialSnapshot')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Investment style" required {...text('investmentStyle')} />
        <TextField
          label="Financial knowledge"
          required
          hint="Words such as beginner, intermediate or expert set the knowledge level."
          {...text('financialKnowledge')}
        />
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          name="vulnerability"
          className="h-4 w-4"
          checked={values.vulnerability}
          onChange={(event) => set('vulnerability', event.target.checked)}
        />
        Vulnerable investor
      </label>
      {values.vulnerability && (
        <CheckboxGroup
          legend="Drivers of vulnerability (FCA FG21/1)"
          options={VULNERABILITY_DRIVERS.map((d) => ({ value: d, label: VULNERABILITY_DRIVER_LABELS[d] }))}
          value={values.vulnerabilityDrivers}
          onChange={(next) => set('vulnerabilityDrivers', next)}
          error={errors.vulnerabilityDrivers}
        />
      )}
      <CheckboxGroup
        legend="Accessibility needs"
        options={ACCESSIBILITY_NEEDS.map((n) => ({ value: n, label: ACCESSIBILITY_LABELS[n] ?? n }))}
        value={values.accessibilityNeeds}
        onChange={(next) => set('accessibilityNeeds', next)}
        error={errors.accessibilityNeeds}
      />
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-1 text-sm font-medium text-slate-900">Speech style</legend>
        <SelectField
          label="Confidence"
          name="confidence"
          options={[
            { value: 'low', label: 'Low' },
            { value: 'medium', label: 'Medium' },
            { value: 'high', label: 'High' },
          ]}
          value={values.speechStyle.confidence}
          onChange={(event) => setSpeech('confidence', event.target.value)}
        />
        <SelectField
          label="Technical terms"
          name="technicalTerms"
          options={[
            { value: 'avoids', label: 'Avoids them' },
            { value: 'some', label: 'Some everyday ones' },
            { value: 'fluent', label: 'Fluent' },
          ]}
          value={values.speechStyle.technicalTerms}
          onChange={(event) => setSpeech('technicalTerms', event.target.value)}
        />
        <SelectField
          label="Sentence length"
          name="sentenceLength"
          options={[
            { value: 'short', label: 'Short' },
            { value: 'medium', label: 'Medium' },
            { value: 'long', label: 'Long' },
          ]}
          value={values.speechStyle.sentenceLength}
          onChange={(event) => setSpeech('sentenceLength', event.target.value)}
        />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextareaField
          label="Personality traits"
          name="personalityTraits"
          required
          hint="One per line"
          value={values.personalityTraits}
          error={errors.personalityTraits}
          onChange={(event) => set('personalityTraits', event.target.value)}
        />
        <TextareaField
          label="Motivations"
          name="motivations"
          required
          hint="One per line"
          value={values.motivations}
          error={errors.motivations}
          onChange={(event) => set('motivations', event.target.value)}
        />
        <TextareaField
          label="Concerns"
          name="concerns"
          required
          hint="One per line"
          value={values.concerns}
          error={errors.concerns}
          onChange={(event) => set('concerns', event.target.value)}
        />
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
