import type { BadgeTone } from '../../../components/ui/badge.tsx';
import type { ImprovementStatus, SuggestionStatus } from '#common/api/improvements.ts';
import { shownMeasure } from '#common/improvement-impact.ts';

export function isImprovementRunning(status: ImprovementStatus): boolean {
  return status === 'pending' || status === 'processing';
}

export const IMPROVEMENT_STATUS_LABELS: Record<ImprovementStatus, string> = {
  pending: 'Queued',
  processing: 'Generating',
  completed: 'Ready to review',
  failed: 'Failed',
};
export const IMPROVEMENT_STATUS_TONES: Record<ImprovementStatus, BadgeTone> = {
  pending: 'slate',
  processing: 'blue',
  completed: 'green',
  failed: 'red',
};

export const SUGGESTION_STATUS_LABELS: Record<SuggestionStatus, string> = {
  proposed: 'Proposed',
  accepted: 'Accepted',
  rejected: 'Rejected',
};
export const SUGGESTION_STATUS_TONES: Record<SuggestionStatus, BadgeTone> = {
  proposed: 'slate',
  accepted: 'green',
  rejected: 'red',
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/** "15.2 → 14.6 (−0.6)"; a change of less than 0.05 reads as "no change". */
export function formatChange(before: number, after: number, decimals = 1): string {
  const b = shownMeasure(before, decimals);
  const a = shownMeasure(after, decimals);
  // the difference of the figures shown, so "16.1 → 16.1" never reads as a change
  const delta = decimals === 0 ? a - b : round1(a - b);
  if (delta === 0) return `${b} (no change)`;
  return `${b} → ${a} (${delta > 0 ? '+' : '−'}${Math.abs(delta)})`;
}

/** Whether a lower figure after the change is better (reading age, findings): for tone only. */
export function changeTone(before: number, after: number): BadgeTone {
  const delta = round1(after - before);
  return delta < 0 ? 'green' : delta > 0 ? 'amber' : 'slate';
}
