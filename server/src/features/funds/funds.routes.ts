import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createFundInput,
  disagreementDecisionInput,
  fundListQuery,
  fundListResponse,
  fundSchema,
  linkDocumentInput,
  scanResponse,
  unlinkedDocumentsQuery,
  unlinkedDocumentsResponse,
} from '#common/api/funds.ts';
import { errorBodySchema } from '#common/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { requireModule } from '../../plugins/require-module.ts';
import { fundDisagreementsCsv, fundFactsCsv } from './fund-exports.ts';
import {
  changeLink,
  createFund,
  decideDisagreement,
  getFund,
  listFunds,
  listUnlinkedDocuments,
  scanDocuments,
} from './funds.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['funds'];
const idParams = z.object({ id: z.string().uuid() });
const linkParams = z.object({ id: z.string().uuid(), documentId: z.string().uuid() });
const keyParams = z.object({ id: z.string().uuid(), key: z.string().min(1).max(500) });
const firmQuery = z.object({ clientId: z.string().uuid().optional() });

// Funds (issue 28): every route sits behind the funds module guard (403 when switched off).
export const fundsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireModule('funds'));
  app.get(
    '/funds',
    { schema: { tags, querystring: fundListQuery, response: { 200: fundListResponse, ...errors } } },
    async (request) => listFunds(app.deps, requireUser(request), request.query),
  );
  app.post(
    '/funds',
    { schema: { tags, body: createFundInput, response: { 201: fundSchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await createFund(app.deps, requireUser(request), request.body, request.ip)),
  );
  app.get(
    '/funds/unlinked-documents',
    {
      schema: {
        tags,
        querystring: unlinkedDocumentsQuery,
        response: { 200: unlinkedDocumentsResponse, ...errors },
      },
    },
    async (request) => listUnlinkedDocuments(app.deps, requireUser(request), request.query),
  );
  app.post(
    '/funds/scan',
    { schema: { tags, querystring: firmQuery, response: { 200: scanResponse, ...errors } } },
    async (request) => scanDocuments(app.deps, requireUser(request), request.query),
  );
  app.get(
    '/funds/:id',
    { schema: { tags, params: idParams, response: { 200: fundSchema, ...errors } } },
    async (request) => getFund(app.deps, requireUser(request), request.params.id),
  );
  app.post(
    '/funds/:id/documents',
    { schema: { tags, params: idParams, body: linkDocumentInput, response: { 200: fundSchema, ...errors } } },
    async (request) =>
      changeLink(
        app.deps,
        requireUser(request),
        request.params.id,
        request.body.documentId,
        'link',
        request.ip,
      ),
  );
  app.post(
    '/funds/:id/documents/:documentId/confirm',
    { schema: { tags, params: linkParams, response: { 200: fundSchema, ...errors } } },
    async (request) =>
      changeLink(
        app.deps,
        requireUser(request),
        request.params.id,
        request.params.documentId,
        'confirm',
        request.ip,
      ),
  );
  app.delete(
    '/funds/:id/documents/:documentId',
    { schema: { tags, params: linkParams, response: { 200: fundSchema, ...errors } } },
    async (request) =>
      changeLink(
        app.deps,
        requireUser(request),
        request.params.id,
        request.params.documentId,
        'unlink',
        request.ip,
      ),
  );
  app.post(
    '/funds/:id/disagreements/:key/decision',
    {
      schema: {
        tags,
        params: keyParams,
        body: disagreementDecisionInput,
        response: { 200: fundSchema, ...errors },
      },
    },
    async (request) =>
      decideDisagreement(
        app.deps,
        requireUser(request),
        request.params.id,
        request.params.key,
        request.body,
        request.ip,
      ),
  );
  const csvRoute = (suffix: string, toCsv: typeof fundFactsCsv) =>
    app.get(`/funds/:id/${suffix}.csv`, { schema: { tags, params: idParams } }, async (request, reply) => {
      const fund = await getFund(app.deps, requireUser(request), request.params.id);
      const slug =
        fund.name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'fund';
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(`${slug}-${suffix}.csv`))
        .send(toCsv(fund));
    });
  csvRoute('facts', fundFactsCsv);
  csvRoute('disagreements', fundDisagreementsCsv);
};
