import { ComplianceDashboard } from '../../../features/compliance/components/compliance-dashboard.tsx';

export default function AdminComplianceDashboardRoute() {
  return <ComplianceDashboard role="admin" />;
}
