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
});

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
});
