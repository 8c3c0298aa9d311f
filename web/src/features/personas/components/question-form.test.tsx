// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderWithApp } from '../../../test/render.tsx';
import { question } from '../../../test/factories.ts';
import { QuestionForm } from './question-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe(QuestionForm.name, () => {
  it('shows the contract messages, focuses the first invalid field and sends nothing', async () => {
    const calls = mockApi({ 'POST /api/interview-questions': () => question() });
    const onDone = vi.fn();
    renderWithApp(<QuestionForm onDone={onDone} onCancel={() => {}} />);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/^Question/), '   ');
    await user.click(screen.getByRole('button', { name: 'Add Question' }));

    expect(await screen.findByText('Choose a category.')).toBeTruthy();
    expect(screen.getByText('Enter the question.')).toBeTruthy();
    expect(screen.getByText('Enter the regulatory mapping.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Category'));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends the parsed question and reports it done', async () => {
    const calls = mockApi({ 'POST /api/interview-questions': () => question() });
    const onDone = vi.fn();
    renderWithApp(<QuestionForm onDone={onDone} onCancel={() => {}} />);
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText('Category'), 'purpose');
    await user.selectOptions(screen.getByLabelText('Context'), 'aov');
    await user.type(screen.getByLabelText(/^Question/), '  What is the fund for? ');
    await user.type(screen.getByLabelText(/^Regulatory mapping/), 'PRIN 2A.5.3R');
    await user.click(screen.getByRole('button', { name: 'Add Question' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      {
        category: 'purpose',
        text: 'What is the fund for?',
        context: 'aov',
        regulatoryMapping: 'PRIN 2A.5.3R',
      },
    ]);
  });

  it('edits a question, showing a refused field from the server at that field', async () => {
    const existing = question({ text: 'Old text?' });
    const calls = mockApi({
      [`PATCH /api/interview-questions/${existing.id}`]: () =>
        json(400, {
          code: 'INVALID_INPUT',
          message: 'Check the question.',
          details: { fields: [{ path: 'text', message: 'That question is already in the bank.' }] },
        }),
    });
    renderWithApp(<QuestionForm question={existing} onDone={() => {}} onCancel={() => {}} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    console.log(
      'CALLS',
      JSON.stringify(calls.map((c) => [c.method, c.url.pathname])),
      document.querySelector('form')?.textContent,
    );
    expect(await screen.findByText('That question is already in the bank.')).toBeTruthy();
    expect(screen.getByText('The question could not be saved.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { category: 'purpose', text: 'Old text?', context: 'both', regulatoryMapping: 'PRIN 2A.5.3R' },
    ]);
  });
});
