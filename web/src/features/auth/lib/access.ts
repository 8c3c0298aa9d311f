import type { MeResponse, Role } from '#common/api/auth.ts';
import type { ModuleName } from '#common/modules.ts';
import { areaPathFor, dashboardPathFor } from '../../../config/paths.ts';

/**
 * Spec §2.4 and §6: the module guard is active only when the server's module-permissions flag is on;
 * administrators use every module. The server enforces the same rule; this only decides what to show.
 */
export function hasModuleAccess(
  me: Pick<MeResponse, 'modules' | 'modulePermissions' | 'user'>,
  module: ModuleName,
) {
  if (!me.modulePermissions) return true;
  if (me.user.role === 'admin') return true;
  return me.modules[module];
}

/**
 * Where to go after signing in: back to the page whose session expired if it belongs to this role's
 * area, otherwise the role's dashboard. Only same-origin paths are accepted (no open redirects).
 */
export function postLoginPath(role: Role, from: unknown): string {
  if (typeof from === 'string' && from.startsWith(`${areaPathFor(role)}/`) && !from.startsWith('//')) {
    return from;
  }
  return dashboardPathFor(role);
}
