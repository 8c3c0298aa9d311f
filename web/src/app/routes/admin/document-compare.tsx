import { useParams } from 'react-router';
import { CompareVersions } from '../../../features/documents/components/compare-versions.tsx';

export default function AdminDocumentCompareRoute() {
  const { documentId = '' } = useParams();
  return <CompareVersions key={documentId} documentId={documentId} role="admin" />;
}
