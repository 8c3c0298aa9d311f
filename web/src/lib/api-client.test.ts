import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CSRF_HEADER } from '#common/constants.ts';
import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_RESPONSE_MESSAGE,
  api,
  configureApiClient,
  errorMessage,
  setCsrfToken,
  toApiError,
} from './api-client.ts';

type FetchArgs = [input: string, init: RequestInit];

const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function sentHeaders(call = 0): Record<string, string> {
  return fetchMock.mock.calls[call]![1].headers as Record<string, string>;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setCsrfToken(null);
  configureApiClient({ onUnauthorized: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends JSON with same-origin credentials and returns the parsed body', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await expect(api.post('/api/things', { name: 'a' })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/things');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"name":"a"}');
    expect(sentHeaders()['content-type']).toBe('application/json');
  });

  it('lets a request outlive the page when asked (keepalive), with the CSRF header', async () => {
    fetchMock.mockResolvedValue(json(202, { stored: 1 }));
    setCsrfToken('csrf-1');
    await api.post('/api/analytics/events', { events: [] }, { keepalive: true });
    expect(fetchMock.mock.calls[0]![1].keepalive).toBe(true);
    expect(sentHeaders()[CSRF_HEADER]).toBe('csrf-1');
  });

  it("throws the server's code, message and details as an ApiError", async () => {
    fetchMock.mockResolvedValue(
      json(403, { code: 'FORBIDDEN', message: 'Sign-up is disabled.', details: { reason: 'closed' } }),
    );
    const error = await api.post('/api/auth/register', {}).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: 'Sign-up is disabled.',
      details: { reason: 'closed' },
    });
  });

  it('turns a network failure into status 0 with a readable message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/api/dashboard')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: NETWORK_ERROR_MESSAGE,
    });
    expect(NETWORK_ERROR_MESSAGE).toBe('Network error. Check your connection and try again.');
  });

  it('lets an aborted request reject with the abort, not a network error', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    fetchMock.mockRejectedValue(abort);
    await expect(api.get('/api/dashboard')).rejects.toBe(abort);
  });

  it('sends the CSRF token on writes only', async () => {
    setCsrfToken('token-123');
    fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
    await api.get('/api/dashboard');
    await api.post('/api/auth/logout');
    await api.put('/api/x', {});
    await api.patch('/api/x', {});
    await api.delete('/api/x');
    expect(sentHeaders(0)[CSRF_HEADER]).toBeUndefined();
    for (const call of [1, 2, 3, 4]) expect(sentHeaders(call)[CSRF_HEADER]).toBe('token-123');
  });

  it('sends no CSRF header when no session has given a token', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await api.post('/api/auth/login', {});
    expect(sentHeaders()[CSRF_HEADER]).toBeUndefined();
  });

  it('returns undefined for 204 No Content', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api.post('/api/auth/logout')).resolves.toBeUndefined();
  });

  it('calls the unauthorised hook on a 401 from an authenticated call, then still throws', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized });
    fetchMock.mockResolvedValue(json(401, { code: 'UNAUTHORIZED', message: 'Sign in to continue.' }));
    await expect(api.get('/api/dashboard')).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 to the caller when the call may be anonymous', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized });
    fetchMock.mockResolvedValue(json(401, { code: 'UNAUTHORIZED', message: 'Wrong e-mail or password.' }));
    await expect(api.post('/api/auth/login', {}, { authenticated: false })).rejects.toMatchObject({
      message: 'Wrong e-mail or password.',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not treat 403 as a lost session', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized });
    fetchMock.mockResolvedValue(json(403, { code: 'FORBIDDEN', message: 'No.' }));
    await expect(api.get('/api/admin/overview')).rejects.toMatchObject({ status: 403 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('validates a successful body against the schema', async () => {
    const schema = z.object({ count: z.number() });
    fetchMock.mockResolvedValueOnce(json(200, { count: 3 }));
    await expect(api.get('/api/x', { schema })).resolves.toEqual({ count: 3 });
    fetchMock.mockResolvedValueOnce(json(200, { count: 'three' }));
    await expect(api.get('/api/x', { schema })).rejects.toMatchObject({
      status: 200,
      code: 'INTERNAL',
      message: UNEXPECTED_RESPONSE_MESSAGE,
    });
  });

  it('reports a non-JSON error page by its status', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 502, code: 'INTERNAL' });
  });
});

describe(toApiError.name, () => {
  it('keeps a foreign body’s message and derives the code from the status', () => {
    const error = toApiError(429, {
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Rate limit exceeded',
    });
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: 'Rate limit exceeded' });
  });

  it('falls back to a message for the status when the body says nothing', () => {
    expect(toApiError(404, undefined)).toMatchObject({ code: 'NOT_FOUND', message: 'Not found.' });
    expect(toApiError(500, undefined).message).toMatch(/went wrong/);
    expect(toApiError(418, undefined)).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'The request failed (HTTP 418).',
    });
  });
});

describe(errorMessage.name, () => {
  it('uses the error’s message or the fallback', () => {
    expect(errorMessage(new ApiError(400, 'INVALID_INPUT', 'Bad e-mail.'))).toBe('Bad e-mail.');
    expect(errorMessage('nope')).toBe('An error occurred.');
    expect(errorMessage(new Error(''), 'Fallback')).toBe('Fallback');
  });
});
