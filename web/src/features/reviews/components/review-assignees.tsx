import type { Review } from '#common/api/reviews.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDate } from '../../../lib/format.ts';

/** Who it waits for: the named approver and reviewers, or the roles. */
export function assigneeSummary(review: Pick<Review, 'approver' | 'reviewers'>): string {
  const approver = review.approver ? review.approver.name || review.approver.email : 'any approver';
  const reviewers =
    review.reviewers.length > 0 ? review.reviewers.map((r) => r.name || r.email).join(', ') : 'the reviewers';
  return `Approver: ${approver}; reviewers: ${reviewers}`;
}

/** The due date, marked when the decision is late. */
export function DueDate({ review }: { review: Pick<Review, 'dueDate' | 'overdue'> }) {
  if (!review.dueDate) return <>–</>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {formatDate(review.dueDate)}
      {review.overdue && <Badge tone="red">Overdue</Badge>}
    </span>
  );
}
