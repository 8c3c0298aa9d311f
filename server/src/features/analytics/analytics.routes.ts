import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analyticsEventsInput,
  analyticsSummaryQuery,
  analyticsSummaryResponse,
} from '#common/api/analytics.ts';
import { errorBodySchema } from '#common/errors.ts';
import { requireRole } from '../../plugins/auth.ts';
import { getAnalyticsSummary, recordEvents } from './analytics.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/analytics/events',
    {
      schema: {
        tags: ['analytics'],
        body: analyticsEventsInput,
        response: { 202: z.object({ stored: z.number().int() }), ...errors },
      },
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
    },
    async (request, reply) =>
      reply.status(202).send({ stored: await recordEvents(app.deps, request.user, request.body.events) }),
  );
  app.get(
    '/admin/analytics',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['admin'],
        querystring: analyticsSummaryQuery,
        response: { 200: analyticsSummaryResponse, ...errors },
      },
    },
    async (request) => getAnalyticsSummary(app.deps, request.query.days),
  );
};
