import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';
import { findUserById } from '../../users/users.repository.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { findReviewById, type ReviewRow } from './reviews.repository.ts';

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
};

/** Queues one mail per recipient (ids only), in the transaction that made the change or claimed the notice. */
export async function queueReviewMails(
  deps: Pick<AppDeps, 'queue'>,
  tx: DbOrTx,
  reviewId: string,
  event: ReviewMailEvent,
  recipientIds: readonly (string | null)[],
): Promise<void> {
  for (const recipientId of new Set(recipientIds)) {
    if (recipientId) await deps.queue.send(sendReviewMailJob, { reviewId, recipientId, event }, { tx });
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
  }),
  retryLimit: 5,
  async handler({ reviewId, recipientId, event }, { database, mailer, config, log }) {
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
    const lines =
      event === 'review_due' || event === 'expired'
        ? reviewDateLines(event, what, review.reviewDate, link)
        : event === 'submitted' || event === 'decision_due' || event === 'decision_overdue'
          ? submittedLines(event, row, what, link)
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
