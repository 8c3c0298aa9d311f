// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImpactView, MeasuresView } from '#common/api/improvements.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { ImpactSummary } from './impact-summary.tsx';

afterEach(cleanup);

const measures = (over: Partial<MeasuresView> = {}): MeasuresView => ({
  ukReadingAge: 14.7,
  longSentences: 18,
  jargonTerms: 6,
  undefinedAcronyms: 0,
  passiveVoice: 3,
  ruleFindings: 1,
  ruleIds: ['UCITS583-kii-review-date'],
  ...over,
});
const impact = (after: Partial<MeasuresView> = {}): ImpactView => ({
  before: measures(),
  after: measures(after),
  fixedRules: [],
  newRules: [],
});

describe(ImpactSummary.name, () => {
  it('flags, before anything is accepted, a set whose acceptance makes the reading age and long sentences worse', () => {
    renderWithApp(
      <ImpactSummary
        impact={impact()}
        impactAll={impact({ ukReadingAge: 14.8, longSentences: 19, ruleFindings: 0, ruleIds: [] })}
        accepted={0}
      />,
    );
    const flag = screen.getByRole('alert');
    expect(
      within(flag).getByText('Accepting all of these makes the reading age worse: 14.7 → 14.8.'),
    ).toBeTruthy();
    expect(
      within(flag).getByText(
        'Accepting all of these makes the number of sentences over 25 words worse: 18 → 19.',
      ),
    ).toBeTruthy();
    // the finding it fixes is not a worsening, and the whole set's figures are shown beside the flag
    expect(flag.textContent).not.toMatch(/compliance findings worse/);
    expect(
      screen.getByText(/If you accepted every suggestion as proposed: reading age 14\.7 → 14\.8 \(\+0\.1\)/),
    ).toBeTruthy();
    expect(
      screen.getByText(/sentences over 25 words 18 → 19 \(\+1\), compliance findings 1 → 0 \(−1\)/),
    ).toBeTruthy();
  });

  it('raises no flag when accepting every suggestion makes nothing worse', () => {
    renderWithApp(
      <ImpactSummary
        impact={impact()}
        impactAll={impact({ ukReadingAge: 14.2, longSentences: 15 })}
        accepted={0}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/reading age 14\.7 → 14\.2 \(−0\.5\)/)).toBeTruthy();
  });

  it('flags the accepted changes too when they make the reading age worse', () => {
    renderWithApp(
      <ImpactSummary
        impact={impact({ ukReadingAge: 15.2 })}
        impactAll={impact({ ukReadingAge: 14.2 })}
        accepted={2}
      />,
    );
    expect(
      within(screen.getByRole('alert')).getByText(
        'Accepting these changes makes the reading age worse: 14.7 → 15.2.',
      ),
    ).toBeTruthy();
  });
});
