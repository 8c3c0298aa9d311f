import { NotAvailable } from '../../../components/not-available.tsx';

/** Placeholder until this page is built: replace this file with the real page. */
export default function ClientPersonasNewRoute() {
  return <NotAvailable title="New Persona Interview" feature="personas" area="client" />;
}
