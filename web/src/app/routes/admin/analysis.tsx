import { useParams } from 'react-router';
import { AnalysisReport } from '../../../features/analyses/components/analysis-report.tsx';

export default function AdminAnalysisRoute() {
  const { analysisId = '' } = useParams();
  return <AnalysisReport key={analysisId} analysisId={analysisId} role="admin" />;
}
