// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedbackText } from './feedback-text.tsx';

afterEach(cleanup);

const FEEDBACK =
  'The passage has a reading age of 23.1, against about 12 for this persona. It uses terms this persona would not know without explaining them: capital growth and fixed income. The persona read this on page 1: “To produce a rising income.”';

describe(FeedbackText.name, () => {
  it('shows long feedback to the end of a sentence, never mid-word, and the rest on see more', async () => {
    render(<FeedbackText text={FEEDBACK} />);
    const button = screen.getByRole('button', { name: 'see more' });
    const shown = button.parentElement!.textContent!.replace('see more', '').trim();
    expect(shown).toBe('The passage has a reading age of 23.1, against about 12 for this persona.');
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'show less' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(FEEDBACK)).toBeTruthy();
  });
});
