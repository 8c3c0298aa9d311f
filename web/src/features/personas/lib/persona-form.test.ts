import { describe, expect, it } from 'vitest';
import { EMPTY_PERSONA_FORM, parsePersonaForm, type PersonaFormValues } from './persona-form.ts';

const valid: PersonaFormValues = {
  ...EMPTY_PERSONA_FORM,
  name: 'Aisha Khan',
  age: '34',
  financialSnapshot: 'Renting, saving into a workplace pension.',
  investmentStyle: 'Cautious',
  financialKnowledge: 'Beginner',
  investmentTime: '20 years',
  personalityTraits: 'careful\n\n busy ',
  motivations: 'A deposit for a flat',
  concerns: 'Losing money',
  vulnerabilityDrivers: ['health'],
};

describe(parsePersonaForm.name, () => {
  it('turns lines into lists and drops drivers of a non-vulnerable persona', () => {
    const result = parsePersonaForm(valid);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input.personalityTraits).toEqual(['careful', 'busy']);
    expect(result.input.vulnerabilityDrivers).toEqual([]);
    expect(result.input.portrait).toBeNull();
  });

  it('reports each field that is missing or wrong', () => {
    const result = parsePersonaForm({ ...valid, name: ' ', age: 'x', concerns: '' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.name).toBe('Enter the name.');
    expect(result.errors.age).toBe('Enter the age as a whole number.');
    expect(result.errors.concerns).toBe('Give at least one concern.');
    expect(parsePersonaForm({ ...valid, age: '15' })).toMatchObject({
      ok: false,
      errors: { age: 'The service is not directed at people under 16.' },
    });
  });
});
