import { PersonaBrowser } from '../../../features/personas/components/persona-browser.tsx';

export default function ClientPersonasManageRoute() {
  return <PersonaBrowser role="client" />;
}
