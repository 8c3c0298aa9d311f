import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  decideSuggestionInput,
  improvementListQuery,
  improvementListResponse,
  improvementSchema,
} from '#common/api/improvements.ts';
import { errorBodySchema } from '#common/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { requireModule } from '../../plugins/require-module.ts';
import {
  changeReport,
  decideSuggestion,
  exportImprovedDocx,
  getImprovement,
  listImprovements,
  startImprovement,
} from './improvements.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['improvements'];
const idParams = z.object({ id: z.string().uuid() });
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

// Document improvements ("Enhancements"): behind the document_improvements module guard.
export const improvementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireModule('document_improvements'));
  app.post(
    '/documents/:id/improvements',
    {
      schema: {
        tags,
        params: idParams,
        // 202: a run queued; 200: the run of this version already queued or running (never a duplicate)
        response: { 200: improvementSchema, 202: improvementSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { improvement, created } = await startImprovement(
        app.deps,
        requireUser(request),
        request.params.id,
        request.ip,
      );
      return reply.status(created ? 202 : 200).send(improvement);
    },
  );
  app.get(
    '/improvements',
    {
      schema: {
        tags,
        querystring: improvementListQuery,
        response: { 200: improvementListResponse, ...errors },
      },
    },
    async (request) => listImprovements(app.deps, requireUser(request), request.query),
  );
  app.get(
    '/improvements/:id',
    { schema: { tags, params: idParams, response: { 200: improvementSchema, ...errors } } },
    async (request) => getImprovement(app.deps, requireUser(request), request.params.id),
  );
  app.patch(
    '/improvements/:id/suggestions/:sid',
    {
      schema: {
        tags,
        params: z.object({ id: z.string().uuid(), sid: z.string().min(1).max(200) }),
        body: decideSuggestionInput,
        response: { 200: improvementSchema, ...errors },
      },
    },
    async (request) =>
      decideSuggestion(
        app.deps,
        requireUser(request),
        request.params.id,
        request.params.sid,
        request.body,
        request.ip,
      ),
  );
  app.get('/improvements/:id/export.docx', { schema: { tags, params: idParams } }, async (request, reply) => {
    const { fileName, body } = await exportImprovedDocx(app.deps, requireUser(request), request.params.id);
    return reply
      .header('content-type', DOCX)
      .header('content-disposition', contentDisposition(fileName))
      .send(body);
  });
  app.get('/improvements/:id/report', { schema: { tags, params: idParams } }, async (request, reply) => {
    const { html } = await changeReport(app.deps, requireUser(request), request.params.id);
    return reply.header('content-type', 'text/html; charset=utf-8').send(html);
  });
};
