import type { AppDeps } from '../../deps.ts';
import { runAsSystem } from '../../db/tenant-context.ts';
import { repeatInBackground, type RepeatingTask } from '../../jobs/repeat-in-background.ts';
import {
  claimDueDateReminders,
  claimReviewDateNotices,
  findFirmApprovers,
  type DueDateReminder,
  type ReviewDateNotice,
} from './reviews.repository.ts';
import { assigneeRecipients } from './review-assignment.ts';
import { queueReviewMails, sendReviewMailJob } from './send-review-mail.job.ts';
import { DAY_MS, dateOf, todayOf } from './review-dates.ts';

/** How many days before an approval's review date its submitter and the firm's approvers are told. */
export const REVIEW_DUE_NOTICE_DAYS = 14;
/** How many days before a waiting review's due date its assignees are reminded (and again once it is past). */
export const DECISION_REMINDER_DAYS = 2;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Queues the e-mails of approvals that are now due for review or have expired, once each: to the member who
 * submitted it, the approver who approved it and the firm's approvers (who can approve it again). An approval
 * only expires on read (reviews.service.ts), so without this nobody would be told that a communication in use
 * has lapsed.
 */
export async function sendReviewDateNotices(
  deps: Pick<AppDeps, 'database' | 'queue' | 'now'>,
): Promise<{ due: number; expired: number; decisionDue: number; decisionOverdue: number }> {
  const now = deps.now();
  const today = todayOf(deps);
  const dueBy = dateOf(now + REVIEW_DUE_NOTICE_DAYS * DAY_MS);
  const decisionDueBy = dateOf(now + DECISION_REMINDER_DAYS * DAY_MS);
  const sent = { due: 0, expired: 0, decisionDue: 0, decisionOverdue: 0 };
  // System work: it reads every firm's approvals, by the explicit bypass (ADR 009).
  await runAsSystem(() =>
    deps.database.db.transaction(async (tx) => {
      const approversOf = new Map<string, string[]>();
      for (const notice of ['expired', 'due'] satisfies ReviewDateNotice[]) {
        const claimed = await claimReviewDateNotices(tx, notice, today, dueBy, new Date(now));
        for (const review of claimed) {
          if (!approversOf.has(review.clientId)) {
            approversOf.set(
              review.clientId,
              (await findFirmApprovers(tx, review.clientId)).map((a) => a.id),
            );
          }
          await queueReviewMails(deps, tx, review.id, notice === 'due' ? 'review_due' : 'expired', [
            review.submittedBy,
            review.decidedBy,
            ...approversOf.get(review.clientId)!,
          ]);
        }
        sent[notice] = claimed.length;
      }
      // Waiting reviews near or past their due date (issue 30): their assignees, or the roles, are reminded.
      for (const reminder of ['decision_overdue', 'decision_due'] satisfies DueDateReminder[]) {
        const claimed = await claimDueDateReminders(tx, reminder, today, decisionDueBy, new Date(now));
        for (const review of claimed) {
          const recipients = await assigneeRecipients(tx, review.clientId, review, review.submittedBy);
          await queueReviewMails(deps, tx, review.id, reminder, recipients);
        }
        sent[reminder === 'decision_due' ? 'decisionDue' : 'decisionOverdue'] = claimed.length;
      }
    }),
  );
  if (sent.due + sent.expired + sent.decisionDue + sent.decisionOverdue > 0)
    deps.queue.wake(sendReviewMailJob.name);
  return sent;
}

/** Checks every hour, in every process that runs jobs (the claim keeps each notice to one mail per person). */
export function scheduleReviewDateNotices(deps: AppDeps): RepeatingTask {
  return repeatInBackground('review-date notices', HOUR_MS, deps.log, () => sendReviewDateNotices(deps));
}
