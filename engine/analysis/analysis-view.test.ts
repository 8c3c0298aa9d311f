import { describe, expect, it } from 'vitest';
import { analysisResultViewSchema } from '#common/api/analyses.ts';
import { analyzeDocument } from './analyze-document.ts';
import { toAnalysisView } from './analysis-view.ts';
import { buildDocument, heading, paragraph } from './testing/build-document.ts';

const LONG =
  'The authorised fund manager has considered, in accordance with the requirements of the regulator and with regard to the interests of unitholders taken as a whole, whether the charges taken from the scheme property are justified in the context of the overall value delivered to investors over the assessment period.';

const AOV = buildDocument([
  [
    heading('Assessment of Value 2025', 1),
    paragraph('We assessed the fund against the seven considerations. Overall the fund provides good value.'),
  ],
  [
    heading('Quality of service', 2),
    paragraph('Rating: Green. We concluded the quality of service is good.'),
    heading('Performance', 2),
    paragraph(LONG),
  ],
]);

describe(toAnalysisView.name, () => {
  const result = analyzeDocument(AOV, { documentType: 'aov-report' });
  const view = toAnalysisView(result);

  it('gives the shape the API promises', () => {
    expect(() => analysisResultViewSchema.parse(view)).not.toThrow();
    expect(view.kind).toBe('aov');
    expect(view.aov?.considerations).toHaveLength(7);
    expect(view.sdr).toBeNull();
  });

  it('places each quoted sentence on the page it came from', () => {
    const longest = view.readability.longestSentences[0];
    expect(longest?.text).toContain('authorised fund manager');
    expect(longest?.page).toBe(2);
  });

  it('rounds the metric cards to one decimal and keeps the reading-age target', () => {
    const m = view.readability.metrics;
    expect(m.ukReadingAge).toBe(Math.round(result.readability.target.ukReadingAge * 10) / 10);
    expect(m.targetReadingAge).toBe(result.readability.target.targetReadingAge);
    expect(m.words).toBe(result.readability.document.counts.words);
  });

  it('reads results stored before pages were recorded, without pages', () => {
    const { locations: _dropped, ...older } = result;
    const oldView = toAnalysisView(older as typeof result);
    expect(oldView.readability.longestSentences[0]?.page).toBeNull();
  });

  it('shows per consideration whether it was assessed or only mentioned, and the period as stated', () => {
    const byId = new Map(view.aov!.considerations.map((c) => [c.id, c]));
    expect(byId.get('quality-of-service')).toMatchObject({ status: 'assessed', headingFound: true });
    expect(byId.get('performance')).toMatchObject({ status: 'mentioned', headingFound: true, covered: true });
    expect(byId.get('economies-of-scale')).toMatchObject({ status: 'not-found', headingFound: false });
    expect(view.aov!.overall.assessedCount).toBe(1);
    expect(view.aov!.fundGrids).toEqual([]);
    expect(view.aov!.assessmentPeriod).toMatchObject({ period: 'assessment of value 2025' });
  });

  it('gives a grid per fund for a report on two funds', () => {
    const twoFunds = buildDocument([
      [
        heading('Alder UK Equity Fund', 1),
        heading('Performance', 2),
        paragraph('The fund returned 8.1% against 6.9% for its benchmark; we concluded it delivered value.'),
      ],
      [heading('Birch Global Bond Fund', 1), heading('Performance', 2), paragraph('To be completed.')],
    ]);
    const grids = toAnalysisView(analyzeDocument(twoFunds, { documentType: 'aov-report' })).aov!.fundGrids;
    expect(() => analysisResultViewSchema.parse(view)).not.toThrow();
    expect(grids.map((g) => [g.fund, g.considerations.find((c) => c.id === 'performance')!.status])).toEqual([
      ['Alder UK Equity Fund', 'assessed'],
      ['Birch Global Bond Fund', 'mentioned'],
    ]);
  });

  it('reads AoV results stored before assessment was told apart from coverage', () => {
    const aov = result.aov!;
    const older = {
      ...result,
      aov: {
        ...aov,
        fundGrids: undefined,
        assessmentPeriod: aov.assessmentPeriod && {
          page: aov.assessmentPeriod.page,
          quote: aov.assessmentPeriod.quote,
        },
        overall: { ...aov.overall, assessedCount: undefined },
        considerations: aov.considerations.map(({ status: _s, headingFound: _h, assessed: _a, ...c }) => c),
      },
    } as unknown as typeof result;
    const oldView = toAnalysisView(older);
    expect(() => analysisResultViewSchema.parse(oldView)).not.toThrow();
    expect(oldView.aov!.considerations[0]).toMatchObject({ status: null, headingFound: null });
    expect(oldView.aov!).toMatchObject({ fundGrids: [], overall: { assessedCount: null } });
    expect(oldView.aov!.assessmentPeriod?.period ?? null).toBeNull();
  });
});
