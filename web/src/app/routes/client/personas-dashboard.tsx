import { NotAvailable } from '../../../components/not-available.tsx';

/** Placeholder until this page is built: replace this file with the real page. */
export default function ClientPersonasDashboardRoute() {
  return <NotAvailable title="Personas Dashboard" feature="personas" area="client" />;
}
