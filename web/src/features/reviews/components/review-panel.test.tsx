// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirmRole, MeResponse } from '#common/api/auth.ts';
import type { DocumentReviewResponse, Review } from '#common/api/reviews.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { ReviewPanel } from './review-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DOC = '00000000-0000-4000-8000-00000000d0c0';
const FIRM = '00000000-0000-4000-8000-00000000f1f1';
const SUBMITTER = '00000000-0000-4000-8000-000000000001';
const APPROVER = '00000000-0000-4000-8000-000000000002';
const REVIEW = '00000000-0000-4000-8000-0000000000aa';
const CHECK = '00000000-0000-4000-8000-0000000000cc';

const me = (id: string, firmRole: FirmRole): MeResponse => ({
  user: {
    id,
    email: `${id.slice(-1)}@acme.example`,
    name: 'Someone',
    role: 'client',
    firmId: FIRM,
    firmRole,
  },
  modules: { aov_analysis: true, compliance: true, personas: true, document_improvements: true, funds: true },
  csrfToken: 't',
  modulePermissions: false,
  mfa: { enabled: false, setupRequired: false },
});

const review = (overrides: Partial<Review> = {}): Review => ({
  id: REVIEW,
  documentId: DOC,
  clientId: FIRM,
  fileName: 'promo.pdf',
  version: 1,
  sha256: 'a'.repeat(64),
  status: 'submitted',
  superseded: false,
  currentVersion: 1,
  archived: false,
  submittedBy: 'member@acme.example',
  submittedByName: 'Morgan Member',
  submittedById: SUBMITTER,
  submittedAt: '2026-03-01T10:00:00.000Z',
  note: 'Q3 promotion',
  reviewDate: null,
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  overrideReason: null,
  approvalRecord: null,
  ageDays: 3,
  dueDate: null,
  overdue: false,
  approver: null,
  reviewers: [],
  waitingForMe: false,
  ...overrides,
});

const state = (current: Review | null): DocumentReviewResponse => ({
  status: current?.status ?? 'draft',
  current,
  history: [],
  currentVersion: current?.currentVersion ?? 1,
  latestCheckId: '00000000-0000-4000-8000-0000000000cc',
  openHighDisagreements: [],
  openHighFindings: [
    {
      ruleId: 'absolute',
      title: 'Absolute claims',
      severity: 'high',
      citation: 'COBS 4.2.1R',
      origin: 'rules',
    },
  ],
  check: {
    id: CHECK,
    rag: 'red',
    findings: [
      {
        ruleId: 'absolute',
        title: 'Absolute claims',
        severity: 'high',
        citation: 'COBS 4.2.1R',
        origin: 'rules',
        status: 'open',
        reason: null,
        decidedBy: null,
      },
      {
        ruleId: 'superlatives',
        title: 'Superlatives are qualified',
        severity: 'medium',
        citation: 'COBS 4.2.1R',
        origin: 'rules',
        status: 'dismissed',
        reason: 'Sourced from Morningstar',
        decidedBy: 'rory@acme.example',
        decidedByName: 'Rory Reviewer',
      },
    ],
  },
  attestationText: 'I attest it is fair, clear and not misleading.',
});

describe(ReviewPanel.name, () => {
  it('lets an approver who did not submit it approve only with an override reason while a high finding is open', async () => {
    const calls = mockApi({
      'GET /api/auth/me': () => me(APPROVER, 'approver'),
      [`GET /api/documents/${DOC}/review`]: () => state(review()),
      [`POST /api/reviews/${REVIEW}/decision`]: () => review({ status: 'approved' }),
    });
    renderWithApp(<ReviewPanel documentId={DOC} />);

    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect(screen.getAllByText('Submitted').length).toBeGreaterThan(0);
    expect(screen.getByText(/Absolute claims\. Approving needs an override reason/)).toBeTruthy();
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Override reason'), 'Verified by legal');
    // the attestation, in the firm's wording, must be ticked too
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByLabelText('I attest it is fair, clear and not misleading.'));
    await userEvent.click(approve);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      outcome: 'approved',
      overrideReason: 'Verified by legal',
      attestation: true,
    });
  });

  it("shows the approver the check's rating and its open and dismissed findings, each linked to the check", async () => {
    mockApi({
      'GET /api/auth/me': () => me(APPROVER, 'approver'),
      [`GET /api/documents/${DOC}/review`]: () => state(review()),
    });
    renderWithApp(<ReviewPanel documentId={DOC} />);

    expect(await screen.findByText('Rating: Red')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Open findings (1)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dismissed and resolved findings (1)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Absolute claims' }).getAttribute('href')).toBe(
      `/client/compliance/analysis/${CHECK}#finding-absolute`,
    );
    // credited by name, the e-mail on hover and read out after the name (issue 30)
    const decider = screen.getByTitle('rory@acme.example');
    expect(decider.textContent).toBe('Rory Reviewer (rory@acme.example)');
    expect(decider.closest('span.block')?.textContent).toMatch(
      /^Dismissed: Sourced from Morningstar \(Rory Reviewer/,
    );
  });

  it('tells an approver who submitted it that someone else must approve it, and offers to withdraw', async () => {
    mockApi({
      'GET /api/auth/me': () => me(SUBMITTER, 'approver'),
      [`GET /api/documents/${DOC}/review`]: () => state(review()),
    });
    renderWithApp(<ReviewPanel documentId={DOC} />);

    expect(
      await screen.findByText(
        'You submitted this communication, so someone else must approve it (four-eyes).',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
  });

  it('reads "superseded" for an approval of an earlier version, links its certificate and offers to submit the new one', async () => {
    mockApi({
      'GET /api/auth/me': () => me(SUBMITTER, 'member'),
      [`GET /api/documents/${DOC}/review`]: () => ({
        ...state(review({ status: 'approved', superseded: true, currentVersion: 2 })),
        currentVersion: 2,
      }),
    });
    renderWithApp(<ReviewPanel documentId={DOC} />);

    expect(await screen.findByText(/for version 1 — superseded \(the current version is 2\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Approval certificate' }).getAttribute('href')).toBe(
      `/api/reviews/${REVIEW}/certificate`,
    );
    // and the same certificate as a PDF to download (issue 30)
    const pdf = screen.getByRole('link', { name: 'Download PDF version of the certificate' });
    expect(pdf.getAttribute('href')).toBe(`/api/reviews/${REVIEW}/certificate.pdf`);
    expect(pdf.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('button', { name: 'Submit version 2 for approval' })).toBeTruthy();
  });
  it('offers no new submission while the current version is approved, and reads a submission of today as today', async () => {
    mockApi({
      'GET /api/auth/me': () => me(SUBMITTER, 'member'),
      [`GET /api/documents/${DOC}/review`]: () => state(review({ status: 'approved', ageDays: 0 })),
    });
    renderWithApp(<ReviewPanel documentId={DOC} />);

    expect(await screen.findByRole('link', { name: 'Approval certificate' })).toBeTruthy();
    const submitter = screen.getByTitle('member@acme.example');
    expect(submitter.textContent).toBe('Morgan Member (member@acme.example)');
    expect(submitter.parentElement?.textContent).toMatch(
      /by Morgan Member \(member@acme\.example\) \(today\)/,
    );
    expect(screen.queryByRole('button', { name: /Submit version/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
  });
});
