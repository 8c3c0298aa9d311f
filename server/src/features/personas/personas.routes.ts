import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createInterviewsInput,
  createInterviewsResponse,
  createPersonaInput,
  createQuestionInput,
  interviewListQuery,
  interviewListResponse,
  interviewQuestionSchema,
  interviewSchema,
  personaListQuery,
  personaListResponse,
  personaSchema,
  portraitListResponse,
  questionListQuery,
  questionListResponse,
  reportEffectivenessQuery,
  reportEffectivenessResponse,
  updatePersonaInput,
  updateQuestionInput,
} from '#common/api/personas.ts';
import { errorBodySchema } from '#common/errors.ts';
import { AppError } from '../../errors.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { requireModule } from '../../plugins/require-module.ts';
import { fromRoot } from '../../runtime-paths.ts';
import {
  createInterviews,
  createPersona,
  createQuestion,
  getInterview,
  getPersona,
  getReportEffectiveness,
  listInterviews,
  listPersonas,
  listQuestions,
  updatePersona,
  updateQuestion,
} from './personas.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['personas'];
const idParams = z.object({ id: z.string().uuid() });

// Generated SVG avatars shipped with the app (scripts/generate-personas-seed.ts), read once at start.
const PORTRAITS_DIR = fromRoot('server/src/features/personas/portraits');
const PORTRAIT_FILE = /^[a-z0-9-]+\.svg$/;
const portraits = new Map(
  fs
    .readdirSync(PORTRAITS_DIR)
    .filter((f) => PORTRAIT_FILE.test(f))
    .sort()
    .map((f) => [f, fs.readFileSync(path.join(PORTRAITS_DIR, f))] as const),
);

/** /api/personas: the personas, their portraits, and their admin edits. */
export const personasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireModule('personas'));
  app.get(
    '/',
    { schema: { tags, querystring: personaListQuery, response: { 200: personaListResponse, ...errors } } },
    async (request) => listPersonas(app.deps, request.query),
  );
  app.get(
    '/portraits',
    { schema: { tags, response: { 200: portraitListResponse, ...errors } } },
    async () => ({
      items: [...portraits.keys()].map((f) => ({ url: `/api/personas/portraits/${f}` })),
    }),
  );
  app.get(
    '/portraits/:file',
    { schema: { tags, params: z.object({ file: z.string().max(100) }) } },
    async (request, reply) => {
      const body = PORTRAIT_FILE.test(request.params.file) ? portraits.get(request.params.file) : undefined;
      if (!body) throw new AppError('NOT_FOUND', 'Portrait not found.');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'private, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(body);
    },
  );
  app.get(
    '/:id',
    { schema: { tags, params: idParams, response: { 200: personaSchema, ...errors } } },
    async (request) => getPersona(app.deps, request.params.id),
  );
  app.post(
    '/',
    {
      onRequest: requireRole('admin'),
      schema: { tags, body: createPersonaInput, response: { 201: personaSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await createPersona(app.deps, requireUser(request), request.body, request.ip)),
  );
  app.patch(
    '/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        params: idParams,
        body: updatePersonaInput,
        response: { 200: personaSchema, ...errors },
      },
    },
    async (request) =>
      updatePersona(app.deps, requireUser(request), request.params.id, request.body, request.ip),
  );
};

/** /api/interview-questions: the question bank, filtered by document context; admins add and edit. */
export const interviewQuestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireModule('personas'));
  app.get(
    '/',
    { schema: { tags, querystring: questionListQuery, response: { 200: questionListResponse, ...errors } } },
    async (request) => listQuestions(app.deps, request.query),
  );
  app.post(
    '/',
    {
      onRequest: requireRole('admin'),
      schema: { tags, body: createQuestionInput, response: { 201: interviewQuestionSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await createQuestion(app.deps, requireUser(request), request.body, request.ip)),
  );
  app.patch(
    '/:id',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags,
        params: idParams,
        body: updateQuestionInput,
        response: { 200: interviewQuestionSchema, ...errors },
      },
    },
    async (request) =>
      updateQuestion(app.deps, requireUser(request), request.params.id, request.body, request.ip),
  );
};

/** /api/interviews: start interviews (one job per persona), poll them, read transcripts. */
export const interviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireModule('personas'));
  app.post(
    '/',
    { schema: { tags, body: createInterviewsInput, response: { 202: createInterviewsResponse, ...errors } } },
    async (request, reply) =>
      reply
        .status(202)
        .send(await createInterviews(app.deps, requireUser(request), request.body, request.ip)),
  );
  app.get(
    '/',
    {
      schema: { tags, querystring: interviewListQuery, response: { 200: interviewListResponse, ...errors } },
    },
    async (request) => listInterviews(app.deps, requireUser(request), request.query),
  );
  app.get(
    '/:id',
    { schema: { tags, params: idParams, response: { 200: interviewSchema, ...errors } } },
    async (request) => getInterview(app.deps, requireUser(request), request.params.id),
  );
};

/** /api/documents/:id/report-effectiveness: the cross-persona scores of one document. */
export const reportEffectivenessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireModule('personas'));
  app.get(
    '/documents/:id/report-effectiveness',
    {
      schema: {
        tags,
        params: idParams,
        querystring: reportEffectivenessQuery,
        response: { 200: reportEffectivenessResponse, ...errors },
      },
    },
    async (request) =>
      getReportEffectiveness(app.deps, requireUser(request), request.params.id, request.query.personaIds),
  );
};
