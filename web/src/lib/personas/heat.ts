import { SCORE_BAND_LABELS, roundScore, scoreBand, type ScoreBand } from '#common/api/personas.ts';

/**
 * How the score bands look. The bands themselves are common/persona-scores.ts's, the same on every tab and
 * screen. Dark text on pale fills or white on dark ones keeps 4.5:1, and the number is always printed, so
 * colour never carries the meaning alone.
 */
export const HEAT_CLASSES: Record<ScoreBand, string> = {
  excellent: 'bg-green-800 text-white',
  good: 'bg-green-100 text-green-950',
  average: 'bg-yellow-100 text-yellow-950',
  poor: 'bg-red-100 text-red-950',
  'very-poor': 'bg-red-800 text-white',
};

export const HEAT_LABELS = SCORE_BAND_LABELS;

/** The band of a score; null (nothing asked in the category) has none. */
export function bandFor(score: number | null | undefined): ScoreBand | null {
  if (score === null || score === undefined || !Number.isFinite(score)) return null;
  return scoreBand(score);
}

/** Scores are shown with one decimal (spec §5); "–" when there is none. */
export function formatScore(score: number | null | undefined): string {
  if (score === null || score === undefined || !Number.isFinite(score)) return '–';
  return roundScore(score).toFixed(1);
}
