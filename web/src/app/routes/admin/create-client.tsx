import { NotAvailable } from '../../../components/not-available.tsx';

/** Placeholder until this page is built: replace this file with the real page. */
export default function AdminCreateClientRoute() {
  return <NotAvailable title="Create Client" feature="Client account management" area="admin" />;
}
