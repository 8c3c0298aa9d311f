import { ComplianceHome } from '../../../features/compliance/components/compliance-home.tsx';

export default function ClientComplianceRoute() {
  return <ComplianceHome role="client" />;
}
