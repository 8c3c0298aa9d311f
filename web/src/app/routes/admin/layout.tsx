import { Outlet } from 'react-router';
import { RoleGuard } from '../../../features/auth/components/role-guard.tsx';

/** Every /admin/* page: administrators only (admins pass every module guard). */
export default function AdminLayout() {
  return (
    <RoleGuard role="admin">
      <Outlet />
    </RoleGuard>
  );
}
