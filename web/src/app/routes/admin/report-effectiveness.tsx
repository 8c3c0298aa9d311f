import { ReportEffectivenessView } from '../../../features/personas/components/report-effectiveness.tsx';

export default function AdminReportEffectivenessRoute() {
  return <ReportEffectivenessView role="admin" />;
}
