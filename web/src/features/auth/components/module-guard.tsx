import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { ModuleName } from '#common/modules.ts';
import { dashboardPathFor, paths } from '../../../config/paths.ts';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useMe } from '../../../lib/auth/get-me.ts';
import { hasModuleAccess } from '../lib/access.ts';
import { AccessRestricted } from './access-restricted.tsx';
import { SessionCheckError } from './session-check-error.tsx';

export const CHECKING_ACCESS_MESSAGE = 'Checking access permissions...';

type ModuleGuardProps = {
  module: ModuleName;
  children: ReactNode;
  /** Rendered instead of the Access Restricted screen. */
  fallback?: ReactNode;
  /** Redirect here instead of showing the Access Restricted screen. */
  redirectTo?: string;
};

/**
 * Spec §2.4: with module permissions off everyone passes; otherwise the user needs the module (admins
 * always have it). Anything short of a positive answer renders no module content (fails closed).
 */
export function ModuleGuard({ module, children, fallback, redirectTo }: ModuleGuardProps) {
  const { data: me, error, refetch } = useMe();
  if (me === undefined) {
    if (error) return <SessionCheckError error={error} onRetry={() => void refetch()} />;
    return <PageSpinner label={CHECKING_ACCESS_MESSAGE} />;
  }
  if (me === null) return <Navigate to={paths.home} replace />;
  if (hasModuleAccess(me, module)) return children;
  if (fallback !== undefined) return fallback;
  if (redirectTo) return <Navigate to={redirectTo} replace />;
  return <AccessRestricted module={module} dashboardPath={dashboardPathFor(me.user.role)} />;
}
