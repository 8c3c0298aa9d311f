// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnalysisFindingItem } from '#common/api/analyses.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { AnalysisFindings } from './analysis-findings.tsx';

afterEach(cleanup);

const findings: AnalysisFindingItem[] = [
  {
    id: 'aov.no-conclusion.performance',
    source: 'aov',
    severity: 'medium',
    message: 'Performance is mentioned but no conclusion is stated',
    citation: 'COLL 6.6.21R(2)',
    suggestion: 'State whether performance delivered value.',
  },
  {
    id: 'ai:performance:0a1b2c3d',
    source: 'aov',
    severity: 'medium',
    message: 'The comparison leaves out the period the assessment covers',
    page: 3,
    quote: 'The fund returned 6.1% against 5.2% for its benchmark.',
    citation: 'COLL 6.6.21R(2)',
    suggestion: 'Name the period.',
    origin: 'ai-suggested',
  },
];

describe(AnalysisFindings.name, () => {
  it('labels the AoV findings the AI review added, and only those', async () => {
    renderWithApp(
      <AnalysisFindings
        findings={findings}
        role="client"
        documentId="00000000-0000-4000-8000-000000000001"
      />,
    );
    const ai = (await screen.findByRole('heading', { name: findings[1]!.message })).closest('article')!;
    expect(within(ai as HTMLElement).getByText('AI-suggested')).toBeTruthy();
    const engine = screen.getByRole('heading', { name: findings[0]!.message }).closest('article')!;
    expect(within(engine as HTMLElement).queryByText('AI-suggested')).toBeNull();
  });
});
