import { useParams } from 'react-router';
import { AnalyzeTrigger } from '../../../features/analyses/components/analyze-trigger.tsx';

export default function ClientAnalyzeTriggerRoute() {
  const { documentId = '' } = useParams();
  // Keyed by document: moving to another document starts its own analysis.
  return <AnalyzeTrigger key={documentId} documentId={documentId} role="client" />;
}
