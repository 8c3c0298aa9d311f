import type { FindingItem } from '#common/api/compliance.ts';
import type { WorkspacePassage } from '../../../lib/documents/workspace-page.ts';
import { SEVERITIES, SEVERITY_LABELS, type SeverityFilter } from './findings.ts';

export type FindingStatus = 'open' | 'dismissed' | 'resolved';
export type StatusFilter = FindingStatus | 'all';

export const STATUS_LABELS: Record<FindingStatus, string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  resolved: 'Resolved',
};

export const findingStatus = (finding: FindingItem): FindingStatus => finding.decision?.status ?? 'open';

/** A finding's key in the workspace: a check has at most one finding per rule (a reviewer's has its own id). */
export const findingKey = (finding: FindingItem) => finding.ruleId;

export type WorkspaceFilters = { severity: SeverityFilter; status: StatusFilter; query: string };

/**
 * The findings the workspace lists and boxes: of the chosen severity and status, whose rule, title, citation,
 * message or quoted evidence contains the search text (case-insensitive). Open findings first, then by
 * severity (High first), then in the order the check gave them.
 */
export function filterWorkspaceFindings(
  findings: readonly FindingItem[],
  { severity, status, query }: WorkspaceFilters,
): FindingItem[] {
  const needle = query.trim().toLowerCase();
  const matches = (finding: FindingItem) =>
    [
      finding.ruleId,
      finding.relatesTo ?? '',
      finding.title,
      finding.citation,
      finding.message,
      ...finding.evidence.map((e) => e.quote),
    ].some((text) => text.toLowerCase().includes(needle));
  const rank = (finding: FindingItem) =>
    (findingStatus(finding) === 'open' ? 0 : 10) + SEVERITIES.indexOf(finding.severity);
  return findings
    .map((finding, index) => ({ finding, index }))
    .filter(
      ({ finding }) =>
        (severity === 'all' || finding.severity === severity) &&
        (status === 'all' || findingStatus(finding) === status) &&
        (!needle || matches(finding)),
    )
    .sort((a, b) => rank(a.finding) - rank(b.finding) || a.index - b.index)
    .map(({ finding }) => finding);
}

/** The box's accessible name: what the finding is, how severe, and where it stands. */
export function passageLabel(finding: FindingItem): string {
  return `Finding: ${finding.title} (${SEVERITY_LABELS[finding.severity].toLowerCase()} severity, ${STATUS_LABELS[
    findingStatus(finding)
  ].toLowerCase()})`;
}

/** Every quoted passage of the listed findings, for the page to box. */
export function findingPassages(findings: readonly FindingItem[]): WorkspacePassage[] {
  return findings.flatMap((finding) =>
    finding.evidence.map((evidence) => ({
      findingKey: findingKey(finding),
      page: evidence.page,
      quote: evidence.quote,
      label: passageLabel(finding),
      tone: findingStatus(finding) === 'open' ? finding.severity : 'decided',
    })),
  );
}
