import type { ImpactView } from '#common/api/improvements.ts';
import { shownMeasure } from '#common/improvement-impact.ts';

/** The measures a set of changes must not make worse (issue 30), lower being better for each. */
const GUARDED = [
  { key: 'ukReadingAge', noun: 'the reading age', decimals: 1 },
  { key: 'longSentences', noun: 'the number of sentences over 25 words', decimals: 0 },
  { key: 'ruleFindings', noun: 'the number of compliance findings', decimals: 0 },
] as const;

/**
 * What a set of changes makes worse, as the screen prints the figures: "the reading age worse: 14.7 → 14.8".
 * Empty when nothing it shows rises (a rise hidden by rounding is not shown as one).
 */
export function worsenedMeasures(impact: ImpactView): string[] {
  return GUARDED.flatMap((m) => {
    const before = shownMeasure(impact.before[m.key], m.decimals);
    const after = shownMeasure(impact.after[m.key], m.decimals);
    return after > before ? [`${m.noun} worse: ${before} → ${after}`] : [];
  });
}

/** "Accepting all of these makes the reading age worse: 12 → 13." One sentence per measure made worse. */
export function worseSetSentences(impact: ImpactView, subject: string): string[] {
  return worsenedMeasures(impact).map((what) => `${subject} makes ${what}.`);
}
