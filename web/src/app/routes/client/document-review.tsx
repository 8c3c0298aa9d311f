import { useParams } from 'react-router';
import { ReviewWorkspace } from '../../../features/compliance/components/review-workspace.tsx';
import { WorkspacePage } from '../../../features/documents/components/workspace-page.tsx';
import { ReviewPanel } from '../../../features/reviews/components/review-panel.tsx';

/** The review workspace (issue 26): the compliance check, the document's page and the review, composed here. */
export default function ClientDocumentReviewRoute() {
  const { documentId = '' } = useParams();
  // Keyed by id: moving to another document starts from its own page, filters and selection.
  return (
    <ReviewWorkspace
      key={documentId}
      documentId={documentId}
      role="client"
      reviewPanel={<ReviewPanel documentId={documentId} />}
      PageView={WorkspacePage}
    />
  );
}
