import type { FastifyRequest } from 'fastify';
import type { ModuleName } from '#common/modules.ts';
import { requireUser } from './auth.ts';

/** onRequest hook: the API obeys the same module guard as the screens (403 FORBIDDEN). */
export function requireModule(module: ModuleName) {
  return async (request: FastifyRequest) => {
    const user = requireUser(request);
    await request.server.deps.access.assertAccess(user, module);
  };
}
