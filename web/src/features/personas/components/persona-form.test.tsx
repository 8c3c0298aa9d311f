// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { persona } from '../../../test/factories.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { PersonaForm } from './persona-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PORTRAIT = '/api/personas/portraits/retired-teacher.svg';
const existing = persona({
  name: 'Ruth Ellis',
  age: 58,
  portrait: PORTRAIT,
  vulnerability: true,
  vulnerabilityDrivers: ['health'],
  personalityTraits: ['methodical'],
  motivations: ['Retiring on time'],
  concerns: ['Hidden charges'],
});

function setup(subject = existing) {
  const calls = mockApi({
    'GET /api/personas/portraits': () => ({ items: [{ url: PORTRAIT }] }),
    [`PATCH /api/personas/${subject.id}`]: () => subject,
  });
  const onDone = vi.fn();
  renderWithApp(<PersonaForm persona={subject} onDone={onDone} onCancel={() => {}} />);
  return { calls, onDone, user: userEvent.setup() };
}

const patches = (calls: ReturnType<typeof mockApi>) => calls.filter((call) => call.method === 'PATCH');

describe(PersonaForm.name, () => {
  it('shows the age and list messages at their fields, focuses the first and saves nothing', async () => {
    const { calls, onDone, user } = setup();
    const age = screen.getByLabelText(/^Age/);
    await user.clear(age);
    await user.type(age, 'x');
    await user.clear(screen.getByLabelText(/^Concerns/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Enter the age as a whole number.')).toBeTruthy();
    expect(screen.getByText('Give at least one concern.')).toBeTruthy();
    expect(age.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(age);
    expect(patches(calls)).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('keeps the portrait chosen once the options load, and saves the parsed persona', async () => {
    const { calls, onDone, user } = setup();
    const portrait = screen.getByLabelText<HTMLSelectElement>('Portrait');
    await waitFor(() => expect(portrait.value).toBe(PORTRAIT));

    await user.type(screen.getByLabelText(/^Motivations/), '\n  A holiday a year \n');
    await user.selectOptions(screen.getByLabelText('Confidence'), 'low');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(patches(calls).map((call) => call.body)).toEqual([
      expect.objectContaining({
        age: 58,
        portrait: PORTRAIT,
        vulnerabilityDrivers: ['health'],
        motivations: ['Retiring on time', 'A holiday a year'],
        speechStyle: { confidence: 'low', technicalTerms: 'some', sentenceLength: 'medium' },
      }),
    ]);
  });
});
