import { NotAvailable } from '../../../components/not-available.tsx';

/** Placeholder until this page is built: replace this file with the real page. */
export default function ClientDocumentAnalysisRoute() {
  return <NotAvailable title="AoV Document Analysis" feature="aov_analysis" area="client" />;
}
