import { useParams } from 'react-router';
import { NotAvailable } from '../../../components/not-available.tsx';

/** Placeholder until this page is built: replace this file with the real page. */
export default function AdminReportEffectivenessRoute() {
  const { documentId } = useParams();
  return (
    <NotAvailable
      title="Report Effectiveness"
      feature="personas"
      area="admin"
      details={[['Document ID', documentId]]}
    />
  );
}
