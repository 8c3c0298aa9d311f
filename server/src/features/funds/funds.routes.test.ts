import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  anonymous,
  buildTestApp,
  type Caller,
  replaceDocumentFile,
  signIn,
  type TestApp,
  uploadAndExtract,
  waitFor,
} from '../../../test/helpers.ts';
import { createClientUser, grantModule } from '../../../test/factories.ts';
import { makePdf } from '../../../test/make-pdf.ts';
import {
  FACTSHEET_FIGURES,
  FUND_NAME,
  ISIN,
  KIID_FIGURES,
  SHARE_CLASS,
  makeFactsheetPdf,
  makeKiidPdf,
} from '../../../test/fund-documents.ts';
import { auditLog, fundApprovalOverrides } from '../../db/schema.ts';
import { runAsSystem } from '../../db/tenant-context.ts';
import { expectEvery } from '#common/testing/expect-every.ts';
import type { ComplianceCheck } from '#common/api/compliance.ts';
import type { Fund, FundListResponse, UnlinkedDocumentsResponse } from '#common/api/funds.ts';
import type { Review } from '#common/api/reviews.ts';

type Member = { id: string; email: string; caller: Caller };

/** The case: a KIID and a factsheet of one share class that differ on exactly three facts. */
describe('funds (issue 28)', () => {
  let t: TestApp;
  let firmAdmin: Member;
  let member: Member;
  let reviewer: Member;
  let approver: Member;
  let outsider: Member;
  let withoutModule: Member;
  let platformAdmin: Caller;
  let fundId: string;
  let kiidId: string;
  let factsheetId: string;

  const join = async (firmId: string | undefined, firmRole?: 'member' | 'reviewer' | 'approver') => {
    const u = await createClientUser(t.app, firmId ? { firmId, firmRole } : {});
    return { id: u.id, email: u.email, caller: await signIn(t.app, u.email, u.password) };
  };
  const upload = async (who: Member, file: Buffer, fileName: string, documentType: string) =>
    (await uploadAndExtract(who.caller, file, { documentType, fileName, timeoutMs: 90_000 })).id;
  const fund = async (who: Member | Caller, id = fundId): Promise<Fund> =>
    (await ('caller' in who ? who.caller : who).request({ method: 'GET', url: `/api/funds/${id}` })).json();
  const decide = (who: Member, key: string, payload: object) =>
    who.caller.request({
      method: 'POST',
      url: `/api/funds/${fundId}/disagreements/${encodeURIComponent(key)}/decision`,
      payload,
    });

  beforeAll(async () => {
    t = await buildTestApp({ MODULE_PERMISSIONS: 'true' });
    // Modules are granted before anyone signs in: sign-in reads (and caches) the firm's module access.
    const firmA = await createClientUser(t.app);
    const firmB = await createClientUser(t.app);
    const firmC = await createClientUser(t.app);
    for (const firm of [firmA.id, firmB.id]) {
      await grantModule(t.app, firm, 'funds');
      await grantModule(t.app, firm, 'compliance');
    }
    await grantModule(t.app, firmC.id, 'compliance');
    const signedIn = async (u: { id: string; email: string; password: string }) => ({
      id: u.id,
      email: u.email,
      caller: await signIn(t.app, u.email, u.password),
    });
    firmAdmin = await signedIn(firmA);
    outsider = await signedIn(firmB);
    withoutModule = await signedIn(firmC);
    member = await join(firmA.id, 'member');
    reviewer = await join(firmA.id, 'reviewer');
    approver = await join(firmA.id, 'approver');
    platformAdmin = await signIn(t.app, ADMIN.email, ADMIN.password);

    const created = await reviewer.caller.request({
      method: 'POST',
      url: '/api/funds',
      payload: { name: FUND_NAME, shareClasses: [{ name: SHARE_CLASS, isin: ISIN }] },
    });
    expect(created.statusCode).toBe(201);
    fundId = created.json().id;
    kiidId = await upload(member, makeKiidPdf(), 'growth-kiid.pdf', 'ucits-kii');
    factsheetId = await upload(member, makeFactsheetPdf(), 'growth-factsheet.pdf', 'investor-communications');
  }, 180_000);
  afterAll(async () => t.close());

  it('links a KIID and a factsheet quoting a share class ISIN to its fund, with their facts', async () => {
    const linked = await waitFor(
      () => fund(member),
      (f) => f.documents.length === 2,
      30_000,
    );
    expect(linked.documents.map((d) => d.documentId).sort()).toEqual([kiidId, factsheetId].sort());
    expectEvery(linked.documents, (d) => d.link === 'auto' && d.linkedBy === 'identifier', 2);
    expectEvery(linked.documents, (d) => d.reviewStatus === 'draft', 2);
    for (const d of linked.documents) {
      expect(d.identifiers?.isins).toContain(ISIN);
      for (const fact of d.facts) expect(fact.page).toBe(1);
    }
    expect(linked.proposals).toEqual([]);
  });

  it('reports the three disagreements with both values, and nothing else', async () => {
    const { disagreements } = await fund(member);
    const byKind = (kind: string) => disagreements.filter((d) => d.kind === kind);
    expect(disagreements).toHaveLength(3);
    const pairs = [
      ['ongoing-charge', KIID_FIGURES.ongoingCharge, FACTSHEET_FIGURES.ongoingCharge],
      ['risk-indicator', String(KIID_FIGURES.risk), String(FACTSHEET_FIGURES.risk)],
      ['calendar-year-return', KIID_FIGURES.return2023, FACTSHEET_FIGURES.return2023],
    ] as const;
    for (const [kind, kiidValue, factsheetValue] of pairs) {
      const [d] = byKind(kind);
      expect(d, kind).toBeDefined();
      expect(d!.type).toBe('mismatch');
      const sides = [d!.a, d!.b];
      const kiid = sides.find((s) => s.documentId === kiidId)!;
      const factsheet = sides.find((s) => s.documentId === factsheetId)!;
      expect(kiid.value).toContain(kiidValue);
      expect(factsheet.value).toContain(factsheetValue);
      expect(kiid.documentName).toBe('growth-kiid.pdf');
      expect(factsheet.page).toBe(1);
      expect(factsheet.quote).toBeTruthy();
      expect(d!.decision).toBeNull();
    }
    expect(byKind('calendar-year-return')[0]!.period).toBe('2023');
  });

  it('lists the fund with its RAG, documents and open disagreements, found by name or ISIN', async () => {
    for (const q of ['growth', ISIN.toLowerCase(), ISIN]) {
      const list: FundListResponse = (
        await member.caller.request({ method: 'GET', url: `/api/funds?q=${encodeURIComponent(q)}` })
      ).json();
      expect(
        list.items.map((f) => f.id),
        q,
      ).toEqual([fundId]);
    }
    const [item] = (
      (await member.caller.request({ method: 'GET', url: '/api/funds' })).json() as FundListResponse
    ).items;
    expect(item).toMatchObject({
      id: fundId,
      name: FUND_NAME,
      isins: [ISIN],
      documentCount: 2,
      openDisagreements: 3,
      approvalsDue: 0,
      approvalsExpired: 0,
    });
    expect(item!.rag).not.toBe('green');
    const none = (await member.caller.request({ method: 'GET', url: '/api/funds?q=nothing-like-it' })).json();
    expect(none).toEqual({ items: [], total: 0 });
  });

  it('blocks approving the KIID while a high disagreement involving it is open, unless overridden with a reason', async () => {
    const high = (await fund(member)).disagreements.filter((d) => d.severity === 'high');
    expect(high.length).toBeGreaterThan(0);
    const start = await member.caller.request({
      method: 'POST',
      url: '/api/compliance/checks',
      payload: { documentId: kiidId },
    });
    expect(start.statusCode).toBe(202);
    const check: ComplianceCheck = await waitFor(
      async () =>
        (
          await member.caller.request({ method: 'GET', url: `/api/compliance/checks/${start.json().id}` })
        ).json(),
      (c: ComplianceCheck) => c.status === 'completed' || c.status === 'failed',
      60_000,
    );
    expect(check.status).toBe('completed');
    // the check's own high findings are cleared, so only the fund's disagreements stand in the way
    for (const f of check.findings.filter((x) => x.severity === 'high' && x.decision === null)) {
      const res = await reviewer.caller.request({
        method: 'PATCH',
        url: `/api/compliance/checks/${check.id}/findings/${encodeURIComponent(f.ruleId)}`,
        payload: { status: 'dismissed', reason: `Cleared ${f.ruleId}` },
      });
      expect(res.statusCode).toBe(200);
    }
    const submitted = await member.caller.request({
      method: 'POST',
      url: '/api/reviews',
      payload: { documentId: kiidId },
    });
    expect(submitted.statusCode).toBe(201);
    const reviewId: string = submitted.json().id;
    const panel = (
      await member.caller.request({ method: 'GET', url: `/api/documents/${kiidId}/review` })
    ).json();
    expect(panel.openHighDisagreements.map((d: { key: string }) => d.key).sort()).toEqual(
      high.map((d) => d.key).sort(),
    );

    const blocked = await approver.caller.request({
      method: 'POST',
      url: `/api/reviews/${reviewId}/decision`,
      payload: { outcome: 'approved', attestation: true },
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toContain('open high disagreement');
    expect(blocked.json().message).toContain(FUND_NAME);

    const reason = 'The factsheet is being reissued with the KIID figures this week';
    const approved = await approver.caller.request({
      method: 'POST',
      url: `/api/reviews/${reviewId}/decision`,
      payload: { outcome: 'approved', attestation: true, overrideReason: reason },
    });
    expect(approved.statusCode).toBe(200);
    const review: Review = approved.json();
    expect(review.status).toBe('approved');
    expect(review.overrideReason).toBe(reason);
    expect(review.approvalRecord!.fundDisagreements!.map((d) => d.key).sort()).toEqual(
      high.map((d) => d.key).sort(),
    );
    const overrides = await runAsSystem(() =>
      t.app.deps.database.db
        .select()
        .from(fundApprovalOverrides)
        .where(eq(fundApprovalOverrides.reviewId, reviewId)),
    );
    expect(overrides.map((o) => [o.disagreementKey, o.reason, o.overriddenByEmail])).toEqual(
      high.map((d) => [d.key, reason, approver.email]),
    );
    const kiid = (await fund(member)).documents.find((d) => d.documentId === kiidId)!;
    expect(kiid.reviewStatus).toBe('approved');
  });

  it('lets a reviewer dismiss a disagreement with a reason, audited; a member may not', async () => {
    const [target] = (await fund(member)).disagreements.filter((d) => d.kind === 'risk-indicator');
    const refused = await decide(member, target!.key, { status: 'dismissed', reason: 'no' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('reviewer');
    const noReason = await decide(reviewer, target!.key, { status: 'dismissed' });
    expect(noReason.statusCode).toBe(400);

    const res = await decide(reviewer, target!.key, {
      status: 'dismissed',
      reason: 'The factsheet uses the SRI of the new methodology',
    });
    expect(res.statusCode).toBe(200);
    const after: Fund = res.json();
    const decided = after.disagreements.find((d) => d.key === target!.key)!;
    expect(decided.decision).toMatchObject({
      status: 'dismissed',
      reason: 'The factsheet uses the SRI of the new methodology',
      decidedBy: reviewer.email,
    });
    expect(after.counts).toEqual({ open: 2, dismissed: 1, resolved: 0 });
    const [entry] = await runAsSystem(() =>
      t.app.deps.database.db.select().from(auditLog).where(eq(auditLog.action, 'fund.disagreement_decided')),
    );
    expect(entry!.actorEmail).toBe(reviewer.email);
    expect(entry!.details).toMatchObject({ key: target!.key, before: 'open', after: 'dismissed' });

    const reopened = await decide(reviewer, target!.key, { status: 'open' });
    expect(reopened.json().counts).toEqual({ open: 3, dismissed: 0, resolved: 0 });
    await decide(reviewer, target!.key, { status: 'resolved' });
    const unknown = await decide(reviewer, 'no-such-key', { status: 'resolved' });
    expect(unknown.statusCode).toBe(404);
  });

  it('exports the facts table and the disagreements as CSV', async () => {
    const facts = await member.caller.request({ method: 'GET', url: `/api/funds/${fundId}/facts.csv` });
    expect(facts.statusCode).toBe(200);
    expect(facts.headers['content-type']).toContain('text/csv');
    expect(facts.headers['content-disposition']).toContain('facts.csv');
    const [header, ...rows] = facts.body.trim().split('\r\n');
    expect(header).toContain('growth-kiid.pdf');
    expect(header).toContain('growth-factsheet.pdf');
    expect(rows.find((r) => r.startsWith('ongoing-charge'))).toContain(KIID_FIGURES.ongoingCharge);
    const disagreements = await member.caller.request({
      method: 'GET',
      url: `/api/funds/${fundId}/disagreements.csv`,
    });
    const lines = disagreements.body.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines.find((l) => l.startsWith('risk-indicator'))).toContain('resolved');
  });

  it('lists a document no fund has as unlinked, and a new fund made from it links it by hand', async () => {
    const other = await upload(
      member,
      makePdf([{ lines: ['An investor letter about our new office opening in Leeds next spring.'] }]),
      'letter.pdf',
      'investor-communications',
    );
    const unlinked: UnlinkedDocumentsResponse = (
      await member.caller.request({ method: 'GET', url: '/api/funds/unlinked-documents' })
    ).json();
    expect(unlinked.items.map((d) => d.documentId)).toEqual([other]);

    const created = await reviewer.caller.request({
      method: 'POST',
      url: '/api/funds',
      payload: { name: 'Leeds Office Letter Fund', fromDocumentId: other },
    });
    expect(created.statusCode).toBe(201);
    const made: Fund = created.json();
    expect(made.documents.map((d) => [d.documentId, d.link, d.linkedBy])).toEqual([
      [other, 'confirmed', 'hand'],
    ]);
    const after = (
      await member.caller.request({ method: 'GET', url: '/api/funds/unlinked-documents' })
    ).json();
    expect(after.items).toEqual([]);

    const unlink = await reviewer.caller.request({
      method: 'DELETE',
      url: `/api/funds/${made.id}/documents/${other}`,
    });
    expect(unlink.statusCode).toBe(200);
    expect(unlink.json().documents).toEqual([]);
    const relink = await reviewer.caller.request({
      method: 'POST',
      url: `/api/funds/${made.id}/documents`,
      payload: { documentId: other },
    });
    expect(relink.json().documents.map((d: { documentId: string }) => d.documentId)).toEqual([other]);
  }, 120_000);

  it('refuses a second fund claiming an ISIN the firm already gave a share class (409)', async () => {
    const res = await reviewer.caller.request({
      method: 'POST',
      url: '/api/funds',
      payload: { name: 'Copy', shareClasses: [{ name: 'A', isin: ISIN }] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(FUND_NAME);
  });

  describe('authorisation matrix, firms and module access', () => {
    const routes = () => [
      { method: 'GET' as const, url: '/api/funds' },
      { method: 'GET' as const, url: '/api/funds/unlinked-documents' },
      { method: 'GET' as const, url: `/api/funds/${fundId}` },
      { method: 'GET' as const, url: `/api/funds/${fundId}/facts.csv` },
      { method: 'GET' as const, url: `/api/funds/${fundId}/disagreements.csv` },
      { method: 'POST' as const, url: '/api/funds', payload: { name: 'X' } },
      { method: 'POST' as const, url: '/api/funds/scan' },
      { method: 'POST' as const, url: `/api/funds/${fundId}/documents`, payload: { documentId: kiidId } },
      { method: 'DELETE' as const, url: `/api/funds/${fundId}/documents/${kiidId}` },
      { method: 'POST' as const, url: `/api/funds/${fundId}/documents/${kiidId}/confirm` },
      {
        method: 'POST' as const,
        url: `/api/funds/${fundId}/disagreements/k/decision`,
        payload: { status: 'resolved' },
      },
    ];

    it('answers 401 to anonymous callers on every route', async () => {
      for (const r of routes()) expect((await anonymous(t.app).request(r)).statusCode, r.url).toBe(401);
    });

    it('answers 403 with the module message to a firm without the funds module', async () => {
      for (const r of routes()) {
        const res = await withoutModule.caller.request(r);
        expect(res.statusCode, r.url).toBe(403);
        expect(res.json().message).toBe(
          'You do not have access to Funds. Contact your administrator to request access.',
        );
      }
    });

    it("hides a firm's funds from another firm (404), which can neither read, link nor decide them", async () => {
      const list: FundListResponse = (
        await outsider.caller.request({ method: 'GET', url: '/api/funds' })
      ).json();
      expect(list.items).toEqual([]);
      const unlinked = (
        await outsider.caller.request({ method: 'GET', url: '/api/funds/unlinked-documents' })
      ).json();
      expect(unlinked.items).toEqual([]);
      for (const r of routes().filter((x) => x.url.includes(fundId)))
        expect((await outsider.caller.request(r)).statusCode, `${r.method} ${r.url}`).toBe(404);
      // nor link its own documents into them, nor theirs into its own funds
      const own = await outsider.caller.request({
        method: 'POST',
        url: '/api/funds',
        payload: { name: 'Outsider Fund' },
      });
      expect(own.statusCode).toBe(201);
      const steal = await outsider.caller.request({
        method: 'POST',
        url: `/api/funds/${own.json().id}/documents`,
        payload: { documentId: kiidId },
      });
      expect(steal.statusCode).toBe(404);
      // the same ISIN in another firm is that firm's own business
      const sameIsin = await outsider.caller.request({
        method: 'POST',
        url: '/api/funds',
        payload: { name: 'Their Growth Fund', shareClasses: [{ name: 'A', isin: ISIN }] },
      });
      expect(sameIsin.statusCode).toBe(201);
      expect((await fund(member)).documents).toHaveLength(2);
    });

    it('lets members read, reviewers and above change, and the platform admin read any firm', async () => {
      expect((await member.caller.request({ method: 'GET', url: `/api/funds/${fundId}` })).statusCode).toBe(
        200,
      );
      const memberCreate = await member.caller.request({
        method: 'POST',
        url: '/api/funds',
        payload: { name: 'Member Fund' },
      });
      expect(memberCreate.statusCode).toBe(403);
      expect((await member.caller.request({ method: 'POST', url: '/api/funds/scan' })).statusCode).toBe(403);
      for (const who of [reviewer, approver, firmAdmin])
        expect((await who.caller.request({ method: 'POST', url: '/api/funds/scan' })).statusCode).toBe(200);
      const asAdmin = await fund(platformAdmin);
      expect(asAdmin.id).toBe(fundId);
      const adminList: FundListResponse = (
        await platformAdmin.request({ method: 'GET', url: `/api/funds?clientId=${firmAdmin.id}` })
      ).json();
      expect(adminList.items.map((f) => f.id)).toContain(fundId);
      const foreign = await member.caller.request({
        method: 'GET',
        url: `/api/funds?clientId=${outsider.id}`,
      });
      expect(foreign.statusCode).toBe(403);
    });
  });

  it("reads a new version's facts again: a corrected charge is no longer reported, and a decision holds while its values do", async () => {
    const replaced = await replaceDocumentFile(
      member.caller,
      factsheetId,
      makeFactsheetPdf({ ...FACTSHEET_FIGURES, ongoingCharge: KIID_FIGURES.ongoingCharge }),
      'growth-factsheet.pdf',
    );
    expect(replaced.statusCode).toBe(200);
    const after = await waitFor(
      () => fund(member),
      (f) => f.documents.some((d) => d.documentId === factsheetId && d.version === 2 && d.extracted),
      90_000,
    );
    const sheet = after.documents.find((d) => d.documentId === factsheetId)!;
    expect(sheet.facts.find((f) => f.kind === 'ongoing-charge')?.value).toBe(KIID_FIGURES.ongoingCharge);
    expect(after.disagreements.map((d) => d.kind).sort()).toEqual(['calendar-year-return', 'risk-indicator']);
    // the risk indicator was resolved on the same two values, so the decision still applies
    expect(after.disagreements.find((d) => d.kind === 'risk-indicator')!.decision?.status).toBe('resolved');
    expect(after.counts).toEqual({ open: 1, dismissed: 0, resolved: 1 });
  }, 120_000);
});
