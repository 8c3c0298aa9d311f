/**
 * The one scale for persona scores (issue 17, ADR 014): how a score is rounded, which band and label it
 * has, and how the means are taken. The interview list, the transcript, Report Effectiveness (all three
 * tabs), Enhancements, exports and the API all call these, so one persona's number and label cannot differ
 * between two screens.
 */

export const SCORE_BAND_KEYS = ['excellent', 'good', 'average', 'poor', 'very-poor'] as const;
export type ScoreBand = (typeof SCORE_BAND_KEYS)[number];

/**
 * The bands, highest first. Spec §9 prints three scales that disagree (colour thresholds 4.5/3.9/2.9/1.9, a
 * comparison legend with overlapping ranges, a heatmap legend 4.5/3.5/2.5/1.5); the heatmap's is the only
 * one that covers 1-5 without gap or overlap, and it puts each whole score in the middle of its band
 * (3 = Average). The labels are the comparison legend's.
 */
export const SCORE_BANDS: ReadonlyArray<{ band: ScoreBand; label: string; min: number; range: string }> = [
  { band: 'excellent', label: 'Excellent', min: 4.5, range: '4.5-5' },
  { band: 'good', label: 'Good', min: 3.5, range: '3.5-4.4' },
  { band: 'average', label: 'Average', min: 2.5, range: '2.5-3.4' },
  { band: 'poor', label: 'Poor', min: 1.5, range: '1.5-2.4' },
  { band: 'very-poor', label: 'Very Poor', min: -Infinity, range: '1-1.4' },
];

export const SCORE_BAND_LABELS = Object.fromEntries(SCORE_BANDS.map((b) => [b.band, b.label])) as Record<
  ScoreBand,
  string
>;

/**
 * One decimal, halves up (2.45 → 2.5), as every score is shown (spec §5). The product is first cleaned to 12
 * significant digits so binary noise (2.45 * 10 = 24.499999…) cannot round a half down.
 */
export function roundScore(value: number): number {
  return Math.round(Number((value * 10).toPrecision(12))) / 10;
}

/** The band of a score as shown: the rounded value decides, so 2.45 (shown 2.5) is Average. */
export function scoreBand(score: number): ScoreBand {
  const shown = roundScore(score);
  return SCORE_BANDS.find((b) => shown >= b.min)?.band ?? 'very-poor';
}

export function scoreLabel(score: number): string {
  return SCORE_BAND_LABELS[scoreBand(score)];
}

/** Null for no values: a mean of nothing is not a score. */
export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((a, b) => a + b, 0) / values.length;
}

/** A mean rounded once, at the end, as shown; null for no values. */
export function meanScore(values: readonly number[]): number | null {
  const m = mean(values);
  return m === null ? null : roundScore(m);
}

/**
 * A persona's score for an interview: the mean of every answer's qa_score (a missing one counts as 3), each
 * answer counting once whatever its category. The interview list, the transcript and Report
 * Effectiveness's Overall all show this number.
 */
export const personaMean = meanScore;

/**
 * A group's score (a category across personas, a knowledge level, everyone): the mean of the persona
 * scores as shown (spec §5 "group averages are the mean of persona scores"), so a reader can check it from
 * the figures on the screen. Personas not asked in the category (null) do not count.
 */
export function groupMean(personaScores: ReadonlyArray<number | null>): number | null {
  return meanScore(personaScores.filter((s): s is number => s !== null));
}
