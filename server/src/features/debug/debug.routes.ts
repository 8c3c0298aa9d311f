import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  extractionTestInput,
  extractionTestResponse,
  storageListQuery,
  storageListResponse,
  storagePathQuery,
  storagePathResponse,
} from '#common/api/debug.ts';
import { errorBodySchema } from '#common/errors.ts';
import { AppError } from '../../errors.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { listStorage, runExtractionTest, testStoragePath } from './debug.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['debug'];

/** A dry run occupies the one extraction process like an upload does: a few a minute is plenty to debug. */
export const EXTRACTION_TESTS_PER_MINUTE = 5;

// Spec §2.13. The extraction test is open to a document's owner; the storage tools are for admins.
export const debugRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/debug/extraction-test',
    {
      onRequest: async (request) => void requireUser(request),
      // Per user (after the sign-in check above, so anonymous callers still get 401).
      config: {
        rateLimit: {
          max: EXTRACTION_TESTS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => `extraction-test:${request.user?.id ?? request.ip}`,
          errorResponseBuilder: () =>
            new AppError(
              'RATE_LIMITED',
              `You can run ${EXTRACTION_TESTS_PER_MINUTE} extraction tests a minute. Wait a minute and try again.`,
            ),
        },
      },
      schema: {
        tags,
        body: extractionTestInput,
        response: { 200: extractionTestResponse, ...errors, 429: errorBodySchema },
      },
    },
    async (request) => runExtractionTest(app.deps, requireUser(request), request.body.documentId),
  );
  app.get(
    '/admin/debug/storage',
    {
      onRequest: requireRole('admin'),
      schema: { tags, querystring: storageListQuery, response: { 200: storageListResponse, ...errors } },
    },
    async (request) => listStorage(app.deps, request.query.prefix, request.query.offset),
  );
  app.get(
    '/admin/debug/storage/path',
    {
      onRequest: requireRole('admin'),
      schema: { tags, querystring: storagePathQuery, response: { 200: storagePathResponse, ...errors } },
    },
    async (request) => testStoragePath(app.deps, request.query.path),
  );
};
