import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '#common/errors.ts';
import { SESSION_COOKIE, sessionCookieOptions } from '../../plugins/auth.ts';
import * as oidc from './oidc.service.ts';
import { runAsSystem } from '../../db/tenant-context.ts';

// The browser holds only this random id between /login and /callback (ADR 004). Lax, so that the
// provider's top-level redirect back carries it; scoped to the callback's path.
const TRANSACTION_COOKIE = 'clarion_oidc_tx';
const TRANSACTION_COOKIE_PATH = '/api/auth/oidc';

const loginQuery = z.object({
  returnTo: z
    .string()
    .max(500)
    .regex(/^\/(admin|client)\/[^/\\]/, 'must be a path inside the admin or client area')
    // Printable ASCII only: a line break or other control character would make the final redirect fail.
    .regex(/^[\x21-\x7e]+$/, 'must not contain spaces or control characters')
    .optional(),
});

// The provider decides what comes back (code, state, iss, error, session_state…); the service reads the
// raw query, so every answer, even a malformed one, ends on the login page with a message.
const callbackQuery = z.record(z.string(), z.unknown());

export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const rateLimit = { max: deps.config.loginRateLimit, timeWindow: '1 minute' };
  const secure = deps.config.publicUrl.startsWith('https://');

  app.get(
    '/login',
    {
      schema: {
        tags: ['auth'],
        querystring: loginQuery,
        response: { 302: z.null(), 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      // Single sign-on's transactions and the accounts it links are system work (ADR 009).
      const { transactionToken, authorizationUrl } = await runAsSystem(() =>
        oidc.startOidcLogin(deps, request.query.returnTo),
      );
      reply.setCookie(TRANSACTION_COOKIE, transactionToken, {
        path: TRANSACTION_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: Math.floor(oidc.OIDC_TRANSACTION_TTL_MS / 1000),
      });
      reply.header('cache-control', 'no-store');
      return reply.redirect(authorizationUrl, 302);
    },
  );

  app.get(
    '/callback',
    {
      schema: {
        tags: ['auth'],
        querystring: callbackQuery,
        response: { 302: z.null(), 404: errorBodySchema, 429: errorBodySchema },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const result = await runAsSystem(() =>
        oidc.completeOidcLogin(deps, {
          transactionToken: request.cookies[TRANSACTION_COOKIE],
          query: request.url.split('?')[1] ?? '',
          ip: request.ip,
        }),
      );
      reply.clearCookie(TRANSACTION_COOKIE, { path: TRANSACTION_COOKIE_PATH });
      if (result.ok)
        reply.setCookie(SESSION_COOKIE, result.signedIn.token, sessionCookieOptions(deps.config));
      // A redirect rather than a page: the code and state leave the address bar at once (spec §4).
      reply.header('cache-control', 'no-store');
      return reply.redirect(result.redirectTo, 302);
    },
  );
};
