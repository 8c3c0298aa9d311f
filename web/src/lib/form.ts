import type { z } from 'zod';
import { ApiError } from './api-client.ts';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** The first message per top-level field of a failed zod parse. */
export function fieldErrorsFromZod<K extends string>(error: z.ZodError): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key !== 'string') continue;
    if (!(key in errors)) errors[key as K] = issue.message;
  }
  return errors;
}

/**
 * Field messages from a server INVALID_INPUT error, whose details are `{ fields: [{ path, message }] }`.
 * Anything else gives no field errors (the form still shows the error's message).
 */
export function fieldErrorsFromApi<K extends string>(error: unknown, known: readonly K[]): FieldErrors<K> {
  if (!(error instanceof ApiError) || error.code !== 'INVALID_INPUT') return {};
  const fields = (error.details as { fields?: unknown } | undefined)?.fields;
  if (!Array.isArray(fields)) return {};
  const errors: FieldErrors<K> = {};
  for (const field of fields as unknown[]) {
    if (typeof field !== 'object' || field === null) continue;
    const { path, message } = field as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const key = path.split('.')[0] as K;
    if (known.includes(key) && !(key in errors)) errors[key] = message;
  }
  return errors;
}
