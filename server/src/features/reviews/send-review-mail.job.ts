import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';
import { findUserById } from '../../users/users.repository.ts';
import { findReviewById } from './reviews.repository.ts';

export const REVIEW_MAIL_EVENTS = [
  'submitted',
  'approved',
  'rejected',
  'changes_requested',
  'withdrawn',
] as const;
export type ReviewMailEvent = (typeof REVIEW_MAIL_EVENTS)[number];

const HEADLINES: Record<ReviewMailEvent, (file: string) => string> = {
  submitted: (file) => `Approval requested: ${file}`,
  approved: (file) => `Approved: ${file}`,
  rejected: (file) => `Rejected: ${file}`,
  changes_requested: (file) => `Changes requested: ${file}`,
  withdrawn: (file) => `Review withdrawn: ${file}`,
};

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
    const greeting = recipient.name ? `Hello ${recipient.name},` : 'Hello,';
    const link = `${config.publicUrl}/client/document/${review.documentId}`;
    const what = `${fileName} (version ${review.version})`;
    const lines =
      event === 'submitted'
        ? [
            `${review.submittedByEmail ?? 'A member of your firm'} has submitted ${what} for approval.`,
            review.note ? `Their note: ${review.note}` : null,
            review.reviewDate ? `Review date asked for: ${review.reviewDate}.` : null,
            `Review it here: ${link}`,
          ]
        : [
            `${review.decidedByEmail ?? 'Your firm'} has ${
              event === 'changes_requested' ? 'requested changes to' : event
            } ${what}, which you submitted for approval.`,
            review.decisionReason ? `Reason: ${review.decisionReason}` : null,
            review.overrideReason
              ? `Approved with open high-severity findings: ${review.overrideReason}`
              : null,
            `Open it here: ${link}`,
          ];
    await mailer.send({
      to: recipient.email,
      subject: HEADLINES[event](fileName),
      text: `${greeting}\n\n${lines.filter((l) => l !== null).join('\n\n')}\n`,
    });
  },
});
