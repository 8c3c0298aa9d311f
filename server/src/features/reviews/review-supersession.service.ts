import type { User } from '#common/api/auth.ts';
import type { ReplaceConsequence } from '#common/api/documents.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import {
  findFirmApprovers,
  findReviewsOfDocument,
  updateReviewStatus,
  type ReviewRow,
} from './reviews.repository.ts';
import { queueReviewMails, sendReviewMailJob } from './send-review-mail.job.ts';

// What replacing or archiving a document does to its review (issue 30, "honest states"): a review waiting for
// a decision is withdrawn, an approval is superseded, each audited and told by e-mail, and only the people who
// could withdraw the review themselves (its submitter or a firm admin) may do it.

/** After the transaction that queued them commits: send the mails now rather than at the next poll. */
export const wakeReviewMails = (deps: Pick<AppDeps, 'queue'>) => deps.queue.wake(sendReviewMailJob.name);

type Doc = { id: string; clientId: string; currentVersion: number; fileName: string };

/** The review of the document's current version that is in force: waiting for a decision, or approved. */
export async function findLiveReview(db: DbOrTx, doc: Doc): Promise<ReviewRow | null> {
  const rows = await findReviewsOfDocument(db, doc.id);
  return (
    rows.find(
      (r) =>
        r.review.version === doc.currentVersion &&
        (r.review.status === 'submitted' || r.review.status === 'approved'),
    ) ?? null
  );
}

/** Whether `user` may take this review out of force: its submitter, a firm admin, or the platform admin. */
export const canTakeOutOfReview = (user: User, live: ReviewRow): boolean =>
  user.role === 'admin' || user.firmRole === 'firm_admin' || live.review.submittedBy === user.id;

// "Jane Doe (jane@firm)": a message names the person, and says who to ask by their address (issue 30)
const who = (name: string | null, email: string | null) =>
  name && email ? `${name} (${email})` : (name ?? email ?? 'a former member');

function stateWords(live: ReviewRow): string {
  const { review } = live;
  return review.status === 'submitted'
    ? `waiting for approval (submitted by ${who(live.submittedByName, review.submittedByEmail)})`
    : `approved (by ${who(live.decidedByName, review.decidedByEmail)})`;
}

/** Refuses (403) replacing or archiving a document whose review is in force, unless `user` could withdraw it. */
export function assertMayTakeOutOfReview(user: User, live: ReviewRow | null, action: string): void {
  if (!live || canTakeOutOfReview(user, live)) return;
  throw new AppError(
    'FORBIDDEN',
    `Version ${live.review.version} is ${stateWords(live)}: only the member who submitted it or a firm admin can ${action}.`,
    { neededRole: 'firm_admin', yourRole: user.firmRole, reviewId: live.review.id },
  );
}

/** What replacing the file would do to the review in force, in words a confirmation dialog shows. */
export function replaceConsequence(live: ReviewRow | null, nextVersion: number): ReplaceConsequence | null {
  if (!live) return null;
  const { review } = live;
  const n = review.version;
  return review.status === 'submitted'
    ? {
        reviewId: review.id,
        status: 'submitted',
        version: n,
        message: `Version ${n} is ${stateWords(live)}. Replacing the file withdraws that review: the approvers and the submitter are told by e-mail, and version ${nextVersion} needs its own check and submission.`,
      }
    : {
        reviewId: review.id,
        status: 'approved',
        version: n,
        message: `Version ${n} is ${stateWords(live)}. Replacing the file supersedes that approval: it stays in the register marked superseded, the approver is told by e-mail, and version ${nextVersion} is not approved until it is checked, submitted and approved.`,
      };
}

/**
 * In the replacement's transaction: withdraws every review still waiting (none can be decided once the file
 * changes) and marks the approval of the replaced version superseded in the audit trail, mailing the people
 * who were waiting on it or vouched for it.
 */
export async function supersedeReviewsOnReplace(
  deps: AppDeps,
  tx: DbOrTx,
  user: User,
  doc: Doc,
  next: { version: number; fileName: string },
  ip: string,
): Promise<void> {
  const rows = await findReviewsOfDocument(tx, doc.id);
  const approvers = (await findFirmApprovers(tx, doc.clientId)).map((a) => a.id);
  const others = (ids: (string | null)[]) => ids.filter((id) => id !== user.id);
  const context = { actorId: user.id, version: next.version };
  for (const row of rows) {
    const { review } = row;
    if (review.status === 'submitted') {
      const reason = `The file was replaced by version ${next.version} (${next.fileName}) before a decision.`;
      const moved = await updateReviewStatus(tx, review.id, ['submitted'], {
        status: 'withdrawn',
        decidedBy: user.id,
        decidedByEmail: user.email,
        decidedAt: new Date(),
        decisionReason: reason,
      });
      if (!moved) continue;
      await recordAudit(tx, {
        actorId: user.id,
        actorEmail: user.email,
        action: 'review.withdrawn',
        targetType: 'document',
        targetId: doc.id,
        targetName: row.fileName,
        details: { reviewId: review.id, version: review.version, reason, cause: 'document.file_replaced' },
        ip,
      });
      // Only the review of the replaced version was in anyone's queue; older ones were already superseded.
      if (review.version === doc.currentVersion)
        await queueReviewMails(
          deps,
          tx,
          review.id,
          'file_replaced',
          others([...approvers, review.submittedBy]),
          context,
        );
    } else if (review.status === 'approved' && review.version === doc.currentVersion) {
      await recordAudit(tx, {
        actorId: user.id,
        actorEmail: user.email,
        action: 'review.superseded',
        targetType: 'document',
        targetId: doc.id,
        targetName: row.fileName,
        details: { reviewId: review.id, version: review.version, supersededBy: next.version },
        ip,
      });
      await queueReviewMails(
        deps,
        tx,
        review.id,
        'file_replaced',
        others([review.decidedBy, review.submittedBy]),
        context,
      );
    }
  }
}

/**
 * In the archive's transaction: a review waiting for a decision is withdrawn with the archive's reason, in the
 * review's history and the audit trail, and its submitter and the firm's approvers are told. An approval is
 * left as it is: it stays in the register, and the archive itself is the record of taking it out of use.
 */
export async function withdrawReviewsOnArchive(
  deps: AppDeps,
  tx: DbOrTx,
  user: User,
  doc: Doc,
  archiveReason: string,
  ip: string,
): Promise<number> {
  const rows = (await findReviewsOfDocument(tx, doc.id)).filter((r) => r.review.status === 'submitted');
  if (rows.length === 0) return 0;
  const approvers = (await findFirmApprovers(tx, doc.clientId)).map((a) => a.id);
  let withdrawn = 0;
  for (const row of rows) {
    const { review } = row;
    const reason = `Document archived: ${archiveReason}`;
    const moved = await updateReviewStatus(tx, review.id, ['submitted'], {
      status: 'withdrawn',
      decidedBy: user.id,
      decidedByEmail: user.email,
      decidedAt: new Date(),
      decisionReason: reason,
    });
    if (!moved) continue;
    withdrawn += 1;
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'review.withdrawn',
      targetType: 'document',
      targetId: doc.id,
      targetName: row.fileName,
      details: { reviewId: review.id, version: review.version, reason, cause: 'document.archived' },
      ip,
    });
    if (review.version === doc.currentVersion)
      await queueReviewMails(
        deps,
        tx,
        review.id,
        'archived',
        [...approvers, review.submittedBy].filter((id) => id !== user.id),
        { actorId: user.id },
      );
  }
  return withdrawn;
}
