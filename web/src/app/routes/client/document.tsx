import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { useMe } from '../../../lib/auth/get-me.ts';
import { hasModuleAccess } from '../../../features/auth/lib/access.ts';
import { DocumentView } from '../../../features/documents/components/document-view.tsx';
import { ReviewPanel } from '../../../features/reviews/components/review-panel.tsx';

export default function ClientDocumentRoute() {
  const { documentId = '' } = useParams();
  const me = useMe();
  // The review workspace belongs to Client Comms: offered to those who have it.
  const canReview = me.data ? hasModuleAccess(me.data, 'compliance') : false;
  // Keyed by id: moving to another document starts from its own state (page, progress, dialogs).
  return (
    <DocumentView
      key={documentId}
      documentId={documentId}
      role="client"
      reviewPanel={
        <>
          {canReview && (
            <p>
              <Link
                to={paths.client.documentReview(documentId)}
                className={buttonClassName({ variant: 'primary' })}
              >
                Open the review workspace
              </Link>
            </p>
          )}
          <ReviewPanel documentId={documentId} />
        </>
      }
    />
  );
}
