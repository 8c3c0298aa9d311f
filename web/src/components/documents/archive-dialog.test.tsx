// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirmRole, MeResponse } from '#common/api/auth.ts';
import type { DocumentReviewResponse, Review } from '#common/api/reviews.ts';
import { mockApi, renderWithApp } from '../../test/render.tsx';
import { ArchiveDialog } from './archive-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DOC = '00000000-0000-4000-8000-00000000d0c0';
const FIRM = '00000000-0000-4000-8000-00000000f1f1';
const SUBMITTER = '00000000-0000-4000-8000-000000000001';
const COLLEAGUE = '00000000-0000-4000-8000-000000000003';

const me = (id: string, firmRole: FirmRole): MeResponse => ({
  user: { id, email: 'someone@acme.example', name: 'Someone', role: 'client', firmId: FIRM, firmRole },
  modules: { aov_analysis: true, compliance: true, personas: true, document_improvements: true, funds: true },
  csrfToken: 't',
  modulePermissions: false,
  mfa: { enabled: false, setupRequired: false },
});

const waiting: Review = {
  id: '00000000-0000-4000-8000-0000000000aa',
  documentId: DOC,
  clientId: FIRM,
  fileName: 'promo.pdf',
  version: 2,
  sha256: 'a'.repeat(64),
  status: 'submitted',
  superseded: false,
  currentVersion: 2,
  archived: false,
  submittedBy: 'member@acme.example',
  submittedById: SUBMITTER,
  submittedAt: '2026-03-01T10:00:00.000Z',
  note: null,
  reviewDate: null,
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  overrideReason: null,
  approvalRecord: null,
  ageDays: 0,
  dueDate: null,
  overdue: false,
  approver: null,
  reviewers: [],
  waitingForMe: false,
};
const state: DocumentReviewResponse = {
  status: 'submitted',
  current: waiting,
  history: [],
  currentVersion: 2,
  latestCheckId: null,
  openHighDisagreements: [],
  openHighFindings: [],
  check: null,
  attestationText: 'I have reviewed this communication.',
};

describe(ArchiveDialog.name, () => {
  it('tells the submitter that archiving withdraws the review waiting, and sends the reason', async () => {
    const calls = mockApi({
      'GET /api/auth/me': () => me(SUBMITTER, 'member'),
      [`GET /api/documents/${DOC}/review`]: () => state,
      [`POST /api/documents/${DOC}/archive`]: () => new Response(null, { status: 500 }),
    });
    renderWithApp(<ArchiveDialog document={{ id: DOC, fileName: 'promo.pdf' }} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Archive document' });
    expect(
      await within(dialog).findByText(/Archiving withdraws that review with the reason below/),
    ).toBeTruthy();
    await userEvent.type(
      within(dialog).getByLabelText(/Reason for archiving and withdrawing the review/),
      'Campaign cancelled',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Campaign cancelled' }),
    );
  });

  it('offers a member who did not submit it no Archive and no reason to type, saying who can', async () => {
    mockApi({
      'GET /api/auth/me': () => me(COLLEAGUE, 'member'),
      [`GET /api/documents/${DOC}/review`]: () => state,
    });
    renderWithApp(<ArchiveDialog document={{ id: DOC, fileName: 'promo.pdf' }} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Archive document' });
    expect(
      await within(dialog).findByText(/only the member who submitted it or a firm admin can archive it/),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Archive' })).toBeNull();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });
});
