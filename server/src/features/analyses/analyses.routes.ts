import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analysisListQuery,
  analysisListResponse,
  analysisSchema,
  startAnalysisInput,
} from '#common/api/analyses.ts';
import { errorBodySchema } from '#common/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { requireModule } from '../../plugins/require-module.ts';
import { exportAnalysis, getAnalysis, listAnalyses, startAnalysis } from './analyses.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};
const tags = ['analyses'];
const idParams = z.object({ id: z.string().uuid() });

// AoV Analysis (readability, structure, Assessment of Value, SDR): behind the aov_analysis module guard.
export const analysesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireModule('aov_analysis'));
  app.post(
    '/documents/:id/analyses',
    {
      schema: {
        tags,
        params: idParams,
        // optional: a start without a body is a start without confirmations
        body: startAnalysisInput.nullish(),
        response: { 202: analysisSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await startAnalysis(
            app.deps,
            requireUser(request),
            request.params.id,
            request.ip,
            request.body ?? { confirmNotAov: false },
          ),
        ),
  );
  app.get(
    '/analyses',
    { schema: { tags, querystring: analysisListQuery, response: { 200: analysisListResponse, ...errors } } },
    async (request) => listAnalyses(app.deps, requireUser(request), request.query),
  );
  app.get(
    '/analyses/:id',
    { schema: { tags, params: idParams, response: { 200: analysisSchema, ...errors } } },
    async (request) => getAnalysis(app.deps, requireUser(request), request.params.id),
  );
  app.get('/analyses/:id/export', { schema: { tags, params: idParams } }, async (request, reply) => {
    const { fileName, body } = await exportAnalysis(app.deps, requireUser(request), request.params.id);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', contentDisposition(fileName))
      .send(JSON.stringify(body, null, 2));
  });
};
