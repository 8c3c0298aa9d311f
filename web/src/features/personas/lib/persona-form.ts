import { z } from 'zod';
import {
  createPersonaInput,
  type CreatePersonaInput,
  type Persona,
  type SpeechStyle,
} from '#common/api/personas.ts';
import { fieldErrorsFromZod, type FieldErrors } from '../../../lib/form.ts';

/** The persona form's values as typed: lists are one item per line, the age is text until checked. */
export type PersonaFormValues = {
  name: string;
  age: string;
  portrait: string;
  financialSnapshot: string;
  investmentStyle: string;
  vulnerability: boolean;
  vulnerabilityDrivers: string[];
  accessibilityNeeds: string[];
  financialKnowledge: string;
  investmentTime: string;
  personalityTraits: string;
  speechStyle: SpeechStyle;
  motivations: string;
  concerns: string;
};

export const PERSONA_FIELD_ORDER = [
  'name',
  'age',
  'portrait',
  'financialSnapshot',
  'investmentStyle',
  'financialKnowledge',
  'investmentTime',
  'vulnerability',
  'vulnerabilityDrivers',
  'accessibilityNeeds',
  'personalityTraits',
  'speechStyle',
  'motivations',
  'concerns',
] as const;
export type PersonaField = (typeof PERSONA_FIELD_ORDER)[number];

export const EMPTY_PERSONA_FORM: PersonaFormValues = {
  name: '',
  age: '',
  portrait: '',
  financialSnapshot: '',
  investmentStyle: '',
  vulnerability: false,
  vulnerabilityDrivers: [],
  accessibilityNeeds: [],
  financialKnowledge: '',
  investmentTime: '',
  personalityTraits: '',
  speechStyle: { confidence: 'medium', technicalTerms: 'some', sentenceLength: 'medium' },
  motivations: '',
  concerns: '',
};

export function personaFormValues(persona: Persona): PersonaFormValues {
  return {
    name: persona.name,
    age: String(persona.age),
    portrait: persona.portrait ?? '',
    financialSnapshot: persona.financialSnapshot,
    investmentStyle: persona.investmentStyle,
    vulnerability: persona.vulnerability,
    vulnerabilityDrivers: [...persona.vulnerabilityDrivers],
    accessibilityNeeds: [...persona.accessibilityNeeds],
    financialKnowledge: persona.financialKnowledge,
    investmentTime: persona.investmentTime,
    personalityTraits: persona.personalityTraits.join('\n'),
    speechStyle: { ...persona.speechStyle },
    motivations: persona.motivations.join('\n'),
    concerns: persona.concerns.join('\n'),
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export type PersonaFormResult =
  { ok: true; input: CreatePersonaInput } | { ok: false; errors: FieldErrors<PersonaField> };

/** Checks the form with the contract's schema; vulnerability drivers only count for a vulnerable persona. */
export function parsePersonaForm(values: PersonaFormValues): PersonaFormResult {
  const age = values.age.trim() === '' ? Number.NaN : Number(values.age);
  const parsed = createPersonaInput.safeParse({
    name: values.name,
    age,
    portrait: values.portrait || null,
    financialSnapshot: values.financialSnapshot,
    investmentStyle: values.investmentStyle,
    vulnerability: values.vulnerability,
    vulnerabilityDrivers: values.vulnerability ? values.vulnerabilityDrivers : [],
    accessibilityNeeds: values.accessibilityNeeds,
    financialKnowledge: values.financialKnowledge,
    investmentTime: values.investmentTime,
    personalityTraits: lines(values.personalityTraits),
    speechStyle: values.speechStyle,
    motivations: lines(values.motivations),
    concerns: lines(values.concerns),
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors = fieldErrorsFromZod<PersonaField>(parsed.error);
  if (errors.age && Number.isNaN(age)) errors.age = 'Enter the age as a whole number.';
  return { ok: false, errors };
}

/**
 * The form's schema for react-hook-form: the values as typed, checked by parsePersonaForm (so with the
 * contract's createPersonaInput) and turned into the API's input; each message lands at its field.
 */
export const personaFormSchema = z.custom<PersonaFormValues>().transform((values, ctx) => {
  const result = parsePersonaForm(values);
  if (result.ok) return result.input;
  for (const [field, message] of Object.entries(result.errors))
    ctx.issues.push({ code: 'custom', path: [field], message, input: values });
  return z.NEVER;
});
