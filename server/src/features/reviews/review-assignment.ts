import { firmRoleAtLeast, type User } from '#common/api/auth.ts';
import type { Assignee, SubmitReviewInput } from '#common/api/reviews.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import {
  findFirmApprovers,
  findFirmReviewers,
  findFirmUsers,
  type InboxOwner,
  type ReviewRow,
} from './reviews.repository.ts';

// Who a submitted communication waits for (issue 30 item 1): named reviewers and a named approver of the firm,
// or, where nobody was named, the role. The queue's SQL (waitingFor in the repository) says the same.

/** Whether the review waits for `me` now: see waitingFor() in the repository, which this mirrors. */
export function isWaitingFor(me: InboxOwner, row: ReviewRow): boolean {
  const r = row.review;
  if (r.status !== 'submitted' || row.archivedAt !== null || r.version !== row.currentVersion) return false;
  if (r.submittedBy === me.id) return false;
  if (r.approverId === me.id || r.reviewerIds.includes(me.id)) return true;
  if (r.approverId === null && firmRoleAtLeast(me.firmRole, 'approver')) return true;
  return r.reviewerIds.length === 0 && me.firmRole === 'reviewer';
}

export type Assignment = { approver: Assignee | null; reviewers: Assignee[] };

/**
 * The named assignees, checked: each must be an active member of the document's firm, not the submitter, with
 * the role the work needs (an approver approves; a reviewer decides findings). Anyone else — another firm's
 * account, a removed member, a plain member — is refused alike, so the answer says nothing about other firms.
 */
export async function checkAssignment(
  db: DbOrTx,
  submitter: User,
  firmId: string,
  input: Pick<SubmitReviewInput, 'approverId' | 'reviewerIds'>,
): Promise<Assignment> {
  const reviewerIds = [...new Set(input.reviewerIds ?? [])];
  const ids = [...reviewerIds, ...(input.approverId ? [input.approverId] : [])];
  const found = new Map((await findFirmUsers(db, firmId, ids)).map((u) => [u.id, u]));
  const pick = (id: string, role: 'reviewer' | 'approver', what: string): Assignee => {
    const u = found.get(id);
    if (!u || !firmRoleAtLeast(u.firmRole, role))
      throw new AppError(
        'INVALID_INPUT',
        `Choose ${what} from your firm's ${role === 'approver' ? 'approvers' : 'reviewers and approvers'}.`,
        { field: role === 'approver' ? 'approverId' : 'reviewerIds' },
      );
    if (u.id === submitter.id)
      throw new AppError(
        'INVALID_INPUT',
        role === 'approver'
          ? 'You cannot name yourself as the approver: someone else must approve it (four-eyes).'
          : 'You cannot name yourself as a reviewer of your own submission.',
      );
    return { id: u.id, name: u.name, email: u.email };
  };
  return {
    approver: input.approverId ? pick(input.approverId, 'approver', 'the approver') : null,
    reviewers: reviewerIds.map((id) => pick(id, 'reviewer', 'each reviewer')),
  };
}

/** Who is told of a submission or reminded of its due date: the named people, or everyone of the role. */
export async function assigneeRecipients(
  db: DbOrTx,
  firmId: string,
  assigned: { approverId: string | null; reviewerIds: readonly string[] },
  exclude: string | null,
): Promise<string[]> {
  const approvers = assigned.approverId
    ? [assigned.approverId]
    : (await findFirmApprovers(db, firmId)).map((a) => a.id);
  const reviewers =
    assigned.reviewerIds.length > 0
      ? [...assigned.reviewerIds]
      : (await findFirmReviewers(db, firmId)).map((r) => r.id);
  return [...new Set([...reviewers, ...approvers])].filter((id) => id !== exclude);
}
