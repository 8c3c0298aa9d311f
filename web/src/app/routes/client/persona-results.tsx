import { useParams } from 'react-router';
import { NotAvailable } from '../../../components/not-available.tsx';

/** Placeholder until this page is built: replace this file with the real page. */
export default function ClientPersonaResultsRoute() {
  const { interviewId } = useParams();
  return (
    <NotAvailable
      title="Interview Results"
      feature="personas"
      area="client"
      details={[['Interview ID', interviewId]]}
    />
  );
}
