import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';
import { findUserById } from '../../users/users.repository.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { findReviewById, findVersionFileName, type ReviewRow } from './reviews.repository.ts';

export const REVIEW_MAIL_EVENTS = [
  'submitted',
  'approved',
  'rejected',
  'changes_requested',
  'withdrawn',
  'review_due',
  'expired',
  'decision_due',
  'decision_overdue',
  // issue 30: the file under review or approved was replaced; the document under review was archived
  'file_replaced',
  'archived',
] as const;
export type ReviewMailEvent = (typeof REVIEW_MAIL_EVENTS)[number];

const HEADLINES: Record<ReviewMailEvent, (file: string) => string> = {
  submitted: (file) => `Approval requested: ${file}`,
  approved: (file) => `Approved: ${file}`,
  rejected: (file) => `Rejected: ${file}`,
  changes_requested: (file) => `Changes requested: ${file}`,
  withdrawn: (file) => `Review withdrawn: ${file}`,
  review_due: (file) => `Due for review: ${file}`,
  expired: (file) => `Approval expired: ${file}`,
  decision_due: (file) => `Approval due soon: ${file}`,
  decision_overdue: (file) => `Approval overdue: ${file}`,
  file_replaced: (file) => `File replaced: ${file}`,
  archived: (file) => `Archived, review withdrawn: ${file}`,
};

/** Queues one mail per recipient (ids only), in the transaction that made the change or claimed the notice. */
export async function queueReviewMails(
  deps: Pick<AppDeps, 'queue'>,
  tx: DbOrTx,
  reviewId: string,
  event: ReviewMailEvent,
  recipientIds: readonly (string | null)[],
  /** Who did it and the version they made, for the mails about a replacement or an archive. */
  context: { actorId?: string; version?: number } = {},
): Promise<void> {
  for (const recipientId of new Set(recipientIds)) {
    if (recipientId)
      await deps.queue.send(sendReviewMailJob, { reviewId, recipientId, event, ...context }, { tx });
  }
}

/**
 * One mail about a review to one member (one job per recipient, so a retry sends that one mail again at
 * most). The payload holds ids only: the text is read from the review when the mail is sent, and a member
 * removed since gets nothing.
 */
export const sendReviewMailJob = defineJob({
  name: 'send-review-mail',
  version: 1,
  payloadSchema: z.object({
    reviewId: z.string().uuid(),
    recipientId: z.string().uuid(),
    event: z.enum(REVIEW_MAIL_EVENTS),
    actorId: z.string().uuid().optional(),
    version: z.number().int().positive().optional(),
  }),
  retryLimit: 5,
  async handler({ reviewId, recipientId, event, actorId, version }, { database, mailer, config, log }) {
    const [row, recipient] = await Promise.all([
      findReviewById(database.db, reviewId),
      findUserById(database.db, recipientId),
    ]);
    if (!row || !recipient || recipient.disabledAt) {
      log.info({ reviewId, recipientId, event }, 'review mail skipped: review or recipient gone');
      return;
    }
    const { review, fileName } = row;
    // A reminder of the due date is moot once the review was decided or withdrawn.
    if ((event === 'decision_due' || event === 'decision_overdue') && review.status !== 'submitted') {
      log.info({ reviewId, recipientId, event }, 'review mail skipped: no longer waiting');
      return;
    }
    // A notice of the review date is moot once the approval was withdrawn or replaced before the mail went.
    if ((event === 'review_due' || event === 'expired') && review.status !== 'approved') {
      log.info({ reviewId, recipientId, event }, 'review mail skipped: no longer approved');
      return;
    }
    const greeting = recipient.name ? `Hello ${recipient.name},` : 'Hello,';
    const link = `${config.publicUrl}/client/document/${review.documentId}`;
    const what = `${fileName} (version ${review.version})`;
    const actor = actorId ? await findUserById(database.db, actorId) : null;
    const actorName = actor
      ? actor.name
        ? `${actor.name} (${actor.email})`
        : actor.email
      : 'A member of your firm';
    const lines =
      event === 'review_due' || event === 'expired'
        ? reviewDateLines(event, what, review.reviewDate, link)
        : event === 'submitted' || event === 'decision_due' || event === 'decision_overdue'
          ? submittedLines(event, row, what, link)
          : event === 'file_replaced'
            ? replacedLines(review, what, actorName, await newVersionOf(database.db, row, version), link)
            : event === 'archived'
              ? archivedLines(review, what, actorName, recipientId === review.submittedBy, link)
              : decisionLines(event, review, what, link);
    await mailer.send({
      to: recipient.email,
      subject: HEADLINES[event](fileName),
      text: `${greeting}\n\n${lines.filter((l) => l !== null).join('\n\n')}\n`,
    });
  },
});

type ReviewFields = ReviewRow['review'];

/**
 * To the assignees (reviewers and approvers): what was submitted, to whom, by when, with the submitter's note
 * and the review date asked for; a reminder says the due date is near or has passed.
 */
function submittedLines(
  event: 'submitted' | 'decision_due' | 'decision_overdue',
  row: ReviewRow,
  what: string,
  link: string,
): (string | null)[] {
  const { review } = row;
  const named = (people: readonly { name: string; email: string }[]) =>
    people.map((p) => (p.name ? `${p.name} <${p.email}>` : p.email)).join(', ');
  const approver =
    row.approverEmail !== null
      ? named([{ name: row.approverName ?? '', email: row.approverEmail }])
      : "any of the firm's approvers";
  const reviewers = row.reviewers.length > 0 ? named(row.reviewers) : "the firm's reviewers";
  return [
    event === 'submitted'
      ? `${review.submittedByEmail ?? 'A member of your firm'} has submitted ${what} for approval.`
      : event === 'decision_due'
        ? `${what} is waiting for a decision, due by ${review.dueDate}.`
        : `${what} is still waiting for a decision, which was due by ${review.dueDate}.`,
    `Reviewers: ${reviewers}. Approver: ${approver}.`,
    event === 'submitted' && review.dueDate ? `Decision due by: ${review.dueDate}.` : null,
    review.note ? `Their note: ${review.note}` : null,
    review.reviewDate ? `Review date asked for: ${review.reviewDate}.` : null,
    `Review it here: ${link}`,
  ];
}

/** To the submitter: the decision, its reason and any override of open high-severity findings. */
function decisionLines(
  event: ReviewMailEvent,
  review: ReviewFields,
  what: string,
  link: string,
): (string | null)[] {
  return [
    `${review.decidedByEmail ?? 'Your firm'} has ${
      event === 'changes_requested' ? 'requested changes to' : event
    } ${what}, which you submitted for approval.`,
    review.decisionReason ? `Reason: ${review.decisionReason}` : null,
    review.overrideReason ? `Approved with open high-severity findings: ${review.overrideReason}` : null,
    `Open it here: ${link}`,
  ];
}

/** The notice of an approval's review date: what it means for the communication and what to do. */
function reviewDateLines(
  event: 'review_due' | 'expired',
  what: string,
  reviewDate: string | null,
  link: string,
): string[] {
  return event === 'review_due'
    ? [
        `The approval of ${what} is due for review by ${reviewDate}. After that date it expires and should not be used until it is approved again.`,
        `Check it against the rules in force now and submit it for approval again, or withdraw it if it is no longer used: ${link}`,
      ]
    : [
        `The approval of ${what} expired on ${reviewDate}, its review date. It should not be used until it is approved again.`,
        `Submit it for approval again, or withdraw it if it is no longer used: ${link}`,
      ];
}

/** "version 2 (new-name.pdf)": the version the replacement made, named by its own file. */
async function newVersionOf(db: DbOrTx, row: ReviewRow, version: number | undefined): Promise<string> {
  const n = version ?? row.currentVersion;
  const fileName = (await findVersionFileName(db, row.review.documentId, n)) ?? row.currentFileName;
  return `version ${n} (${fileName})`;
}

/**
 * To the approvers and the submitter when the file under review or approved is replaced (issue 30): what
 * became of the review, and that the new version needs its own approval.
 */
function replacedLines(
  review: ReviewFields,
  what: string,
  actor: string,
  newVersion: string,
  link: string,
): (string | null)[] {
  return review.status === 'withdrawn'
    ? [
        `${actor} replaced the file of ${what}, which was waiting for approval, with ${newVersion}.`,
        'The review of the earlier version is withdrawn: there is nothing to approve until the new version is checked and submitted.',
        `Open it here: ${link}`,
      ]
    : [
        `${actor} replaced the approved file ${what} with ${newVersion}.`,
        `The approval of the earlier version is superseded: it stays in the register, and ${newVersion} is not approved until it is checked, submitted and approved.`,
        `Open it here: ${link}`,
      ];
}

/** To the submitter and the approvers when a document waiting for approval is archived (issue 30). */
function archivedLines(
  review: ReviewFields,
  what: string,
  actor: string,
  toSubmitter: boolean,
  link: string,
): (string | null)[] {
  return [
    `${actor} archived ${what}${toSubmitter ? ', which you submitted for approval' : ', which was waiting for your approval'}. The review is withdrawn and leaves the approvals queue.`,
    review.decisionReason ? `Reason: ${review.decisionReason}` : null,
    `A firm admin can restore the document; it must then be submitted again. The record stays here: ${link}`,
  ];
}
