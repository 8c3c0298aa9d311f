import { z } from 'zod';

/** Error codes shared by server and web. The HTTP status for each lives here so both sides agree. */
export const ERROR_CODES = [
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'INVALID_INPUT',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'EXTRACTION_FAILED',
  /** Well-formed but not true of the data it names (a quoted passage not in the document). */
  'UNPROCESSABLE',
  'LLM_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INVALID_INPUT: 400,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  EXTRACTION_FAILED: 422,
  UNPROCESSABLE: 422,
  LLM_UNAVAILABLE: 503,
  INTERNAL: 500,
};

export const errorBodySchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  details: z.unknown().optional(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
