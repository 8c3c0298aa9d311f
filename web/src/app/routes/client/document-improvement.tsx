import { useParams } from 'react-router';
import { ImprovementHome } from '../../../features/improvements/components/improvement-home.tsx';
import { ImprovementView } from '../../../features/improvements/components/improvement-view.tsx';

/** Enhancements: the home without a document id, a document's improvement view with one. */
export default function ClientDocumentImprovementRoute() {
  const { documentId } = useParams();
  return documentId ? <ImprovementView key={documentId} documentId={documentId} /> : <ImprovementHome />;
}
