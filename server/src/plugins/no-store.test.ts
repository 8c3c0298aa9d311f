import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, buildTestApp, signIn, type TestApp } from '../../test/helpers.ts';

describe('API answers are not stored by caches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('marks signed-in answers no-store, above all /api/auth/me with its CSRF token', async () => {
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const me = await admin.request({ method: 'GET', url: '/api/auth/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json().csrfToken).toBeTruthy();
    expect(me.headers['cache-control']).toBe('no-store');
    const list = await admin.request({ method: 'GET', url: '/api/documents' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
  });

  it('marks sign-in, health and error answers no-store (401, 404, 400)', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    expect(login.headers['cache-control']).toBe('no-store');
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['cache-control']).toBe('no-store');
    const unauthorized = await t.app.inject({ method: 'GET', url: '/api/documents' });
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.headers['cache-control']).toBe('no-store');
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{bad json',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['cache-control']).toBe('no-store');
  });

  it('leaves the policy of routes that set their own (persona portraits)', async () => {
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const list = await admin.request({ method: 'GET', url: '/api/personas/portraits' });
    const url = (list.json() as { items: { url: string }[] }).items[0]?.url;
    expect(url).toBeDefined();
    const portrait = await admin.request({ method: 'GET', url: url! });
    expect(portrait.statusCode).toBe(200);
    expect(portrait.headers['cache-control']).toBe('private, max-age=86400');
  });
});
