import { AnalysisHome } from '../../../features/analyses/components/analysis-home.tsx';

export default function AdminAnalysesRoute() {
  return <AnalysisHome role="admin" />;
}
