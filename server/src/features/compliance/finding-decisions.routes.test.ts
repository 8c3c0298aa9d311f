import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  buildTestApp,
  replaceDocumentFile,
  signIn,
  uploadAndExtract,
  waitFor,
  type Caller,
  type TestApp,
} from '../../../test/helpers.ts';
import { createClientUser, grantModule } from '../../../test/factories.ts';
import { makePdf } from '../../../test/make-pdf.ts';
import { expectEvery } from '#common/testing/expect-every.ts';
import type { ComplianceCheck, FindingItem } from '#common/api/compliance.ts';

const ABSOLUTE = 'COBS4.2.1R-absolute-claims';
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
const FIRST = promotion(
  'Invest in the Example Growth Fund today for guaranteed returns with no risk to your money.',
);
const REWORDED = promotion(
  'Buy the Example Growth Fund now: guaranteed income, and no risk at all to your savings.',
);

describe('decisions on findings carry only on the same evidence (issue 15 item 3)', () => {
  let t: TestApp;
  let owner: Caller;
  let ownerEmail: string;
  let ownerName: string;
  let other: Caller;
  let admin: Caller;
  let documentId: string;

  const run = async (): Promise<ComplianceCheck> => {
    const start = await owner.request({
      method: 'POST',
      url: '/api/compliance/checks',
      payload: { documentId },
    });
    expect(start.statusCode).toBe(202);
    return waitFor(
      async () =>
        (await owner.request({ method: 'GET', url: `/api/compliance/checks/${start.json().id}` })).json(),
      (c: ComplianceCheck) => c.status === 'completed' || c.status === 'failed',
    );
  };
  const get = async (id: string): Promise<ComplianceCheck> =>
    (await owner.request({ method: 'GET', url: `/api/compliance/checks/${id}` })).json();
  const finding = (check: ComplianceCheck, ruleId = ABSOLUTE): FindingItem => {
    const found = check.findings.find((f) => f.ruleId === ruleId);
    if (!found) throw new Error(`no finding for ${ruleId}`);
    return found;
  };
  const decide = (caller: Caller, checkId: string, ruleId: string, payload: object) =>
    caller.request({ method: 'PATCH', url: `/api/compliance/checks/${checkId}/findings/${ruleId}`, payload });
  const comment = (caller: Caller, checkId: string, ruleId: string, body: string) =>
    caller.request({
      method: 'POST',
      url: `/api/compliance/checks/${checkId}/findings/${ruleId}/comments`,
      payload: { body },
    });

  beforeAll(async () => {
    t = await buildTestApp({ MODULE_PERMISSIONS: 'true' });
    const a = await createClientUser(t.app);
    const b = await createClientUser(t.app);
    await grantModule(t.app, a.id, 'compliance');
    await grantModule(t.app, b.id, 'compliance');
    owner = await signIn(t.app, a.email, a.password);
    ownerEmail = a.email;
    ownerName = a.name;
    other = await signIn(t.app, b.email, b.password);
    admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    documentId = (
      await uploadAndExtract(owner, FIRST, { documentType: 'financial-promotion', fileName: 'promo.pdf' })
    ).id;
  });
  afterAll(async () => t.close());

  it('keeps a dismissal on a re-run of the same evidence, and reopens the finding when the evidence changes', async () => {
    const first = await run();
    expect(first).toMatchObject({ fileName: 'promo.pdf', outOfDate: false });
    const dismissed = await decide(owner, first.id, ABSOLUTE, {
      status: 'dismissed',
      reason: 'Approved by legal on 3 March',
    });
    expect(dismissed.statusCode).toBe(200);
    const same = await run();
    expect(finding(same).evidenceHash).toBe(finding(first).evidenceHash);
    expect(finding(same).decision).toMatchObject({
      status: 'dismissed',
      reason: 'Approved by legal on 3 March',
      decidedBy: ownerEmail,
    });

    const replaced = await replaceDocumentFile(owner, documentId, REWORDED, 'promo-v2.pdf');
    expect(replaced.statusCode).toBe(200);
    await waitFor(
      async () => (await owner.request({ method: 'GET', url: `/api/documents/${documentId}` })).json(),
      (d: { status: string }) => d.status === 'completed' || d.status === 'failed',
    );
    const reworded = await run();
    const reopened = finding(reworded);
    expect(reopened.evidenceHash).not.toBe(finding(same).evidenceHash);
    expect(reopened.decision).toBeNull();
    // …and the earlier decision is its history, marked as made on other evidence
    expect(reopened.history).toEqual([
      expect.objectContaining({
        status: 'dismissed',
        reason: 'Approved by legal on 3 March',
        decidedBy: ownerEmail,
        onThisEvidence: false,
      }),
    ]);

    // The earlier results keep the file they assessed and say they are out of date.
    expect(await get(same.id)).toMatchObject({ fileName: 'promo.pdf', outOfDate: true });
    expect(reworded).toMatchObject({ fileName: 'promo-v2.pdf', outOfDate: false });
    const list = (
      await owner.request({ method: 'GET', url: `/api/compliance/checks?documentId=${documentId}&limit=100` })
    ).json();
    const listed = new Map(list.items.map((i: { id: string; outOfDate: boolean }) => [i.id, i.outOfDate]));
    expect([listed.get(first.id), listed.get(same.id), listed.get(reworded.id)]).toEqual([true, true, false]);
  });

  it('rates and counts the open findings only; dismissed and resolved are counted apart', async () => {
    const check = await run();
    expect(check.rag).toBe('red');
    const highs = check.findings.filter((f) => f.severity === 'high');
    const others = check.findings.filter((f) => f.severity !== 'high');
    expect(highs.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    for (const f of highs)
      expect(
        (await decide(owner, check.id, f.ruleId, { status: 'dismissed', reason: 'Legal sign-off' }))
          .statusCode,
      ).toBe(200);
    const resolved = (await decide(owner, check.id, others[0]!.ruleId, { status: 'resolved' })).json();
    expect(resolved.rag).toBe(others.length > 1 ? 'amber' : 'green');
    expect(resolved.counts).toEqual({ open: others.length - 1, dismissed: highs.length, resolved: 1 });
    expectEvery(
      resolved.findings.filter((f: FindingItem) => f.severity === 'high'),
      (f: FindingItem) => f.decision?.status === 'dismissed' && f.decision.reason === 'Legal sign-off',
    );
    const list = (
      await owner.request({ method: 'GET', url: `/api/compliance/checks?documentId=${documentId}` })
    ).json();
    expect(list.items[0]).toMatchObject({ id: check.id, rag: resolved.rag, findingCount: others.length - 1 });

    // Reopening is a decision too: the finding counts again, and the history keeps both.
    const reopened = (await decide(owner, check.id, others[0]!.ruleId, { status: 'open' })).json();
    expect(reopened.counts.open).toBe(others.length);
    expect(finding(reopened, others[0]!.ruleId).history.map((h: { status: string }) => h.status)).toEqual([
      'open',
      'resolved',
    ]);
  });

  it('refuses a dismissal without a reason and decisions on another client’s check', async () => {
    const check = await run();
    const noReason = await decide(owner, check.id, ABSOLUTE, { status: 'dismissed', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('Give a reason');
    expect((await decide(other, check.id, ABSOLUTE, { status: 'resolved' })).statusCode).toBe(404);
  });

  it('keeps a comment thread per finding, with author and time, across re-runs and in the audit trail', async () => {
    const check = await run();
    const posted = await comment(owner, check.id, ABSOLUTE, '  Legal to confirm the wording.  ');
    expect(posted.statusCode).toBe(201);
    expect(finding(posted.json()).comments).toEqual([
      {
        id: expect.any(String),
        author: ownerEmail,
        authorName: ownerName,
        body: 'Legal to confirm the wording.',
        createdAt: expect.any(String),
      },
    ]);
    expect((await comment(owner, check.id, ABSOLUTE, '   ')).statusCode).toBe(400);
    expect((await comment(other, check.id, ABSOLUTE, 'Not mine')).statusCode).toBe(404);
    await comment(admin, check.id, ABSOLUTE, 'Reviewed.');
    const next = await run();
    expect(finding(next).comments.map((c) => [c.author, c.body])).toEqual([
      [ownerEmail, 'Legal to confirm the wording.'],
      [ADMIN.email, 'Reviewed.'],
    ]);
    expect(finding(next).comments[0]!.authorName).toBe(ownerName);
    const audit = (
      await admin.request({ method: 'GET', url: '/api/admin/audit?action=compliance.finding_commented' })
    ).json();
    expect(audit.items.map((i: { details: { body: string } }) => i.details.body).sort()).toEqual([
      'Legal to confirm the wording.',
      'Reviewed.',
    ]);
  });

  it('refuses checks, decisions and comments on an archived document with 409, until it is restored', async () => {
    const check = await run();
    const archived = await owner.request({
      method: 'POST',
      url: `/api/documents/${documentId}/archive`,
      payload: { reason: 'Campaign ended' },
    });
    expect(archived.statusCode).toBe(200);
    const refusals = [
      await owner.request({ method: 'POST', url: '/api/compliance/checks', payload: { documentId } }),
      await decide(owner, check.id, ABSOLUTE, { status: 'resolved' }),
      await comment(owner, check.id, ABSOLUTE, 'Too late'),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([409, 409, 409]);
    expectEvery(refusals, (r) => /archived, so it is read-only/.test(r.json().message));
    // …while it can still be read
    expect((await get(check.id)).id).toBe(check.id);
    expect(
      (await owner.request({ method: 'POST', url: `/api/documents/${documentId}/restore` })).statusCode,
    ).toBe(200);
    expect((await decide(owner, check.id, ABSOLUTE, { status: 'resolved' })).statusCode).toBe(200);
  });
});
