import { ComplianceDashboard } from '../../../features/compliance/components/compliance-dashboard.tsx';

export default function ClientComplianceDashboardRoute() {
  return <ComplianceDashboard role="client" />;
}
