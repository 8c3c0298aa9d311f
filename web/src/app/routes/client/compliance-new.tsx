import { NotAvailable } from '../../../components/not-available.tsx';

/** Placeholder until this page is built: replace this file with the real page. */
export default function ClientComplianceNewRoute() {
  return <NotAvailable title="New Client Comms Check" feature="compliance" area="client" />;
}
