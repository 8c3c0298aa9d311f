import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CSRF_HEADER } from '#common/constants.ts';
import { ApiError, NETWORK_ERROR_MESSAGE, configureApiClient, setCsrfToken, upload } from './api-client.ts';

/** Just enough of XMLHttpRequest to drive `upload` from a test. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: unknown = null;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  upload: {
    onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name] ?? null;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders['content-type'] = 'application/json; charset=utf-8';
    this.onload?.();
  }
}

const xhr = () => {
  if (!FakeXhr.last) throw new Error('no request sent');
  return FakeXhr.last;
};

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  setCsrfToken(null);
  configureApiClient({ onUnauthorized: null });
});

afterEach(() => vi.unstubAllGlobals());

describe(upload.name, () => {
  it('sends the form with the CSRF token, reports progress and parses the answer', async () => {
    setCsrfToken('token-1');
    const form = new FormData();
    const progress: Array<[number, number]> = [];
    const pending = upload('POST', '/api/documents', form, {
      schema: z.object({ id: z.string() }),
      onProgress: (loaded, total) => progress.push([loaded, total]),
    });
    expect(xhr().method).toBe('POST');
    expect(xhr().sent).toBe(form);
    expect(xhr().headers[CSRF_HEADER]).toBe('token-1');
    expect(Object.keys(xhr().headers)).not.toContain('content-type');
    xhr().upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true });
    xhr().upload.onprogress?.({ loaded: 70, total: 0, lengthComputable: false });
    xhr().respond(201, { id: 'abc' });
    await expect(pending).resolves.toEqual({ id: 'abc' });
    expect(progress).toEqual([
      [50, 100],
      [70, 0],
    ]);
  });

  it("turns the server's error body into an ApiError with its message", async () => {
    const pending = upload('POST', '/api/documents', new FormData());
    xhr().respond(415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Invalid file type. Allowed: .pdf' });
    await expect(pending).rejects.toMatchObject({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Invalid file type. Allowed: .pdf',
    });
  });

  it('calls the sign-in hook on 401 and reports a network failure as status 0', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized });
    const unauthorised = upload('PUT', '/api/documents/1/file', new FormData());
    xhr().respond(401, { code: 'UNAUTHORIZED', message: 'Sign in to continue.' });
    await expect(unauthorised).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();

    const offline = upload('POST', '/api/documents', new FormData());
    xhr().onerror?.();
    await expect(offline).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('aborts with the signal', async () => {
    const controller = new AbortController();
    const pending = upload('POST', '/api/documents', new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
