import { ReportEffectivenessView } from '../../../features/personas/components/report-effectiveness.tsx';

export default function ClientReportEffectivenessRoute() {
  return <ReportEffectivenessView role="client" />;
}
