import { NotAvailable } from '../../../components/not-available.tsx';

/** Placeholder until this page is built: replace this file with the real page. */
export default function AdminAnalysesRoute() {
  return <NotAvailable title="AoV Analyses" feature="aov_analysis" area="admin" />;
}
