import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '#common/errors.ts';
import { AppError } from '../errors.ts';
import { recordRefusal } from '../audit/record-refusal.ts';

const INTERNAL_MESSAGE =
  'Something went wrong on our side. Try again; if it keeps happening, contact support with the time it happened.';

const FASTIFY_STATUS_CODES: Record<number, ErrorCode> = {
  400: 'INVALID_INPUT',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  406: 'INVALID_INPUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** One error handler: every failure leaves as `{code, message, details?}`; 5xx never leak internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError | AppError | Error, request, reply) => {
    let status: number;
    let body: ErrorBody;
    if (error instanceof AppError) {
      status = error.status;
      const retryAfter = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
      if (error.code === 'RATE_LIMITED' && typeof retryAfter === 'number')
        reply.header('retry-after', String(retryAfter));
      body = {
        code: error.code,
        message: error.message,
        ...(error.details === undefined ? {} : { details: error.details }),
      };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => ({
        path: [
          String((v as { instancePath?: string }).instancePath ?? '')
            .replace(/^\//, '')
            .replace(/\//g, '.'),
        ]
          .filter(Boolean)
          .join('.'),
        message: v.message ?? 'Invalid value.',
      }));
      status = 400;
      body = {
        code: 'INVALID_INPUT',
        message: fields.map((f) => (f.path ? `${f.path}: ${f.message}` : f.message)).join(' '),
        details: { fields },
      };
    } else {
      const fastifyStatus = (error as FastifyError).statusCode ?? 500;
      const code = FASTIFY_STATUS_CODES[fastifyStatus];
      if (fastifyStatus < 500 && code) {
        status = fastifyStatus;
        body = {
          code,
          message:
            code === 'RATE_LIMITED'
              ? 'Too many attempts. Wait a minute and try again.'
              : code === 'PAYLOAD_TOO_LARGE'
                ? (error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE'
                  ? `The file is larger than the ${Math.round((request.server.deps.config.maxUploadBytes / 1024 / 1024) * 10) / 10} MB limit.`
                  : 'The request is too large.'
                : error.message,
        };
      } else {
        status = 500;
        body = { code: 'INTERNAL', message: INTERNAL_MESSAGE };
      }
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, body.message);
    await recordRefusal(request, status, body);
    return reply.status(status).send(body);
  });
}
