import { useParams } from 'react-router';
import { NotAvailable } from '../../../components/not-available.tsx';

/** Placeholder until this page is built: replace this file with the real page. */
export default function ClientComplianceAnalysisRoute() {
  const { analysisId } = useParams();
  return (
    <NotAvailable
      title="Client Comms Check Results"
      feature="compliance"
      area="client"
      details={[['Check ID', analysisId]]}
    />
  );
}
