import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, anonymous, buildTestApp, signIn, type Caller, type TestApp } from '../../../test/helpers.ts';
import { createClientUser } from '../../../test/factories.ts';
import { auditLog, mfaCredentials } from '../../db/schema.ts';
import { stepAt, totpCode } from './totp.ts';
import { runAsSystem } from '../../db/tenant-context.ts';

/** The code an authenticator app would show `offset` steps from now. */
const codeFor = (secret: string, offset = 0) => totpCode(secret, stepAt(Date.now()) + offset);

/** Turns two-factor sign-in on for a signed-in caller; the confirming code uses the current step. */
async function enrol(caller: Caller) {
  const setup = await caller.request({ method: 'POST', url: '/api/auth/mfa/setup' });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl } = setup.json() as { secret: string; otpauthUrl: string };
  const confirm = await caller.request({
    method: 'POST',
    url: '/api/auth/mfa/confirm',
    payload: { code: codeFor(secret) },
  });
  expect(confirm.statusCode).toBe(200);
  return { secret, otpauthUrl, recoveryCodes: (confirm.json() as { recoveryCodes: string[] }).recoveryCodes };
}

/** The password step: 202 and the pending sign-in's cookie, or whatever else the server answered. */
async function passwordStep(app: FastifyInstance, email: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const pending = res.cookies.find((c) => c.name === 'clarion_mfa');
  return { res, pendingCookie: pending ? `clarion_mfa=${pending.value}` : '', pendingValue: pending?.value };
}

const verify = (app: FastifyInstance, cookie: string, code: string) =>
  app.inject({ method: 'POST', url: '/api/auth/mfa/verify', payload: { code }, headers: { cookie } });

async function lastAudit(app: FastifyInstance, action: string) {
  const [row] = await runAsSystem(() =>
    app.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1),
  );
  return row;
}

describe('two-factor sign-in routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT: '100' });
  });
  afterAll(async () => t.close());

  it('enrols with a confirming code, shows the recovery codes once and never returns the secret again', async () => {
    const client = await createClientUser(t.app);
    const caller = await signIn(t.app, client.email, client.password);
    const setup = await caller.request({ method: 'POST', url: '/api/auth/mfa/setup' });
    const { secret, otpauthUrl } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain('issuer=Clarion');
    // Not on until confirmed: a wrong code changes nothing.
    const wrong = await caller.request({
      method: 'POST',
      url: '/api/auth/mfa/confirm',
      payload: { code: codeFor(secret, 5) },
    });
    expect(wrong.statusCode).toBe(400);
    expect((await caller.request({ method: 'GET', url: '/api/auth/mfa' })).json().enabled).toBe(false);

    const confirm = await caller.request({
      method: 'POST',
      url: '/api/auth/mfa/confirm',
      payload: { code: codeFor(secret) },
    });
    expect(confirm.statusCode).toBe(200);
    const { recoveryCodes } = confirm.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const status = await caller.request({ method: 'GET', url: '/api/auth/mfa' });
    expect(status.json()).toEqual({ enabled: true, setupRequired: false, recoveryCodesLeft: 10 });
    expect(status.body).not.toContain(secret);
    expect((await caller.request({ method: 'GET', url: '/api/auth/me' })).json().mfa).toEqual({
      enabled: true,
      setupRequired: false,
    });
    const again = await caller.request({ method: 'POST', url: '/api/auth/mfa/setup' });
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain(secret);

    // At rest the secret is encrypted, not the base32 an attacker with a database copy could use.
    const [stored] = await runAsSystem(() =>
      t.app.deps.database.db.select().from(mfaCredentials).where(eq(mfaCredentials.userId, client.id)),
    );
    expect(stored!.secretEncrypted).not.toContain(secret);
    expect(await lastAudit(t.app, 'auth.mfa_enabled')).toMatchObject({
      actorId: client.id,
      targetId: client.id,
    });
  });

  it('asks for a second factor after the password, with no session until it is given', async () => {
    const client = await createClientUser(t.app);
    const { secret } = await enrol(await signIn(t.app, client.email, client.password));

    const { res, pendingCookie, pendingValue } = await passwordStep(t.app, client.email, client.password);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ mfaRequired: true });
    expect(res.cookies.find((c) => c.name === 'clarion_session')).toBeUndefined();
    expect(res.cookies.find((c) => c.name === 'clarion_mfa')).toMatchObject({
      httpOnly: true,
      path: '/api/auth/mfa',
    });

    // The pending state is no session: not as its own cookie, nor passed off as a session cookie.
    for (const cookie of [pendingCookie, `clarion_session=${pendingValue}`]) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode,
      ).toBe(401);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/documents', headers: { cookie } })).statusCode,
      ).toBe(401);
    }

    const wrong = await verify(t.app, pendingCookie, codeFor(secret, 4));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toMatch(/code is not right/);
    expect(wrong.cookies.find((c) => c.name === 'clarion_session')).toBeUndefined();

    // The enrolment used the current step, so the next one is what the app shows next.
    const right = await verify(t.app, pendingCookie, codeFor(secret, 1));
    expect(right.statusCode).toBe(200);
    expect(right.json().user.email).toBe(client.email);
    const session = right.cookies.find((c) => c.name === 'clarion_session')!;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `clarion_session=${session.value}` },
    });
    expect(me.statusCode).toBe(200);
    expect(await lastAudit(t.app, 'auth.sign_in')).toMatchObject({
      actorId: client.id,
      details: { method: 'password', secondFactor: 'totp' },
    });

    // The pending state ended with the right code.
    expect((await verify(t.app, pendingCookie, codeFor(secret, 1))).statusCode).toBe(401);
  });

  it('refuses a code that was already used, even in a new sign-in', async () => {
    const client = await createClientUser(t.app);
    const { secret } = await enrol(await signIn(t.app, client.email, client.password));
    const first = await passwordStep(t.app, client.email, client.password);
    const code = codeFor(secret, 1);
    expect((await verify(t.app, first.pendingCookie, code)).statusCode).toBe(200);

    const second = await passwordStep(t.app, client.email, client.password);
    const replay = await verify(t.app, second.pendingCookie, code);
    expect(replay.statusCode).toBe(401);
    // So is the code of the enrolment's step, older than the last used one.
    expect((await verify(t.app, second.pendingCookie, codeFor(secret))).statusCode).toBe(401);
  });

  it('accepts each recovery code once, and audits its use', async () => {
    const client = await createClientUser(t.app);
    const { recoveryCodes } = await enrol(await signIn(t.app, client.email, client.password));
    const code = recoveryCodes[3]!;
    const first = await passwordStep(t.app, client.email, client.password);
    // Typed in capitals with a space instead of the hyphen: still the same code.
    const used = await verify(t.app, first.pendingCookie, code.toUpperCase().replace('-', ' '));
    expect(used.statusCode).toBe(200);
    expect(await lastAudit(t.app, 'auth.mfa_recovery_code_used')).toMatchObject({
      actorId: client.id,
      details: { left: 9 },
    });

    const second = await passwordStep(t.app, client.email, client.password);
    expect((await verify(t.app, second.pendingCookie, code)).statusCode).toBe(401);
    expect((await verify(t.app, second.pendingCookie, recoveryCodes[4]!)).statusCode).toBe(200);
  });

  it('ends the pending sign-in after five wrong codes, even if the sixth is right', async () => {
    const client = await createClientUser(t.app);
    const { secret } = await enrol(await signIn(t.app, client.email, client.password));
    const { pendingCookie } = await passwordStep(t.app, client.email, client.password);
    for (const guess of ['000000', '111111', '222222', '333333', '444444']) {
      expect((await verify(t.app, pendingCookie, guess)).statusCode).toBe(401);
    }
    const res = await verify(t.app, pendingCookie, codeFor(secret, 1));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/Sign in again/);
    expect(await lastAudit(t.app, 'auth.sign_in_failed')).toMatchObject({
      actorId: client.id,
      details: { reason: 'wrong_second_factor' },
    });
  });

  it('refuses a code without a pending sign-in', async () => {
    const res = await anonymous(t.app).request({
      method: 'POST',
      url: '/api/auth/mfa/verify',
      payload: { code: '123456' },
    });
    expect(res.statusCode).toBe(401);
    const forged = await verify(t.app, 'clarion_mfa=made-up-token', '123456');
    expect(forged.statusCode).toBe(401);
  });

  it('needs a session for set-up and the password and a code to turn it off', async () => {
    expect((await anonymous(t.app).request({ method: 'POST', url: '/api/auth/mfa/setup' })).statusCode).toBe(
      401,
    );
    const client = await createClientUser(t.app);
    const caller = await signIn(t.app, client.email, client.password);
    const { secret, recoveryCodes } = await enrol(caller);

    const wrongPassword = await caller.request({
      method: 'POST',
      url: '/api/auth/mfa/disable',
      payload: { password: 'not-the-password', code: codeFor(secret, 1) },
    });
    expect(wrongPassword.statusCode).toBe(400);
    const wrongCode = await caller.request({
      method: 'POST',
      url: '/api/auth/mfa/disable',
      payload: { password: client.password, code: '000000' },
    });
    expect(wrongCode.statusCode).toBe(400);
    expect((await caller.request({ method: 'GET', url: '/api/auth/mfa' })).json().enabled).toBe(true);

    const off = await caller.request({
      method: 'POST',
      url: '/api/auth/mfa/disable',
      payload: { password: client.password, code: recoveryCodes[0]! },
    });
    expect(off.statusCode).toBe(204);
    expect(await lastAudit(t.app, 'auth.mfa_disabled')).toMatchObject({ actorId: client.id });
    const login = await passwordStep(t.app, client.email, client.password);
    expect(login.res.statusCode).toBe(200);
  });
});

describe('two-factor sign-in with ADMIN_MFA=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT: '100', ADMIN_MFA: 'true' });
  });
  afterAll(async () => t.close());

  it('holds an administrator without two-factor sign-in to its set-up, then lets them in', async () => {
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const me = await admin.request({ method: 'GET', url: '/api/auth/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json().mfa).toEqual({ enabled: false, setupRequired: true });

    for (const url of ['/api/admin/clients', '/api/documents', '/api/admin/audit']) {
      const refused = await admin.request({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', details: { mfaSetupRequired: true } });
    }
    const create = await admin.request({
      method: 'POST',
      url: '/api/admin/clients',
      payload: { name: 'Sneaky', email: 'sneaky@test.example' },
    });
    expect(create.statusCode).toBe(403);

    const { secret } = await enrol(admin);
    expect((await admin.request({ method: 'GET', url: '/api/admin/clients' })).statusCode).toBe(200);

    // From now on the administrator's sign-in has two steps.
    const { res, pendingCookie } = await passwordStep(t.app, ADMIN.email, ADMIN.password);
    expect(res.statusCode).toBe(202);
    expect((await verify(t.app, pendingCookie, codeFor(secret, 1))).statusCode).toBe(200);
  });

  it('leaves clients without two-factor sign-in alone', async () => {
    const client = await createClientUser(t.app);
    const caller = await signIn(t.app, client.email, client.password);
    expect((await caller.request({ method: 'GET', url: '/api/documents' })).statusCode).toBe(200);
    expect((await caller.request({ method: 'GET', url: '/api/auth/me' })).json().mfa).toEqual({
      enabled: false,
      setupRequired: false,
    });
  });
});
