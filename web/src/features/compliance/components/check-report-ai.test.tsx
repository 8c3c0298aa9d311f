// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComplianceCheck, FindingItem } from '#common/api/compliance.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { CheckReport } from './check-report.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CHECK_ID = '00000000-0000-4000-8000-000000000101';
const DOCUMENT_ID = '00000000-0000-4000-8000-000000000102';

function finding(overrides: Partial<FindingItem>): FindingItem {
  return {
    ruleId: 'COBS4.2.1R-absolute-claims',
    ruleVersion: '1',
    title: 'Claims of certainty',
    citation: 'COBS 4.2.1R',
    severity: 'high',
    message: 'The promotion promises a return.',
    evidence: [{ page: 1, quote: 'Guaranteed returns with no risk.' }],
    occurrences: 1,
    suggestion: 'Say that the value can fall.',
    origin: 'rules',
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
    documentId: DOCUMENT_ID,
    clientId: '00000000-0000-4000-8000-000000000103',
    fileName: 'promo.pdf',
    documentType: 'financial-promotion',
    status: 'completed',
    error: null,
    engineVersion: '1.0.0',
    createdAt: '2026-11-01T10:00:00Z',
    sha256: 'b'.repeat(64),
    outOfDate: false,
    version: null,
    archived: false,
    counts: { open: 2, dismissed: 0, resolved: 0 },
    possibleCounts: { open: 0, dismissed: 0, resolved: 0 },
    rag: 'red',
    ragBeforeReview: 'red',
    findings: [
      finding({}),
      finding({
        ruleId: 'ai:COBS4.2.1R-unqualified-superlatives:0a1b2c3d',
        relatesTo: 'COBS4.2.1R-unqualified-superlatives',
        title: 'Unqualified superlatives',
        severity: 'medium',
        message: 'A comparison with no source.',
        evidence: [{ page: 2, quote: 'Our managers are the most respected in the City.' }],
        origin: 'ai-suggested',
      }),
    ],
    passed: [],
    notApplicable: [],
    notApplicableRules: [],
    checkedAs: null,
    aiReview: {
      status: 'partial',
      note: 'The AI review was partial: 1 of 2 parts of the document were reviewed (The AI provider did not answer within 60 s).',
      model: 'gpt-4o-mini',
      promptVersion: 'review-prompt-1',
      schemaVersion: 'review-schema-1',
      reviewedAt: '2026-11-01T10:00:05Z',
      chunks: { total: 2, reviewed: 1 },
      counts: { proposed: 2, kept: 1, unverified: 1, duplicate: 0, unknownTopic: 0 },
    },
    measures: null,
    ...overrides,
  };
}

describe(CheckReport.name, () => {
  it('labels the findings the AI review added, and only those, and says what the review did', async () => {
    mockApi({ [`GET /api/compliance/checks/${CHECK_ID}`]: () => check() });
    renderWithApp(<CheckReport checkId={CHECK_ID} role="client" />);

    const aiCard = (await screen.findByRole('heading', { name: 'Unqualified superlatives' })).closest(
      'article',
    )!;
    expect(within(aiCard as HTMLElement).getByText('AI-suggested')).toBeTruthy();
    const ruleCard = screen.getByRole('heading', { name: 'Claims of certainty' }).closest('article')!;
    expect(within(ruleCard as HTMLElement).queryByText('AI-suggested')).toBeNull();

    const note = screen.getByRole('region', { name: 'AI review: partial' });
    expect(within(note).getByText(/1 of 2 parts of the document were reviewed/)).toBeTruthy();
    expect(within(note).getByText(/prompt review-prompt-1, schema review-schema-1/)).toBeTruthy();
  });

  it('shows no AI label or note when no AI review ran', async () => {
    mockApi({
      [`GET /api/compliance/checks/${CHECK_ID}`]: () => check({ findings: [finding({})], aiReview: null }),
    });
    renderWithApp(<CheckReport checkId={CHECK_ID} role="client" />);
    await screen.findByRole('heading', { name: 'Claims of certainty' });
    expect(screen.queryByText('AI-suggested')).toBeNull();
    expect(screen.queryByRole('region', { name: /AI review/ })).toBeNull();
  });
});
