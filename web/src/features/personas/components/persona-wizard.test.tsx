// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentItem, persona, question } from '../../../test/factories.ts';
import { json, mockApi, renderWithApp } from '../../../test/render.tsx';
import { PersonaWizard } from './persona-wizard.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const alice = persona({ name: 'Alice Saver' });
const ready = documentItem({ fileName: 'aov-2025.pdf', status: 'completed' });
const extracting = documentItem({ fileName: 'still-extracting.pdf', status: 'processing' });
const aovQuestion = question({ context: 'aov', text: 'What does this fund cost you each year?' });

function setup() {
  const calls = mockApi({
    'GET /api/personas': () => ({ items: [alice, persona({ name: 'Bob Expert' })] }),
    'GET /api/documents': () => ({ items: [ready, extracting], total: 2 }),
    'GET /api/interview-questions': () => ({ items: [aovQuestion] }),
    'POST /api/interviews': () => json(202, { items: [] }),
  });
  const user = userEvent.setup();
  renderWithApp(<PersonaWizard role="client" />);
  return { calls, user };
}

const next = () => screen.getByRole('button', { name: 'Next' });
const isDisabled = (element: HTMLElement) => element.hasAttribute('disabled');

describe('PersonaWizard', () => {
  it('does not go on to the document without a persona', async () => {
    const { user } = setup();
    const card = await screen.findByRole('button', { name: /Alice Saver/ });
    expect(isDisabled(next())).toBe(true);

    await user.click(card);
    expect(card.getAttribute('aria-pressed')).toBe('true');
    expect(isDisabled(next())).toBe(false);

    await user.click(card);
    expect(isDisabled(next())).toBe(true);
  });

  it('does not go on to the questions without a document, and a document still being extracted cannot be chosen', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: /Alice Saver/ }));
    await user.click(next());

    const chosen = await screen.findByRole('button', { name: /aov-2025\.pdf/ });
    expect(isDisabled(next())).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: /still-extracting\.pdf/ }))).toBe(true);

    await user.click(chosen);
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    expect(isDisabled(next())).toBe(false);
  });

  it('can be driven by keyboard alone, focus following each step’s heading', async () => {
    const { calls, user } = setup();
    await screen.findByRole('button', { name: /Alice Saver/ });

    // Tab to the first persona card and choose it with Space, then Tab on to Next and press Enter.
    await tabTo(user, /Alice Saver/);
    await user.keyboard(' ');
    await tabTo(user, /^Next$/);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Select Document' }));

    await tabTo(user, /aov-2025\.pdf/);
    await user.keyboard('{Enter}');
    await tabTo(user, /^Next$/);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Select Questions' }));

    expect((await screen.findAllByText(aovQuestion.text)).length).toBeGreaterThan(0);
    await tabTo(user, /Start Interviews/);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const sent = calls.find((call) => call.method === 'POST')!;
    expect(sent.url.pathname).toBe('/api/interviews');
    expect(sent.body).toMatchObject({ documentId: ready.id, personaIds: [alice.id] });
  });
});

/** Presses Tab until the focused element's accessible name matches (at most 40 stops). */
async function tabTo(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  for (let stop = 0; stop < 40; stop += 1) {
    await user.tab();
    const focused = document.activeElement as HTMLElement | null;
    const label = focused?.getAttribute('aria-label') ?? focused?.textContent ?? '';
    if (name.test(label.trim())) return;
  }
  throw new Error(`Tab never reached ${name}`);
}
