// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirmRole, MeResponse } from '#common/api/auth.ts';
import { json, mockApi, renderWithApp } from '../../../test/render.tsx';
import { canMarkAsBoilerplate, MarkBoilerplateButton } from './mark-boilerplate.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FIRM = '00000000-0000-4000-8000-00000000f001';
const me = (firmRole: FirmRole): MeResponse => ({
  user: { id: FIRM, email: 'rae@acme.example', name: 'Rae', role: 'client', firmId: FIRM, firmRole },
  modules: { aov_analysis: true, compliance: true, personas: true, document_improvements: true, funds: true },
  csrfToken: 't',
  modulePermissions: false,
  mfa: { enabled: false, setupRequired: false },
});
const QUOTE =
  'The funds or securities referred to herein are not sponsored, endorsed, or promoted by MSCI, and MSCI bears no liability with respect to any such funds or securities.';

describe(MarkBoilerplateButton.name, () => {
  it('is offered on whole sentences quoted by the reading-measure rules only', () => {
    expect(canMarkAsBoilerplate('PRIN2A.5.3R-reading-age', QUOTE)).toBe(true);
    expect(canMarkAsBoilerplate('PRIN2A.5.3R-long-sentences', `…${QUOTE.slice(20)}`)).toBe(false);
    expect(canMarkAsBoilerplate('COBS4.2.1R-urgency-pressure', QUOTE)).toBe(false);
  });

  it('asks first, then marks the quoted sentence and says when it takes effect', async () => {
    const calls = mockApi({
      'GET /api/auth/me': () => me('reviewer'),
      'POST /api/firm/boilerplate': (call) =>
        json(201, {
          id: '00000000-0000-4000-8000-0000000000b1',
          text: (call.body as { text: string }).text,
          sentences: 1,
          createdAt: '2026-03-01T10:00:00.000Z',
          createdBy: { name: 'Rae', email: 'rae@acme.example' },
        }),
    });
    renderWithApp(<MarkBoilerplateButton quote={QUOTE} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Mark as boilerplate/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this sentence as boilerplate?' });
    expect(within(dialog).getByText(/every document of your firm/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Mark as boilerplate' }));
    expect((await screen.findByRole('status')).textContent).toContain('Run the check again');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ text: QUOTE }]);
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    mockApi({
      'GET /api/auth/me': () => me('approver'),
      'POST /api/firm/boilerplate': () =>
        json(409, { code: 'CONFLICT', message: 'This passage is already marked as boilerplate.' }),
    });
    renderWithApp(<MarkBoilerplateButton quote={QUOTE} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Mark as boilerplate/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as boilerplate' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('already marked');
  });

  it('is not shown to a member', async () => {
    const calls = mockApi({ 'GET /api/auth/me': () => me('member') });
    renderWithApp(<MarkBoilerplateButton quote={QUOTE} />);
    await vi.waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/auth/me')).toBe(true));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
