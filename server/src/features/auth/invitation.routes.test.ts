import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  buildTestApp,
  linkFromMail,
  mailText,
  signIn,
  waitForOutboxMail,
  waitForOutboxMails,
  type Caller,
  type TestApp,
} from '../../../test/helpers.ts';
import { createClientUser } from '../../../test/factories.ts';

const EXPIRED =
  'This invitation has expired or has already been used. Ask whoever invited you to send a new one.';

/**
 * The accept-invitation page (issue 30, item 8): an invited colleague, or a new client's firm admin, opens a link
 * that names the firm and who invited them, and ends with "Your account is ready", not the password-reset page.
 * The page's lookup must not become a way to learn whose reset link a token is, nor outlive the link.
 */
describe('accepting an invitation', () => {
  let t: TestApp;
  let firmAdmin: Caller;
  let firmName: string;

  const tokenOf = (mail: string) => new URL(linkFromMail(mail)).searchParams.get('token')!;
  const lookUp = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/invitation', payload: { token } });
  const invite = (email: string, name: string) =>
    firmAdmin.request({
      method: 'POST',
      url: '/api/firm/members',
      payload: { name, email, firmRole: 'reviewer' },
    });

  beforeAll(async () => {
    t = await buildTestApp();
    const founder = await createClientUser(t.app, { name: 'Fiona Founder' });
    firmAdmin = await signIn(t.app, founder.email, founder.password);
    firmName = (await firmAdmin.request({ method: 'GET', url: '/api/firm' })).json().firm.name;
  });
  afterAll(() => t.close());

  it('opens the accept page, naming the firm and the inviter, and ends with the account ready', async () => {
    expect((await invite('rita@invited.example', 'Rita Reviewer')).statusCode).toBe(201);
    const mail = await waitForOutboxMail(t.dataDir, 'rita@invited.example');
    expect(linkFromMail(mail)).toMatch(/\/accept-invitation\?token=/);
    expect(mailText(mail)).toContain(`Fiona Founder has invited you to join ${firmName} on Clarion`);

    const token = tokenOf(mail);
    const details = await lookUp(token);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toEqual({
      name: 'Rita Reviewer',
      email: 'rita@invited.example',
      firmName,
      inviterName: 'Fiona Founder',
    });

    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'rita-reviewer-password-9' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe(
      'Your account is ready. Sign in with rita@invited.example and the password you have just chosen.',
    );
    await signIn(t.app, 'rita@invited.example', 'rita-reviewer-password-9');

    // Used: the page says so rather than showing the firm again.
    const again = await lookUp(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(EXPIRED);
  });

  it('tells nothing about the owner of a password-reset link (a reset link is no invitation)', async () => {
    const owner = await createClientUser(t.app, { name: 'Rex Reset', email: 'rex@reset.example' });
    expect(owner.email).toBe('rex@reset.example');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: 'rex@reset.example' },
    });
    const mail = await waitForOutboxMail(t.dataDir, 'rex@reset.example');
    expect(linkFromMail(mail)).toMatch(/\/reset-password\?token=/);
    const res = await lookUp(tokenOf(mail));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(EXPIRED);
    expect(res.body).not.toContain('Rex');
    // And the reset still ends as a reset.
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: tokenOf(mail), password: 'rex-new-password-42' },
    });
    expect(set.json().message).toBe('Your password has been changed. Sign in with your new password.');
  });

  it('refuses a made-up link and an incomplete one with a message the page can show', async () => {
    const made = await lookUp('x'.repeat(43));
    expect(made.statusCode).toBe(400);
    expect(made.json().message).toBe(EXPIRED);
    const short = await lookUp('abc');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/incomplete/);
  });

  it('ends the earlier invitation when it is resent', async () => {
    const res = await invite('sam@invited.example', 'Sam Second');
    expect(res.statusCode).toBe(201);
    const first = tokenOf(await waitForOutboxMail(t.dataDir, 'sam@invited.example'));
    const resend = await firmAdmin.request({
      method: 'POST',
      url: `/api/firm/members/${res.json().id}/invitation`,
    });
    expect(resend.statusCode).toBe(200);
    const mails = await waitForOutboxMails(t.dataDir, 'sam@invited.example', 2);
    const second = tokenOf(mails[mails.length - 1]!);
    expect(second).not.toBe(first);
    expect((await lookUp(first)).statusCode).toBe(400);
    expect((await lookUp(second)).json().inviterName).toBe('Fiona Founder');
  });

  it("names the platform admin to a new client's firm admin", async () => {
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const adminName = (await admin.request({ method: 'GET', url: '/api/auth/me' })).json().user.name;
    const created = await admin.request({
      method: 'POST',
      url: '/api/admin/clients',
      payload: { name: 'Larch Funds', adminName: 'Lara Larch', email: 'lara@larch.example' },
    });
    expect(created.statusCode).toBe(201);
    const mail = await waitForOutboxMail(t.dataDir, 'lara@larch.example');
    expect(linkFromMail(mail)).toMatch(/\/accept-invitation\?token=/);
    expect((await lookUp(tokenOf(mail))).json()).toEqual({
      name: 'Lara Larch',
      email: 'lara@larch.example',
      firmName: 'Larch Funds',
      inviterName: adminName,
    });
  });
});
