import { useParams } from 'react-router';
import { NotAvailable } from '../../../components/not-available.tsx';

/** Placeholder until this page is built: replace this file with the real page. */
export default function AdminAnalyzeTriggerRoute() {
  const { documentId } = useParams();
  return (
    <NotAvailable
      title="Start an AoV Analysis"
      feature="aov_analysis"
      area="admin"
      details={[['Document ID', documentId]]}
    />
  );
}
