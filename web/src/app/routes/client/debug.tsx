import { NotAvailable } from '../../../components/not-available.tsx';

/** Placeholder until this page is built: replace this file with the real page. */
export default function ClientDebugRoute() {
  return <NotAvailable title="Debug Tools" feature="Debug tools" area="client" />;
}
