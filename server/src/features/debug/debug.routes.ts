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
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { listStorage, runExtractionTest, testStoragePath } from './debug.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['debug'];

// Spec §2.13. The extraction test is open to a document's owner; the storage tools are for admins.
export const debugRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/debug/extraction-test',
    {
      onRequest: async (request) => void requireUser(request),
      schema: { tags, body: extractionTestInput, response: { 200: extractionTestResponse, ...errors } },
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
