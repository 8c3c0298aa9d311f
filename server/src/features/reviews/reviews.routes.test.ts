import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  buildTestApp,
  type Caller,
  mailText,
  replaceDocumentFile,
  runCheckAndWait,
  signIn,
  type TestApp,
  uploadAndExtract,
  waitFor,
  waitForOutboxMail,
  waitForOutboxMails,
} from '../../../test/helpers.ts';
import { createClientUser } from '../../../test/factories.ts';
import { makePdf } from '../../../test/make-pdf.ts';
import { auditLog, communicationReviews } from '../../db/schema.ts';
import { runAsSystem } from '../../db/tenant-context.ts';
import { REVIEW_DUE_NOTICE_DAYS, sendReviewDateNotices } from './review-date-notices.service.ts';
import { expectEvery } from '#common/testing/expect-every.ts';
import type { ComplianceCheck } from '#common/api/compliance.ts';
import type { DocumentReviewResponse, Review, ReviewListResponse } from '#common/api/reviews.ts';

const promotion = (claim: string) =>
  makePdf([
    {
      heading: 'The Example Growth Fund',
      lines: [
        claim,
        'It is the best fund in the market and has returned 45% over the last year.',
        'Our green and sustainable approach makes this the ethical choice for every investor.',
      ],
    },
  ]);
const RISKY = promotion(
  'Invest in the Example Growth Fund today for guaranteed returns with no risk to your money.',
);
const REWORDED = promotion(
  'Buy the Example Growth Fund now: guaranteed income, and no risk at all to your savings.',
);

type Member = { id: string; email: string; caller: Caller };

describe('review workflow for a communication (issue 15 item 4)', () => {
  let t: TestApp;
  let firmAdmin: Member;
  let member: Member;
  let reviewer: Member;
  let approverA: Member;
  let approverB: Member;
  let outsider: Member;
  let platformAdmin: Caller;

  const join = async (firmId: string | undefined, firmRole?: 'member' | 'reviewer' | 'approver') => {
    const u = await createClientUser(t.app, firmId ? { firmId, firmRole } : {});
    return { id: u.id, email: u.email, caller: await signIn(t.app, u.email, u.password) };
  };
  /** Uploads and waits for extraction; generous, as the first extraction also starts the extraction worker. */
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
  const submit = (who: Member | Caller, payload: object) =>
    ('caller' in who ? who.caller : who).request({ method: 'POST', url: '/api/reviews', payload });
  const decide = (who: Member | Caller, reviewId: string, payload: object) =>
    ('caller' in who ? who.caller : who).request({
      method: 'POST',
      url: `/api/reviews/${reviewId}/decision`,
      payload,
    });
  const withdraw = (who: Member, reviewId: string, reason?: string) =>
    who.caller.request({ method: 'POST', url: `/api/reviews/${reviewId}/withdraw`, payload: { reason } });
  const panel = async (who: Member, documentId: string): Promise<DocumentReviewResponse> =>
    (await who.caller.request({ method: 'GET', url: `/api/documents/${documentId}/review` })).json();
  const dismissHighs = async (check: ComplianceCheck) => {
    for (const f of check.findings.filter((x) => x.severity === 'high' && x.decision === null)) {
      const res = await reviewer.caller.request({
        method: 'PATCH',
        url: `/api/compliance/checks/${check.id}/findings/${encodeURIComponent(f.ruleId)}`,
        payload: { status: 'dismissed', reason: `Legal cleared ${f.ruleId}` },
      });
      expect(res.statusCode).toBe(200);
    }
  };
  const tomorrowPlus = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await buildTestApp();
    firmAdmin = await join(undefined);
    const firmId = firmAdmin.id;
    member = await join(firmId, 'member');
    reviewer = await join(firmId, 'reviewer');
    approverA = await join(firmId, 'approver');
    approverB = await join(firmId, 'approver');
    outsider = await join(undefined);
    platformAdmin = await signIn(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => t.close());

  describe('a member submits, an approver who did not submit it approves', () => {
    let documentId: string;
    let sha256: string;
    let reviewId: string;

    beforeAll(async () => {
      documentId = await upload(member, RISKY, 'promo.pdf');
    }, 120_000);

    it('refuses a submission before a compliance check of the current version (409)', async () => {
      const res = await submit(member, { documentId });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Run a compliance check on version 1 before submitting it.');
      expect((await panel(member, documentId)).status).toBe('draft');
    });

    it('lets a member submit the checked version, and mails every approver and firm admin but the submitter', async () => {
      const check = await runCheck(member, documentId);
      expect(check.status).toBe('completed');
      expect(check.findings.some((f) => f.severity === 'high')).toBe(true);
      sha256 = check.sha256!;
      const res = await submit(member, {
        documentId,
        note: 'Q3 factsheet promotion',
        reviewDate: tomorrowPlus(180),
      });
      expect(res.statusCode).toBe(201);
      const review: Review = res.json();
      reviewId = review.id;
      expect(review).toMatchObject({
        status: 'submitted',
        version: 1,
        sha256,
        superseded: false,
        submittedBy: member.email,
        note: 'Q3 factsheet promotion',
        ageDays: 0,
      });
      for (const to of [approverA.email, approverB.email, firmAdmin.email]) {
        const mail = await waitForOutboxMail(t.dataDir, to);
        expect(mail).toContain('Approval requested: promo.pdf');
      }
      const state = await panel(member, documentId);
      expect(state.status).toBe('submitted');
      expect(state.openHighFindings.length).toBeGreaterThan(0);
    });

    it('allows only one active review per document (409)', async () => {
      const res = await submit(member, { documentId });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/already submitted for approval/);
    });

    it('refuses a member and a reviewer (403 naming the approver role), and the platform admin', async () => {
      for (const who of [member, reviewer]) {
        const res = await decide(who, reviewId, {
          outcome: 'approved',
          attestation: true,
          overrideReason: 'x',
        });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toMatch(/^Only an approver of your firm can approve a communication/);
      }
      const admin = await decide(platformAdmin, reviewId, {
        outcome: 'approved',
        attestation: true,
        overrideReason: 'x',
      });
      expect(admin.statusCode).toBe(403);
      expect(admin.json().message).toMatch(/firm's own decision/);
    });

    it('refuses approval with an open high-severity finding unless the approver records an override reason', async () => {
      const refused = await decide(approverB, reviewId, { outcome: 'approved', attestation: true });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/open high-severity finding/);
      expect(refused.json().details.openHighFindings.length).toBeGreaterThan(0);

      const res = await decide(approverB, reviewId, {
        outcome: 'approved',
        attestation: true,
        overrideReason: 'Claims verified by legal; wording agreed with the FCA supervisor',
      });
      expect(res.statusCode).toBe(200);
      const review: Review = res.json();
      expect(review).toMatchObject({
        status: 'approved',
        decidedBy: approverB.email,
        overrideReason: 'Claims verified by legal; wording agreed with the FCA supervisor',
      });
      const record = review.approvalRecord!;
      expect(record).toMatchObject({ version: 1, sha256, fileName: 'promo.pdf' });
      expect(record.approver.email).toBe(approverB.email);
      expect(record.check.engineVersion).toBeTruthy();
      expect(record.check.rulePacks.length).toBeGreaterThan(0);
      expect(record.findings.open.some((f) => f.severity === 'high')).toBe(true);
      expect(record.overrideReason).toBe('Claims verified by legal; wording agreed with the FCA supervisor');

      const mail = await waitForOutboxMail(t.dataDir, member.email);
      expect(mail).toContain('Approved: promo.pdf');
    });

    it('refuses a second decision on a decided review (409)', async () => {
      const res = await decide(approverA, reviewId, { outcome: 'rejected', reason: 'late' });
      expect(res.statusCode).toBe(409);
    });

    it('prints an approval certificate with the sha256 and the approver', async () => {
      const res = await member.caller.request({ method: 'GET', url: `/api/reviews/${reviewId}/certificate` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain(sha256);
      expect(res.body).toContain(approverB.email);
      expect(res.body).toContain('Claims verified by legal');
    });

    it('lists the approval in the CSV register of the firm, and in no other firm’s', async () => {
      const res = await member.caller.request({ method: 'GET', url: '/api/reviews/register.csv' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      const lines = res.body.trim().split('\r\n');
      expect(lines[0]).toMatch(/^Approved at,Document,Version,SHA-256,Approved by/);
      const row = lines.find((l) => l.includes(reviewId));
      expect(row).toContain(sha256);
      expect(row).toContain(approverB.email);
      expect(row).toContain('promo.pdf,1,');

      const other = await outsider.caller.request({ method: 'GET', url: '/api/reviews/register.csv' });
      expect(other.body).not.toContain(reviewId);
      const admin = await platformAdmin.request({
        method: 'GET',
        url: `/api/reviews/register.csv?clientId=${firmAdmin.id}`,
      });
      expect(admin.body).toContain(reviewId);
    });

    it('shows another firm nothing (404) and lists nothing of it', async () => {
      for (const url of [
        `/api/reviews/${reviewId}`,
        `/api/reviews/${reviewId}/certificate`,
        `/api/documents/${documentId}/review`,
      ]) {
        expect((await outsider.caller.request({ method: 'GET', url })).statusCode, url).toBe(404);
      }
      expect((await withdraw(outsider, reviewId)).statusCode).toBe(404);
      expect((await decide(outsider, reviewId, { outcome: 'approved', attestation: true })).statusCode).toBe(
        404,
      );
      expect((await submit(outsider, { documentId })).statusCode).toBe(404);
      const list: ReviewListResponse = (
        await outsider.caller.request({ method: 'GET', url: '/api/reviews' })
      ).json();
      expect(list.items).toEqual([]);
    });

    it('tells the submitter and the approvers once when an approval is due for review, and once when it expires', async () => {
      const setReviewDate = (reviewDate: string) =>
        runAsSystem(() =>
          t.app.deps.database.db
            .update(communicationReviews)
            .set({ reviewDate })
            .where(eq(communicationReviews.id, reviewId)),
        );
      const mailsWith = async (to: string, subject: string) =>
        (await waitForOutboxMails(t.dataDir, to, 0)).map(mailText).filter((m) => m.includes(subject));
      // 180 days ahead: not due yet.
      expect(await sendReviewDateNotices(t.app.deps)).toEqual({
        due: 0,
        expired: 0,
        decisionDue: 0,
        decisionOverdue: 0,
      });

      const dueDate = tomorrowPlus(REVIEW_DUE_NOTICE_DAYS - 2);
      await setReviewDate(dueDate);
      expect(await sendReviewDateNotices(t.app.deps)).toEqual({
        due: 1,
        expired: 0,
        decisionDue: 0,
        decisionOverdue: 0,
      });
      // every process that runs jobs checks every hour: the notice goes once
      expect(await sendReviewDateNotices(t.app.deps)).toEqual({
        due: 0,
        expired: 0,
        decisionDue: 0,
        decisionOverdue: 0,
      });
      for (const to of [member.email, approverB.email, approverA.email, firmAdmin.email]) {
        await waitFor(
          () => mailsWith(to, 'Due for review: promo.pdf'),
          (mails) => mails.length === 1,
          10_000,
        );
      }
      const [due] = await mailsWith(member.email, 'Due for review: promo.pdf');
      expect(due).toContain(`due for review by ${dueDate}`);
      expect(await mailsWith(reviewer.email, 'Due for review')).toEqual([]);

      await setReviewDate('2020-01-01');
      expect(await sendReviewDateNotices(t.app.deps)).toEqual({
        due: 0,
        expired: 1,
        decisionDue: 0,
        decisionOverdue: 0,
      });
      expect(await sendReviewDateNotices(t.app.deps)).toEqual({
        due: 0,
        expired: 0,
        decisionDue: 0,
        decisionOverdue: 0,
      });
      const expired = await waitFor(
        () => mailsWith(member.email, 'Approval expired: promo.pdf'),
        (mails) => mails.length === 1,
        10_000,
      );
      expect(expired[0]).toContain('expired on 2020-01-01');
      expect(expired[0]).toContain('should not be used until it is approved again');
    });

    it('reads an approval past its review date as expired, which can no longer be withdrawn', async () => {
      await runAsSystem(() =>
        t.app.deps.database.db
          .update(communicationReviews)
          .set({ reviewDate: '2020-01-01' })
          .where(eq(communicationReviews.id, reviewId)),
      );
      const review: Review = (
        await member.caller.request({ method: 'GET', url: `/api/reviews/${reviewId}` })
      ).json();
      expect(review.status).toBe('expired');
      const expired: ReviewListResponse = (
        await member.caller.request({ method: 'GET', url: '/api/reviews?status=expired' })
      ).json();
      expect(expired.items.map((r) => r.id)).toContain(reviewId);
      expect(expired.byStatus.expired).toBeGreaterThanOrEqual(1);
      const res = await withdraw(member, reviewId);
      expect(res.statusCode).toBe(409);
      // the record itself is never changed, even by system work
      await expect(
        runAsSystem(() =>
          t.app.deps.database.db
            .update(communicationReviews)
            .set({ approvalRecord: { forged: true } })
            .where(eq(communicationReviews.id, reviewId)),
        ),
      ).rejects.toThrow();
    });
  });

  describe('four-eyes, changes requested, rejection and withdrawal', () => {
    let documentId: string;
    let check: ComplianceCheck;
    let reviewId: string;

    beforeAll(async () => {
      documentId = await upload(approverA, RISKY, 'fund-advert.pdf');
      check = await runCheck(approverA, documentId);
    }, 120_000);

    it('refuses an approver who submitted the communication (403 saying why)', async () => {
      const res = await submit(approverA, { documentId });
      expect(res.statusCode).toBe(201);
      reviewId = res.json().id;
      const own = await decide(approverA, reviewId, {
        outcome: 'approved',
        attestation: true,
        overrideReason: 'mine',
      });
      expect(own.statusCode).toBe(403);
      expect(own.json().message).toBe(
        'You submitted this communication, so someone else must approve it (four-eyes).',
      );
    });

    it('lets another approver request changes (reason required), mailing the submitter', async () => {
      const noReason = await decide(approverB, reviewId, { outcome: 'changes_requested' });
      expect(noReason.statusCode).toBe(400);
      const res = await decide(approverB, reviewId, {
        outcome: 'changes_requested',
        reason: 'Add the capital-at-risk warning',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'changes_requested',
        decisionReason: 'Add the capital-at-risk warning',
      });
      // earlier mails to this approver asked them to approve the member's promotion and gave its review dates
      await waitFor(
        () => waitForOutboxMails(t.dataDir, approverA.email, 0),
        (mails) => mails.some((m) => m.includes('Changes requested: fund-advert.pdf')),
        10_000,
      );
    });

    it('lets another approver reject a resubmission', async () => {
      const again = await submit(approverA, { documentId });
      expect(again.statusCode).toBe(201);
      const res = await decide(firmAdmin, again.json().id, { outcome: 'rejected', reason: 'Not for retail' });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('rejected');
    });

    it('approves without an override once the high findings are dismissed, recording who dismissed them', async () => {
      await dismissHighs(check);
      const again = await submit(approverA, { documentId });
      reviewId = again.json().id;
      const res = await decide(approverB, reviewId, { outcome: 'approved', attestation: true });
      expect(res.statusCode).toBe(200);
      const record = (res.json() as Review).approvalRecord!;
      expect(record.overrideReason).toBeNull();
      expect(record.findings.dismissed.length).toBeGreaterThan(0);
      expect(record.findings.dismissed[0]).toMatchObject({ decidedBy: reviewer.email });
      expect(record.findings.dismissed[0]!.reason).toMatch(/^Legal cleared/);
    });

    it('lets the firm admin withdraw an approval (not a member who did not submit it)', async () => {
      expect((await withdraw(member, reviewId)).statusCode).toBe(403);
      const res = await withdraw(firmAdmin, reviewId, 'Fund closed');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'withdrawn', decidedBy: firmAdmin.email });
      const cert = await firmAdmin.caller.request({
        method: 'GET',
        url: `/api/reviews/${reviewId}/certificate`,
      });
      expect(cert.statusCode).toBe(409);
    });

    it('audits every transition', async () => {
      const rows = await runAsSystem(() =>
        t.app.deps.database.db.select().from(auditLog).where(eq(auditLog.targetId, documentId)),
      );
      const actions = rows.map((r) => r.action);
      for (const action of [
        'review.submitted',
        'review.changes_requested',
        'review.rejected',
        'review.approved',
        'review.withdrawn',
      ])
        expect(actions, action).toContain(action);
    });
  });

  describe('superseded and archived documents', () => {
    let documentId: string;
    let reviewId: string;

    beforeAll(async () => {
      documentId = await upload(member, RISKY, 'letter.pdf');
      await runCheck(member, documentId);
      reviewId = (await submit(member, { documentId })).json().id;
    }, 120_000);

    it('reads "for version 1 — superseded" after a replacement, and refuses a decision naming the current version', async () => {
      // Replacing a file under review is confirmed (issue 30): the review waiting is withdrawn.
      const replaced = await replaceDocumentFile(member.caller, documentId, REWORDED, 'letter-v2.pdf', {
        confirmed: 'true',
      });
      expect(replaced.statusCode).toBe(200);
      const state = await panel(member, documentId);
      expect(state.current).toMatchObject({
        id: reviewId,
        version: 1,
        superseded: true,
        currentVersion: 2,
        status: 'withdrawn',
      });
      const res = await decide(approverB, reviewId, {
        outcome: 'approved',
        attestation: true,
        overrideReason: 'x',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(
        /Version 1 is superseded: the current version is 2 \(letter-v2\.pdf\)/,
      );
      // a submission of version 2 needs its own check
      const early = await submit(member, { documentId });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe('Run a compliance check on version 2 before submitting it.');
    });

    it('submits version 2 on its own once the replacement withdrew version 1’s review; the submitter may withdraw', async () => {
      await waitFor(
        async () =>
          (await member.caller.request({ method: 'GET', url: `/api/documents/${documentId}` })).json(),
        (d: { status: string }) => d.status === 'completed' || d.status === 'failed',
      );
      await runCheck(member, documentId);
      const res = await submit(member, { documentId });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ version: 2, superseded: false });
      const old: Review = (
        await member.caller.request({ method: 'GET', url: `/api/reviews/${reviewId}` })
      ).json();
      expect(old.status).toBe('withdrawn');
      const mine = await withdraw(member, res.json().id, 'Wrong file');
      expect(mine.statusCode).toBe(200);
      expect(mine.json().status).toBe('withdrawn');
      reviewId = (await submit(member, { documentId })).json().id;
    }, 120_000);

    it('refuses to act on a review of an archived document (409)', async () => {
      const archived = await firmAdmin.caller.request({
        method: 'POST',
        url: `/api/documents/${documentId}/archive`,
        payload: { reason: 'Campaign ended' },
      });
      expect(archived.statusCode).toBe(200);
      const res = await decide(approverB, reviewId, {
        outcome: 'approved',
        attestation: true,
        overrideReason: 'x',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/archived/);
      expect((await withdraw(member, reviewId)).statusCode).toBe(409);
      expect((await submit(member, { documentId })).statusCode).toBe(409);
      // An archived communication is no longer in use: an approval of it, due for review, sends no notice.
      await runAsSystem(() =>
        t.app.deps.database.db
          .update(communicationReviews)
          .set({ status: 'approved', approvalRecord: { archivedCase: true }, reviewDate: tomorrowPlus(3) })
          .where(eq(communicationReviews.id, reviewId)),
      );
      expect(await sendReviewDateNotices(t.app.deps)).toEqual({
        due: 0,
        expired: 0,
        decisionDue: 0,
        decisionOverdue: 0,
      });
    });
  });

  it('lists the firm’s reviews by status with their age', async () => {
    const res = await reviewer.caller.request({ method: 'GET', url: '/api/reviews' });
    expect(res.statusCode).toBe(200);
    const list: ReviewListResponse = res.json();
    // an archived document's reviews stay in its record, not on the dashboard: promo.pdf's one, fund-advert.pdf's three
    expect(list.total).toBe(4);
    expectEvery(list.items, (r) => r.clientId === firmAdmin.id && r.ageDays >= 0, 4);
    const withdrawn: ReviewListResponse = (
      await reviewer.caller.request({ method: 'GET', url: '/api/reviews?status=withdrawn' })
    ).json();
    expectEvery(withdrawn.items, (r) => r.status === 'withdrawn');
    expect(withdrawn.byStatus.withdrawn).toBe(withdrawn.total);
  });
});
