import { NewCheck } from '../../../features/compliance/components/new-check.tsx';

export default function AdminComplianceNewRoute() {
  return <NewCheck role="admin" />;
}
