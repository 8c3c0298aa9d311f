import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '#common/api/auth.ts';
import { paths } from '../../../config/paths.ts';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useMe } from '../../../lib/auth/get-me.ts';
import { sessionExpiredFrom } from '../lib/session.ts';
import { SessionCheckError } from './session-check-error.tsx';

/**
 * Spec §2.4, §6: only a signed-in user of this role gets through; anyone else goes to the landing page,
 * except a user whose session has just expired, who is sent to sign in again. The server checks the role
 * again on every call; this decides what to render.
 */
export function RoleGuard({ role, children }: { role: Role; children: ReactNode }) {
  const { data: me, error, refetch } = useMe();
  const { pathname } = useLocation();
  // Cached data wins over a failed background refetch: a blip must not sign the user out.
  if (me === undefined) {
    if (error) return <SessionCheckError error={error} onRetry={() => void refetch()} />;
    return <PageSpinner />;
  }
  if (me === null) {
    const from = sessionExpiredFrom();
    if (from) return <Navigate to={paths.login} replace state={{ from }} />;
    return <Navigate to={paths.home} replace />;
  }
  if (me.user.role !== role) return <Navigate to={paths.home} replace />;
  // ADMIN_MFA: nothing else works until two-factor sign-in is on (the server refuses it too).
  const twoFactor = paths[role].twoFactor;
  if (me.mfa.setupRequired && pathname !== twoFactor) return <Navigate to={twoFactor} replace />;
  return children;
}
