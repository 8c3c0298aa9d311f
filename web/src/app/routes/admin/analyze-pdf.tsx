import { NotAvailable } from '../../../components/not-available.tsx';

/** Placeholder until this page is built: replace this file with the real page. */
export default function AdminAnalyzePdfRoute() {
  return <NotAvailable title="Analyse a Document" feature="aov_analysis" area="admin" />;
}
