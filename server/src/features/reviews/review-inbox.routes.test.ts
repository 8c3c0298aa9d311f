import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  mailText,
  signIn,
  uploadDocument,
  waitFor,
  waitForOutboxMails,
  type Caller,
  type TestApp,
} from '../../../test/helpers.ts';
import { createClientUser } from '../../../test/factories.ts';
import { makePdf } from '../../../test/make-pdf.ts';
import { communicationReviews } from '../../db/schema.ts';
import { runAsSystem } from '../../db/tenant-context.ts';
import { sendReviewDateNotices } from './review-date-notices.service.ts';
import { expectEvery } from '#common/testing/expect-every.ts';
import type { ComplianceCheck } from '#common/api/compliance.ts';
import {
  DEFAULT_ATTESTATION,
  type DocumentReviewResponse,
  type Review,
  type ReviewListResponse,
} from '#common/api/reviews.ts';

const promotion = (fund: string) =>
  makePdf([
    {
      heading: `The ${fund} Fund`,
      lines: [
        'Invest today for guaranteed returns with no risk to your money.',
        'It is the best fund in the market and has returned 45% over the last year.',
      ],
    },
  ]);

type Member = { id: string; email: string; name: string; caller: Caller };

// The approvals inbox (issue 30 item 1): assignment to named people or the role, with a due date, the queue
// and its count, reminders, the findings in the panel and the approver's attestation.
describe('approvals inbox: assignment, queue, reminders and attestation (issue 30)', () => {
  let t: TestApp;
  let firmAdmin: Member;
  let member: Member;
  let reviewer: Member;
  let otherReviewer: Member;
  let approverA: Member;
  let approverB: Member;
  let outsider: Member;
  let outsiderApprover: Member;
  let roleDocument: string;
  let namedDocument: string;
  let namedCheck: ComplianceCheck;
  let namedReview: string;

  const join = async (firmId: string | undefined, firmRole?: 'member' | 'reviewer' | 'approver') => {
    const u = await createClientUser(t.app, firmId ? { firmId, firmRole } : {});
    return { id: u.id, email: u.email, name: u.name, caller: await signIn(t.app, u.email, u.password) };
  };
  const get = async <T>(who: Member, url: string): Promise<T> =>
    (await who.caller.request({ method: 'GET', url })).json();
  const submit = (who: Member, payload: object) =>
    who.caller.request({ method: 'POST', url: '/api/reviews', payload });
  const decide = (who: Member, reviewId: string, payload: object) =>
    who.caller.request({ method: 'POST', url: `/api/reviews/${reviewId}/decision`, payload });
  const waiting = async (who: Member) =>
    (await get<{ count: number }>(who, '/api/reviews/waiting-count')).count;
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const mailsWith = async (to: string, subject: string) =>
    (await waitForOutboxMails(t.dataDir, to, 0)).map(mailText).filter((m) => m.includes(subject));

  const uploadAndCheck = async (fileName: string, fund: string) => {
    const res = await uploadDocument(member.caller, promotion(fund), {
      documentType: 'financial-promotion',
      fileName,
    });
    expect(res.statusCode).toBe(201);
    const id: string = res.json().id;
    await waitFor(
      () => get<{ status: string }>(member, `/api/documents/${id}`),
      (d) => d.status === 'completed' || d.status === 'failed',
      90_000,
    );
    const start = await member.caller.request({
      method: 'POST',
      url: '/api/compliance/checks',
      payload: { documentId: id },
    });
    expect(start.statusCode).toBe(202);
    const check = await waitFor(
      () => get<ComplianceCheck>(member, `/api/compliance/checks/${start.json().id}`),
      (c) => c.status === 'completed' || c.status === 'failed',
      60_000,
    );
    expect(check.status).toBe('completed');
    return { id, check };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    firmAdmin = await join(undefined);
    member = await join(firmAdmin.id, 'member');
    reviewer = await join(firmAdmin.id, 'reviewer');
    otherReviewer = await join(firmAdmin.id, 'reviewer');
    approverA = await join(firmAdmin.id, 'approver');
    approverB = await join(firmAdmin.id, 'approver');
    outsider = await join(undefined);
    outsiderApprover = await join(outsider.id, 'approver');
    roleDocument = (await uploadAndCheck('role.pdf', 'Role')).id;
    const named = await uploadAndCheck('named.pdf', 'Named');
    namedDocument = named.id;
    namedCheck = named.check;
  }, 240_000);
  afterAll(async () => t.close());

  it('refuses to assign anyone who is not an approver or reviewer of the firm, creating nothing (400)', async () => {
    const attempts: [object, RegExp][] = [
      // the attacker's path: an approver of another firm
      [{ approverId: outsiderApprover.id }, /Choose the approver from your firm's approvers/],
      [{ reviewerIds: [outsider.id] }, /Choose each reviewer from your firm's reviewers and approvers/],
      [{ approverId: member.id }, /Choose the approver/],
      [{ approverId: reviewer.id }, /Choose the approver/],
      [{ reviewerIds: [member.id] }, /Choose each reviewer/],
      [{ approverId: '00000000-0000-4000-8000-000000000000' }, /Choose the approver/],
    ];
    for (const [assignment, message] of attempts) {
      const res = await submit(member, { documentId: namedDocument, ...assignment });
      expect(res.statusCode, JSON.stringify(assignment)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_INPUT' });
      expect(res.json().message).toMatch(message);
    }
    const self = await submit(approverA, { documentId: namedDocument, approverId: approverA.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toMatch(/four-eyes/);
    const past = await submit(member, { documentId: namedDocument, dueDate: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect((await get<DocumentReviewResponse>(member, `/api/documents/${namedDocument}/review`)).status).toBe(
      'draft',
    );
  });

  it('tells the reviewers as well as the approvers when a communication goes to the role', async () => {
    const res = await submit(member, { documentId: roleDocument });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ approver: null, reviewers: [], dueDate: null, overdue: false });
    for (const to of [
      reviewer.email,
      otherReviewer.email,
      approverA.email,
      approverB.email,
      firmAdmin.email,
    ]) {
      await waitFor(
        () => mailsWith(to, 'Approval requested: role.pdf'),
        (mails) => mails.length === 1,
        10_000,
      );
    }
  });

  it('submits to a named approver and reviewer with a due date, mailing only them, naming the assignees', async () => {
    const dueDate = inDays(5);
    const res = await submit(member, {
      documentId: namedDocument,
      dueDate,
      approverId: approverA.id,
      reviewerIds: [reviewer.id],
    });
    expect(res.statusCode).toBe(201);
    const review: Review = res.json();
    namedReview = review.id;
    expect(review).toMatchObject({
      dueDate,
      overdue: false,
      approver: { id: approverA.id, email: approverA.email },
      reviewers: [{ id: reviewer.id, email: reviewer.email }],
      waitingForMe: false,
    });
    for (const to of [reviewer.email, approverA.email]) {
      const [mail] = await waitFor(
        () => mailsWith(to, 'Approval requested: named.pdf'),
        (mails) => mails.length === 1,
        10_000,
      );
      expect(mail).toContain(`Decision due by: ${dueDate}.`);
      expect(mail).toContain(`Approver: ${approverA.name} <${approverA.email}>.`);
      expect(mail).toContain(`Reviewers: ${reviewer.name} <${reviewer.email}>.`);
    }
    // named people replace the role: the others are not asked
    await new Promise((r) => setTimeout(r, 500));
    for (const to of [otherReviewer.email, approverB.email]) {
      expect(await mailsWith(to, 'Approval requested: named.pdf')).toEqual([]);
    }
  });

  it('counts and lists what waits for each person, soonest due first', async () => {
    expect(await waiting(approverA)).toBe(2); // named on one, the role on the other
    expect(await waiting(approverB)).toBe(1); // the role's only
    expect(await waiting(reviewer)).toBe(2);
    expect(await waiting(otherReviewer)).toBe(1);
    expect(await waiting(member)).toBe(0); // the submitter waits for nobody
    expect(await waiting(outsiderApprover)).toBe(0);

    const mine = await get<ReviewListResponse>(approverA, '/api/reviews?assignedToMe=true');
    // due-dated first, though it was submitted second
    expect(mine.items.map((r) => r.fileName)).toEqual(['named.pdf', 'role.pdf']);
    expectEvery(mine.items, (r) => r.waitingForMe, 2);
    const theirs = await get<ReviewListResponse>(approverB, '/api/reviews?assignedToMe=true');
    expect(theirs.items.map((r) => r.fileName)).toEqual(['role.pdf']);
    const all = await get<ReviewListResponse>(approverB, '/api/reviews?status=submitted');
    expect(all.items.map((r) => r.fileName)).toEqual(['named.pdf', 'role.pdf']);
    const other = await get<ReviewListResponse>(outsiderApprover, '/api/reviews?assignedToMe=true');
    expect(other.items).toEqual([]);
  });

  it('shows the approver the check’s rating and its open and dismissed findings', async () => {
    const high = namedCheck.findings.find((f) => f.severity === 'high')!;
    const dismissed = await reviewer.caller.request({
      method: 'PATCH',
      url: `/api/compliance/checks/${namedCheck.id}/findings/${encodeURIComponent(high.ruleId)}`,
      payload: {
        status: 'dismissed',
        reason: 'Capital guarantee described in the KFS',
        category: 'accepted',
      },
    });
    expect(dismissed.statusCode).toBe(200);
    const state = await get<DocumentReviewResponse>(approverA, `/api/documents/${namedDocument}/review`);
    expect(state.check).toMatchObject({ id: namedCheck.id, rag: expect.any(String) });
    expect(state.check!.findings.find((f) => f.ruleId === high.ruleId)).toMatchObject({
      status: 'dismissed',
      reason: 'Capital guarantee described in the KFS',
      decidedBy: reviewer.email,
    });
    expect(state.check!.findings.some((f) => f.status === 'open')).toBe(true);
    expect(state.attestationText).toBe(DEFAULT_ATTESTATION);
  });

  it('reminds the assignees once when the decision is due and once when it is overdue', async () => {
    const setDue = (dueDate: string) =>
      runAsSystem(() =>
        t.app.deps.database.db
          .update(communicationReviews)
          .set({ dueDate })
          .where(eq(communicationReviews.id, namedReview)),
      );
    // five days ahead: not yet
    expect(await sendReviewDateNotices(t.app.deps)).toMatchObject({ decisionDue: 0, decisionOverdue: 0 });
    await setDue(inDays(1));
    expect(await sendReviewDateNotices(t.app.deps)).toMatchObject({ decisionDue: 1, decisionOverdue: 0 });
    expect(await sendReviewDateNotices(t.app.deps)).toMatchObject({ decisionDue: 0, decisionOverdue: 0 });
    await setDue('2020-01-01');
    expect(await sendReviewDateNotices(t.app.deps)).toMatchObject({ decisionDue: 0, decisionOverdue: 1 });
    expect(await sendReviewDateNotices(t.app.deps)).toMatchObject({ decisionDue: 0, decisionOverdue: 0 });
    for (const to of [approverA.email, reviewer.email]) {
      await waitFor(
        () => mailsWith(to, 'Approval due soon: named.pdf'),
        (mails) => mails.length === 1,
        10_000,
      );
      const [overdue] = await waitFor(
        () => mailsWith(to, 'Approval overdue: named.pdf'),
        (mails) => mails.length === 1,
        10_000,
      );
      expect(overdue).toContain('which was due by 2020-01-01');
    }
    expect(await mailsWith(approverB.email, 'Approval overdue')).toEqual([]);
    expect(await mailsWith(member.email, 'Approval overdue')).toEqual([]);
    const review = await get<Review>(approverA, `/api/reviews/${namedReview}`);
    expect(review.overdue).toBe(true);
  });

  it('refuses a member (403) and an approval without the attestation (400); records the attestation', async () => {
    const byMember = await decide(reviewer, namedReview, {
      outcome: 'approved',
      attestation: true,
      overrideReason: 'x',
    });
    expect(byMember.statusCode).toBe(403);
    const byOutsider = await decide(outsiderApprover, namedReview, {
      outcome: 'approved',
      attestation: true,
      overrideReason: 'x',
    });
    expect(byOutsider.statusCode).toBe(404);
    for (const attestation of [undefined, false]) {
      const res = await decide(approverA, namedReview, {
        outcome: 'approved',
        attestation,
        overrideReason: 'x',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_INPUT' });
      expect(res.json().message).toMatch(/^Approving needs your attestation/);
    }
    const res = await decide(approverA, namedReview, {
      outcome: 'approved',
      attestation: true,
      overrideReason: 'Other highs are covered by the covering letter.',
    });
    expect(res.statusCode).toBe(200);
    const record = (res.json() as Review).approvalRecord!;
    expect(record.attestation).toMatchObject({ text: DEFAULT_ATTESTATION });
    expect(await waiting(approverA)).toBe(1);
    expect(await waiting(reviewer)).toBe(1);
    const certificate = await member.caller.request({
      method: 'GET',
      url: `/api/reviews/${namedReview}/certificate`,
    });
    expect(certificate.body).toContain('Attestation');
    expect(certificate.body).toContain('fair, clear and not misleading');
  });
});
