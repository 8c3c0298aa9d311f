import { NotAvailable } from '../../../components/not-available.tsx';

/** Placeholder until this page is built: replace this file with the real page. */
export default function ClientDebugConnectionRoute() {
  return <NotAvailable title="Connection Diagnostics" feature="Debug tools" area="client" />;
}
