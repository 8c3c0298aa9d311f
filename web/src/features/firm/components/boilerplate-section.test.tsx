// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BoilerplateListResponse, BoilerplatePassage } from '#common/api/boilerplate.ts';
import { json, mockApi, renderWithApp } from '../../../test/render.tsx';
import { BoilerplateSection } from './boilerplate-section.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LICENCE =
  'All rights in the Index vest in FTSE International Limited. FTSE does not sponsor, endorse or promote the Fund.';
const passage: BoilerplatePassage = {
  id: '00000000-0000-4000-8000-0000000000b1',
  text: LICENCE,
  sentences: 2,
  createdAt: '2026-03-01T10:00:00.000Z',
  createdBy: { name: 'Rae Reviewer', email: 'rae@acme.example' },
};

/** A list the handlers below change, as the server would. */
function firmList(initial: BoilerplatePassage[], canManage: boolean) {
  let items = [...initial];
  return {
    get: (): BoilerplateListResponse => ({ items, canManage }),
    add: (text: string) => {
      const made = { ...passage, id: '00000000-0000-4000-8000-0000000000b2', text, sentences: 1 };
      items = [...items, made];
      return made;
    },
    remove: (id: string) => {
      items = items.filter((p) => p.id !== id);
      return { id };
    },
  };
}

describe(BoilerplateSection.name, () => {
  it('says when nothing is marked, and tells a member who can mark a passage', async () => {
    const list = firmList([], false);
    mockApi({ 'GET /api/firm/boilerplate': list.get });
    renderWithApp(<BoilerplateSection />);
    expect(await screen.findByText('No boilerplate marked')).toBeTruthy();
    expect(screen.getByText('Ask a reviewer or your firm admin to mark a passage.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Mark as boilerplate/ })).toBeNull();
  });

  it('shows a member the passages and who marked them, without Remove', async () => {
    mockApi({ 'GET /api/firm/boilerplate': firmList([passage], false).get });
    renderWithApp(<BoilerplateSection />);
    const items = await screen.findByRole('list', { name: 'Boilerplate passages' });
    expect(within(items).getByText(LICENCE)).toBeTruthy();
    expect(within(items).getByText(/2 sentences · Marked by Rae Reviewer on 1 Mar 2026/)).toBeTruthy();
    expect(within(items).queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('checks the passage before sending it, then adds it and confirms', async () => {
    const list = firmList([], true);
    const calls = mockApi({
      'GET /api/firm/boilerplate': list.get,
      'POST /api/firm/boilerplate': (call) => json(201, list.add((call.body as { text: string }).text)),
    });
    renderWithApp(<BoilerplateSection />);
    const user = userEvent.setup();
    const field = await screen.findByLabelText(/^Passage to leave out/);

    await user.type(field, 'Risk warning');
    await user.click(screen.getByRole('button', { name: 'Mark as boilerplate' }));
    expect(await screen.findByText(/at least 4 words/)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.clear(field);
    await user.type(field, '  Past performance is not a guide to future returns.  ');
    await user.click(screen.getByRole('button', { name: 'Mark as boilerplate' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      '“Past performance is not a guide to future returns.” is now left out of the reading measures.',
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { text: 'Past performance is not a guide to future returns.' },
    ]);
    expect(await screen.findByText('Past performance is not a guide to future returns.')).toBeTruthy();
  });

  it("shows the server's refusal of a duplicate", async () => {
    mockApi({
      'GET /api/firm/boilerplate': firmList([passage], true).get,
      'POST /api/firm/boilerplate': () =>
        json(409, { code: 'CONFLICT', message: 'This passage is already marked as boilerplate.' }),
    });
    renderWithApp(<BoilerplateSection />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Passage to leave out/), LICENCE);
    await user.click(screen.getByRole('button', { name: 'Mark as boilerplate' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This passage is already marked as boilerplate.',
    );
  });

  it('asks before removing a passage, and removes nothing on Cancel', async () => {
    const list = firmList([passage], true);
    const calls = mockApi({
      'GET /api/firm/boilerplate': list.get,
      [`DELETE /api/firm/boilerplate/${passage.id}`]: () => list.remove(passage.id),
    });
    renderWithApp(<BoilerplateSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Remove/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Measure this passage again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: /^Remove/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove from boilerplate' }),
    );
    await waitFor(() => expect(screen.getByText('No boilerplate marked')).toBeTruthy());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain('is measured again.');
  });
});
