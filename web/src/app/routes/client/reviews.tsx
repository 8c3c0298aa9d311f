import { Page } from '../../../components/layout/page.tsx';
import { ReviewList } from '../../../features/reviews/components/review-list.tsx';

/** The firm's review dashboard (ADR 019): communications by status and age, and the register of approvals. */
export default function ReviewsRoute() {
  return (
    <Page
      title="Reviews"
      description="Communications submitted for approval, oldest first, and the register of approved communications."
    >
      <ReviewList />
    </Page>
  );
}
