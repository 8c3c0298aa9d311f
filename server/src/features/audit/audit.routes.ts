import { Readable } from 'node:stream';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditQuery, auditResponse } from '#common/api/admin.ts';
import { errorBodySchema } from '#common/errors.ts';
import { requireRole } from '../../plugins/auth.ts';
import { exportAuditCsv, findAudit } from './audit.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

// Read-only by design: no route changes or deletes audit rows, and the database refuses it anyway.
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('admin'));
  app.get(
    '/',
    { schema: { tags: ['admin'], querystring: auditQuery, response: { 200: auditResponse, ...errors } } },
    async (request) => findAudit(app.deps, request.query),
  );
  app.get(
    '/export.csv',
    { schema: { tags: ['admin'], querystring: auditQuery.omit({ limit: true, offset: true }) } },
    async (request, reply) => {
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(`clarion-audit-${stamp}.csv`))
        .send(Readable.from(exportAuditCsv(app.deps, request.query)));
    },
  );
};
