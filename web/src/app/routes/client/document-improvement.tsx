import { useParams } from 'react-router';
import { NotAvailable } from '../../../components/not-available.tsx';

/** Placeholder until this page is built: replace this file with the real page. */
export default function ClientDocumentImprovementRoute() {
  const { documentId } = useParams();
  return (
    <NotAvailable
      title="Document Enhancements"
      feature="document_improvements"
      area="client"
      details={[['Document ID', documentId]]}
    />
  );
}
