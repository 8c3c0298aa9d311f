import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productAccessResponse, productAccessUpdateInput } from '#common/api/admin.ts';
import { errorBodySchema } from '#common/errors.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { getProductAccess, grantAllModules, updateProductAccess } from './product-access.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

// The spec leaves open whether the bulk update needs an administrator; Clarion closes it: admins only.
export const productAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('admin'));
  app.get(
    '/',
    { schema: { tags: ['admin'], response: { 200: productAccessResponse, ...errors } } },
    async () => getProductAccess(app.deps),
  );
  app.put(
    '/',
    {
      schema: {
        tags: ['admin'],
        body: productAccessUpdateInput,
        response: { 200: productAccessResponse, ...errors },
      },
    },
    async (request) => updateProductAccess(app.deps, requireUser(request), request.body, request.ip),
  );
  app.post(
    '/grant-all',
    { schema: { tags: ['admin'], response: { 200: productAccessResponse, ...errors } } },
    async (request) => grantAllModules(app.deps, requireUser(request), request.ip),
  );
};
