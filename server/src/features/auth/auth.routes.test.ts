import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  anonymous,
  buildTestApp,
  findJobRowsContaining,
  linkFromMail,
  signIn,
  waitForOutboxMail,
  waitForOutboxMails,
  type TestApp,
} from '../../../test/helpers.ts';
import { createClientUser } from '../../../test/factories.ts';
import { users } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import { runAsSystem } from '../../db/tenant-context.ts';
import { REGISTER_MESSAGE } from './auth.service.ts';

/** A quoted-printable mail's text with its soft line breaks undone. */
const unfolded = (eml: string) => eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

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
      funds: true,
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

  it('registers a client through an e-mailed link to choose the password, then signs it in', async () => {
    const payload = { name: 'Rita Reporter', email: 'Rita@Test.example' };
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: REGISTER_MESSAGE });
    // Nobody is signed in until the owner of the address has answered the mail.
    expect(res.cookies.find((c) => c.name === 'clarion_session')).toBeUndefined();
    const mail = await waitForOutboxMail(t.dataDir, 'rita@test.example');
    expect(unfolded(mail)).toContain('finish creating your Clarion account');
    const token = new URL(linkFromMail(mail)).searchParams.get('token')!;
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'a-long-password' },
    });
    expect(confirm.statusCode).toBe(200);
    const caller = await signIn(t.app, 'rita@test.example', 'a-long-password');
    const me = (await caller.request({ method: 'GET', url: '/api/auth/me' })).json();
    expect(me.user).toMatchObject({ email: 'rita@test.example', role: 'client', name: 'Rita Reporter' });
    // The audit trail names who chose the password, though nobody was signed in (not "Unknown user").
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const trail = await admin.request({
      method: 'GET',
      url: `/api/admin/audit?userId=${me.user.id}&action=auth.password_changed`,
    });
    expect(trail.json().items).toEqual([expect.objectContaining({ actorEmail: 'rita@test.example' })]);
  });

  it('answers registration with an existing address exactly as a new one and mails the owner instead', async () => {
    const owner = await createClientUser(t.app, { email: 'taken@test.example' });
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'New Person', email: 'fresh-address@test.example' },
    });
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Attacker', email: 'TAKEN@test.example' },
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(taken.headers['set-cookie']).toEqual(fresh.headers['set-cookie']);
    const mail = unfolded(await waitForOutboxMail(t.dataDir, owner.email));
    expect(mail).toContain('Someone tried to create a Clarion account with your e-mail address');
    expect(mail).not.toMatch(/reset-password\?token=/);
    // The account is untouched: its name stays and its password still works.
    const caller = await signIn(t.app, owner.email, owner.password);
    const me = (await caller.request({ method: 'GET', url: '/api/auth/me' })).json();
    expect(me.user.name).toBe(owner.name);
  });

  it('refuses a short password when finishing registration', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'A', email: 'short@test.example' },
    });
    const token = new URL(
      linkFromMail(await waitForOutboxMail(t.dataDir, 'short@test.example')),
    ).searchParams.get('token')!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/at least 10 characters/);
  });

  it('keeps reset and sign-up links out of every job row while the mailed link still works', async () => {
    const client = await createClientUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: client.email } });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Job Reader', email: 'job-reader@test.example' },
    });
    const resetLink = linkFromMail(await waitForOutboxMail(t.dataDir, client.email));
    const signupLink = linkFromMail(await waitForOutboxMail(t.dataDir, 'job-reader@test.example'));
    for (const link of [resetLink, signupLink]) {
      const token = new URL(link).searchParams.get('token')!;
      // Someone with a copy of the database (or a backup) reads the queue: completed and archived jobs too.
      expect(await findJobRowsContaining(t.app, token)).toEqual([]);
      expect(await findJobRowsContaining(t.app, 'reset-password?token')).toEqual([]);
    }
    const token = new URL(resetLink).searchParams.get('token')!;
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'brand-new-password' },
    });
    expect(confirm.statusCode).toBe(200);
  });

  it("ends the user's other reset links when one of them is used", async () => {
    const client = await createClientUser(t.app);
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: client.email },
      });
      expect(res.statusCode).toBe(202);
    }
    const [first, second] = (await waitForOutboxMails(t.dataDir, client.email, 2)).map((mail) =>
      new URL(linkFromMail(mail)).searchParams.get('token')!,
    );
    expect(first).not.toBe(second);
    const used = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: second, password: 'owner-new-password' },
    });
    expect(used.statusCode).toBe(200);
    // Whoever holds the other (e.g. intercepted) link can no longer set the password.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: first, password: 'attacker-password' },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toMatch(/expired or has already been used/);
    await expect(signIn(t.app, client.email, 'owner-new-password')).resolves.toBeTruthy();
  });

  it('refuses common, breached-list and personal passwords when a new account sets its password', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Priya Patel', email: 'priya.patel@test.example' },
    });
    expect(signup.statusCode).toBe(202);
    const token = new URL(
      linkFromMail(await waitForOutboxMail(t.dataDir, 'priya.patel@test.example')),
    ).searchParams.get('token')!;
    const cases = [
      { password: 'password12', why: /commonly used password/ },
      { password: '1234567890', why: /frequently used password/ },
      { password: 'clarionpriyapatel', why: /your name, your e-mail address or the word Clarion/ },
      { password: 'PriyaPatel2024!', why: /your name, your e-mail address or the word Clarion/ },
    ];
    for (const { password, why } of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        payload: { token, password },
      });
      expect(res.statusCode, password).toBe(400);
      const body = res.json();
      expect(body.code).toBe('INVALID_INPUT');
      expect(body.message).toMatch(why);
      expect(body.message).toMatch(/three or four unrelated words/);
      // The form shows it under the password field.
      expect(body.details.fields).toEqual([{ path: 'password', message: body.message }]);
    }
    const strong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'quiet-river-lantern-42' },
    });
    expect(strong.statusCode).toBe(200);
    await expect(signIn(t.app, 'priya.patel@test.example', 'quiet-river-lantern-42')).resolves.toBeTruthy();
  });

  it("rates a typed password as its confirmation will, with the link owner's name: hint and refusal agree", async () => {
    const client = await createClientUser(t.app, { name: 'Amara Okafor' });
    await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: client.email } });
    const token = new URL(linkFromMail(await waitForOutboxMail(t.dataDir, client.email))).searchParams.get(
      'token',
    )!;
    const rate = async (password: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/strength',
        payload: { token, password },
      });
      expect(res.statusCode, password).toBe(200);
      return res.json() as { score: number; isAcceptable: boolean; message: string | null };
    };
    // AmaraOkafor2024! looks strong to a checker that does not know whose link this is (issue 30's green
    // "Very strong" beside a red refusal); rated with the owner's name it is refused, in the same words.
    for (const password of ['AmaraOkafor2024!', 'password12', 'qwertyuiop']) {
      const hint = await rate(password);
      expect(hint.isAcceptable, password).toBe(false);
      const refusal = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        payload: { token, password },
      });
      expect(refusal.statusCode, password).toBe(400);
      expect(refusal.json().message).toBe(hint.message);
    }
    expect(await rate('quiet-river-lantern-42')).toEqual({ score: 4, isAcceptable: true, message: null });
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'quiet-river-lantern-42' },
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('refuses a weak new password on reset without using up the link', async () => {
    const client = await createClientUser(t.app, { name: 'Oscar Lindqvist' });
    await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: client.email } });
    const token = new URL(linkFromMail(await waitForOutboxMail(t.dataDir, client.email))).searchParams.get(
      'token',
    )!;
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'OscarLindqvist1' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/your name, your e-mail address or the word Clarion/);
    const common = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'password12' },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toMatch(/commonly used password/);
    const strong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'marble-violin-harbour-7' },
    });
    expect(strong.statusCode).toBe(200);
    await expect(signIn(t.app, client.email, 'marble-violin-harbour-7')).resolves.toBeTruthy();
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
    await runAsSystem(
      async () =>
        await t.app.deps.database.db
          .update(users)
          .set({ disabledAt: new Date() })
          .where(eq(users.id, client.id)),
    );
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
      payload: { name: 'X', email: 'x@test.example' },
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
