import { AnalyzePdf } from '../../../features/analyses/components/analyze-pdf.tsx';

export default function ClientAnalyzePdfRoute() {
  return <AnalyzePdf role="client" />;
}
