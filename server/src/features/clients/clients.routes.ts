import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientDetailResponse,
  clientListQuery,
  clientListResponse,
  clientSummary,
  createClientInput,
  updateClientInput,
} from '#common/api/admin.ts';
import { errorBodySchema } from '#common/errors.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import * as clients from './clients.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const params = z.object({ id: z.string().uuid('Client ids are UUIDs.') });

export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('admin'));
  const tags = ['admin'];

  app.get(
    '/',
    { schema: { tags, querystring: clientListQuery, response: { 200: clientListResponse, ...errors } } },
    async (request) => clients.findClientList(app.deps, request.query),
  );

  app.post(
    '/',
    { schema: { tags, body: createClientInput, response: { 201: clientSummary, ...errors } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await clients.createClient(app.deps, requireUser(request), request.body, request.ip)),
  );

  app.get(
    '/:id',
    { schema: { tags, params, response: { 200: clientDetailResponse, ...errors } } },
    async (request) => clients.getClientDetail(app.deps, request.params.id),
  );

  app.patch(
    '/:id',
    { schema: { tags, params, body: updateClientInput, response: { 200: clientSummary, ...errors } } },
    async (request) =>
      clients.updateClient(app.deps, requireUser(request), request.params.id, request.body, request.ip),
  );
};
