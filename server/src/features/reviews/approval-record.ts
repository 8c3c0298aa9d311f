import type { User } from '#common/api/auth.ts';
import { isPossible, isRatedFinding, type FindingItem } from '#common/api/compliance.ts';
import type { ApprovalRecord } from '#common/api/reviews.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { getCheck } from '../compliance/compliance.service.ts';
import { linkedFundsOf } from '../funds/funds.service.ts';
import { findLatestCompletedCheck, type ReviewRow } from './reviews.repository.ts';

// What an approval rests on (ADR 019): the latest completed check of the approved version and every finding's
// state at that moment, kept immutable with the review.

/**
 * Open high-severity findings of the rules and reviewers: AI-suggested ones and the learned layer's possible ones
 * (ADR 022) do not move the rating, and do not block.
 */
export const openHighs = (findings: readonly FindingItem[]) =>
  findings.filter((f) => f.decision === null && f.severity === 'high' && isRatedFinding(f));

export const findingRef = (f: FindingItem) => ({
  ruleId: f.ruleId,
  title: f.title,
  severity: f.severity,
  citation: f.citation,
  origin: f.origin ?? 'rules',
  ...(f.origin === 'reviewer'
    ? { raisedBy: f.raisedBy ?? null, ...(f.raisedByName ? { raisedByName: f.raisedByName } : {}) }
    : {}),
});

/** Findings a reviewer raised, counted apart on the certificate and the register ("raised by a reviewer"). */
export const raisedByReviewer = (findings: readonly { origin: string }[]) =>
  findings.filter((f) => f.origin === 'reviewer').length;

/** The approval record: what was approved, the check it rested on, and every finding's state then. */
export async function approvalRecordFor(
  deps: AppDeps,
  user: User,
  row: ReviewRow,
  input: { reason?: string; overrideReason?: string },
  at: Date,
): Promise<{ record: ApprovalRecord; open: FindingItem[] }> {
  const { review } = row;
  const latest = await findLatestCompletedCheck(deps.database.db, review.documentId, review.version);
  if (!latest)
    throw new AppError(
      'CONFLICT',
      `Run a compliance check on version ${review.version} before approving it.`,
    );
  const [check, funds] = await Promise.all([
    getCheck(deps, user, latest.id),
    linkedFundsOf(deps, { id: review.documentId, clientId: review.clientId }),
  ]);
  // The possible tier is recorded apart: named on the certificate, never counted with the breaches.
  const tierOf = (possible: boolean) => {
    const findings = check.findings.filter((f) => isPossible(f) === possible);
    const decided = (status: 'dismissed' | 'resolved') =>
      findings
        .filter((f) => f.decision?.status === status)
        .map((f) => ({
          ...findingRef(f),
          status,
          reason: f.decision!.reason,
          category: f.decision!.category,
          decidedBy: f.decision!.decidedBy,
          // the name then, kept with the record (the e-mail alone read as an address, issue 30)
          decidedByName: f.decision!.decidedByName ?? null,
          decidedAt: f.decision!.decidedAt,
        }));
    return {
      open: findings.filter((f) => f.decision === null),
      dismissed: decided('dismissed'),
      resolved: decided('resolved'),
    };
  };
  const findings = tierOf(false);
  const possible = tierOf(true);
  const open = findings.open;
  return {
    open,
    record: {
      documentId: review.documentId,
      fileName: check.fileName,
      version: review.version,
      sha256: review.sha256,
      check: {
        id: check.id,
        createdAt: check.createdAt,
        engineVersion: check.engineVersion,
        rulePacks: latest.packs ?? [],
        rag: check.rag,
        // A dismissal keeps what the check found on the record (issue 30): "Red before review".
        ragBeforeReview: check.ragBeforeReview,
      },
      findings: { ...findings, open: open.map(findingRef) },
      possibleFindings: { ...possible, open: possible.open.map(findingRef) },
      // the fund(s) the communication was approved for, named on the certificate (issue 30)
      funds: funds.map((f) => ({ id: f.id, name: f.name })),
      approver: { id: user.id, email: user.email, name: user.name },
      approvedAt: at.toISOString(),
      overrideReason: input.overrideReason ?? null,
      reason: input.reason ?? null,
    },
  };
}
