import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse, readyResponse } from '#common/api/health.ts';
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
  // Set as soon as shutdown starts, so a load balancer stops sending new requests while in-flight ones finish.
  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
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
  app.get(
    '/ready',
    { schema: { tags: ['health'], response: { 200: readyResponse, 503: readyResponse } } },
    async (_request, reply) => {
      const [db, stats, s] = await Promise.all([
        check(database.ping),
        queue.stats().catch(() => null),
        check(() => storage.ping()),
      ]);
      const ready = db && stats !== null && s && !shuttingDown;
      const sum = (key: 'queued' | 'active') => (stats ? stats.reduce((n, q) => n + q[key], 0) : null);
      return reply.status(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'not-ready',
        shuttingDown,
        database: { driver: database.driver, ok: db },
        queue: { ok: stats !== null, queued: sum('queued'), active: sum('active') },
        storage: { driver: storage.driver, ok: s },
      });
    },
  );
};
