import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  decideReviewInput,
  documentReviewResponse,
  registerQuery,
  reviewListQuery,
  reviewListResponse,
  reviewSchema,
  submitReviewInput,
  waitingCountResponse,
  withdrawReviewInput,
} from '#common/api/reviews.ts';
import { errorBodySchema } from '#common/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { requireModule } from '../../plugins/require-module.ts';
import {
  countWaitingReviews,
  decideReview,
  getDocumentReview,
  getReview,
  listReviews,
  reviewCertificate,
  reviewCertificatePdf,
  reviewRegisterCsv,
  submitReview,
  withdrawReview,
} from './reviews.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['reviews'];
const idParams = z.object({ id: z.string().uuid() });

// The review workflow for a communication (ADR 019): part of Client Comms, behind the compliance module guard.
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireModule('compliance'));
  app.post(
    '/reviews',
    { schema: { tags, body: submitReviewInput, response: { 201: reviewSchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await submitReview(app.deps, requireUser(request), request.body, request.ip)),
  );
  app.get(
    '/reviews',
    { schema: { tags, querystring: reviewListQuery, response: { 200: reviewListResponse, ...errors } } },
    async (request) => listReviews(app.deps, requireUser(request), request.query),
  );
  app.get(
    '/reviews/waiting-count',
    { schema: { tags, response: { 200: waitingCountResponse, ...errors } } },
    async (request) => countWaitingReviews(app.deps, requireUser(request)),
  );
  app.get(
    '/reviews/register.csv',
    { schema: { tags, querystring: registerQuery } },
    async (request, reply) => {
      const csv = await reviewRegisterCsv(app.deps, requireUser(request), request.query);
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(`clarion-approvals-register-${stamp}.csv`))
        .send(csv);
    },
  );
  app.get(
    '/reviews/:id',
    { schema: { tags, params: idParams, response: { 200: reviewSchema, ...errors } } },
    async (request) => getReview(app.deps, requireUser(request), request.params.id),
  );
  app.post(
    '/reviews/:id/decision',
    {
      schema: { tags, params: idParams, body: decideReviewInput, response: { 200: reviewSchema, ...errors } },
    },
    async (request) =>
      decideReview(app.deps, requireUser(request), request.params.id, request.body, request.ip),
  );
  app.post(
    '/reviews/:id/withdraw',
    {
      schema: {
        tags,
        params: idParams,
        body: withdrawReviewInput,
        response: { 200: reviewSchema, ...errors },
      },
    },
    async (request) =>
      withdrawReview(app.deps, requireUser(request), request.params.id, request.body, request.ip),
  );
  app.get('/reviews/:id/certificate', { schema: { tags, params: idParams } }, async (request, reply) => {
    const html = await reviewCertificate(app.deps, requireUser(request), request.params.id);
    return reply.header('content-type', 'text/html; charset=utf-8').send(html);
  });
  app.get('/reviews/:id/certificate.pdf', { schema: { tags, params: idParams } }, async (request, reply) => {
    const { pdf, fileName } = await reviewCertificatePdf(app.deps, requireUser(request), request.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition(fileName))
      .send(Buffer.from(pdf));
  });
  app.get(
    '/documents/:id/review',
    { schema: { tags, params: idParams, response: { 200: documentReviewResponse, ...errors } } },
    async (request) => getDocumentReview(app.deps, requireUser(request), request.params.id),
  );
};
