import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, type TestApp } from '../../test/helpers.ts';

describe('operations endpoints', () => {
  let t: TestApp;
  let secured: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    secured = await buildTestApp({ METRICS_TOKEN: 'scrape-token-0123456789' });
  });
  afterAll(async () => {
    await t.close();
    await secured.close();
  });

  it('answers /api/ready with every dependency and the queue depth', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ready',
      shuttingDown: false,
      database: { ok: true },
      queue: { ok: true, queued: expect.any(Number), active: expect.any(Number) },
      storage: { driver: 'local', ok: true },
    });
  });

  it('exports request latency by route pattern, job metrics and queue depth in Prometheus format', async () => {
    await secured.app.inject({ method: 'GET', url: '/api/health' });
    await secured.app.inject({ method: 'GET', url: '/api/documents/00000000-0000-4000-8000-000000000000' });
    const res = await secured.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-token-0123456789' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(
      /clarion_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 1/,
    );
    // the pattern, not the id: one series however many documents are read
    expect(text).toContain('route="/api/documents/:id",status_code="401"');
    expect(text).toMatch(/clarion_queue_jobs\{queue="extract-document",state="queued"\} \d+/);
    expect(text).toContain('# TYPE clarion_job_duration_seconds histogram');
  });

  it('requires the bearer token when METRICS_TOKEN is set', async () => {
    expect((await secured.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await secured.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-token-wrong-wrong' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await secured.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-token-0123456789' },
    });
    expect(right.statusCode).toBe(200);
  });
  it('has no /metrics on the API port unless METRICS_TOKEN is set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('clarion_');
  });
});

describe('the worker ops port', () => {
  let ops: TestApp;
  let securedOps: TestApp;
  beforeAll(async () => {
    ops = await buildTestApp({}, {}, { surface: 'ops' });
    securedOps = await buildTestApp({ METRICS_TOKEN: 'scrape-token-0123456789' }, {}, { surface: 'ops' });
  });
  afterAll(async () => {
    await ops.close();
    await securedOps.close();
  });

  it('answers the health probes and serves /metrics without a token', async () => {
    expect((await ops.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await ops.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    const metrics = await ops.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('clarion_queue_jobs');
  });

  it('still requires METRICS_TOKEN there when one is set', async () => {
    expect((await securedOps.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
  });

  it('serves nothing of the user API: sign-in, documents, the OpenAPI document', async () => {
    const { app } = ops;
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(login.statusCode).toBe(404);
    expect(login.headers['set-cookie']).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/documents' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/documents' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/admin/clients' })).statusCode).toBe(404);
  });
});
