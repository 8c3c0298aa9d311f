import { AI_SUGGESTED_LABEL } from '#common/api/ai-review.ts';
import { findingTier, isPossible, type ComplianceCheck, type FindingItem } from '#common/api/compliance.ts';
import { toCsv } from '#common/csv.ts';
import type { BadgeTone } from '../../../components/ui/badge.tsx';

export type Severity = FindingItem['severity'];
export type Rag = NonNullable<ComplianceCheck['rag']>;
export type CheckStatus = ComplianceCheck['status'];

export const SEVERITIES: readonly Severity[] = ['high', 'medium', 'low'];

export const SEVERITY_LABELS: Record<Severity, string> = { high: 'High', medium: 'Medium', low: 'Low' };
export const SEVERITY_TONES: Record<Severity, BadgeTone> = { high: 'red', medium: 'amber', low: 'blue' };

export const RAG_LABELS: Record<Rag, string> = { red: 'Red', amber: 'Amber', green: 'Green' };
export const RAG_TONES: Record<Rag, BadgeTone> = { red: 'red', amber: 'amber', green: 'green' };
export const RAG_DESCRIPTIONS: Record<Rag, string> = {
  red: 'High-severity issues must be fixed before this communication is issued.',
  amber: 'Issues were found that should be reviewed before this communication is issued.',
  green: 'No significant issues were found against the rule packs.',
};

export function isCheckRunning(status: CheckStatus): boolean {
  return status === 'pending' || status === 'processing';
}

export type SeverityFilter = Severity | 'all';

/** Findings of the chosen severity whose title or message contains the search text (case-insensitive). */
export function filterFindings(
  findings: readonly FindingItem[],
  { severity = 'all', query = '' }: { severity?: SeverityFilter; query?: string },
): FindingItem[] {
  const needle = query.trim().toLowerCase();
  return findings.filter(
    (finding) =>
      (severity === 'all' || finding.severity === severity) &&
      (!needle ||
        finding.title.toLowerCase().includes(needle) ||
        finding.message.toLowerCase().includes(needle)),
  );
}

/** Findings no reviewer has dismissed or resolved: the ones the rating counts (the possible tier aside). */
export function openFindings(findings: readonly FindingItem[]): FindingItem[] {
  return findings.filter((finding) => finding.decision === null && !isPossible(finding));
}

/** The learned layer's possible findings, open or decided: shown in a section of their own (ADR 022). */
export function possibleFindings(findings: readonly FindingItem[]): FindingItem[] {
  return findings.filter(isPossible);
}

/** Findings dismissed or resolved, shown apart with who decided and why (possible ones stay in their tier). */
export function decidedFindings(findings: readonly FindingItem[]): FindingItem[] {
  return findings.filter((finding) => finding.decision !== null && !isPossible(finding));
}

/** Findings grouped by severity, High first; empty groups are left out. */
export function groupBySeverity(
  findings: readonly FindingItem[],
): { severity: Severity; findings: FindingItem[] }[] {
  return SEVERITIES.map((severity) => ({
    severity,
    findings: findings.filter((finding) => finding.severity === severity),
  })).filter((group) => group.findings.length > 0);
}

export function countBySeverity(findings: readonly FindingItem[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { high: 0, medium: 0, low: 0 };
  for (const finding of findings) counts[finding.severity] += 1;
  return counts;
}

/** How many items have each value of a key (RAG or status), for the dashboard. */
export function countBy<T, K extends string>(
  items: readonly T[],
  key: (item: T) => K | null,
): Map<K, number> {
  const counts = new Map<K, number>();
  for (const item of items) {
    const value = key(item);
    if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

export type RuleFailure = {
  ruleId: string;
  title: string;
  citation: string;
  severity: Severity;
  count: number;
};

/** The rules that fail most often across checks: one count per check a rule failed in, most first. */
export function mostFrequentFailures(checks: readonly Pick<ComplianceCheck, 'findings'>[]): RuleFailure[] {
  const byRule = new Map<string, RuleFailure>();
  for (const check of checks) {
    const seen = new Set<string>();
    for (const finding of check.findings) {
      // the learned layer's pointers are not failures of a rule
      if (seen.has(finding.ruleId) || isPossible(finding)) continue;
      seen.add(finding.ruleId);
      const entry = byRule.get(finding.ruleId);
      if (entry) entry.count += 1;
      else
        byRule.set(finding.ruleId, {
          ruleId: finding.ruleId,
          title: finding.title,
          citation: finding.citation,
          severity: finding.severity,
          count: 1,
        });
    }
  }
  return [...byRule.values()].sort((a, b) => b.count - a.count || a.ruleId.localeCompare(b.ruleId));
}

export const CSV_COLUMNS = [
  'ruleId',
  'citation',
  'severity',
  'message',
  'page',
  'quote',
  'suggestion',
  'decision',
  'decisionReason',
  'origin',
  'tier',
] as const;

const ORIGIN_LABELS: Record<NonNullable<FindingItem['origin']>, string> = {
  rules: 'rules',
  'ai-suggested': AI_SUGGESTED_LABEL,
  reviewer: 'reviewer',
  possible: 'learned layer',
};

/** The findings as CSV, one row per piece of evidence (one row without page and quote when there is none). */
export function findingsToCsv(findings: readonly FindingItem[]): string {
  const rows: (string | number)[][] = [[...CSV_COLUMNS]];
  for (const finding of findings) {
    const base = [finding.ruleId, finding.citation, finding.severity, finding.message];
    const decision = [
      finding.decision?.status ?? 'open',
      finding.decision?.reason ?? '',
      ORIGIN_LABELS[finding.origin ?? 'rules'],
      findingTier(finding),
    ];
    if (finding.evidence.length === 0) rows.push([...base, '', '', finding.suggestion, ...decision]);
    for (const evidence of finding.evidence) {
      rows.push([...base, evidence.page, evidence.quote, finding.suggestion, ...decision]);
    }
  }
  return toCsv(rows);
}

/** A file name made from the document's, without its extension or unsafe characters. */
export function exportFileName(fileName: string, extension: string): string {
  const base = fileName.replace(/\.[^.]+$/, '').replace(/[^\w.-]+/g, '_') || 'compliance-check';
  return `${base}-compliance.${extension}`;
}

export type WeeklyTrend = { weekStart: string; checks: number; red: number; amber: number; green: number };

/** Checks per ISO week (Monday, UTC) with their RAG ratings, oldest first: the trend over time. */
export function weeklyTrend(
  checks: readonly { createdAt: string; rag: 'red' | 'amber' | 'green' | null }[],
): WeeklyTrend[] {
  const weeks = new Map<string, WeeklyTrend>();
  for (const check of checks) {
    const day = new Date(check.createdAt);
    if (Number.isNaN(day.getTime())) continue;
    const monday = new Date(
      Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() - ((day.getUTCDay() + 6) % 7)),
    );
    const key = monday.toISOString().slice(0, 10);
    const week = weeks.get(key) ?? { weekStart: key, checks: 0, red: 0, amber: 0, green: 0 };
    week.checks += 1;
    if (check.rag) week[check.rag] += 1;
    weeks.set(key, week);
  }
  return [...weeks.values()].sort((a, b) => a.weekStart.localeCompare(b.weekStart));
}
