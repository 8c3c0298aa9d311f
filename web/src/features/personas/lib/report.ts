import { INTERVIEW_CATEGORIES, type InterviewCategory } from '#common/api/personas.ts';

export type CategoryMap = Record<InterviewCategory, number | null>;

/** The category with the lowest score (the first in report order on a tie); null when none was asked. */
export function weakestCategory(scores: CategoryMap): { category: InterviewCategory; score: number } | null {
  let weakest: { category: InterviewCategory; score: number } | null = null;
  for (const category of INTERVIEW_CATEGORIES) {
    const score = scores[category];
    if (score !== null && (weakest === null || score < weakest.score)) weakest = { category, score };
  }
  return weakest;
}

/** The categories any persona was asked about, in report order: the columns worth showing. */
export function askedCategories(
  rows: ReadonlyArray<{ scores: Record<InterviewCategory, { count: number }> }>,
): InterviewCategory[] {
  return INTERVIEW_CATEGORIES.filter((category) => rows.some((row) => row.scores[category].count > 0));
}

export const REPORT_TABS = ['comparison', 'heatmap', 'demographics'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];
export const REPORT_TAB_LABELS: Record<ReportTab, string> = {
  comparison: 'Comparison View',
  heatmap: 'Heatmap',
  demographics: 'Demographics',
};

/** Arrow keys move along the tabs and wrap; Home and End jump to the ends (WAI-ARIA tabs pattern). */
export function nextTab(current: ReportTab, key: string): ReportTab | null {
  const index = REPORT_TABS.indexOf(current);
  if (key === 'ArrowRight') return REPORT_TABS[(index + 1) % REPORT_TABS.length]!;
  if (key === 'ArrowLeft') return REPORT_TABS[(index - 1 + REPORT_TABS.length) % REPORT_TABS.length]!;
  if (key === 'Home') return REPORT_TABS[0];
  if (key === 'End') return REPORT_TABS[REPORT_TABS.length - 1]!;
  return null;
}
