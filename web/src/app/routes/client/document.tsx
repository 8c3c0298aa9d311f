import { useParams } from 'react-router';
import { DocumentView } from '../../../features/documents/components/document-view.tsx';
import { ReviewPanel } from '../../../features/reviews/components/review-panel.tsx';

export default function ClientDocumentRoute() {
  const { documentId = '' } = useParams();
  // Keyed by id: moving to another document starts from its own state (page, progress, dialogs).
  return (
    <DocumentView
      key={documentId}
      documentId={documentId}
      role="client"
      reviewPanel={<ReviewPanel documentId={documentId} />}
    />
  );
}
