import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkListQuery,
  checkListResponse,
  complianceCheckSchema,
  createCheckInput,
  findingCommentInput,
  findingDecisionInput,
  raiseFindingInput,
  ruleListResponse,
  rulePackListResponse,
} from '#common/api/compliance.ts';
import { accuracyQuery, accuracyResponse } from '#common/api/accuracy.ts';
import { errorBodySchema } from '#common/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { requireModule } from '../../plugins/require-module.ts';
import {
  commentOnFinding,
  decideFinding,
  getCheck,
  listChecks,
  listRulePacks,
  startCheck,
} from './compliance.service.ts';
import { exportLabelledDecisions, firmRecall, getAccuracy } from './accuracy.service.ts';
import { listRules, raiseFinding } from './reviewer-findings.service.ts';
import { firmOf } from '../firms/firm-access.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};
const findingParams = z.object({ id: z.string().uuid(), ruleId: z.string().min(1).max(200) });
const tags = ['compliance'];

// Client Comms: every route sits behind the compliance module guard (403 when switched off).
export const complianceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireModule('compliance'));
  app.post(
    '/checks',
    { schema: { tags, body: createCheckInput, response: { 202: complianceCheckSchema, ...errors } } },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await startCheck(
            app.deps,
            requireUser(request),
            request.body.documentId,
            request.ip,
            request.body.packs,
          ),
        ),
  );
  app.get('/packs', { schema: { tags, response: { 200: rulePackListResponse, ...errors } } }, async () =>
    listRulePacks(app.deps),
  );
  app.get(
    '/checks',
    { schema: { tags, querystring: checkListQuery, response: { 200: checkListResponse, ...errors } } },
    async (request) => listChecks(app.deps, requireUser(request), request.query),
  );
  app.get(
    '/checks/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.string().uuid() }),
        response: { 200: complianceCheckSchema, ...errors },
      },
    },
    async (request) => getCheck(app.deps, requireUser(request), request.params.id),
  );
  app.patch(
    '/checks/:id/findings/:ruleId',
    {
      schema: {
        tags,
        params: findingParams,
        body: findingDecisionInput,
        response: { 200: complianceCheckSchema, ...errors },
      },
    },
    async (request) =>
      decideFinding(
        app.deps,
        requireUser(request),
        request.params.id,
        request.params.ruleId,
        request.body,
        request.ip,
      ),
  );
  app.post(
    '/checks/:id/findings/:ruleId/comments',
    {
      schema: {
        tags,
        params: findingParams,
        body: findingCommentInput,
        response: { 201: complianceCheckSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await commentOnFinding(
            app.deps,
            requireUser(request),
            request.params.id,
            request.params.ruleId,
            request.body,
            request.ip,
          ),
        ),
  );
  app.get('/rules', { schema: { tags, response: { 200: ruleListResponse, ...errors } } }, async () =>
    listRules(app.deps),
  );
  app.post(
    '/checks/:id/findings',
    {
      schema: {
        tags,
        params: z.object({ id: z.string().uuid() }),
        body: raiseFindingInput,
        response: { 201: complianceCheckSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await raiseFinding(app.deps, requireUser(request), request.params.id, request.body, request.ip),
        ),
  );
  app.get(
    '/accuracy',
    { schema: { tags, querystring: accuracyQuery, response: { 200: accuracyResponse, ...errors } } },
    async (request) => getAccuracy(app.deps, requireUser(request), request.query),
  );
  app.get(
    '/accuracy/firm-recall',
    {
      schema: {
        tags,
        response: {
          200: z.object({ decided: z.number().int(), recall: z.number().nullable() }),
          ...errors,
        },
      },
    },
    async (request) => firmRecall(app.deps, firmOf(requireUser(request))),
  );
  app.get(
    '/accuracy/export.jsonl',
    { schema: { tags, querystring: accuracyQuery } },
    async (request, reply) =>
      reply
        .type('application/x-ndjson; charset=utf-8')
        .header('content-disposition', 'attachment; filename="checker-decisions.jsonl"')
        .send(await exportLabelledDecisions(app.deps, requireUser(request), request.query, request.ip)),
  );
};
