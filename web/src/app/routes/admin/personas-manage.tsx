import { PersonaBrowser } from '../../../features/personas/components/persona-browser.tsx';

/** Administrators add and edit personas here. */
export default function AdminPersonasManageRoute() {
  return <PersonaBrowser role="admin" />;
}
