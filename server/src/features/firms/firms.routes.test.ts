import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  buildTestApp,
  linkFromMail,
  runCheckAndWait,
  signIn,
  uploadAndExtract,
  waitForOutboxMail,
  waitForOutboxMails,
  type Caller,
  type TestApp,
} from '../../../test/helpers.ts';
import { createClientUser, createDocumentRow } from '../../../test/factories.ts';
import { makePdf } from '../../../test/make-pdf.ts';
import type { FirmMember, FirmResponse } from '#common/api/firms.ts';
import { expectNone } from '#common/testing/expect-every.ts';
import type { ComplianceCheck } from '#common/api/compliance.ts';

/**
 * Firms as the tenant (issue 15 item 1, ADR 018): a firm admin builds a team with roles, each role can do what
 * it should and is refused (and the refusal audited) where it should not, and one firm reads nothing of another.
 */
describe('firms, members and roles', () => {
  let t: TestApp;
  let founder: Awaited<ReturnType<typeof createClientUser>>;
  let firmAdmin: Caller;
  let admin: Caller;
  let member: Caller;
  let memberId: string;
  let other: Caller;
  let otherFirmId: string;

  const invite = (caller: Caller, email: string, firmRole: string, name = 'New Colleague') =>
    caller.request({ method: 'POST', url: '/api/firm/members', payload: { name, email, firmRole } });

  /** Accepts the e-mailed invitation: chooses a password through its link, then signs in. */
  const accept = async (email: string, password: string): Promise<Caller> => {
    const token = new URL(linkFromMail(await waitForOutboxMail(t.dataDir, email))).searchParams.get('token')!;
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password },
    });
    expect(set.statusCode).toBe(200);
    return signIn(t.app, email, password);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    founder = await createClientUser(t.app, { name: 'Fenwick Compliance' });
    firmAdmin = await signIn(t.app, founder.email, founder.password);
    admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const res = await invite(firmAdmin, 'mo@fenwick.example', 'member', 'Mo Member');
    expect(res.statusCode).toBe(201);
    memberId = (res.json() as FirmMember).id;
    member = await accept('mo@fenwick.example', 'mo-member-password-7');
    const stranger = await createClientUser(t.app, { name: 'Other Firm' });
    otherFirmId = stranger.id;
    other = await signIn(t.app, stranger.email, stranger.password);
  });
  afterAll(async () => t.close());

  it('invites a member by e-mail: pending until the link is used, then signed in as part of the firm', async () => {
    const me = (await member.request({ method: 'GET', url: '/api/auth/me' })).json();
    expect(me.user).toMatchObject({ role: 'client', firmId: founder.id, firmRole: 'member' });
    const res = await invite(firmAdmin, 'pat@fenwick.example', 'approver', 'Pat Approver');
    expect(res.json()).toMatchObject({ firmRole: 'approver', signInMethod: 'pending', disabledAt: null });
    const mail = await waitForOutboxMail(t.dataDir, 'pat@fenwick.example');
    expect(mail).toContain('Fenwick Compliance');
    const team = (await member.request({ method: 'GET', url: '/api/firm' })).json() as FirmResponse;
    expect(team.firm.id).toBe(founder.id);
    expect(team.members.map((m) => [m.email, m.firmRole])).toEqual([
      [founder.email, 'firm_admin'],
      ['mo@fenwick.example', 'member'],
      ['pat@fenwick.example', 'approver'],
    ]);
  });

  it("shares the firm's documents with every member, and none with another firm", async () => {
    const doc = await createDocumentRow(t.app, founder.id, 'fenwick-promotion.pdf');
    const seen = await member.request({ method: 'GET', url: `/api/documents/${doc.id}` });
    expect(seen.statusCode).toBe(200);
    const list = (await member.request({ method: 'GET', url: '/api/documents' })).json();
    expect(list.items.map((d: { id: string }) => d.id)).toContain(doc.id);
    expect((await other.request({ method: 'GET', url: `/api/documents/${doc.id}` })).statusCode).toBe(404);
    const otherList = (await other.request({ method: 'GET', url: '/api/documents' })).json();
    expect(otherList.items.map((d: { id: string }) => d.id)).not.toContain(doc.id);
    // naming the firm in the query is no way round it
    const forged = await other.request({ method: 'GET', url: `/api/documents?clientId=${founder.id}` });
    expect(forged.statusCode).toBe(403);
  });

  it("refuses another firm's admin every change to this firm's team", async () => {
    const role = await other.request({
      method: 'PATCH',
      url: `/api/firm/members/${memberId}`,
      payload: { firmRole: 'firm_admin' },
    });
    expect(role.statusCode).toBe(404);
    expect((await other.request({ method: 'DELETE', url: `/api/firm/members/${memberId}` })).statusCode).toBe(
      404,
    );
    const team = (await other.request({ method: 'GET', url: '/api/firm' })).json() as FirmResponse;
    expect(team.members.map((m) => m.id)).not.toContain(memberId);
  });

  it('refuses a member the firm admin’s work with 403 saying which role it needs, and audits each refusal', async () => {
    const res = await invite(member, 'sneaky@fenwick.example', 'firm_admin');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Only a firm admin of your firm can invite members. Ask your firm admin for the role.',
    );
    const promote = await member.request({
      method: 'PATCH',
      url: `/api/firm/members/${memberId}`,
      payload: { firmRole: 'firm_admin' },
    });
    expect(promote.statusCode).toBe(403);
    expect((await member.request({ method: 'GET', url: '/api/firm/audit' })).statusCode).toBe(403);
    const trail = (
      await firmAdmin.request({ method: 'GET', url: '/api/firm/audit?action=access.refused' })
    ).json();
    const paths = trail.items
      .filter((e: { actorId: string }) => e.actorId === memberId)
      .map((e: { details: { method: string; path: string } }) => `${e.details.method} ${e.details.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /api/firm/members',
        `PATCH /api/firm/members/${memberId}`,
        'GET /api/firm/audit',
      ]),
    );
    // the other firm's trail is not this firm's
    const otherTrail = (
      await admin.request({ method: 'GET', url: `/api/admin/audit?userId=${otherFirmId}` })
    ).json();
    expectNone(otherTrail.items, (e: { actorId: string }) => e.actorId === memberId);
  });

  it('lets only a reviewer or above decide a finding', async () => {
    const pdf = makePdf([
      {
        heading: 'Fenwick Growth Fund',
        lines: ['Guaranteed returns with no risk to your money, every year.'],
      },
    ]);
    // the suite's first extraction also starts the extraction worker
    const doc = await uploadAndExtract(member, pdf, { timeoutMs: 90_000 });
    const check = await runCheckAndWait<ComplianceCheck>(member, doc.id);
    const ruleId = check.findings[0]!.ruleId;
    const decide = (caller: Caller) =>
      caller.request({
        method: 'PATCH',
        url: `/api/compliance/checks/${check.id}/findings/${encodeURIComponent(ruleId)}`,
        payload: { status: 'dismissed', reason: 'Qualified elsewhere in the pack.' },
      });
    const refused = await decide(member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('reviewer');
    await firmAdmin.request({
      method: 'PATCH',
      url: `/api/firm/members/${memberId}`,
      payload: { firmRole: 'reviewer' },
    });
    // the new role applies at once, without signing in again
    expect((await decide(member)).statusCode).toBe(200);
  });

  it('keeps one firm admin: the last cannot step down or be removed, nor remove themselves', async () => {
    const team = (await firmAdmin.request({ method: 'GET', url: '/api/firm' })).json() as FirmResponse;
    const self = team.members.find((m) => m.email === founder.email)!;
    const down = await firmAdmin.request({
      method: 'PATCH',
      url: `/api/firm/members/${self.id}`,
      payload: { firmRole: 'approver' },
    });
    expect(down.statusCode).toBe(409);
    expect(down.json().message).toContain('only firm admin');
    const removeSelf = await firmAdmin.request({ method: 'DELETE', url: `/api/firm/members/${self.id}` });
    expect(removeSelf.statusCode).toBe(409);
  });

  it('does not count an invitee who never signed in as the other firm admin (demote or remove)', async () => {
    // A firm of its own, so this firm's team stays as the other tests expect.
    const lone = await createClientUser(t.app, { name: 'Lone Admin Ltd' });
    const loneAdmin = await signIn(t.app, lone.email, lone.password);
    const invited = await invite(loneAdmin, 'never@lone.example', 'firm_admin', 'Nev Ersign');
    expect(invited.statusCode).toBe(201);
    const stepDown = () =>
      loneAdmin.request({
        method: 'PATCH',
        url: `/api/firm/members/${lone.id}`,
        payload: { firmRole: 'member' },
      });
    const refused = await stepDown();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('only firm admin who has signed in');
    // Removing the pending admin is allowed: it costs the firm no one who can manage it.
    const pendingId = (invited.json() as FirmMember).id;
    const second = await invite(loneAdmin, 'second@lone.example', 'firm_admin', 'Sec Ond');
    const secondAdmin = await (async () => {
      const token = new URL(
        linkFromMail(await waitForOutboxMail(t.dataDir, 'second@lone.example')),
      ).searchParams.get('token')!;
      const set = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        payload: { token, password: 'second-admin-password-9' },
      });
      expect(set.statusCode).toBe(200);
      return signIn(t.app, 'second@lone.example', 'second-admin-password-9');
    })();
    expect(second.statusCode).toBe(201);
    // Once the second admin has signed in, the founder may step down; the last signed-in one may not.
    expect((await stepDown()).statusCode).toBe(200);
    const secondId = (second.json() as FirmMember).id;
    const last = await secondAdmin.request({
      method: 'PATCH',
      url: `/api/firm/members/${secondId}`,
      payload: { firmRole: 'approver' },
    });
    expect(last.statusCode).toBe(409);
    expect(
      (await secondAdmin.request({ method: 'DELETE', url: `/api/firm/members/${pendingId}` })).statusCode,
    ).toBe(200);
  });

  it('ends the earlier invitation link when the invitation is resent: only the newest link works', async () => {
    const res = await invite(firmAdmin, 'twice@fenwick.example', 'member', 'Tw Ice');
    const id = (res.json() as FirmMember).id;
    const tokenOf = (mail: string) => new URL(linkFromMail(mail)).searchParams.get('token')!;
    const first = tokenOf(await waitForOutboxMail(t.dataDir, 'twice@fenwick.example'));
    const resent = await firmAdmin.request({ method: 'POST', url: `/api/firm/members/${id}/invitation` });
    expect(resent.statusCode).toBe(200);
    const mails = await waitForOutboxMails(t.dataDir, 'twice@fenwick.example', 2);
    const second = mails.map(tokenOf).find((token) => token !== first)!;
    expect(second).toBeDefined();
    const confirm = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        payload: { token, password: 'twice-member-password-3' },
      });
    const old = await confirm(first);
    expect(old.statusCode).toBe(400);
    expect((await confirm(second)).statusCode).toBe(200);
  });

  it('removes a member: their session ends at once and the account stays on the record', async () => {
    const res = await invite(firmAdmin, 'leaver@fenwick.example', 'member', 'Lee Leaver');
    const leaverId = (res.json() as FirmMember).id;
    const leaver = await accept('leaver@fenwick.example', 'leaver-password-77');
    expect((await leaver.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    const removed = await firmAdmin.request({ method: 'DELETE', url: `/api/firm/members/${leaverId}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().disabledAt).not.toBeNull();
    expect((await leaver.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const signInAgain = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'leaver@fenwick.example', password: 'leaver-password-77' },
    });
    expect(signInAgain.statusCode).toBe(403);
    expect(signInAgain.json().message).toBe('This account has been disabled. Contact your administrator.');
  });

  it('answers 409 for an address that already has an account, in this firm or another', async () => {
    expect((await invite(firmAdmin, 'mo@fenwick.example', 'member')).statusCode).toBe(409);
    const elsewhere = await invite(firmAdmin, ADMIN.email, 'member');
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).toBe(
      `An account with the e-mail address ${ADMIN.email} already exists.`,
    );
  });

  it('rejects a bad invitation with field messages and keeps platform admins out of /api/firm', async () => {
    const bad = await invite(firmAdmin, 'not-an-address', 'boss');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Enter a valid e-mail address.');
    expect(bad.json().message).toContain('Choose a role');
    expect((await admin.request({ method: 'GET', url: '/api/firm' })).statusCode).toBe(403);
  });

  it("shows the platform admin each firm's team, and maps one firm to an SSO e-mail domain", async () => {
    const detail = (await admin.request({ method: 'GET', url: `/api/admin/clients/${founder.id}` })).json();
    expect(detail.client.memberCount).toBeGreaterThanOrEqual(3);
    expect(detail.members.map((m: FirmMember) => m.email)).toContain('mo@fenwick.example');
    const mapped = await admin.request({
      method: 'PATCH',
      url: `/api/admin/clients/${founder.id}`,
      payload: { emailDomain: 'Fenwick.example' },
    });
    expect(mapped.statusCode).toBe(200);
    expect(mapped.json().emailDomain).toBe('fenwick.example');
    const taken = await admin.request({
      method: 'PATCH',
      url: `/api/admin/clients/${otherFirmId}`,
      payload: { emailDomain: 'fenwick.example' },
    });
    expect(taken.statusCode).toBe(409);
    const malformed = await admin.request({
      method: 'PATCH',
      url: `/api/admin/clients/${otherFirmId}`,
      payload: { emailDomain: 'not a domain' },
    });
    expect(malformed.statusCode).toBe(400);
  });
});
