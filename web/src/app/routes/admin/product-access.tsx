import { NotAvailable } from '../../../components/not-available.tsx';

/** Placeholder until this page is built: replace this file with the real page. */
export default function AdminProductAccessRoute() {
  return <NotAvailable title="Product Access" feature="Module access management" area="admin" />;
}
