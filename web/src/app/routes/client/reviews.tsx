import { Page } from '../../../components/layout/page.tsx';
import { ReviewList } from '../../../features/reviews/components/review-list.tsx';

/** The firm's approvals inbox (ADR 019, issue 30): the queue by due date, and the register of approvals. */
export default function ReviewsRoute() {
  return (
    <Page
      title="Reviews"
      description="Communications submitted for approval, soonest due first, who each waits for, and the register of approved communications."
    >
      <ReviewList />
    </Page>
  );
}
