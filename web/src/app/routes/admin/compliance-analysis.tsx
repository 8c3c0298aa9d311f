import { useParams } from 'react-router';
import { NotAvailable } from '../../../components/not-available.tsx';

/** Placeholder until this page is built: replace this file with the real page. */
export default function AdminComplianceAnalysisRoute() {
  const { analysisId } = useParams();
  return (
    <NotAvailable
      title="Client Comms Check Results"
      feature="compliance"
      area="admin"
      details={[['Check ID', analysisId]]}
    />
  );
}
