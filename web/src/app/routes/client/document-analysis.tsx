import { AnalysisHome } from '../../../features/analyses/components/analysis-home.tsx';

export default function ClientDocumentAnalysisRoute() {
  return <AnalysisHome role="client" />;
}
