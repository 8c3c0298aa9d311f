import type { FastifyInstance } from 'fastify';

/**
 * API answers carry personal data and the CSRF token (GET /api/auth/me): no browser, proxy or shared cache
 * may keep them. Routes that choose their own policy (downloads, the event stream, the persona catalogue)
 * keep it; everything else under /api, errors included, is `no-store`.
 */
export function registerApiNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.url.startsWith('/api/') || request.url === '/api') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
