import { ComplianceHome } from '../../../features/compliance/components/compliance-home.tsx';

export default function AdminComplianceRoute() {
  return <ComplianceHome role="admin" />;
}
