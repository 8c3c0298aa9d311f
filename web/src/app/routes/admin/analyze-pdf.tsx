import { AnalyzePdf } from '../../../features/analyses/components/analyze-pdf.tsx';

export default function AdminAnalyzePdfRoute() {
  return <AnalyzePdf role="admin" />;
}
