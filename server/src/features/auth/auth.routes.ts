import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  invitationInput,
  invitationResponse,
  loginInput,
  meResponse,
  messageResponse,
  mfaRequiredResponse,
  passwordResetConfirmInput,
  passwordResetInput,
  passwordStrengthInput,
  passwordStrengthResponse,
  providersResponse,
  logoutResponse,
  registerInput,
} from '#common/api/auth.ts';
import { errorBodySchema } from '#common/errors.ts';
import { AppError } from '../../errors.ts';
import { SESSION_COOKIE, requireUser, sessionCookieOptions } from '../../plugins/auth.ts';
import * as auth from './auth.service.ts';
import { MFA_COOKIE, mfaCookieOptions } from './mfa-cookie.ts';

/** Strength ratings per minute per address: one a keystroke pause, for a few people behind one address. */
const PASSWORD_STRENGTH_RATE_LIMIT = 120;
const MFA_REQUIRED_MESSAGE = 'Enter the 6-digit code from your authenticator app to finish signing in.';
import { runAsSystem } from '../../db/tenant-context.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(deps.config));

  // Sign-in limits (issue 14), all counted in the database: (1) per address and e-mail, counted once the
  // body is parsed (preHandler; the default onRequest runs before it, so the e-mail was always empty and an
  // office behind one address locked itself out); (2) a looser ceiling per address whatever the e-mail,
  // against one address trying many accounts; (3) per account from any address, in the service.
  const signInsFromAddress = app.createRateLimit({
    max: deps.config.loginIpRateLimit,
    timeWindow: '1 minute',
    keyGenerator: (request) => `sign-in-address:${normalizeIP(request.ip)}`,
  });
  const limitSignInsFromAddress = async (request: FastifyRequest) => {
    const limit = await signInsFromAddress(request);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new AppError(
        'RATE_LIMITED',
        'Too many sign-in attempts from your network. Wait a minute and try again.',
        { retryAfterSeconds: limit.ttlInSeconds },
      );
    }
  };

  app.get('/providers', { schema: { tags: ['auth'], response: { 200: providersResponse } } }, async () =>
    auth.getProviders(deps),
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        body: loginInput,
        response: { 200: meResponse, 202: mfaRequiredResponse, ...errors },
      },
      onRequest: limitSignInsFromAddress,
      config: {
        rateLimit: {
          max: deps.config.loginRateLimit,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) =>
            `${normalizeIP(request.ip)}:${String((request.body as { email?: unknown })?.email ?? '').toLowerCase()}`,
        },
      },
    },
    async (request, reply) => {
      // Sign-in, sign-up and password resets find accounts by e-mail or token: system work (ADR 009).
      const result = await runAsSystem(() => auth.login(deps, request.body, request.ip));
      if ('mfaChallengeToken' in result) {
        // Second factor due: a pending sign-in only, usable at POST /api/auth/mfa/verify and nowhere else.
        reply.setCookie(MFA_COOKIE, result.mfaChallengeToken, mfaCookieOptions(deps.config));
        return reply.status(202).send({ mfaRequired: true, message: MFA_REQUIRED_MESSAGE });
      }
      setSessionCookie(reply, result.token);
      return result.me;
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        // 200 only for a single sign-on session: the browser continues to the provider's logout.
        response: { 200: logoutResponse, 204: z.null(), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { logoutUrl } = await auth.logout(deps, user, request.session!.id, request.ip);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      if (logoutUrl) return reply.status(200).send({ logoutUrl });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/me',
    { schema: { tags: ['auth'], response: { 200: meResponse, 401: errorBodySchema } } },
    async (request) => {
      const user = requireUser(request);
      return auth.getMe(deps, user, request.session!.csrfToken);
    },
  );

  app.post(
    '/register',
    {
      schema: { tags: ['auth'], body: registerInput, response: { 202: messageResponse, ...errors } },
      config: { rateLimit: { max: deps.config.loginRateLimit, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const message = await runAsSystem(() => auth.register(deps, request.body, request.ip));
      return reply.status(202).send({ message });
    },
  );

  app.post(
    '/password-reset',
    {
      schema: { tags: ['auth'], body: passwordResetInput, response: { 202: messageResponse, ...errors } },
      config: { rateLimit: { max: deps.config.loginRateLimit, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const message = await runAsSystem(() =>
        auth.requestPasswordReset(deps, request.body.email, request.ip),
      );
      return reply.status(202).send({ message });
    },
  );

  // Asked while the new password is typed (debounced), so its limit is looser than the confirmation's.
  app.post(
    '/password-reset/strength',
    {
      schema: {
        tags: ['auth'],
        body: passwordStrengthInput,
        response: { 200: passwordStrengthResponse, ...errors },
      },
      config: { rateLimit: { max: PASSWORD_STRENGTH_RATE_LIMIT, timeWindow: '1 minute' } },
    },
    async (request) => runAsSystem(() => auth.ratePasswordForReset(deps, request.body)),
  );

  // The accept-invitation page's first request: who is invited, to which firm, by whom. Limited like the
  // confirmation, so it is no faster way to guess links.
  app.post(
    '/invitation',
    {
      schema: {
        tags: ['auth'],
        body: invitationInput,
        response: { 200: invitationResponse, ...errors },
      },
      config: { rateLimit: { max: deps.config.loginRateLimit, timeWindow: '1 minute' } },
    },
    async (request) => runAsSystem(() => auth.getInvitation(deps, request.body.token)),
  );

  app.post(
    '/password-reset/confirm',
    {
      schema: {
        tags: ['auth'],
        body: passwordResetConfirmInput,
        response: { 200: messageResponse, ...errors },
      },
      config: { rateLimit: { max: deps.config.loginRateLimit, timeWindow: '1 minute' } },
    },
    async (request) => ({
      message: await runAsSystem(() => auth.confirmPasswordReset(deps, request.body, request.ip)),
    }),
  );
};
