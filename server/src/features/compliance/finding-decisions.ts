import {
  isPossible,
  type DismissalCategory,
  type FindingComment,
  type FindingItem,
} from '#common/api/compliance.ts';
import { ragOf, type ComplianceResult, type Finding, type Rag } from '#engine/rules/index.ts';
import { findingEvidenceHash } from './evidence-hash.ts';

export type StoredFinding = Finding & {
  evidenceHash?: string;
  origin?: FindingItem['origin'];
  relatesTo?: string;
  /** A reviewer's finding: who raised it (their e-mail then) and when. */
  raisedBy?: string | null;
  /** Their name now (null: none recorded, or not readable). */
  raisedByName?: string | null;
  raisedAt?: string;
  /** A possible finding's probability (the learned layer's tier, ADR 022). */
  probability?: number;
};

/** A decision row whose evidence hash is known (null: made before 0019 on a finding no longer found). */
export type KnownDecision = {
  ruleId: string;
  status: 'dismissed' | 'resolved' | 'open';
  reason: string;
  category?: DismissalCategory | null;
  evidenceHash: string | null;
  decidedAt: Date;
  decidedBy: string | null;
  /** The decider's name now (null: none recorded, or the account is gone). */
  decidedByName?: string | null;
};

export type DecidedFindings = {
  findings: FindingItem[];
  counts: { open: number; dismissed: number; resolved: number };
  /** The possible tier's own counts: never in `counts`, never in the rating. */
  possibleCounts: { open: number; dismissed: number; resolved: number };
  rag: Rag;
  /** The rating of every finding the rules and reviewers raised, before any decision (issue 30). */
  ragBeforeReview?: Rag;
};

/**
 * Applies reviewers' decisions (newest first) to a check's findings. The newest decision made on a finding's
 * own evidence applies; a decision made when the rule fired on other evidence does not carry, and shows only
 * as history. The rating and the counts are of the findings left open; possible findings (the learned layer's
 * tier) are counted apart and never rated.
 */
export function applyDecisions(
  stored: readonly StoredFinding[],
  decisions: readonly KnownDecision[],
  comments: readonly (FindingComment & { ruleId: string })[] = [],
): DecidedFindings {
  const counts = { open: 0, dismissed: 0, resolved: 0 };
  const possibleCounts = { open: 0, dismissed: 0, resolved: 0 };
  const findings = stored.map((f): FindingItem => {
    const evidenceHash = findingEvidenceHash(f);
    const mine = decisions.filter((d) => d.ruleId === f.ruleId);
    const latest = mine.find((d) => d.evidenceHash === evidenceHash);
    const decision = latest && latest.status !== 'open' ? { ...view(latest), status: latest.status } : null;
    (isPossible(f) ? possibleCounts : counts)[decision?.status ?? 'open'] += 1;
    return {
      ...f,
      occurrences: f.occurrences,
      evidenceHash,
      decision,
      history: mine.map((d) => ({ ...view(d), onThisEvidence: d.evidenceHash === evidenceHash })),
      comments: comments.filter((c) => c.ruleId === f.ruleId).map(({ ruleId: _r, ...c }) => c),
    };
  });
  return {
    findings,
    counts,
    possibleCounts,
    rag: ragOf(findings.filter((f) => f.decision === null && !isPossible(f))),
  };
}

function view(d: KnownDecision) {
  return {
    status: d.status,
    reason: d.reason,
    category: d.status === 'dismissed' ? (d.category ?? null) : null,
    decidedBy: d.decidedBy,
    decidedByName: d.decidedByName ?? null,
    decidedAt: d.decidedAt.toISOString(),
  };
}

/** The evidence hash of a rule's finding in a stored result, for decisions made before hashes were stored. */
export function evidenceHashIn(result: unknown, ruleId: string): string | null {
  const finding = (result as ComplianceResult | null)?.findings?.find((f) => f.ruleId === ruleId);
  return finding ? findingEvidenceHash(finding) : null;
}
