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
});
