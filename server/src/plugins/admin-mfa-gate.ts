import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

// What an administrator without two-factor sign-in may still do under ADMIN_MFA: see who they are, set it up,
// sign out. Everything else is refused until it is on, including sessions that began before ADMIN_MFA did.
const ALLOWED = new Set([
  'GET /api/auth/me',
  'GET /api/auth/providers',
  'POST /api/auth/logout',
  'GET /api/auth/mfa',
  'POST /api/auth/mfa/setup',
  'POST /api/auth/mfa/confirm',
  'POST /api/analytics/events',
]);

export const MFA_SETUP_REQUIRED_MESSAGE =
  'Set up two-factor sign-in before you continue: administrators of this Clarion installation must use it.';

/** onRequest, after the auth hook: ADMIN_MFA holds a password-signed-in admin without 2FA to the set-up. */
export function registerAdminMfaGate(app: FastifyInstance): void {
  if (!app.deps.config.adminMfa) return;
  app.addHook('onRequest', async (request) => {
    const { user, session } = request;
    if (!user || !session || user.role !== 'admin' || session.mfaEnabled || session.viaSso) return;
    const path = request.url.split('?')[0] ?? '';
    if (ALLOWED.has(`${request.method} ${path}`)) return;
    throw new AppError('FORBIDDEN', MFA_SETUP_REQUIRED_MESSAGE, { mfaSetupRequired: true });
  });
}
