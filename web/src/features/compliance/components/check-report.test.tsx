// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComplianceCheck, FindingItem } from '#common/api/compliance.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { CheckReport } from './check-report.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CHECK_ID = '00000000-0000-4000-8000-00000000c0c0';

function finding(overrides: Partial<FindingItem>): FindingItem {
  return {
    ruleId: 'rule',
    ruleVersion: 1,
    title: 'A rule',
    citation: 'COBS 4.2.1R',
    severity: 'high',
    message: 'Something is wrong.',
    evidence: [{ page: 1, quote: 'guaranteed returns' }],
    suggestion: 'Fix it.',
    evidenceHash: 'a'.repeat(64),
    decision: null,
    history: [],
    comments: [],
    ...overrides,
  };
}

function check(overrides: Partial<ComplianceCheck> = {}): ComplianceCheck {
  return {
    id: CHECK_ID,
    documentId: '00000000-0000-4000-8000-00000000d0c0',
    clientId: '00000000-0000-4000-8000-aaaaaaaaaaaa',
    fileName: 'promo.pdf',
    documentType: 'financial-promotion',
    status: 'completed',
    error: null,
    engineVersion: '1',
    createdAt: '2026-03-03T10:00:00.000Z',
    sha256: 'b'.repeat(64),
    outOfDate: false,
    version: null,
    archived: false,
    rag: 'amber',
    counts: { open: 1, dismissed: 1, resolved: 0 },
    ragBeforeReview: 'amber',
    possibleCounts: { open: 0, dismissed: 0, resolved: 0 },
    findings: [
      finding({
        ruleId: 'absolute',
        title: 'Absolute claims',
        history: [
          {
            status: 'dismissed',
            reason: 'Approved by legal',
            decidedBy: 'reviewer@firm.example',
            decidedAt: '2026-03-01T10:00:00.000Z',
            onThisEvidence: false,
          },
        ],
        comments: [
          {
            id: '00000000-0000-4000-8000-0000000000c1',
            author: 'reviewer@firm.example',
            body: 'Legal to confirm the wording.',
            createdAt: '2026-03-02T10:00:00.000Z',
          },
        ],
      }),
      finding({
        ruleId: 'balance',
        title: 'Balanced risk',
        severity: 'high',
        decision: {
          status: 'dismissed',
          reason: 'Risk warning is on page 2',
          decidedBy: 'reviewer@firm.example',
          decidedAt: '2026-03-03T11:00:00.000Z',
        },
      }),
    ],
    passed: [],
    notApplicable: [],
    notApplicableRules: [],
    checkedAs: null,
    aiReview: null,
    measures: null,
    ...overrides,
  };
}

describe('CheckReport', () => {
  it('rates the open findings and shows dismissed ones apart, with who and why', async () => {
    mockApi({ [`GET /api/compliance/checks/${CHECK_ID}`]: () => check() });
    renderWithApp(<CheckReport checkId={CHECK_ID} role="client" />);

    const summary = await screen.findByRole('list', { name: 'Findings by severity' });
    expect(within(summary).getByText('High: 1')).toBeTruthy();
    expect(within(summary).getByText('Dismissed: 1')).toBeTruthy();
    expect(screen.getByText('Showing 1 of 1 open findings.')).toBeTruthy();
    const decided = screen.getByRole('heading', { name: 'Dismissed and resolved (1)' });
    expect(decided).toBeTruthy();
    expect(screen.getByText(/Risk warning is on page 2/)).toBeTruthy();
    // The earlier decision on other evidence is history, and the finding is open again.
    expect(screen.getByText(/earlier decisions were on other evidence/)).toBeTruthy();
    expect(screen.getByText(/made when the rule quoted other evidence/)).toBeTruthy();
    expect(screen.getByText('Legal to confirm the wording.')).toBeTruthy();
    expect(screen.queryByText(/Out of date/)).toBeNull();
  });

  it("shows the reading age beside its document type's target and the reason for it (issue 30)", async () => {
    mockApi({
      [`GET /api/compliance/checks/${CHECK_ID}`]: () =>
        check({
          measures: {
            documentType: 'ucits-kii',
            readingAge: 15.9,
            words: 1216,
            target: 12,
            targetReason: 'A UCITS KII must be written in non-technical language.',
            meetsTarget: false,
          },
        }),
    });
    renderWithApp(<CheckReport checkId={CHECK_ID} role="client" />);
    const panel = await screen.findByRole('region', { name: 'Reading age and target' });
    expect(within(panel).getByText('UK reading age').nextElementSibling?.textContent).toBe('15.9');
    expect(within(panel).getByText('Target (UCITS KII)').nextElementSibling?.textContent).toBe('12');
    expect(within(panel).getByText('3.9 years above the target')).toBeTruthy();
    expect(within(panel).getByText('A UCITS KII must be written in non-technical language.')).toBeTruthy();
  });

  it('asks for a re-run where a check was stored before it kept the reading age', async () => {
    mockApi({ [`GET /api/compliance/checks/${CHECK_ID}`]: () => check() });
    renderWithApp(<CheckReport checkId={CHECK_ID} role="client" />);
    expect(await screen.findByText(/run the check again to see the reading age/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Reading age and target' })).toBeNull();
  });

  it('shows a possible finding of the learned layer in its own tier, outside the rating and its counts', async () => {
    const possible = finding({
      ruleId: 'possible:COBS4.6.7R-future-performance',
      title: 'Future performance',
      origin: 'possible',
      relatesTo: 'COBS4.6.7R-future-performance',
      probability: 0.93,
      evidence: [{ page: 2, quote: 'Expect the fund to double by 2030.' }],
    });
    mockApi({
      [`GET /api/compliance/checks/${CHECK_ID}`]: () =>
        check({
          findings: [...check().findings, possible],
          possibleCounts: { open: 1, dismissed: 0, resolved: 0 },
        }),
    });
    renderWithApp(<CheckReport checkId={CHECK_ID} role="client" />);

    const tier = await screen.findByRole('heading', { name: 'Possible — for a person to judge (1)' });
    const section = tier.closest('section')!;
    expect(within(section).getByText('Possible — for a person to judge (93%)')).toBeTruthy();
    expect(within(section).getByText('The sentence it weighs most')).toBeTruthy();
    expect(within(section).getByText(/Expect the fund to double by 2030/)).toBeTruthy();
    // The high possible finding is not counted: the rating's counts are the rules' alone.
    const summary = screen.getByRole('list', { name: 'Findings by severity' });
    expect(within(summary).getByText('High: 1')).toBeTruthy();
    expect(screen.getByText('Showing 1 of 1 open findings.')).toBeTruthy();
  });

  it('keeps the rating before review beside the current one: who dismissed what, and why (issue 30)', async () => {
    mockApi({
      [`GET /api/compliance/checks/${CHECK_ID}`]: () =>
        check({
          rag: 'green',
          ragBeforeReview: 'red',
          findings: check().findings.slice(1),
          counts: { open: 0, dismissed: 1, resolved: 0 },
        }),
    });
    renderWithApp(<CheckReport checkId={CHECK_ID} role="client" />);

    expect(await screen.findByRole('heading', { name: 'Overall rating: Green' })).toBeTruthy();
    expect(
      screen.getByText(
        'Red before review: 1 high, dismissed by reviewer@firm.example with reason “Risk warning is on page 2”.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/No significant issues were found/)).toBeNull();
  });

  it('offers a member no decision on a finding: a reviewer makes it (issue 30)', async () => {
    mockApi({
      'GET /api/auth/me': () => ({
        user: {
          id: '00000000-0000-4000-8000-00000000beef',
          email: 'member@firm.example',
          name: 'Mia Member',
          role: 'client',
          firmId: '00000000-0000-4000-8000-aaaaaaaaaaaa',
          firmRole: 'member',
        },
        modules: {
          aov_analysis: true,
          compliance: true,
          personas: true,
          document_improvements: true,
          funds: true,
        },
        csrfToken: 'token',
        modulePermissions: false,
        mfa: { enabled: false, setupRequired: false },
      }),
      [`GET /api/compliance/checks/${CHECK_ID}`]: () => check(),
    });
    renderWithApp(<CheckReport checkId={CHECK_ID} role="client" />);
    expect(
      await screen.findByText('Open. A reviewer of your firm dismisses or resolves findings.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
  });

  it('says a check of a replaced file is out of date, under the name of the file it assessed', async () => {
    mockApi({ [`GET /api/compliance/checks/${CHECK_ID}`]: () => check({ outOfDate: true }) });
    renderWithApp(<CheckReport checkId={CHECK_ID} role="client" />);

    expect(await screen.findByText('Out of date — re-run.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Compliance Check: promo.pdf' })).toBeTruthy();
  });

  it('labels a check of an earlier version "for version n — superseded", under that version’s file', async () => {
    mockApi({
      [`GET /api/compliance/checks/${CHECK_ID}`]: () => check({ outOfDate: true, version: 1 }),
    });
    renderWithApp(<CheckReport checkId={CHECK_ID} role="client" />);

    expect(await screen.findByText('For version 1 — superseded.')).toBeTruthy();
    expect(screen.getByText(/This check assessed promo\.pdf \(version 1\)/)).toBeTruthy();
    expect(screen.queryByText(/Out of date/)).toBeNull();
  });

  it('posts a comment on a finding, and asks for text rather than sending an empty one', async () => {
    const calls = mockApi({
      [`GET /api/compliance/checks/${CHECK_ID}`]: () => check(),
      [`POST /api/compliance/checks/${CHECK_ID}/findings/absolute/comments`]: () => check(),
    });
    const user = userEvent.setup();
    renderWithApp(<CheckReport checkId={CHECK_ID} role="client" />);

    const field = (await screen.findAllByRole('textbox', { name: 'Add a comment' }))[0]!;
    const form = field.closest('form')!;
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));
    expect(within(form).getByText('Write a comment.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(field, 'Checked with legal.');
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ body: 'Checked with legal.' });
  });

  it('offers no decisions, comments or re-run on an archived document', async () => {
    mockApi({ [`GET /api/compliance/checks/${CHECK_ID}`]: () => check({ archived: true }) });
    renderWithApp(<CheckReport checkId={CHECK_ID} role="client" />);

    expect(await screen.findByText('The document is archived, so this check is read-only.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Run again' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Add a comment' })).toBeNull();
  });

  it('lists the passed rules with their evidence and the rules that did not apply with the reason, collapsed', async () => {
    mockApi({
      [`GET /api/compliance/checks/${CHECK_ID}`]: () =>
        check({
          passed: [
            {
              ruleId: 'COBS4.5.2R-capital-at-risk',
              title: 'Capital at risk',
              citation: 'COBS 4.5.2R(2)',
              severity: 'high',
              evidence: [{ page: 2, quote: 'The value of your investment can go down as well as up.' }],
              basis: 'Found on page 2.',
            },
            {
              ruleId: 'COBS4.2.1R-absolute-claims',
              title: 'Absolute claims',
              citation: 'COBS 4.2.1R',
              severity: 'high',
              evidence: [],
              basis: 'None found in 12 pages: a claim that returns or capital are certain.',
            },
          ],
          notApplicable: ['COBS22.5-cfd-risk-warning'],
          notApplicableRules: [
            {
              ruleId: 'COBS22.5-cfd-risk-warning',
              title: 'CFD risk warning',
              citation: 'COBS 22.5',
              reason: 'Product type: the rule is for CFDs only; this document is about a fund.',
            },
          ],
        }),
    });
    const user = userEvent.setup();
    renderWithApp(<CheckReport checkId={CHECK_ID} role="client" />);

    expect(await screen.findByRole('heading', { name: 'Passed (2)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Not applicable (1)' })).toBeTruthy();
    // Collapsed by default: the evidence is not shown until the reviewer opens the list.
    const passedToggle = screen.getByText('Show the rules that passed and their evidence');
    expect(passedToggle.closest('details')?.open).toBe(false);
    await user.click(passedToggle);
    expect(passedToggle.closest('details')?.open).toBe(true);
    const evidence = screen.getByRole('list', { name: 'Evidence for Capital at risk' });
    expect(within(evidence).getByText('Page 2:')).toBeTruthy();
    expect(
      within(evidence).getByText('The value of your investment can go down as well as up.'),
    ).toBeTruthy();
    expect(
      screen.getByText('None found in 12 pages: a claim that returns or capital are certain.'),
    ).toBeTruthy();

    const naToggle = screen.getByText('Show the rules that did not apply and why');
    expect(naToggle.closest('details')?.open).toBe(false);
    await user.click(naToggle);
    const na = screen.getByRole('list', { name: 'Rules not applicable' });
    expect(within(na).getByText(/CFD risk warning/)).toBeTruthy();
    expect(
      within(na).getByText('Product type: the rule is for CFDs only; this document is about a fund.'),
    ).toBeTruthy();
  });
});
