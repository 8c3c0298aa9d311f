import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  anonymous,
  buildTestApp,
  linkFromMail,
  signIn,
  waitForOutboxMail,
  type TestApp,
} from '../../../test/helpers.ts';
import { createClientUser } from '../../../test/factories.ts';
import { users } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';

describe('auth routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT: '50' });
  });
  afterAll(async () => t.close());

  it('answers 401 to an anonymous /me', async () => {
    const res = await anonymous(t.app).request({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Sign in to continue.' });
  });

  it('signs the first admin in with the configured credentials and reports the module map', async () => {
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const res = await admin.request({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me.user).toMatchObject({ email: ADMIN.email, role: 'admin' });
    expect(me.modules).toEqual({
      aov_analysis: true,
      compliance: true,
      personas: true,
      document_improvements: true,
    });
    expect(me.modulePermissions).toBe(false);
  });

  it('sets an HTTP-only SameSite session cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    const cookie = res.cookies.find((c) => c.name === 'clarion_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('refuses a wrong password with one message for unknown and known e-mails', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ADMIN.email, password: 'nope-nope-nope' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ghost@test.example', password: 'nope-nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('rejects malformed input with INVALID_INPUT and the field named', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-email', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_INPUT');
    expect(res.json().message).toContain('email');
  });

  it('refuses a cookie-authenticated write without the CSRF token', async () => {
    const client = await createClientUser(t.app);
    const caller = await signIn(t.app, client.email, client.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: caller.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect((await caller.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
  });

  it('ends the session on logout', async () => {
    const client = await createClientUser(t.app);
    const caller = await signIn(t.app, client.email, client.password);
    expect((await caller.request({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    expect((await caller.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('registers a client, signs it in, and refuses the same e-mail twice', async () => {
    const payload = { name: 'Rita Reporter', email: 'Rita@Test.example', password: 'a-long-password' };
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      email: 'rita@test.example',
      role: 'client',
      name: 'Rita Reporter',
    });
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
  });

  it('refuses a short password on registration', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'A', email: 'short@test.example', password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/at least 10 characters/);
  });

  it('resets a password through the e-mailed single-use link and ends old sessions', async () => {
    const client = await createClientUser(t.app);
    const oldSession = await signIn(t.app, client.email, client.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: client.email },
    });
    expect(res.statusCode).toBe(202);
    const mail = await waitForOutboxMail(t.dataDir, client.email);
    const token = new URL(linkFromMail(mail)).searchParams.get('token')!;
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'brand-new-password' },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await oldSession.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    await expect(signIn(t.app, client.email, 'brand-new-password')).resolves.toBeTruthy();
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'another-password' },
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toMatch(/expired or has already been used/);
  });

  it('answers a reset request for an unknown e-mail exactly like a known one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: 'nobody@test.example' },
    });
    expect(res.statusCode).toBe(202);
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: ADMIN.email },
    });
    expect(res.json()).toEqual(known.json());
  });

  it('refuses sign-in for a disabled account and ignores its live sessions', async () => {
    const client = await createClientUser(t.app);
    const caller = await signIn(t.app, client.email, client.password);
    await t.app.deps.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, client.id));
    expect((await caller.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: client.email, password: client.password },
    });
    expect(res.statusCode).toBe(403);
  });

  it('keeps users and sessions across a restart', async () => {
    const client = await createClientUser(t.app);
    const caller = await signIn(t.app, client.email, client.password);
    await t.restart();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: caller.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(client.email);
  });
});

describe('auth routes with sign-up off and a tight rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ALLOW_SIGNUP: 'false', LOGIN_RATE_LIMIT: '3' });
  });
  afterAll(async () => t.close());

  it('refuses registration when ALLOW_SIGNUP=false', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'X', email: 'x@test.example', password: 'a-long-password' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Self-registration is turned off/);
  });

  it('rate-limits repeated sign-in attempts with RATE_LIMITED', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'target@test.example', password: 'guess-guess' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const res = await attempt();
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
  });
});
