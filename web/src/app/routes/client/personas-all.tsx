import { NotAvailable } from '../../../components/not-available.tsx';

/** Placeholder until this page is built: replace this file with the real page. */
export default function ClientPersonasAllRoute() {
  return <NotAvailable title="All Persona Interviews" feature="personas" area="client" />;
}
