import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helpers.ts';
import { computeSecurityHeaders, SECURITY_HEADER_OPTIONS } from './plugins/security-headers.ts';

const INTERNAL_DETAIL = 'postgres://clarion:s3cret@db.internal:5432/clarion at /srv/clarion/server/src/db.ts';

describe('buildApp', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clarion-web-'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><title>Clarion</title><div id="root"></div>',
    );
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'assets', 'app-123.js'), 'console.log(1)');
    // A source map left in the build (as `vite build` with sourcemap: true writes them) must stay private.
    fs.writeFileSync(path.join(webDir, 'assets', 'app-123.js.map'), '{"version":3,"sources":["secret.ts"]}');
    fs.writeFileSync(path.join(webDir, 'app.js.map'), '{"version":3,"sources":["secret.ts"]}');
    t = await buildTestApp({}, { webDistDir: webDir });
    // A route that fails the way a broken dependency does: a plain Error whose message and stack name
    // internals (a connection string, a file path). Registered before the first request readies the app.
    t.app.get('/api/test-only/unexpected-failure', async () => {
      throw new Error(`connect failed: ${INTERNAL_DETAIL}`);
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('answers GET /api/health with the state of database, queue and storage', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: { ok: true },
      queue: { ok: true },
      storage: { driver: 'local', ok: true },
    });
  });

  it('serves the SPA for unknown non-API paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/client/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
  });

  it('serves built assets with a long cache life', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/immutable/);
  });

  it('does not serve source maps, even when the build folder holds them', async () => {
    for (const url of [
      '/assets/app-123.js.map',
      '/assets/app-123.js%2emap',
      '/assets/APP-123.JS.MAP',
      '/app.js.map',
      '/assets/app-123.js.map?v=1',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('secret.ts');
    }
  });

  it('answers a missing built asset with 404, not the SPA', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/gone-456.js' })).statusCode).toBe(404);
  });

  it('answers unknown API paths with a JSON NOT_FOUND', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sets security headers with a same-origin CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sets the same security headers on errors, unknown paths and the web app as on the API', async () => {
    // The headers are worked out once (plugins/security-headers.ts): every kind of response must carry them.
    const expected = computeSecurityHeaders(SECURITY_HEADER_OPTIONS);
    expect(expected['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(expected['strict-transport-security']).toMatch(/max-age=\d+/);
    const responses = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      await t.app.inject({ method: 'GET', url: '/assets/gone-456.js' }),
      await t.app.inject({ method: 'GET', url: '/' }),
      await t.app.inject({ method: 'GET', url: '/api/documents' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{bad json',
      }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([200, 404, 404, 200, 401, 400]);
    for (const res of responses) {
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name]).toBe(value);
    }
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/auth/login');
  });

  it('answers malformed JSON with INVALID_INPUT', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{bad json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_INPUT');
  });

  it('hides internals of unexpected errors behind INTERNAL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-only/unexpected-failure' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'INTERNAL',
      message: expect.stringMatching(/^Something went wrong on our side\./),
    });
    for (const leak of ['s3cret', 'db.internal', '/srv/clarion', 'connect failed', 'Error', 'stack'])
      expect(res.body, leak).not.toContain(leak);
  });

  // The lock is a PGlite matter: on PostgreSQL the data directory holds no database to lock.
  it.skipIf(inject('postgres') !== null)(
    'refuses to open a PGlite data directory another live process holds',
    async () => {
      expect(t.app.deps.database.driver).toBe('pglite');
      await expect(buildTestApp({ DATA_DIR: t.dataDir })).rejects.toThrow(
        /in use by another Clarion process/,
      );
    },
  );
});
