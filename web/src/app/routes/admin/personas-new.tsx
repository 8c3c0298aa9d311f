import { PersonaWizard } from '../../../features/personas/components/persona-wizard.tsx';

export default function AdminPersonasNewRoute() {
  return <PersonaWizard role="admin" />;
}
