import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';
import type { Metrics } from './metrics.ts';

/** Every response's latency, labelled by the route pattern (not the raw URL, which would explode labels). */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    metrics.httpDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus's text format. With METRICS_TOKEN set, scrapers must send it as a bearer
 * token. Without it the endpoint is open only where `requireToken` is false (the worker's ops port, which
 * users do not reach); on the API port it then does not exist, so the public site never shows it.
 */
export const metricsRoutes: FastifyPluginAsyncZod<{ requireToken: boolean }> = async (app, options) => {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const token = app.deps.config.metricsToken;
    if (!token && options.requireToken)
      throw new AppError('NOT_FOUND', `Nothing found at ${request.method} /metrics.`);
    if (token) {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice(7) : '';
      if (!sameSecret(given, token))
        throw new AppError(
          'UNAUTHORIZED',
          'Send the metrics token as "Authorization: Bearer <METRICS_TOKEN>".',
        );
    }
    const { registry } = app.deps.metrics;
    return reply.type(registry.contentType).send(await registry.metrics());
  });
};
