import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '#common/api/health.ts';
import { APP_VERSION } from '../../version.ts';

const check = async (probe: () => Promise<boolean>) => {
  try {
    return await probe();
  } catch {
    return false;
  }
};

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, queue, storage } = app.deps;
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthResponse, 503: healthResponse } } },
    async (_request, reply) => {
      const [db, q, s] = await Promise.all([
        check(database.ping),
        check(() => queue.ping()),
        check(() => storage.ping()),
      ]);
      const ok = db && q && s;
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        version: APP_VERSION,
        database: { driver: database.driver, ok: db },
        queue: { ok: q },
        storage: { driver: storage.driver, ok: s },
      });
    },
  );
};
