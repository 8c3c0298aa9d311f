import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  type Caller,
  mailText,
  replaceDocumentFile,
  previewReplacement,
  runCheckAndWait,
  signIn,
  type TestApp,
  uploadAndExtract,
  waitFor,
  waitForOutboxMails,
} from '../../../test/helpers.ts';
import { createClientUser } from '../../../test/factories.ts';
import { makePdf } from '../../../test/make-pdf.ts';
import { auditLog } from '../../db/schema.ts';
import { runAsSystem } from '../../db/tenant-context.ts';
import type { ComplianceCheck } from '#common/api/compliance.ts';
import type {
  DocumentItem,
  DocumentVersionsResponse,
  ReplacePreviewResponse,
} from '#common/api/documents.ts';
import type { DocumentReviewResponse, Review, ReviewListResponse } from '#common/api/reviews.ts';

// Issue 30, item 4 ("honest states"): a dismissal keeps the rating it lifted on the record; replacing a file
// under review or approved is confirmed, refused to those who could not withdraw the review, and told by mail;
// a replacement never renames the document or an earlier approval; archiving withdraws a review waiting.

const fundPromotion = (fund: string, isin: string, claim: string) =>
  makePdf([
    {
      heading: fund,
      lines: [
        `ISIN: ${isin}`,
        claim,
        'It is the best fund in the market and has returned 45% over the last year.',
        'Past performance is not a guide to future returns.',
      ],
    },
  ]);
const WORLD = 'Example World Equity Fund';
const WORLD_ISIN = 'GB00BJS8SJ34';
const CASH = 'Example Sterling Cash Fund';
const CASH_ISIN = 'GB00B0CNHB64';
const RISKY = fundPromotion(
  WORLD,
  WORLD_ISIN,
  'Invest today for guaranteed returns with no risk to your money.',
);
const REWORDED = fundPromotion(
  WORLD,
  WORLD_ISIN,
  'Invest today: guaranteed income, and no risk at all to your savings.',
);
const OTHER_FUND = fundPromotion(
  CASH,
  CASH_ISIN,
  'Invest today for guaranteed returns with no risk to your money.',
);

type Member = { id: string; email: string; name: string; caller: Caller };

describe('honest states of a communication (issue 30 item 4)', () => {
  let t: TestApp;
  let firmAdmin: Member;
  let member: Member;
  let colleague: Member;
  let reviewer: Member;
  let approver: Member;
  let outsider: Member;

  const join = async (firmId: string | undefined, firmRole?: 'member' | 'reviewer' | 'approver') => {
    const u = await createClientUser(t.app, firmId ? { firmId, firmRole } : {});
    return { id: u.id, email: u.email, name: u.name, caller: await signIn(t.app, u.email, u.password) };
  };
  const get = async <T>(who: Member, url: string): Promise<T> =>
    (await who.caller.request({ method: 'GET', url })).json() as T;
  const waitExtracted = (who: Member, id: string) =>
    waitFor(
      () => get<DocumentItem>(who, `/api/documents/${id}`),
      (d) => d.status === 'completed' || d.status === 'failed',
      90_000,
    );
  const upload = async (who: Member, file: Buffer, fileName: string) =>
    (
      await uploadAndExtract(who.caller, file, {
        documentType: 'financial-promotion',
        fileName,
        timeoutMs: 90_000,
      })
    ).id;
  const runCheck = (who: Member, documentId: string) =>
    runCheckAndWait<ComplianceCheck>(who.caller, documentId);
  const submit = async (who: Member, documentId: string): Promise<Review> => {
    const res = await who.caller.request({ method: 'POST', url: '/api/reviews', payload: { documentId } });
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const dismissHighs = async (check: ComplianceCheck) => {
    for (const f of check.findings.filter((x) => x.severity === 'high' && x.decision === null)) {
      const res = await reviewer.caller.request({
        method: 'PATCH',
        url: `/api/compliance/checks/${check.id}/findings/${encodeURIComponent(f.ruleId)}`,
        payload: { status: 'dismissed', reason: `Cleared by legal: ${f.title}`, category: 'accepted' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  };
  const archive = (who: Member, documentId: string, reason: string) =>
    who.caller.request({ method: 'POST', url: `/api/documents/${documentId}/archive`, payload: { reason } });
  const mailsTo = async (to: string, subject: string) =>
    waitFor(
      async () =>
        (await waitForOutboxMails(t.dataDir, to, 0)).map(mailText).filter((m) => m.includes(subject)),
      (mails) => mails.length > 0,
      10_000,
    );
  const auditOf = (documentId: string) =>
    runAsSystem(() =>
      t.app.deps.database.db.select().from(auditLog).where(eq(auditLog.targetId, documentId)),
    );

  beforeAll(async () => {
    t = await buildTestApp();
    firmAdmin = await join(undefined);
    member = await join(firmAdmin.id, 'member');
    colleague = await join(firmAdmin.id, 'member');
    reviewer = await join(firmAdmin.id, 'reviewer');
    approver = await join(firmAdmin.id, 'approver');
    outsider = await join(undefined);
  });
  afterAll(async () => t.close());

  describe('a dismissal and an approval', () => {
    let documentId: string;
    let reviewId: string;

    beforeAll(async () => {
      documentId = await upload(member, RISKY, 'world-promo.pdf');
      const check = await runCheck(member, documentId);
      expect(check.rag).toBe('red');
      await dismissHighs(check);
      reviewId = (await submit(member, documentId)).id;
    }, 150_000);

    it('keeps the rating before review on the check once its high findings are dismissed', async () => {
      const state = await get<DocumentReviewResponse>(member, `/api/documents/${documentId}/review`);
      const check = await get<ComplianceCheck>(member, `/api/compliance/checks/${state.latestCheckId}`);
      expect(check.rag).not.toBe('red');
      expect(check.ragBeforeReview).toBe('red');
    });

    it('records the rating before the dismissals and the dismissed findings in the approval and its certificate', async () => {
      const res = await approver.caller.request({
        method: 'POST',
        url: `/api/reviews/${reviewId}/decision`,
        payload: { outcome: 'approved', attestation: true },
      });
      expect(res.statusCode, res.body).toBe(200);
      const record = (res.json() as Review).approvalRecord!;
      expect(record.check.ragBeforeReview).toBe('red');
      expect(record.findings.dismissed.length).toBeGreaterThan(0);
      const certificate = await member.caller.request({
        method: 'GET',
        url: `/api/reviews/${reviewId}/certificate`,
      });
      expect(certificate.body).toContain('Red before review: ');
      // named, with the e-mail beside the name (issue 30)
      expect(certificate.body).toContain(
        `dismissed by ${reviewer.name} &lt;${reviewer.email}&gt; with reason`,
      );
    });

    it('previews a replacement: the approval it supersedes, and a file that looks like another fund’s', async () => {
      const res = await previewReplacement(firmAdmin.caller, documentId, OTHER_FUND, 'cash-promo.pdf');
      expect(res.statusCode, res.body).toBe(200);
      const preview: ReplacePreviewResponse = res.json();
      expect(preview).toMatchObject({
        documentName: 'world-promo.pdf',
        fileName: 'cash-promo.pdf',
        nextVersion: 2,
        confirmationNeeded: true,
        review: { reviewId, status: 'approved', version: 1 },
      });
      expect(preview.review!.message).toMatch(/supersedes that approval/);
      expect(preview.otherFund.join(' ')).toContain(
        `(${CASH_ISIN}) is not the current file's (${WORLD_ISIN})`,
      );

      const same = (await previewReplacement(firmAdmin.caller, documentId, REWORDED, 'world-v2.pdf')).json();
      expect(same.otherFund).toEqual([]);
    }, 60_000);

    it('refuses a member who neither submitted it nor is a firm admin (403), and another firm (404)', async () => {
      for (const res of [
        await previewReplacement(colleague.caller, documentId, REWORDED, 'world-v2.pdf'),
        await replaceDocumentFile(colleague.caller, documentId, REWORDED, 'world-v2.pdf', {
          confirmed: 'true',
        }),
        await archive(colleague, documentId, 'Not mine to archive'),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toMatch(
          /^Version 1 is approved \(by .*\): only the member who submitted it or a firm admin can/,
        );
      }
      for (const res of [
        await previewReplacement(outsider.caller, documentId, REWORDED, 'world-v2.pdf'),
        await replaceDocumentFile(outsider.caller, documentId, REWORDED, 'world-v2.pdf', {
          confirmed: 'true',
        }),
        await archive(outsider, documentId, 'Not ours'),
      ])
        expect(res.statusCode).toBe(404);
      expect((await get<DocumentItem>(member, `/api/documents/${documentId}`)).currentVersion).toBe(1);
    });

    it('refuses an unconfirmed replacement of the approved file (409 saying what would happen)', async () => {
      const res = await replaceDocumentFile(member.caller, documentId, REWORDED, 'world-v2.pdf');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/supersedes that approval/);
      expect(res.json().details.review).toMatchObject({ reviewId, status: 'approved' });
    });

    it('supersedes the approval on a confirmed replacement, mails the approver, and renames nothing', async () => {
      const res = await replaceDocumentFile(member.caller, documentId, REWORDED, 'world-v2.pdf', {
        confirmed: 'true',
      });
      expect(res.statusCode, res.body).toBe(200);
      const doc: DocumentItem = res.json();
      expect(doc).toMatchObject({ fileName: 'world-promo.pdf', currentVersion: 2 });
      const versions = await get<DocumentVersionsResponse>(member, `/api/documents/${documentId}/versions`);
      expect(versions.items.map((v) => [v.n, v.fileName])).toEqual([
        [2, 'world-v2.pdf'],
        [1, 'world-promo.pdf'],
      ]);

      const [mail] = await mailsTo(approver.email, 'File replaced: world-promo.pdf');
      expect(mail).toContain(
        'replaced the approved file world-promo.pdf (version 1) with version 2 (world-v2.pdf)',
      );
      expect(mail).toContain('superseded');

      // The reviews list and the record keep the approved version's file name; the certificate stays.
      const list = await get<ReviewListResponse>(member, `/api/reviews?documentId=${documentId}`);
      expect(list.items.find((r) => r.id === reviewId)).toMatchObject({
        fileName: 'world-promo.pdf',
        superseded: true,
        status: 'approved',
      });
      const certificate = await member.caller.request({
        method: 'GET',
        url: `/api/reviews/${reviewId}/certificate`,
      });
      expect(certificate.statusCode).toBe(200);
      expect(certificate.body).toContain('world-promo.pdf');
      expect((await auditOf(documentId)).map((r) => r.action)).toContain('review.superseded');
      await waitExtracted(member, documentId);
    }, 60_000);
  });

  describe('a review waiting for a decision', () => {
    let documentId: string;
    let reviewId: string;

    beforeAll(async () => {
      documentId = await upload(member, RISKY, 'letter.pdf');
      await runCheck(member, documentId);
      reviewId = (await submit(member, documentId)).id;
    }, 150_000);

    it('withdraws the waiting review on a confirmed replacement, with the reason, and tells the approvers', async () => {
      const refused = await replaceDocumentFile(member.caller, documentId, REWORDED, 'letter-v2.pdf');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/withdraws that review/);
      const res = await replaceDocumentFile(member.caller, documentId, REWORDED, 'letter-v2.pdf', {
        confirmed: 'true',
      });
      expect(res.statusCode, res.body).toBe(200);
      const review = await get<Review>(member, `/api/reviews/${reviewId}`);
      expect(review).toMatchObject({ status: 'withdrawn', decidedBy: member.email, fileName: 'letter.pdf' });
      expect(review.decisionReason).toBe(
        'The file was replaced by version 2 (letter-v2.pdf) before a decision.',
      );
      for (const to of [approver.email, firmAdmin.email]) {
        const [mail] = await mailsTo(to, 'File replaced: letter.pdf');
        expect(mail).toContain('which was waiting for approval, with version 2 (letter-v2.pdf)');
      }
      const withdrawn = (await auditOf(documentId)).filter((r) => r.action === 'review.withdrawn');
      expect(withdrawn.map((r) => (r.details as { cause?: string }).cause)).toContain(
        'document.file_replaced',
      );
      await waitExtracted(member, documentId);
    }, 60_000);

    it('withdraws a waiting review when the document is archived, with the reason, and tells the submitter and approvers', async () => {
      await runCheck(member, documentId);
      reviewId = (await submit(member, documentId)).id;
      expect((await archive(colleague, documentId, 'Tidy up')).statusCode).toBe(403);
      expect((await archive(outsider, documentId, 'Tidy up')).statusCode).toBe(404);

      const res = await archive(firmAdmin, documentId, 'Campaign cancelled by the client');
      expect(res.statusCode, res.body).toBe(200);
      const state = await get<DocumentReviewResponse>(member, `/api/documents/${documentId}/review`);
      expect(state.current).toMatchObject({ id: reviewId, status: 'withdrawn', decidedBy: firmAdmin.email });
      expect(state.current!.decisionReason).toBe('Document archived: Campaign cancelled by the client');
      // version 2's review names version 2's own file
      const [toSubmitter] = await mailsTo(member.email, 'Archived, review withdrawn: letter-v2.pdf');
      expect(toSubmitter).toContain('which you submitted for approval');
      expect(toSubmitter).toContain('Reason: Document archived: Campaign cancelled by the client');
      const [toApprover] = await mailsTo(approver.email, 'Archived, review withdrawn: letter-v2.pdf');
      expect(toApprover).toContain('which was waiting for your approval');
      const withdrawn = (await auditOf(documentId)).filter((r) => r.action === 'review.withdrawn');
      expect(withdrawn.map((r) => (r.details as { cause?: string }).cause)).toContain('document.archived');
      // Out of the queue: nothing of this document is waiting any more.
      const waiting = await get<ReviewListResponse>(approver, '/api/reviews?status=submitted');
      expect(waiting.items.map((r) => r.documentId)).not.toContain(documentId);
    }, 120_000);
  });
});
