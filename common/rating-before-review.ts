// One wording of "what the check found before reviewers decided", for the check report and the approval
// certificate alike (issue 30): a dismissal must never make a Red check read as if it had always been Green.

export type Rag = 'red' | 'amber' | 'green';

const RAG_WORDS: Record<Rag, string> = { red: 'Red', amber: 'Amber', green: 'Green' };
const SEVERITY_ORDER = ['high', 'medium', 'low'] as const;

export type DecidedFinding = {
  severity: string;
  status: 'dismissed' | 'resolved';
  reason: string;
  decidedBy: string | null;
};

/** "1 high and 2 medium" of these findings, most severe first. */
function severityCounts(findings: readonly { severity: string }[]): string {
  const parts = SEVERITY_ORDER.map((s) => [s, findings.filter((f) => f.severity === s).length] as const)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${n} ${s}`);
  const other = findings.filter((f) => !(SEVERITY_ORDER as readonly string[]).includes(f.severity)).length;
  if (other > 0) parts.push(`${other} other`);
  return parts.length <= 1 ? (parts[0] ?? '0') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** "dismissed by a@b with reason “…”", one per decision, the reasons quoted as the reviewer wrote them. */
function decisionWords(d: DecidedFinding): string {
  const who = d.decidedBy ?? 'a former member';
  return `${d.status} by ${who}${d.reason ? ` with reason “${d.reason}”` : ''}`;
}

/**
 * "Red before review: 1 high, dismissed by rory@firm with reason “…”" — or null when the decisions did not
 * change the rating (nothing to explain). Only the decisions that moved it are named: those on findings at
 * least as severe as the rating they lifted.
 */
export function ratingBeforeReview(
  rag: Rag | null,
  before: Rag | null | undefined,
  decided: readonly DecidedFinding[],
): string | null {
  if (!rag || !before || before === rag) return null;
  // Red comes from a high finding; Amber from any finding.
  const moved = before === 'red' ? decided.filter((d) => d.severity === 'high') : decided;
  const shown = moved.length > 0 ? moved : decided;
  if (shown.length === 0) return `${RAG_WORDS[before]} before review.`;
  return `${RAG_WORDS[before]} before review: ${severityCounts(shown)}, ${shown.map(decisionWords).join('; ')}.`;
}
