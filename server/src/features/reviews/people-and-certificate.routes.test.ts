import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  buildTestApp,
  signIn,
  uploadDocument,
  waitFor,
  type Caller,
  type TestApp,
} from '../../../test/helpers.ts';
import { createClientUser } from '../../../test/factories.ts';
import { makePdf } from '../../../test/make-pdf.ts';
import { extractPdf } from '#engine/extraction/pdf.ts';
import { firms } from '../../db/schema.ts';
import { runAsSystem } from '../../db/tenant-context.ts';
import type { AuditResponse } from '#common/api/admin.ts';
import type { ComplianceCheck } from '#common/api/compliance.ts';
import type { FirmResponse } from '#common/api/firms.ts';
import type { DocumentReviewResponse, Review } from '#common/api/reviews.ts';

// Issue 30 item 8: people are credited by name (the e-mail kept beside it), and the approval certificate is also
// a PDF naming the firm, its FRN, the fund and UK local time.

const PROMOTION = makePdf([
  {
    heading: 'The Northwind UK Growth Fund',
    lines: [
      'Invest in the Northwind UK Growth Fund today for guaranteed returns with no risk to your money.',
      'It is the best fund in the market and has returned 45% over the last year.',
    ],
  },
]);
const FIRM_NAME = 'Northwind Capital Ltd';
const FUND_NAME = 'Northwind UK Growth Fund';

type Member = { id: string; email: string; caller: Caller };

describe('names with e-mails, the FRN and the PDF certificate (issue 30 item 8)', () => {
  let t: TestApp;
  let firmAdmin: Member;
  let member: Member;
  let reviewer: Member;
  let unnamed: Member;
  let approver: Member;
  let outsider: Member;
  let platformAdmin: Caller;
  let documentId: string;
  let check: ComplianceCheck;
  let reviewId: string;

  const join = async (
    firmId: string | undefined,
    name: string,
    firmRole?: 'member' | 'reviewer' | 'approver',
  ) => {
    const u = await createClientUser(t.app, firmId ? { firmId, firmRole, name } : { name });
    return { id: u.id, email: u.email, caller: await signIn(t.app, u.email, u.password) };
  };
  const get = (who: Caller, url: string) => who.request({ method: 'GET', url });
  const getCheck = async (): Promise<ComplianceCheck> =>
    (await get(member.caller, `/api/compliance/checks/${check.id}`)).json();

  beforeAll(async () => {
    t = await buildTestApp();
    firmAdmin = await join(undefined, 'Fiona Admin');
    await runAsSystem(() =>
      t.app.deps.database.db.update(firms).set({ name: FIRM_NAME }).where(eq(firms.id, firmAdmin.id)),
    );
    member = await join(firmAdmin.id, 'Morgan Member', 'member');
    reviewer = await join(firmAdmin.id, 'Rhea Reviewer', 'reviewer');
    unnamed = await join(firmAdmin.id, '', 'reviewer');
    approver = await join(firmAdmin.id, 'Avery Approver', 'approver');
    outsider = await join(undefined, 'Other Firm');
    platformAdmin = await signIn(t.app, ADMIN.email, ADMIN.password);

    const upload = await uploadDocument(member.caller, PROMOTION, {
      documentType: 'financial-promotion',
      fileName: 'growth promo (Q3).pdf',
    });
    expect(upload.statusCode).toBe(201);
    documentId = upload.json().id;
    await waitFor(
      async () => (await get(member.caller, `/api/documents/${documentId}`)).json(),
      (d: { status: string }) => d.status === 'completed' || d.status === 'failed',
      90_000,
    );
    const fund = await reviewer.caller.request({
      method: 'POST',
      url: '/api/funds',
      payload: { name: FUND_NAME },
    });
    expect(fund.statusCode).toBe(201);
    const linked = await reviewer.caller.request({
      method: 'POST',
      url: `/api/funds/${fund.json().id}/documents`,
      payload: { documentId },
    });
    expect(linked.statusCode).toBeLessThan(300);
    const start = await member.caller.request({
      method: 'POST',
      url: '/api/compliance/checks',
      payload: { documentId },
    });
    expect(start.statusCode).toBe(202);
    check = await waitFor(
      async () => (await get(member.caller, `/api/compliance/checks/${start.json().id}`)).json(),
      (c: ComplianceCheck) => c.status === 'completed' || c.status === 'failed',
      60_000,
    );
    expect(check.status).toBe('completed');
  }, 180_000);
  afterAll(async () => t.close());

  describe('the FRN', () => {
    it('lets the firm admin record it, refusing anything but 6 or 7 digits (400) and other roles (403)', async () => {
      const patch = (who: Caller, frn: unknown) =>
        who.request({ method: 'PATCH', url: '/api/firm', payload: { frn } });
      for (const bad of ['12345', '12345678', 'FRN123456', '12a456'])
        expect((await patch(firmAdmin.caller, bad)).statusCode, bad).toBe(400);
      const refused = await patch(member.caller, '123456');
      expect(refused.statusCode).toBe(403);
      const saved = await patch(firmAdmin.caller, ' 123 456 ');
      expect(saved.statusCode).toBe(200);
      expect((saved.json() as FirmResponse).firm.frn).toBe('123456');
      expect(((await get(member.caller, '/api/firm')).json() as FirmResponse).firm.frn).toBe('123456');
      // another firm's admin changes only their own firm
      expect((await patch(outsider.caller, '7654321')).statusCode).toBe(200);
      expect(((await get(member.caller, '/api/firm')).json() as FirmResponse).firm.frn).toBe('123456');
    });

    it('lets the platform admin record or clear it on the client, and audits each change', async () => {
      const url = `/api/admin/clients/${firmAdmin.id}`;
      const bad = await platformAdmin.request({ method: 'PATCH', url, payload: { frn: '12' } });
      expect(bad.statusCode).toBe(400);
      const cleared = await platformAdmin.request({ method: 'PATCH', url, payload: { frn: null } });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().frn).toBeNull();
      const set = await platformAdmin.request({ method: 'PATCH', url, payload: { frn: '123456' } });
      expect(set.json().frn).toBe('123456');
      const audit: AuditResponse = (
        await get(firmAdmin.caller, '/api/firm/audit?action=firm.frn_changed')
      ).json();
      expect(audit.items[0]?.details).toMatchObject({ before: { frn: null }, after: { frn: '123456' } });
    });
  });

  describe('names credited with e-mails', () => {
    it('names who decided and who commented on a finding, the e-mail kept beside it; no name: null', async () => {
      const high = check.findings.find((f) => f.severity === 'high')!;
      const url = `/api/compliance/checks/${check.id}/findings/${encodeURIComponent(high.ruleId)}`;
      const comment = await reviewer.caller.request({
        method: 'POST',
        url: `${url}/comments`,
        payload: { body: 'Legal has seen this.' },
      });
      expect(comment.statusCode).toBe(201);
      const nameless = await unnamed.caller.request({
        method: 'POST',
        url: `${url}/comments`,
        payload: { body: 'Agreed.' },
      });
      expect(nameless.statusCode).toBe(201);
      for (const f of check.findings.filter((x) => x.severity === 'high')) {
        const res = await reviewer.caller.request({
          method: 'PATCH',
          url: `/api/compliance/checks/${check.id}/findings/${encodeURIComponent(f.ruleId)}`,
          payload: { status: 'dismissed', reason: 'Cleared by legal' },
        });
        expect(res.statusCode).toBe(200);
      }
      const after = (await getCheck()).findings.find((f) => f.ruleId === high.ruleId)!;
      expect(after.decision).toMatchObject({ decidedBy: reviewer.email, decidedByName: 'Rhea Reviewer' });
      expect(after.history[0]).toMatchObject({ decidedBy: reviewer.email, decidedByName: 'Rhea Reviewer' });
      expect(after.comments).toEqual([
        expect.objectContaining({ author: reviewer.email, authorName: 'Rhea Reviewer' }),
        expect.objectContaining({ author: unnamed.email, authorName: null }),
      ]);
    });

    it('names the submitter and the approver of a review, in the panel and the list', async () => {
      const submitted = await member.caller.request({
        method: 'POST',
        url: '/api/reviews',
        payload: { documentId },
      });
      expect(submitted.statusCode).toBe(201);
      reviewId = submitted.json().id;
      expect(submitted.json()).toMatchObject({ submittedBy: member.email, submittedByName: 'Morgan Member' });
      const decided = await approver.caller.request({
        method: 'POST',
        url: `/api/reviews/${reviewId}/decision`,
        payload: { outcome: 'approved', attestation: true, overrideReason: 'Checked by legal' },
      });
      expect(decided.statusCode).toBe(200);
      expect(decided.json() as Review).toMatchObject({
        decidedBy: approver.email,
        decidedByName: 'Avery Approver',
      });
      const panel: DocumentReviewResponse = (
        await get(member.caller, `/api/documents/${documentId}/review`)
      ).json();
      expect(panel.current).toMatchObject({
        submittedByName: 'Morgan Member',
        decidedByName: 'Avery Approver',
      });
      const dismissed = panel.check!.findings.find((f) => f.status === 'dismissed');
      expect(dismissed).toMatchObject({ decidedBy: reviewer.email, decidedByName: 'Rhea Reviewer' });
      const list = (await get(approver.caller, '/api/reviews')).json();
      expect(list.items.find((r: Review) => r.id === reviewId)).toMatchObject({
        submittedByName: 'Morgan Member',
      });
      // the record keeps the dismissing reviewer's name with the e-mail, and the fund it was approved for
      const record = panel.current!.approvalRecord!;
      expect(record.findings.dismissed[0]).toMatchObject({ decidedByName: 'Rhea Reviewer' });
      expect(record.funds?.map((f) => f.name)).toEqual([FUND_NAME]);
    });

    it('names the actor of audit entries for the firm admin and the platform admin', async () => {
      const firm: AuditResponse = (
        await get(firmAdmin.caller, '/api/firm/audit?action=review.approved')
      ).json();
      expect(firm.items[0]).toMatchObject({ actorEmail: approver.email, actorName: 'Avery Approver' });
      const all: AuditResponse = (
        await get(platformAdmin, `/api/admin/audit?action=review.submitted&userId=${member.id}`)
      ).json();
      expect(all.items[0]).toMatchObject({ actorEmail: member.email, actorName: 'Morgan Member' });
    });

    it('keeps both in the register: the e-mails where they were, the names in their own columns', async () => {
      const csv = (await get(member.caller, '/api/reviews/register.csv')).body.trim().split('\r\n');
      expect(csv[0]).toMatch(/,Approved by \(name\),Submitted by \(name\)$/);
      const row = csv.find((l) => l.includes(reviewId))!;
      expect(row).toContain(approver.email);
      expect(row).toMatch(/,Avery Approver,Morgan Member$/);
    });
  });

  describe('the approval certificate', () => {
    it('names the firm, its FRN, the fund and UK time on the HTML page', async () => {
      const res = await get(member.caller, `/api/reviews/${reviewId}/certificate`);
      expect(res.statusCode).toBe(200);
      for (const text of [
        FIRM_NAME,
        '123456',
        FUND_NAME,
        `Avery Approver &lt;${approver.email}&gt;`,
        'Morgan Member',
        '(UK time)',
        'href="certificate.pdf"',
      ])
        expect(res.body).toContain(text);
    });

    it('is a PDF download that reads back with the sha256, approver, firm, FRN and fund', async () => {
      const res = await get(member.caller, `/api/reviews/${reviewId}/certificate.pdf`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename=growth-promo-Q3-v1-approval-certificate.pdf',
      );
      const text = (await extractPdf(new Uint8Array(res.rawPayload))).text.replace(/\s+/g, ' ');
      for (const expected of [
        check.sha256!,
        `Avery Approver <${approver.email}>`,
        FIRM_NAME,
        '123456',
        FUND_NAME,
        'Rhea Reviewer',
        '(UK time)',
      ])
        expect(text).toContain(expected);
    });

    it('is the same for the platform admin, and says "FRN not recorded" once the FRN is cleared', async () => {
      await platformAdmin.request({
        method: 'PATCH',
        url: `/api/admin/clients/${firmAdmin.id}`,
        payload: { frn: null },
      });
      const res = await get(platformAdmin, `/api/reviews/${reviewId}/certificate.pdf`);
      expect(res.statusCode).toBe(200);
      const text = (await extractPdf(new Uint8Array(res.rawPayload))).text.replace(/\s+/g, ' ');
      expect(text).toContain('FRN not recorded');
      expect(text).toContain(FIRM_NAME);
    });

    it('shows another firm nothing (404), and has no PDF for a review not approved (409)', async () => {
      expect((await get(outsider.caller, `/api/reviews/${reviewId}/certificate.pdf`)).statusCode).toBe(404);
      expect((await get(outsider.caller, `/api/reviews/${reviewId}/certificate`)).statusCode).toBe(404);
      expect((await get(member.caller, '/api/reviews/not-a-uuid/certificate.pdf')).statusCode).toBe(400);
      // a refusal names who approved, and their address to ask
      const archive = await reviewer.caller.request({
        method: 'POST',
        url: `/api/documents/${documentId}/archive`,
        payload: { reason: 'Old' },
      });
      expect(archive.statusCode).toBe(403);
      expect(archive.json().message).toContain(`approved (by Avery Approver (${approver.email}))`);
      const withdrawn = await firmAdmin.caller.request({
        method: 'POST',
        url: `/api/reviews/${reviewId}/withdraw`,
        payload: { reason: 'Fund closed' },
      });
      expect(withdrawn.statusCode).toBe(200);
      const res = await get(member.caller, `/api/reviews/${reviewId}/certificate.pdf`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/only an approved communication has a certificate/);
    });
  });
});
