import { useParams } from 'react-router';
import { AnalyzeTrigger } from '../../../features/analyses/components/analyze-trigger.tsx';

export default function AdminAnalyzeTriggerRoute() {
  const { documentId = '' } = useParams();
  // Keyed by document: moving to another document starts its own analysis.
  return <AnalyzeTrigger key={documentId} documentId={documentId} role="admin" />;
}
