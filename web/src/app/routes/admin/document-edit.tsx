import { useParams } from 'react-router';
import { DocumentEdit } from '../../../features/documents/components/document-edit.tsx';

export default function AdminDocumentEditRoute() {
  const { documentId = '' } = useParams();
  return <DocumentEdit key={documentId} documentId={documentId} role="admin" />;
}
