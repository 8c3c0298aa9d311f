import { Outlet } from 'react-router';
import { RoleGuard } from '../../../features/auth/components/role-guard.tsx';

/** Every /client/* page: clients only. */
export default function ClientLayout() {
  return (
    <RoleGuard role="client">
      <Outlet />
    </RoleGuard>
  );
}
