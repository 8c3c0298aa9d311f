import { runAsSystem } from '../../db/tenant-context.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  meResponse,
  mfaConfirmInput,
  mfaConfirmResponse,
  mfaDisableInput,
  mfaSetupResponse,
  mfaStatusResponse,
  mfaVerifyInput,
} from '#common/api/auth.ts';
import { errorBodySchema } from '#common/errors.ts';
import { SESSION_COOKIE, requireUser, sessionCookieOptions } from '../../plugins/auth.ts';
import { completeMfaSignIn } from './auth.service.ts';
import { MFA_COOKIE, mfaCookieOptions } from './mfa-cookie.ts';
import * as mfa from './mfa.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

/** Two-factor sign-in (TOTP): the second sign-in step, and enrolment and removal from the settings screen. */
export const mfaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Each wrong code also counts against the pending sign-in (MFA_MAX_ATTEMPTS); this bounds the rest.
  const rateLimit = { max: deps.config.loginRateLimit, timeWindow: '1 minute' };

  app.get(
    '/',
    { schema: { tags: ['auth'], response: { 200: mfaStatusResponse, 401: errorBodySchema } } },
    async (request) => mfa.getMfaStatus(deps, requireUser(request)),
  );

  app.post(
    '/verify',
    {
      schema: { tags: ['auth'], body: mfaVerifyInput, response: { 200: meResponse, ...errors } },
      config: { rateLimit },
    },
    async (request, reply) => {
      // A pending sign-in has no session yet: finding its challenge and account is system work (ADR 009).
      const { token, me } = await runAsSystem(() =>
        completeMfaSignIn(deps, request.cookies[MFA_COOKIE], request.body.code, request.ip),
      );
      reply.clearCookie(MFA_COOKIE, { path: mfaCookieOptions(deps.config).path });
      reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(deps.config));
      return me;
    },
  );

  app.post(
    '/setup',
    { schema: { tags: ['auth'], response: { 200: mfaSetupResponse, ...errors } }, config: { rateLimit } },
    async (request) => mfa.startSetup(deps, requireUser(request)),
  );

  app.post(
    '/confirm',
    {
      schema: { tags: ['auth'], body: mfaConfirmInput, response: { 200: mfaConfirmResponse, ...errors } },
      config: { rateLimit },
    },
    async (request) => ({
      recoveryCodes: await mfa.confirmSetup(deps, requireUser(request), request.body.code, request.ip),
    }),
  );

  app.post(
    '/disable',
    {
      schema: { tags: ['auth'], body: mfaDisableInput, response: { 204: z.null(), ...errors } },
      config: { rateLimit },
    },
    async (request, reply) => {
      await mfa.disable(deps, requireUser(request), request.body, request.ip);
      return reply.status(204).send(null);
    },
  );
};
