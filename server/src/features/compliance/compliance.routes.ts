import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkListQuery,
  checkListResponse,
  complianceCheckSchema,
  createCheckInput,
} from '#common/api/compliance.ts';
import { errorBodySchema } from '#common/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { requireModule } from '../../plugins/require-module.ts';
import { getCheck, listChecks, startCheck } from './compliance.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['compliance'];

// Client Comms: every route sits behind the compliance module guard (403 when switched off).
export const complianceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireModule('compliance'));
  app.post(
    '/checks',
    { schema: { tags, body: createCheckInput, response: { 202: complianceCheckSchema, ...errors } } },
    async (request, reply) =>
      reply
        .status(202)
        .send(await startCheck(app.deps, requireUser(request), request.body.documentId, request.ip)),
  );
  app.get(
    '/checks',
    { schema: { tags, querystring: checkListQuery, response: { 200: checkListResponse, ...errors } } },
    async (request) => listChecks(app.deps, requireUser(request), request.query),
  );
  app.get(
    '/checks/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.string().uuid() }),
        response: { 200: complianceCheckSchema, ...errors },
      },
    },
    async (request) => getCheck(app.deps, requireUser(request), request.params.id),
  );
};
