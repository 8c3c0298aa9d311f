import type {
  AnalysisFindingItem,
  AnalysisKind,
  AnalysisSeverity,
  AnalysisStatus,
  AovStatus,
} from '#common/api/analyses.ts';
import type { BadgeTone } from '../../../components/ui/badge.tsx';

export function isAnalysisRunning(status: AnalysisStatus): boolean {
  return status === 'pending' || status === 'processing';
}

export const KIND_LABELS: Record<AnalysisKind, string> = {
  aov: 'Assessment of Value',
  sdr: 'Sustainability Disclosure Requirements',
  general: 'Readability and structure',
};

export const STATUS_LABELS: Record<AnalysisStatus, string> = {
  pending: 'Queued',
  processing: 'Analysing',
  completed: 'Completed',
  failed: 'Failed',
};
export const STATUS_TONES: Record<AnalysisStatus, BadgeTone> = {
  pending: 'slate',
  processing: 'blue',
  completed: 'green',
  failed: 'red',
};

export const SEVERITIES: readonly AnalysisSeverity[] = ['high', 'medium', 'low', 'info'];
export const SEVERITY_LABELS: Record<AnalysisSeverity, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  info: 'Info',
};
export const SEVERITY_TONES: Record<AnalysisSeverity, BadgeTone> = {
  high: 'red',
  medium: 'amber',
  low: 'blue',
  info: 'slate',
};

export type FindingSource = AnalysisFindingItem['source'];
export const SOURCE_LABELS: Record<FindingSource, string> = {
  readability: 'Readability',
  structure: 'Structure and accessibility',
  aov: 'Assessment of Value',
  sdr: 'SDR and anti-greenwashing',
};

/** A rating's red/amber/green equivalent as a badge colour; a rating on no known scale stays neutral. */
export function ratingTone(equivalent: 'red' | 'amber' | 'green' | null): BadgeTone {
  return equivalent ?? 'slate';
}

/** The engine reports RAG ratings in lower case ("green"); the report's own terms are shown as written. */
export function ratingLabel(rating: string): string {
  return /^(red|amber|green)$/.test(rating) ? rating[0]!.toUpperCase() + rating.slice(1) : rating;
}

/**
 * Reading age against the target (GOV.UK writes for 9; Clarion's default target is set by the engine):
 * at or under it is green, up to three years over amber, more red.
 */
export function readingAgeTone(age: number, target: number): BadgeTone {
  if (age <= target) return 'green';
  return age - target <= 3 ? 'amber' : 'red';
}

/** Flesch Reading Ease in words (Flesch's own bands). */
export function fleschBand(score: number): string {
  if (score >= 90) return 'Very easy';
  if (score >= 80) return 'Easy';
  if (score >= 70) return 'Fairly easy';
  if (score >= 60) return 'Plain English';
  if (score >= 50) return 'Fairly difficult';
  if (score >= 30) return 'Difficult';
  return 'Very difficult';
}

export type FindingFilter = { source: FindingSource | 'all'; severity: AnalysisSeverity | 'all' };

export function filterFindings(
  findings: readonly AnalysisFindingItem[],
  { source, severity }: FindingFilter,
): AnalysisFindingItem[] {
  return findings.filter(
    (f) => (source === 'all' || f.source === source) && (severity === 'all' || f.severity === severity),
  );
}

export function countBySeverity(findings: readonly AnalysisFindingItem[]): Record<AnalysisSeverity, number> {
  const counts: Record<AnalysisSeverity, number> = { high: 0, medium: 0, low: 0, info: 0 };
  for (const f of findings) counts[f.severity] += 1;
  return counts;
}

/** "12.5 pt" or an em dash when unknown. */
export function formatPt(pt: number | null): string {
  return pt === null ? '—' : `${pt} pt`;
}

export const AOV_STATUS_LABELS: Record<AovStatus, string> = {
  assessed: 'Assessed',
  mentioned: 'Mentioned only',
  'not-found': 'Not found',
};
export const AOV_STATUS_TONES: Record<AovStatus, BadgeTone> = {
  assessed: 'green',
  mentioned: 'amber',
  'not-found': 'red',
};

/**
 * What the report does with a consideration, in words (colour only repeats them). Results stored before
 * assessment was told apart from coverage have no status: they say only whether it was covered.
 */
export function aovStatusLabel(status: AovStatus | null, covered: boolean): string {
  if (status) return AOV_STATUS_LABELS[status];
  return covered ? 'Covered' : 'Not found';
}

export function aovStatusTone(status: AovStatus | null, covered: boolean): BadgeTone {
  if (status) return AOV_STATUS_TONES[status];
  return covered ? 'slate' : 'red';
}
