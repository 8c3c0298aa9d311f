import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER } from '#common/constants.ts';
import type { Role, User } from '#common/api/auth.ts';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import { runAsSystem, runWithTenantStore, setSystem, setTenant } from '../db/tenant-context.ts';

export const SESSION_COOKIE = 'clarion_session';

/**
 * HTTP-only, SameSite=Lax (so the provider's redirect back still carries it), Secure everywhere but plain
 * http on localhost (config refuses plain http elsewhere in production).
 */
export const sessionCookieOptions = (config: Config) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.secureCookies,
  maxAge: Math.floor(config.sessionTtlMs / 1000),
});

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
    session: { id: string; csrfToken: string; mfaEnabled: boolean; viaSso: boolean } | null;
  }
}

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// These act on credentials in the body, not on the cookie's authority, so they need no CSRF token.
const CSRF_EXEMPT = new Set([
  '/api/auth/login',
  '/api/auth/register',
  '/api/auth/password-reset',
  '/api/auth/password-reset/confirm',
  '/api/auth/password-reset/strength',
  '/api/auth/mfa/verify',
]);

/** Loads the server-side session named by the cookie and enforces CSRF on cookie-authenticated writes. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  // The rest of every request runs inside a tenant store, filled below once the user is known, so that a
  // client's database work is held to their own rows by row-level security as well as by the services.
  // Until then (and for anonymous callers) it sees no client's rows at all.
  app.addHook('onRequest', (_request, _reply, done) => runWithTenantStore(done));
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    // Whose session this is is not known yet: the lookup takes the bypass explicitly (ADR 009).
    const found = await runAsSystem(() => app.deps.sessions.find(hashToken(token)));
    if (!found) return;
    request.user = found.user;
    request.session = {
      id: found.sessionId,
      csrfToken: found.csrfToken,
      mfaEnabled: found.mfaEnabled,
      viaSso: found.viaSso,
    };
    if (found.user.role === 'client') setTenant(found.user);
    else if (found.user.role === 'admin') setSystem();
    const path = request.url.split('?')[0] ?? '';
    if (!SAFE_METHODS.has(request.method) && !CSRF_EXEMPT.has(path)) {
      const sent = request.headers[CSRF_HEADER];
      const expected = Buffer.from(found.csrfToken);
      const actual = Buffer.from(typeof sent === 'string' ? sent : '');
      if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) {
        throw new AppError(
          'FORBIDDEN',
          'The security token of this page is missing or out of date. Reload the page and try again.',
        );
      }
    }
  });
}

export function requireUser(request: FastifyRequest): User {
  if (!request.user) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
  return request.user;
}

/** onRequest hook (runs before body validation, so anonymous callers get 401, not 400): the caller must be signed in with one of these roles. */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = requireUser(request);
    if (!roles.includes(user.role)) throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
  };
}
