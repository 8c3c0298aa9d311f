import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginInput,
  meResponse,
  messageResponse,
  passwordResetConfirmInput,
  passwordResetInput,
  providersResponse,
  logoutResponse,
  registerInput,
} from '#common/api/auth.ts';
import { errorBodySchema } from '#common/errors.ts';
import { SESSION_COOKIE, requireUser, sessionCookieOptions } from '../../plugins/auth.ts';
import * as auth from './auth.service.ts';

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

  app.get('/providers', { schema: { tags: ['auth'], response: { 200: providersResponse } } }, async () =>
    auth.getProviders(deps),
  );

  app.post(
    '/login',
    {
      schema: { tags: ['auth'], body: loginInput, response: { 200: meResponse, ...errors } },
      config: {
        rateLimit: {
          max: deps.config.loginRateLimit,
          timeWindow: '1 minute',
          keyGenerator: (request) =>
            `${request.ip}:${String((request.body as { email?: unknown })?.email ?? '').toLowerCase()}`,
        },
      },
    },
    async (request, reply) => {
      const { token, me } = await auth.login(deps, request.body, request.ip);
      setSessionCookie(reply, token);
      return me;
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
      schema: { tags: ['auth'], body: registerInput, response: { 201: meResponse, ...errors } },
      config: { rateLimit: { max: deps.config.loginRateLimit, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { token, me } = await auth.register(deps, request.body, request.ip);
      setSessionCookie(reply, token);
      return reply.status(201).send(me);
    },
  );

  app.post(
    '/password-reset',
    {
      schema: { tags: ['auth'], body: passwordResetInput, response: { 202: messageResponse, ...errors } },
      config: { rateLimit: { max: deps.config.loginRateLimit, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const message = await auth.requestPasswordReset(deps, request.body.email, request.ip);
      return reply.status(202).send({ message });
    },
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
    async (request) => ({ message: await auth.confirmPasswordReset(deps, request.body, request.ip) }),
  );
};
