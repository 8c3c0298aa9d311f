import { useParams } from 'react-router';
import { CheckReport } from '../../../features/compliance/components/check-report.tsx';

export default function AdminComplianceAnalysisRoute() {
  const { analysisId = '' } = useParams();
  // Keyed by id: moving to another check starts from its own filters.
  return <CheckReport key={analysisId} checkId={analysisId} role="admin" />;
}
