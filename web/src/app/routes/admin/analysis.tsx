import { useParams } from 'react-router';
import { NotAvailable } from '../../../components/not-available.tsx';

/** Placeholder until this page is built: replace this file with the real page. */
export default function AdminAnalysisRoute() {
  const { analysisId } = useParams();
  return (
    <NotAvailable
      title="AoV Analysis Results"
      feature="aov_analysis"
      area="admin"
      details={[['Analysis ID', analysisId]]}
    />
  );
}
