import { heatBand, type HeatBand } from '#common/api/personas.ts';

/**
 * How the heat bands of spec §9 look. The comparison view colours by the contract's heatBand (4.5, 3.9,
 * 2.9, 1.9); the heatmap's own legend names other bands (4.5, 3.5, 2.5, 1.5), so it has its own function.
 * Dark text on pale fills or white on dark ones keeps 4.5:1, and the number is always printed, so colour
 * never carries the meaning alone.
 */
export const HEAT_CLASSES: Record<HeatBand, string> = {
  excellent: 'bg-green-800 text-white',
  good: 'bg-green-100 text-green-950',
  average: 'bg-yellow-100 text-yellow-950',
  poor: 'bg-red-100 text-red-950',
  'very-poor': 'bg-red-800 text-white',
};

export const HEAT_LABELS: Record<HeatBand, string> = {
  excellent: 'Excellent',
  good: 'Good',
  average: 'Average',
  poor: 'Poor',
  'very-poor': 'Very Poor',
};

/** Heatmap bands: 4.5-5, 3.5-4.4, 2.5-3.4, 1.5-2.4, 1-1.4. */
export function heatmapBand(score: number): HeatBand {
  if (score >= 4.5) return 'excellent';
  if (score >= 3.5) return 'good';
  if (score >= 2.5) return 'average';
  if (score >= 1.5) return 'poor';
  return 'very-poor';
}

export type HeatView = 'comparison' | 'heatmap';

/** The band of a score in a view; null (nothing asked in the category) has none. */
export function bandFor(score: number | null, view: HeatView): HeatBand | null {
  if (score === null) return null;
  return view === 'heatmap' ? heatmapBand(score) : heatBand(score);
}

/** Scores are shown with one decimal (spec §5); "–" when there is none. */
export function formatScore(score: number | null | undefined): string {
  if (score === null || score === undefined || !Number.isFinite(score)) return '–';
  return (Math.round(score * 10) / 10).toFixed(1);
}
