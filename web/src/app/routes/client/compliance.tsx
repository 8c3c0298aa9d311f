import { NotAvailable } from '../../../components/not-available.tsx';

/** Placeholder until this page is built: replace this file with the real page. */
export default function ClientComplianceRoute() {
  return <NotAvailable title="Client Comms" feature="compliance" area="client" />;
}
