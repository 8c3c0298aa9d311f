// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Fund, FundDocument } from '#common/api/funds.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { FundDetail } from './fund-detail.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FUND = '00000000-0000-4000-8000-0000000000f0';
const KIID = '00000000-0000-4000-8000-00000000000a';
const SHEET = '00000000-0000-4000-8000-00000000000b';

const doc = (documentId: string, fileName: string, charge: string): FundDocument => ({
  documentId,
  fileName,
  documentType: 'ucits-kii',
  version: 1,
  uploadedAt: '2026-01-01T00:00:00.000Z',
  link: 'auto',
  linkedBy: 'identifier',
  reviewStatus: 'draft',
  reviewDate: null,
  asAt: '2024-02-15',
  archived: false,
  extracted: true,
  identifiers: null,
  facts: [
    { kind: 'ongoing-charge', value: charge, normalized: 0, page: 1, quote: `Ongoing charges ${charge}` },
    { kind: 'entry-charge', value: '0.00%', normalized: 0, page: 1, quote: 'Entry charge 0.00%' },
  ],
});

const side = (documentId: string, documentName: string, value: string) => ({
  documentId,
  documentName,
  value,
  page: 1,
  quote: `Ongoing charges ${value}`,
});

const fund = (decided: boolean): Fund => ({
  id: FUND,
  clientId: '00000000-0000-4000-8000-00000000c1c1',
  name: 'Growth Fund',
  createdAt: '2026-01-01T00:00:00.000Z',
  rag: decided ? 'green' : 'red',
  shareClasses: [
    { id: '00000000-0000-4000-8000-0000000000c1', name: 'A Acc', isin: 'GB00B4CLRN09', sedol: null },
  ],
  documents: [doc(KIID, 'kiid.pdf', '0.85%'), doc(SHEET, 'factsheet.pdf', '0.95%')],
  proposals: [],
  disagreements: [
    {
      key: 'ongoing-charge::a|b',
      kind: 'ongoing-charge',
      type: 'mismatch',
      severity: 'high',
      message: 'Ongoing charge differs: 0.85% in kiid.pdf, 0.95% in factsheet.pdf.',
      newerDocument: false,
      a: side(KIID, 'kiid.pdf', '0.85%'),
      b: side(SHEET, 'factsheet.pdf', '0.95%'),
      valuesHash: 'h',
      decision: decided
        ? {
            status: 'dismissed',
            reason: 'Reissued',
            decidedBy: 'r@x.example',
            decidedAt: '2026-01-02T00:00:00.000Z',
          }
        : null,
      history: [],
    },
  ],
  counts: decided ? { open: 0, dismissed: 1, resolved: 0 } : { open: 1, dismissed: 0, resolved: 0 },
  aov: null,
});

const AOV_DOC = '00000000-0000-4000-8000-00000000000c';
const AOV_ANALYSIS = '00000000-0000-4000-8000-0000000000a1';
const aovReport: FundDocument = {
  ...doc(AOV_DOC, 'aov-2025.pdf', '0.85%'),
  documentType: 'aov-report',
  facts: [],
};

const withAov: Fund = {
  ...fund(false),
  documents: [...fund(false).documents, aovReport],
  aov: {
    documentId: AOV_DOC,
    fileName: 'aov-2025.pdf',
    analysisId: AOV_ANALYSIS,
    analysedAt: '2026-01-03T00:00:00.000Z',
    outdated: false,
    reportFund: 'Growth Fund',
    scope: 'fund',
    page: 4,
    assessedCount: 1,
    considerations: [
      {
        id: 'performance',
        name: 'Performance',
        status: 'assessed',
        rating: 'Good',
        ratingEquivalent: 'green',
        evidence: [{ page: 4, quote: 'The fund returned 8.1% a year, ahead of its benchmark.' }],
        notes: [],
      },
      {
        id: 'quality-of-service',
        name: 'Quality of service',
        status: 'mentioned',
        rating: 'not-rated',
        ratingEquivalent: null,
        evidence: [{ page: 5, quote: 'We will review our transfer agent next year.' }],
        notes: ['Not evidenced: only future intentions.'],
      },
    ],
  },
};

describe('FundDetail', () => {
  it('shows one column per document, marks the values that disagree and links each to its evidence', () => {
    mockApi({ 'GET /api/funds/unlinked-documents': () => ({ items: [], total: 0 }) });
    renderWithApp(<FundDetail fund={fund(false)} />);
    const table = screen.getByRole('region', { name: 'Key facts by document' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Fact', 'kiid.pdf', 'factsheet.pdf']);
    const disputed = within(table).getByRole('link', { name: '0.85%, page 1 of kiid.pdf, disagrees' });
    expect(disputed.getAttribute('href')).toBe(
      `/client/document/${KIID}?page=1&highlight=${encodeURIComponent('Ongoing charges 0.85%')}`,
    );
    // the entry charge agrees: linked, not marked
    expect(within(table).getByRole('link', { name: '0.00%, page 1 of factsheet.pdf' })).toBeTruthy();
    expect(screen.getByText('RAG: Red')).toBeTruthy();
  });

  it('dismisses a disagreement with the reason typed, by its key', async () => {
    const calls = mockApi({
      'GET /api/funds/unlinked-documents': () => ({ items: [], total: 0 }),
      [`POST /api/funds/${FUND}/disagreements/${encodeURIComponent('ongoing-charge::a|b')}/decision`]: () =>
        fund(true),
    });
    renderWithApp(<FundDetail fund={fund(false)} />);
    const card = screen.getByRole('article', { name: 'Ongoing charge (OCF)' });
    await userEvent.click(within(card).getByRole('button', { name: 'Dismiss' }));
    await userEvent.type(within(card).getByLabelText(/Reason for dismissing/), 'Reissued');
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm dismissal' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ status: 'dismissed', reason: 'Reissued' });
  });

  it("shows the fund's AoV grid: each consideration's verdict, rating and quotes linked to their page", () => {
    mockApi({ 'GET /api/funds/unlinked-documents': () => ({ items: [], total: 0 }) });
    renderWithApp(<FundDetail fund={withAov} />);
    const grid = screen.getByRole('region', { name: 'Assessment of Value grid for Growth Fund' });
    const row = (name: string) => within(grid).getByRole('rowheader', { name }).closest('tr')!;
    expect(within(row('Performance')).getByText('Assessed')).toBeTruthy();
    expect(within(row('Performance')).getByText('Good')).toBeTruthy();
    expect(
      within(grid).getByRole('link', { name: 'Performance: page 4 of aov-2025.pdf' }).getAttribute('href'),
    ).toBe(
      `/client/document/${AOV_DOC}?page=4&highlight=${encodeURIComponent('The fund returned 8.1% a year, ahead of its benchmark.')}`,
    );
    expect(within(row('Quality of service')).getByText('Not evidenced')).toBeTruthy();
    expect(
      within(row('Quality of service')).getByText('Not evidenced: only future intentions.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the full analysis' }).getAttribute('href')).toBe(
      `/client/analysis/${AOV_ANALYSIS}`,
    );
    expect(screen.getByText(/the section on Growth Fund \(page 4\)/)).toBeTruthy();
  });

  it('names the linked AoV report to analyse when the fund has no grid yet', () => {
    mockApi({ 'GET /api/funds/unlinked-documents': () => ({ items: [], total: 0 }) });
    renderWithApp(<FundDetail fund={{ ...withAov, aov: null }} />);
    expect(screen.getByText(/No AoV analysis of the linked report covers this fund yet/)).toBeTruthy();
    const link = screen.getAllByRole('link', { name: 'aov-2025.pdf' }).at(-1)!;
    expect(link.getAttribute('href')).toBe(`/client/document/${AOV_DOC}`);
  });

  it('asks for the AoV report to be linked when the fund has none', () => {
    mockApi({ 'GET /api/funds/unlinked-documents': () => ({ items: [], total: 0 }) });
    renderWithApp(<FundDetail fund={fund(false)} />);
    expect(screen.getByText(/No Assessment of Value report is linked to this fund/)).toBeTruthy();
  });
});
