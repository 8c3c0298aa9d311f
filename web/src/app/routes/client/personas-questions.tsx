import { NotAvailable } from '../../../components/not-available.tsx';

/** Placeholder until this page is built: replace this file with the real page. */
export default function ClientPersonasQuestionsRoute() {
  return <NotAvailable title="Interview Questions" feature="personas" area="client" />;
}
