import { PersonasDashboard } from '../../../features/personas/components/personas-dashboard.tsx';

export default function ClientPersonasDashboardRoute() {
  return <PersonasDashboard role="client" />;
}
