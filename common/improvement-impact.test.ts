import { describe, expect, it } from 'vitest';
import type { ImpactView, MeasuresView } from './api/improvements.ts';
import { impactSentences, personaChanges } from './improvement-impact.ts';

const measures = (overrides: Partial<MeasuresView> = {}): MeasuresView => ({
  ukReadingAge: 15.63,
  analysisFindings: 10,
  ruleFindings: 4,
  longSentences: 6,
  jargonTerms: 12,
  undefinedAcronyms: 3,
  passiveVoice: 2,
  ruleIds: [],
  ...overrides,
});
const impact = (before: Partial<MeasuresView>, after: Partial<MeasuresView>): ImpactView => ({
  before: measures(before),
  after: measures(after),
  fixedRules: [],
  newRules: [],
});

describe(impactSentences.name, () => {
  it('says plainly when the accepted changes move nothing shown (issue 17: 15.6 → 15.6)', () => {
    expect(impactSentences(impact({}, { ukReadingAge: 15.61 }), 7)).toEqual([
      'These changes leave the reading age, the number of analysis findings, the number of compliance findings, the number of sentences over 25 words, the number of unexplained acronyms and the number of uses of jargon terms unchanged.',
    ]);
  });

  it('names what changes and what does not', () => {
    expect(impactSentences(impact({}, { ukReadingAge: 14.9, longSentences: 4 }), 2)).toEqual([
      'These changes lower the reading age from 15.6 to 14.9 and lower the number of sentences over 25 words from 6 to 4.',
      'They leave the number of analysis findings, the number of compliance findings, the number of unexplained acronyms and the number of uses of jargon terms unchanged.',
    ]);
  });

  it('says nothing changes while nothing is accepted', () => {
    expect(impactSentences(impact({}, {}), 0)).toEqual([
      'No suggestion is accepted yet, so the document is unchanged.',
    ]);
  });

  it('reports persona scores with their labels, one decimal, and leaves out measures an old run lacks', () => {
    const run = impact(
      { analysisFindings: undefined, personaScores: { cost: 2.5, purpose: 3 } },
      { analysisFindings: undefined, personaScores: { cost: 3, purpose: 3 } },
    );
    expect(personaChanges(run)).toEqual([
      { category: 'purpose', label: 'Purpose Understanding', before: 3, after: 3 },
      { category: 'cost', label: 'Cost Clarity', before: 2.5, after: 3 },
    ]);
    const sentences = impactSentences(run, 1);
    expect(sentences[0]).toBe('These changes raise the Cost Clarity persona score from 2.5 to 3.0.');
    expect(sentences[1]).not.toContain('analysis findings');
  });
});
