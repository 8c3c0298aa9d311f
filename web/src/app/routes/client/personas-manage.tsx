import { NotAvailable } from '../../../components/not-available.tsx';

/** Placeholder until this page is built: replace this file with the real page. */
export default function ClientPersonasManageRoute() {
  return <NotAvailable title="Investor Personas" feature="personas" area="client" />;
}
