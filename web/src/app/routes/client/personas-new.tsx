import { PersonaWizard } from '../../../features/personas/components/persona-wizard.tsx';

export default function ClientPersonasNewRoute() {
  return <PersonaWizard role="client" />;
}
