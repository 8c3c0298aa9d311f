import { NotAvailable } from '../../../components/not-available.tsx';

/** Placeholder until this page is built: replace this file with the real page. */
export default function AdminComplianceDashboardRoute() {
  return <NotAvailable title="Client Comms Dashboard" feature="compliance" area="admin" />;
}
