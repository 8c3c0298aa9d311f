import { NewCheck } from '../../../features/compliance/components/new-check.tsx';

export default function ClientComplianceNewRoute() {
  return <NewCheck role="client" />;
}
