import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  archiveDocumentInput,
  compareVersionsQuery,
  compareVersionsResponse,
  DOCUMENT_TYPES,
  documentListQuery,
  documentListResponse,
  documentSchema,
  documentVersionsResponse,
  extractionResponse,
  purgeDocumentInput,
  replacePreviewResponse,
  updateDocumentInput,
  uploadResult,
  type ProgressEvent,
} from '#common/api/documents.ts';
import { errorBodySchema } from '#common/errors.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as documents from './documents.service.ts';
import * as retention from './document-retention.service.ts';
import * as versions from './document-versions.service.ts';
import { previewReplacement } from './replace-preview.service.ts';
import { getDocumentMeasures } from './document-measures.service.ts';
import { documentMeasuresSchema } from '#common/api/measures.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
};
const params = z.object({ id: z.string().uuid('Document ids are UUIDs.') });
const versionParams = params.extend({
  n: z.coerce.number().int().min(1, 'Versions are numbered from 1.'),
});

/** Inline, with the file's own name (an ASCII fallback, the exact name in filename*), never cached by a shared cache. */
function sendFile(reply: FastifyReply, file: { fileType: string; fileName: string }, stream: unknown) {
  return reply
    .type(file.fileType)
    .header('content-disposition', contentDisposition(file.fileName, { type: 'inline' }))
    .header('cache-control', 'private, no-store')
    .send(stream);
}
const uploadFields = z.object({
  documentType: z
    .enum(DOCUMENT_TYPES, { message: `documentType must be one of ${DOCUMENT_TYPES.join(', ')}.` })
    .default('aov-report'),
  clientId: z.string().uuid().optional(),
});

/** Reads one file and the text fields of a multipart body; the size limit is enforced while streaming. */
async function readUpload(
  request: FastifyRequest,
): Promise<{ file?: documents.UploadFile; fields: Record<string, string> }> {
  if (!request.isMultipart())
    throw new AppError(
      'INVALID_INPUT',
      `${documents.MISSING_FILE_MESSAGE} Send the file as multipart/form-data.`,
    );
  const fields: Record<string, string> = {};
  let file: documents.UploadFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (file || part.fieldname !== 'file') {
          await part.toBuffer().catch(() => undefined);
          continue;
        }
        file = { buffer: await part.toBuffer(), fileName: part.filename || 'document' };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw asMalformedMultipart(error);
  }
  return { file, fields };
}

/**
 * The multipart parser's own failures (no boundary, a body cut short, a broken part header) are the
 * client's: a 400 naming the problem. Limits the plugin already answers (413 for a file too large) pass on.
 */
function asMalformedMultipart(error: unknown): unknown {
  const status = (error as { statusCode?: number }).statusCode;
  if (error instanceof AppError || (status !== undefined && status < 500)) return error;
  const reason = error instanceof Error ? error.message.replace(/^Multipart:\s*/i, '') : String(error);
  return new AppError(
    'INVALID_INPUT',
    `The upload is not valid multipart/form-data (${reason}). Choose the file and send it again.`,
  );
}

function parseFields(fields: Record<string, string>) {
  const parsed = uploadFields.safeParse(fields);
  if (!parsed.success)
    throw new AppError('INVALID_INPUT', parsed.error.issues.map((i) => i.message).join(' '));
  return parsed.data;
}

/**
 * Sends JSON serialised beforehand (a cached document list, checked against the route's response schema
 * when it was serialised), so the per-request serialiser is skipped.
 */
function sendSerialised(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['documents'];
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.post(
    '/',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 201: uploadResult, ...errors } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { file, fields } = await readUpload(request);
      if (!file) throw new AppError('INVALID_INPUT', documents.MISSING_FILE_MESSAGE);
      const { documentType, clientId } = parseFields(fields);
      return reply
        .status(201)
        .send(await documents.uploadDocument(deps, user, { file, documentType, clientId }, request.ip));
    },
  );

  app.get(
    '/',
    { schema: { tags, querystring: documentListQuery, response: { 200: documentListResponse, ...errors } } },
    async (request, reply) =>
      sendSerialised(reply, (await documents.listDocuments(deps, requireUser(request), request.query)).json),
  );

  app.get(
    '/:id',
    { schema: { tags, params, response: { 200: documentSchema, ...errors } } },
    async (request) => documents.getDocument(deps, requireUser(request), request.params.id),
  );

  app.patch(
    '/:id',
    { schema: { tags, params, body: updateDocumentInput, response: { 200: documentSchema, ...errors } } },
    async (request) =>
      documents.updateDocument(deps, requireUser(request), request.params.id, request.body, request.ip),
  );

  app.put(
    '/:id/file',
    {
      schema: {
        tags,
        params,
        consumes: ['multipart/form-data'],
        response: { 200: documentSchema, ...errors },
      },
    },
    async (request) => {
      const { file, fields } = await readUpload(request);
      if (!file) throw new AppError('INVALID_INPUT', documents.MISSING_FILE_MESSAGE);
      return documents.replaceDocumentFile(deps, requireUser(request), request.params.id, file, request.ip, {
        confirmed: fields.confirmed === 'true',
      });
    },
  );

  // What a replacement would do, before it is done (issue 30): the review it ends, and another fund's file.
  app.post(
    '/:id/file/preview',
    {
      schema: {
        tags,
        params,
        consumes: ['multipart/form-data'],
        response: { 200: replacePreviewResponse, ...errors },
      },
    },
    async (request) => {
      const { file } = await readUpload(request);
      if (!file) throw new AppError('INVALID_INPUT', documents.MISSING_FILE_MESSAGE);
      return previewReplacement(deps, requireUser(request), request.params.id, file);
    },
  );

  // Documents are archived, not deleted (ADR 013): an old client's DELETE is told what to do instead.
  app.delete('/:id', { schema: { tags, params, response: errors } }, async (request) =>
    retention.refuseDelete(deps, requireUser(request), request.params.id),
  );

  app.post(
    '/:id/archive',
    { schema: { tags, params, body: archiveDocumentInput, response: { 200: documentSchema, ...errors } } },
    async (request) =>
      retention.archiveDocument(deps, requireUser(request), request.params.id, request.body, request.ip),
  );

  app.post(
    '/:id/restore',
    { schema: { tags, params, response: { 200: documentSchema, ...errors } } },
    async (request) => retention.restoreDocument(deps, requireUser(request), request.params.id, request.ip),
  );

  app.post(
    '/:id/purge',
    { schema: { tags, params, body: purgeDocumentInput, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await retention.purgeDocument(deps, requireUser(request), request.params.id, request.body, request.ip);
      return reply.status(204).send(null);
    },
  );

  app.get('/:id/file', { schema: { tags, params } }, async (request, reply) => {
    const { doc, stream } = await documents.getDocumentFile(deps, requireUser(request), request.params.id);
    return sendFile(reply, doc, stream);
  });

  app.get(
    '/:id/versions',
    { schema: { tags, params, response: { 200: documentVersionsResponse, ...errors } } },
    async (request) => versions.listVersions(deps, requireUser(request), request.params.id),
  );

  app.get('/:id/versions/:n/file', { schema: { tags, params: versionParams } }, async (request, reply) => {
    const { id, n } = request.params;
    const { version, stream } = await versions.getVersionFile(deps, requireUser(request), id, n);
    return sendFile(reply, version, stream);
  });

  app.get(
    '/:id/compare',
    {
      schema: {
        tags,
        params,
        querystring: compareVersionsQuery,
        response: { 200: compareVersionsResponse, ...errors },
      },
    },
    async (request) => versions.compareVersions(deps, requireUser(request), request.params.id, request.query),
  );

  app.get(
    '/:id/measures',
    { schema: { tags, params, response: { 200: documentMeasuresSchema, ...errors } } },
    async (request) => getDocumentMeasures(deps, requireUser(request), request.params.id),
  );

  app.get(
    '/:id/extraction',
    { schema: { tags, params, response: { 200: extractionResponse, ...errors } } },
    async (request) => documents.getExtraction(deps, requireUser(request), request.params.id),
  );

  app.post(
    '/:id/extraction',
    { schema: { tags, params, response: { 202: documentSchema, ...errors } } },
    async (request, reply) =>
      reply
        .status(202)
        .send(await documents.reextractDocument(deps, requireUser(request), request.params.id, request.ip)),
  );

  // Server-sent events: the stages of the upload and extraction, pushed as they happen. Progress from a
  // worker in another process is not on this process's bus, so the database status is polled as well.
  app.get('/:id/events', { schema: { tags, params } }, async (request, reply) => {
    const user = requireUser(request);
    const id = request.params.id;
    await documents.getDocumentRow(deps, user, id);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    let closed = false;
    const send = (event: ProgressEvent) => {
      if (closed) return;
      res.write(`event: progress\ndata: ${JSON.stringify(event)}\n\n`);
      if (event.stage === 'done' || event.stage === 'failed') finish();
    };
    const poll = setInterval(async () => {
      try {
        const doc = await documents.getDocument(deps, user, id);
        if (doc.status === 'completed')
          send({ stage: 'done', percent: 100, message: 'Done', totalPages: doc.extraction?.pageCount });
        else if (doc.status === 'failed') {
          const message = doc.extraction?.error ?? 'Extraction failed.';
          send({ stage: 'failed', percent: 0, message, error: message });
        }
      } catch {
        finish();
      }
    }, 1000);
    const heartbeat = setInterval(() => !closed && res.write(': keep-alive\n\n'), 15_000);
    const unsubscribe = deps.progress.subscribe(id, send);
    function finish() {
      if (closed) return;
      closed = true;
      clearInterval(poll);
      clearInterval(heartbeat);
      unsubscribe();
      res.end();
    }
    request.raw.on('close', finish);
    const latest = deps.progress.latest(id);
    if (latest) send(latest);
  });
};
