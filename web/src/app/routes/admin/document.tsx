import { useParams } from 'react-router';
import { NotAvailable } from '../../../components/not-available.tsx';

/** Placeholder until this page is built: replace this file with the real page. */
export default function AdminDocumentRoute() {
  const { documentId } = useParams();
  return (
    <NotAvailable title="Document" feature="Documents" area="admin" details={[['Document ID', documentId]]} />
  );
}
