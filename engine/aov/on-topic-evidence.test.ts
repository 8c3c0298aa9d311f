// Issue 30, item 7a: a consideration's evidence must be about it. An annual report's "performance" section that
// speaks of carbon ratings, or of how a performance fee is worked out, evidences no investment performance.
// The sentences are the corpus's own (SCOR Euro High Yield 2020, page 26; Fourpoints Valeur Intrinsèque 2020,
// page 27), so the tests run without the corpus.
import { describe, expect, it } from 'vitest';
import { buildDocument, heading, paragraph } from '../analysis/testing/build-document.ts';
import { analyzeAov } from './analyze-aov.ts';
import { considerationById, isAboutConsideration } from './considerations.ts';

const CARBON = [
  'From a Carbon Risk Rating perspective, 21% of the fund is invested in issuers that have actively taken account of climate risk (issuers considered to be Outperformers or Leaders).',
  'At the end of 2020, 98% of the SCOR EURO HIGH YIELD portfolio was covered by a Weighted Average Carbon Intensity (WACI) analysis.',
];
const PERFORMANCE_FEE =
  'La performance est calculée, pour chacune des parts I et P, en comparant l’évolution de l’actif du fonds à celle de l’évolution de l’actif d’un fonds fictif de même montant.';
const RETURN =
  'The fund returned 4.1% over the year after charges, against 3.6% for its benchmark, the ICE BofA BB-B Euro High Yield index.';

const performance = considerationById('performance');

describe(isAboutConsideration.name, () => {
  it('does not read carbon ratings or a performance fee’s mechanics as performance', () => {
    for (const text of [...CARBON, PERFORMANCE_FEE, 'Laggard Medium Performer Outperformer Leader NR'])
      expect(isAboutConsideration(performance, text), text).toBe(false);
  });

  it('reads returns against a benchmark as performance, even beside an ESG word when a return is stated', () => {
    expect(isAboutConsideration(performance, RETURN)).toBe(true);
    expect(
      isAboutConsideration(
        performance,
        'The sustainable share class returned 5.2% after charges over five years.',
      ),
    ).toBe(true);
  });

  it('reads a verdict in the section as about it, unless it is off-topic', () => {
    expect(isAboutConsideration(performance, 'We have rated this area green.', true)).toBe(true);
    expect(isAboutConsideration(performance, CARBON[0]!, true)).toBe(false);
  });
});

describe('evidence of a consideration in analyzeAov', () => {
  const report = (...paragraphs: string[]) =>
    analyzeAov(
      buildDocument([
        [
          heading('Annual report for the year ended 31 December 2020', 1),
          heading('Performance', 2),
          ...paragraphs.map((text) => paragraph(text)),
        ],
      ]),
    ).considerations.find((c) => c.id === 'performance')!;

  it('quotes no carbon-rating sentence as performance evidence, and does not count it as an assessment', () => {
    const c = report(...CARBON);
    expect(c.evidence).toEqual([]);
    expect(c.assessed).toBe(false);
  });

  it('quotes the return and leaves the carbon sentences out when both stand in the section', () => {
    const c = report(CARBON[0]!, RETURN, CARBON[1]!);
    expect(c.assessed).toBe(true);
    expect(c.evidence.map((e) => e.quote)).toEqual([RETURN]);
  });
});
