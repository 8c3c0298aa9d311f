import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  anonymous,
  buildTestApp,
  signIn,
  uploadAndExtract,
  waitFor,
  type Caller,
  type TestApp,
} from '../../../test/helpers.ts';
import { createClientUser, grantModule } from '../../../test/factories.ts';
import { makePdf } from '../../../test/make-pdf.ts';
import { expectEvery, expectNone } from '#common/testing/expect-every.ts';

const PROMOTION = makePdf([
  {
    heading: 'The Example Growth Fund',
    lines: [
      'Invest in the Example Growth Fund today for guaranteed returns with no risk to your money.',
      'It is the best fund in the market and has returned 45% over the last year.',
      'Our green and sustainable approach makes this the ethical choice for every investor.',
    ],
  },
]);

// A UCITS key investor information document, uploaded under the wrong type below.
const KII = makePdf([
  {
    heading: 'Key Investor Information',
    lines: ['This document provides you with key investor information about this fund.'],
  },
  {
    heading: 'Objectives and investment policy',
    lines: ['The fund aims to grow your money over five years by investing in UK shares.'],
  },
  {
    heading: 'Risk and reward profile',
    lines: ['The fund is in category 6 of the risk and reward indicator, on a scale of 1 to 7.'],
  },
  { heading: 'Charges', lines: ['Ongoing charges 0.85% a year. Entry charge none. Exit charge none.'] },
  { heading: 'Past performance', lines: ['Past performance is not a guide to future performance.'] },
  {
    heading: 'Practical information',
    lines: ['The depositary is Example Trustee Limited. Prices are published daily.'],
  },
]);

describe('compliance checks (MODULE_PERMISSIONS=true)', () => {
  let t: TestApp;
  let owner: Caller;
  let other: Caller;
  let noAccess: Caller;
  let admin: Caller;
  let documentId: string;
  beforeAll(async () => {
    t = await buildTestApp({ MODULE_PERMISSIONS: 'true' });
    const a = await createClientUser(t.app);
    const b = await createClientUser(t.app);
    const c = await createClientUser(t.app);
    await grantModule(t.app, a.id, 'compliance');
    await grantModule(t.app, b.id, 'compliance');
    owner = await signIn(t.app, a.email, a.password);
    other = await signIn(t.app, b.email, b.password);
    noAccess = await signIn(t.app, c.email, c.password);
    admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    documentId = (
      await uploadAndExtract(owner, PROMOTION, { documentType: 'financial-promotion', fileName: 'promo.pdf' })
    ).id;
  });
  afterAll(async () => t.close());

  it('answers 401 to anonymous callers and 403 to a client without the module', async () => {
    expect(
      (await anonymous(t.app).request({ method: 'GET', url: '/api/compliance/checks' })).statusCode,
    ).toBe(401);
    const res = await noAccess.request({
      method: 'POST',
      url: '/api/compliance/checks',
      payload: { documentId },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('Client Comms');
  });

  it('checks a promotion and returns cited findings with evidence, passed rules and a RAG status', async () => {
    const start = await owner.request({
      method: 'POST',
      url: '/api/compliance/checks',
      payload: { documentId },
    });
    expect(start.statusCode).toBe(202);
    const check = await waitFor(
      async () =>
        (await owner.request({ method: 'GET', url: `/api/compliance/checks/${start.json().id}` })).json(),
      (c) => c.status === 'completed' || c.status === 'failed',
    );
    expect(check.status).toBe('completed');
    expect(check.rag).toBe('red');
    const absolute = check.findings.find(
      (f: { ruleId: string }) => f.ruleId === 'COBS4.2.1R-absolute-claims',
    );
    expect(absolute).toMatchObject({ citation: expect.stringContaining('COBS 4.2.1R'), severity: 'high' });
    expect(absolute.evidence[0]).toMatchObject({
      page: 1,
      quote: expect.stringContaining('guaranteed returns'),
    });
    expect(absolute.suggestion).toMatch(/\w/);
    expect(check.passed.length + check.findings.length).toBeGreaterThan(5);
    // Rules that did not apply (the KID and KII rules, on a promotion) are named, not listed by id.
    expect(check.notApplicableRules.length).toBeGreaterThan(0);
    expect(check.notApplicableRules.map((r: { ruleId: string }) => r.ruleId)).toEqual(check.notApplicable);
    expectEvery(
      check.notApplicableRules,
      (r: { ruleId: string; title: string; citation: string }) =>
        r.title !== r.ruleId && /^[A-Z]/.test(r.title) && r.citation !== '',
      1,
      'rules not applicable',
    );
    // Each says why it did not apply (issue 30): a KII rule on a promotion, by document type.
    expect(
      check.notApplicableRules.find((r: { ruleId: string }) => r.ruleId === 'UCITS583-kii-title')?.reason,
    ).toMatch(/^Document type: the rule is for UCITS KII only/);
    // Each passed rule carries what satisfied it, or says what it looked for.
    expectEvery(
      check.passed,
      (p: { basis: string; evidence: { page: number; quote: string }[] }) =>
        p.basis.length > 10 && p.evidence.every((e) => e.page >= 1 && e.quote.length > 0),
      1,
      'passed rules with a basis',
    );
    // A promotion uploaded as one is checked as one, with no inferred type to report.
    expect(check.checkedAs).toBeNull();
    // Without AI_PROVIDER=openai no AI review runs: nothing is AI-suggested.
    expect(check.aiReview).toBeNull();
    expectNone(check.findings, (f: { origin?: string }) => f.origin === 'ai-suggested');

    const list = (
      await owner.request({ method: 'GET', url: `/api/compliance/checks?documentId=${documentId}` })
    ).json();
    expect(list.items[0]).toMatchObject({ id: check.id, findingCount: check.findings.length, rag: 'red' });
  });

  it('checks a KII uploaded as a promotion as a KII, and says so', async () => {
    const kiiId = (
      await uploadAndExtract(owner, KII, { documentType: 'financial-promotion', fileName: 'kii.pdf' })
    ).id;
    const start = await owner.request({
      method: 'POST',
      url: '/api/compliance/checks',
      payload: { documentId: kiiId },
    });
    expect(start.statusCode).toBe(202);
    const check = await waitFor(
      async () =>
        (await owner.request({ method: 'GET', url: `/api/compliance/checks/${start.json().id}` })).json(),
      (c) => c.status === 'completed' || c.status === 'failed',
    );
    expect(check.status).toBe('completed');
    expect(check.checkedAs).toMatchObject({ documentType: 'ucits-kii', declared: 'financial-promotion' });
    expect(check.checkedAs.note).toMatch(/^Checked as a UCITS KII/);
    // …so the KII's own rules applied, rather than being set aside as not applicable.
    const kiiRules = [...check.passed, ...check.findings].filter((r: { citation: string }) =>
      r.citation.includes('583/2010'),
    );
    expect(kiiRules.length).toBeGreaterThan(0);
  });

  it("hides a client's checks from another client, and shows them to admins", async () => {
    const start = await owner.request({
      method: 'POST',
      url: '/api/compliance/checks',
      payload: { documentId },
    });
    const id = start.json().id;
    expect((await other.request({ method: 'GET', url: `/api/compliance/checks/${id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await other.request({ method: 'POST', url: '/api/compliance/checks', payload: { documentId } }))
        .statusCode,
    ).toBe(404);
    expect((await other.request({ method: 'GET', url: '/api/compliance/checks' })).json().total).toBe(0);
    expect((await admin.request({ method: 'GET', url: `/api/compliance/checks/${id}` })).statusCode).toBe(
      200,
    );
  });

  it('keeps a dismissal with its reason when the check is run again, and audits it', async () => {
    const run = async () => {
      const start = await owner.request({
        method: 'POST',
        url: '/api/compliance/checks',
        payload: { documentId },
      });
      return waitFor(
        async () =>
          (await owner.request({ method: 'GET', url: `/api/compliance/checks/${start.json().id}` })).json(),
        (c) => c.status === 'completed',
      );
    };
    const first = await run();
    const ruleId = 'COBS4.2.1R-absolute-claims';
    const url = `/api/compliance/checks/${first.id}/findings/${ruleId}`;
    const noReason = await owner.request({ method: 'PATCH', url, payload: { status: 'dismissed' } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('Give a reason');
    expect((await other.request({ method: 'PATCH', url, payload: { status: 'resolved' } })).statusCode).toBe(
      404,
    );
    const dismissed = await owner.request({
      method: 'PATCH',
      url,
      payload: { status: 'dismissed', reason: 'Approved by legal on 3 March' },
    });
    expect(dismissed.statusCode).toBe(200);
    const second = await run();
    expect(second.findings.find((f: { ruleId: string }) => f.ruleId === ruleId).decision).toMatchObject({
      status: 'dismissed',
      reason: 'Approved by legal on 3 March',
    });
    await owner.request({
      method: 'PATCH',
      url: `/api/compliance/checks/${second.id}/findings/${ruleId}`,
      payload: { status: 'open' },
    });
    const reopened = (
      await owner.request({ method: 'GET', url: `/api/compliance/checks/${second.id}` })
    ).json();
    expect(reopened.findings.find((f: { ruleId: string }) => f.ruleId === ruleId).decision).toBeNull();
    const audit = (
      await admin.request({ method: 'GET', url: '/api/admin/audit?action=compliance.finding_decided' })
    ).json();
    expect(audit.items.map((i: { details: { after: string } }) => i.details.after).sort()).toEqual([
      'dismissed',
      'open',
    ]);
  });

  it('lists the rule packs and applies only the packs chosen', async () => {
    const packs = (await owner.request({ method: 'GET', url: '/api/compliance/packs' })).json();
    expect(packs.items.map((p: { id: string }) => p.id)).toContain('cobs-4');
    expect((await noAccess.request({ method: 'GET', url: '/api/compliance/packs' })).statusCode).toBe(403);
    const bad = await owner.request({
      method: 'POST',
      url: '/api/compliance/checks',
      payload: { documentId, packs: ['astrology'] },
    });
    expect(bad.statusCode).toBe(400);
    const start = await owner.request({
      method: 'POST',
      url: '/api/compliance/checks',
      payload: { documentId, packs: ['cobs-4'] },
    });
    expect(start.statusCode).toBe(202);
    const check = await waitFor(
      async () =>
        (await owner.request({ method: 'GET', url: `/api/compliance/checks/${start.json().id}` })).json(),
      (c) => c.status === 'completed',
    );
    expect(check.findings.length).toBeGreaterThan(0);
    const ruleIds = [...check.findings, ...check.passed].map((r: { ruleId: string }) => r.ruleId);
    expect(ruleIds).toContain('COBS4.2.1R-absolute-claims');
    expectNone(ruleIds, (id: string) => id.startsWith('PRIN') || id.startsWith('ESG'));
  });

  it('records the check run in the audit trail', async () => {
    const audit = (
      await admin.request({ method: 'GET', url: '/api/admin/audit?action=compliance.check_run' })
    ).json();
    expect(audit.total).toBeGreaterThan(0);
    // The run against one pack names it, as the trail prints it.
    const packs = (await admin.request({ method: 'GET', url: '/api/compliance/packs' })).json();
    const cobs = packs.items.find((p: { id: string }) => p.id === 'cobs-4');
    expect(audit.items.map((e: { details: { packNames?: string[] } }) => e.details.packNames)).toContainEqual(
      [cobs.name],
    );
  });
});
