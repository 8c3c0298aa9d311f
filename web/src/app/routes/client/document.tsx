import { useParams } from 'react-router';
import { NotAvailable } from '../../../components/not-available.tsx';

/** Placeholder until this page is built: replace this file with the real page. */
export default function ClientDocumentRoute() {
  const { documentId } = useParams();
  return (
    <NotAvailable
      title="Document"
      feature="Documents"
      area="client"
      details={[['Document ID', documentId]]}
    />
  );
}
