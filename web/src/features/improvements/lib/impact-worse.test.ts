import { describe, expect, it } from 'vitest';
import type { ImpactView, MeasuresView } from '#common/api/improvements.ts';
import { worseSetSentences, worsenedMeasures } from './impact-worse.ts';

const measures = (over: Partial<MeasuresView> = {}): MeasuresView => ({
  ukReadingAge: 12,
  longSentences: 4,
  jargonTerms: 3,
  undefinedAcronyms: 1,
  passiveVoice: 2,
  ruleFindings: 1,
  ruleIds: ['R1'],
  ...over,
});
const impact = (before: Partial<MeasuresView>, after: Partial<MeasuresView>): ImpactView => ({
  before: measures(before),
  after: measures(after),
  fixedRules: [],
  newRules: [],
});

describe(worsenedMeasures.name, () => {
  it('names each guarded measure that rises, as the screen prints it', () => {
    expect(
      worseSetSentences(impact({}, { ukReadingAge: 13, longSentences: 5 }), 'Accepting all of these'),
    ).toEqual([
      'Accepting all of these makes the reading age worse: 12 → 13.',
      'Accepting all of these makes the number of sentences over 25 words worse: 4 → 5.',
    ]);
  });

  it('says nothing when the figures fall or a rise is hidden by rounding', () => {
    expect(
      worsenedMeasures(impact({ ukReadingAge: 14.71 }, { ukReadingAge: 14.74, longSentences: 3 })),
    ).toEqual([]);
    expect(worsenedMeasures(impact({}, { ruleFindings: 0 }))).toEqual([]);
  });
});
