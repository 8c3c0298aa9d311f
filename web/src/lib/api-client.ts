import type { z } from 'zod';
import { CSRF_HEADER } from '#common/constants.ts';
import { ERROR_CODES, ERROR_STATUS, errorBodySchema, type ErrorCode } from '#common/errors.ts';

export const NETWORK_ERROR_MESSAGE = 'Network error. Check your connection and try again.';
export const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent an unexpected response. Please try again.';

/** `NETWORK_ERROR` is the web's own code for a request that never got an answer (status 0). */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR';

/** Any failed API call: the server's `{code, message, details}` or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show a user for any thrown value. */
export function errorMessage(error: unknown, fallback = 'An error occurred.'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

const CODE_BY_STATUS = new Map<number, ErrorCode>(ERROR_CODES.map((code) => [ERROR_STATUS[code], code]));

function codeForStatus(status: number): ErrorCode {
  return CODE_BY_STATUS.get(status) ?? (status >= 500 ? 'INTERNAL' : 'INVALID_INPUT');
}

function fallbackMessage(status: number): string {
  if (status === 401) return 'Sign in to continue.';
  if (status === 403) return 'You do not have permission to do this.';
  if (status === 404) return 'Not found.';
  if (status === 429) return 'Too many attempts. Wait a minute and try again.';
  if (status >= 500) return 'Something went wrong on our side. Please try again.';
  return `The request failed (HTTP ${status}).`;
}

/** Turns a non-2xx response body (parsed JSON or undefined) into an ApiError. */
export function toApiError(status: number, body: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) return new ApiError(status, parsed.data.code, parsed.data.message, parsed.data.details);
  // Not our shape (a proxy's page, a plugin's default body): keep a string `message` if there is one.
  const message =
    typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
      ? (body as { message: string }).message
      : '';
  return new ApiError(status, codeForStatus(status), message || fallbackMessage(status));
}

// --- session hooks --------------------------------------------------------------------------------------

let csrfToken: string | null = null;
let onUnauthorized: (() => void) | null = null;

/** Remember the token from the latest `me`, login or registration response (null after sign-out). */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export function getCsrfToken(): string | null {
  return csrfToken;
}

/** What to do when an authenticated call answers 401 (the app clears the session and goes to /login). */
export function configureApiClient(options: { onUnauthorized: (() => void) | null }): void {
  onUnauthorized = options.onUnauthorized;
}

// --- requests -------------------------------------------------------------------------------------------

export type RequestOptions<T> = {
  /** Validates a successful body; a mismatch is reported as an ApiError, not a crash further on. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * Whether a 401 means "your session has ended" (the default). Calls that are allowed to be anonymous
   * (me, login, register, password reset) set this to false and handle 401 themselves.
   */
  authenticated?: boolean;
  /** Lets the request outlive the page (analytics flushed on pagehide); the body must stay under 64 KB. */
  keepalive?: boolean;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

export async function request<T = unknown>(
  method: Method,
  url: string,
  body?: unknown,
  options: RequestOptions<T> = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (method !== 'GET' && csrfToken) headers[CSRF_HEADER] = csrfToken;

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }

  let data: unknown;
  try {
    data = await readBody(response);
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }

  return settle(response.status, data, options);
}

/** A finished response's body: the parsed data of a 2xx, else the ApiError (telling the app about a 401). */
function settle<T>(status: number, data: unknown, options: RequestOptions<T>): T {
  if (status < 200 || status > 299) {
    const error = toApiError(status, data);
    if (status === 401 && options.authenticated !== false) onUnauthorized?.();
    throw error;
  }

  if (!options.schema) return data as T;
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(status, 'INTERNAL', UNEXPECTED_RESPONSE_MESSAGE, parsed.error.issues);
  }
  return parsed.data;
}

export type UploadOptions<T> = Omit<RequestOptions<T>, 'keepalive'> & {
  /** Bytes of the request body sent so far; `total` is 0 when the browser cannot tell. */
  onProgress?: (loaded: number, total: number) => void;
};

function parseXhrBody(xhr: XMLHttpRequest): unknown {
  if (xhr.status === 204 || !xhr.responseText) return undefined;
  const type = xhr.getResponseHeader('content-type') ?? '';
  if (!type.includes('json')) return xhr.responseText;
  try {
    return JSON.parse(xhr.responseText) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A multipart upload that reports progress, which fetch cannot do for a request body. Same contract as
 * `request`: the CSRF header, an ApiError for any failure, the 401 hook, zod parsing of the answer. The
 * browser sets the multipart content-type (with its boundary) itself.
 */
export function upload<T = unknown>(
  method: Extract<Method, 'POST' | 'PUT'>,
  url: string,
  body: FormData,
  options: UploadOptions<T> = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    if (csrfToken) xhr.setRequestHeader(CSRF_HEADER, csrfToken);
    const abort = () => xhr.abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    const done = () => options.signal?.removeEventListener('abort', abort);
    xhr.upload.onprogress = (event) =>
      options.onProgress?.(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    xhr.onload = () => {
      done();
      try {
        resolve(settle(xhr.status, parseXhrBody(xhr), options));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.send(body);
  });
}

export const api = {
  get: <T = unknown>(url: string, options?: RequestOptions<T>) => request<T>('GET', url, undefined, options),
  post: <T = unknown>(url: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('POST', url, body, options),
  put: <T = unknown>(url: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('PUT', url, body, options),
  patch: <T = unknown>(url: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('PATCH', url, body, options),
  delete: <T = unknown>(url: string, options?: RequestOptions<T>) =>
    request<T>('DELETE', url, undefined, options),
};
