import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  buildTestApp,
  type Caller,
  replaceDocumentFile,
  runCheckAndWait,
  signIn,
  type TestApp,
  uploadAndExtract,
  waitFor,
} from '../../../test/helpers.ts';
import { createClientUser } from '../../../test/factories.ts';
import { makePdf } from '../../../test/make-pdf.ts';
import type { AccuracyResponse, LabelledDecision } from '#common/api/accuracy.ts';
import type { ComplianceCheck, FindingItem, RuleList } from '#common/api/compliance.ts';
import type { Review } from '#common/api/reviews.ts';

const MISSED = 'Holders who stay invested for ten years will double their money.';
const promotion = (claim: string, missed = MISSED) =>
  makePdf([
    {
      heading: 'The Example Growth Fund',
      lines: [
        claim,
        'It is the best fund in the market and has returned 45% over the last year.',
        missed,
        'The fund is managed from our office in Leeds by a team of six.',
      ],
    },
  ]);
const FIRST = promotion(
  'Invest in the Example Growth Fund today for guaranteed returns with no risk to your money.',
);
const SAME_PASSAGE = promotion(
  'Buy the Example Growth Fund now: guaranteed income, and no risk at all to your savings.',
);
const REWORDED = promotion(
  'Buy the Example Growth Fund now: guaranteed income, and no risk at all to your savings.',
  'Holders who stay invested for many years may see their money grow.',
);

type Member = { id: string; email: string; name: string; caller: Caller };

describe('reviewers raise findings the checker missed, and the checker is measured (issue 26)', () => {
  let t: TestApp;
  let firmAdmin: Member;
  let member: Member;
  let reviewer: Member;
  let approver: Member;
  let outsider: Member;
  let platformAdmin: Caller;
  let rules: RuleList['items'];

  const join = async (firmId: string | undefined, firmRole?: 'member' | 'reviewer' | 'approver') => {
    const u = await createClientUser(t.app, firmId ? { firmId, firmRole } : {});
    return { id: u.id, email: u.email, name: u.name, caller: await signIn(t.app, u.email, u.password) };
  };
  /** Uploads and waits for extraction; generous, as the first extraction also starts the extraction worker. */
  const upload = async (file: Buffer) =>
    (await uploadAndExtract(member.caller, file, { documentType: 'financial-promotion', timeoutMs: 90_000 }))
      .id;
  const runCheck = (who: Member, documentId: string) =>
    runCheckAndWait<ComplianceCheck>(who.caller, documentId);
  const raise = (who: Member | Caller, checkId: string, payload: object) =>
    ('caller' in who ? who.caller : who).request({
      method: 'POST',
      url: `/api/compliance/checks/${checkId}/findings`,
      payload,
    });
  const decide = (who: Member, checkId: string, ruleId: string, payload: object) =>
    who.caller.request({
      method: 'PATCH',
      url: `/api/compliance/checks/${checkId}/findings/${encodeURIComponent(ruleId)}`,
      payload,
    });
  const reviewerFindings = (check: ComplianceCheck): FindingItem[] =>
    check.findings.filter((f) => f.origin === 'reviewer');
  const highRaise = (ruleId: string) => ({
    ruleId,
    severity: 'high',
    comment: 'A promise of growth the fund cannot make.',
    quote: '  holders who stay invested   for ten years will double their money. ',
  });

  beforeAll(async () => {
    t = await buildTestApp();
    firmAdmin = await join(undefined);
    member = await join(firmAdmin.id, 'member');
    reviewer = await join(firmAdmin.id, 'reviewer');
    approver = await join(firmAdmin.id, 'approver');
    outsider = await join(undefined);
    platformAdmin = await signIn(t.app, ADMIN.email, ADMIN.password);
    rules = (await reviewer.caller.request({ method: 'GET', url: '/api/compliance/rules' })).json().items;
  });
  afterAll(async () => t.close());

  it('lists the rules of the packs with their titles and citations for the picker', () => {
    expect(rules.length).toBeGreaterThan(10);
    expect(rules.find((r) => r.id === 'COBS4.2.1R-absolute-claims')).toMatchObject({
      title: expect.any(String),
      citation: expect.stringContaining('COBS 4.2.1'),
    });
  });

  describe('on one promotion, through approval and two new versions', () => {
    let documentId: string;
    let check: ComplianceCheck;
    let raisedKey: string;

    beforeAll(async () => {
      documentId = await upload(FIRST);
      check = await runCheck(member, documentId);
      expect(check.status).toBe('completed');
    }, 120_000);

    it('refuses a quote that is not in the version’s text (422, saying so)', async () => {
      const res = await raise(reviewer, check.id, {
        ...highRaise('COBS4.2.1R-absolute-claims'),
        quote: 'Holders who stay invested for ten years will triple their money.',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/^The quoted passage is not in version 1 of /);
    });

    it('refuses the member role (403) and another firm (404)', async () => {
      const asMember = await raise(member, check.id, highRaise('COBS4.2.1R-absolute-claims'));
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().message).toMatch(/Only a reviewer of your firm can raise findings/);
      expect((await raise(outsider, check.id, highRaise('COBS4.2.1R-absolute-claims'))).statusCode).toBe(404);
      expect((await raise(platformAdmin, check.id, highRaise('COBS4.2.1R-absolute-claims'))).statusCode).toBe(
        403,
      );
    });

    it('asks for a citation when the finding names no rule of the packs', async () => {
      const res = await raise(reviewer, check.id, { ...highRaise('other') });
      expect(res.statusCode).toBe(400);
    });

    it('raises a finding on the quoted passage, with its page, author and time, and audits it', async () => {
      const res = await raise(reviewer, check.id, highRaise('COBS4.2.1R-absolute-claims'));
      expect(res.statusCode).toBe(201);
      const [mine] = reviewerFindings(res.json());
      expect(mine).toMatchObject({
        origin: 'reviewer',
        relatesTo: 'COBS4.2.1R-absolute-claims',
        severity: 'high',
        raisedBy: reviewer.email,
        evidence: [{ page: 1, quote: 'holders who stay invested for ten years will double their money.' }],
        decision: null,
      });
      expect(Date.parse(mine!.raisedAt!)).toBeGreaterThan(Date.now() - 60_000);
      raisedKey = mine!.ruleId;
      const audit = await platformAdmin.request({ method: 'GET', url: '/api/admin/activity?limit=20' });
      expect(JSON.stringify(audit.json())).toContain('compliance.finding_raised');
    });

    it('blocks approval while the reviewer’s high finding is open, and records it apart once resolved', async () => {
      // The engine's own high findings are cleared, so the reviewer's is the one left blocking.
      for (const f of check.findings.filter((x) => x.severity === 'high' && x.origin !== 'reviewer'))
        expect(
          (
            await decide(reviewer, check.id, f.ruleId, {
              status: 'dismissed',
              reason: 'Cleared',
              category: 'accepted',
            })
          ).statusCode,
        ).toBe(200);
      const submitted = await member.caller.request({
        method: 'POST',
        url: '/api/reviews',
        payload: { documentId },
      });
      expect(submitted.statusCode).toBe(201);
      const reviewId = (submitted.json() as Review).id;
      const refused = await approver.caller.request({
        method: 'POST',
        url: `/api/reviews/${reviewId}/decision`,
        payload: { outcome: 'approved', attestation: true },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().details.openHighFindings).toEqual([
        expect.objectContaining({ ruleId: raisedKey, origin: 'reviewer', raisedBy: reviewer.email }),
      ]);
      expect((await decide(reviewer, check.id, raisedKey, { status: 'resolved' })).statusCode).toBe(200);
      const approved = await approver.caller.request({
        method: 'POST',
        url: `/api/reviews/${reviewId}/decision`,
        payload: { outcome: 'approved', attestation: true },
      });
      expect(approved.statusCode).toBe(200);
      expect((approved.json() as Review).approvalRecord!.findings.resolved).toContainEqual(
        expect.objectContaining({ ruleId: raisedKey, origin: 'reviewer' }),
      );
      const certificate = await approver.caller.request({
        method: 'GET',
        url: `/api/reviews/${reviewId}/certificate`,
      });
      expect(certificate.body).toContain('Raised by a reviewer');
      // named, with the e-mail beside the name (issue 30)
      expect(certificate.body).toContain(`raised by a reviewer (${reviewer.name} &lt;${reviewer.email}&gt;)`);
      const register = await firmAdmin.caller.request({ method: 'GET', url: '/api/reviews/register.csv' });
      const [header, row] = register.body.trim().split(/\r?\n/);
      // "Raised by a reviewer", then the names of the approver and the submitter (issue 30) close the row
      expect(header!.endsWith('Raised by a reviewer,Approved by (name),Submitted by (name)')).toBe(true);
      expect(row!.endsWith(`,1,${approver.name},${member.name}`)).toBe(true);
    });

    it('carries to a new version with its decision while its passage is unchanged, and not once reworded', async () => {
      expect(
        (await replaceDocumentFile(member.caller, documentId, SAME_PASSAGE, 'v2.pdf', { confirmed: 'true' }))
          .statusCode,
      ).toBe(200);
      await waitFor(
        async () =>
          (await member.caller.request({ method: 'GET', url: `/api/documents/${documentId}` })).json(),
        (d: { status: string; currentVersion: number }) => d.currentVersion === 2 && d.status === 'completed',
        90_000,
      );
      const second = await runCheck(member, documentId);
      expect(reviewerFindings(second)).toEqual([
        expect.objectContaining({
          ruleId: raisedKey,
          decision: expect.objectContaining({ status: 'resolved' }),
        }),
      ]);
      expect(
        (await replaceDocumentFile(member.caller, documentId, REWORDED, 'v3.pdf', { confirmed: 'true' }))
          .statusCode,
      ).toBe(200);
      await waitFor(
        async () =>
          (await member.caller.request({ method: 'GET', url: `/api/documents/${documentId}` })).json(),
        (d: { status: string; currentVersion: number }) => d.currentVersion === 3 && d.status === 'completed',
        90_000,
      );
      const third = await runCheck(member, documentId);
      expect(reviewerFindings(third)).toEqual([]);
    }, 240_000);
  });

  describe('dismissal categories and the checker’s measured reach', () => {
    let check: ComplianceCheck;
    let wrong: FindingItem;
    let right: FindingItem;

    beforeAll(async () => {
      check = await runCheck(member, await upload(FIRST));
      const engine = check.findings.filter((f) => f.origin === 'rules');
      expect(engine.length).toBeGreaterThanOrEqual(2);
      [wrong, right] = engine as [FindingItem, FindingItem];
    }, 120_000);

    it('records a dismissal’s category, and refuses one on any other decision', async () => {
      const res = await decide(reviewer, check.id, wrong.ruleId, {
        status: 'dismissed',
        reason: 'The fund does say what it means here.',
        category: 'not_a_breach',
      });
      expect(res.statusCode).toBe(200);
      const decided = (res.json() as ComplianceCheck).findings.find((f) => f.ruleId === wrong.ruleId)!;
      expect(decided.decision).toMatchObject({ status: 'dismissed', category: 'not_a_breach' });
      const bad = await decide(reviewer, check.id, right.ruleId, {
        status: 'resolved',
        category: 'duplicate',
      });
      expect(bad.statusCode).toBe(400);
      const wrongCategory = await decide(reviewer, check.id, right.ruleId, {
        status: 'dismissed',
        reason: 'x',
        category: 'because',
      });
      expect(wrongCategory.statusCode).toBe(400);
    });

    it('computes precision and the recall estimate per rule from the firm’s decisions', async () => {
      expect((await decide(reviewer, check.id, right.ruleId, { status: 'resolved' })).statusCode).toBe(200);
      expect(
        (await raise(reviewer, check.id, { ...highRaise(wrong.ruleId), severity: 'medium' })).statusCode,
      ).toBe(201);
      const res = await firmAdmin.caller.request({ method: 'GET', url: '/api/compliance/accuracy' });
      expect(res.statusCode).toBe(200);
      const accuracy = res.json() as AccuracyResponse;
      expect(accuracy.firmId).toBe(firmAdmin.id);
      const ofRule = (id: string) => accuracy.rules.find((r) => r.ruleId === id);
      // The wrong rule: dismissed as not a breach here, and missed once (this raise).
      expect(ofRule(wrong.ruleId)).toMatchObject({ notABreach: 1, precision: 0 });
      expect(ofRule(wrong.ruleId)!.missed).toBeGreaterThanOrEqual(1);
      expect(ofRule(right.ruleId)!.kept).toBeGreaterThanOrEqual(1);
      expect(ofRule(right.ruleId)!.precision).toBe(1);
      // The first promotion's reviewer finding (resolved) is a miss of the absolute-claims rule.
      expect(ofRule('COBS4.2.1R-absolute-claims')!.missed).toBeGreaterThanOrEqual(1);
      const { kept, notABreach, missed } = accuracy.total;
      expect(accuracy.decided).toBe(kept + notABreach + missed);
      expect(accuracy.total.precision).toBeCloseTo(kept / (kept + notABreach));
      expect(accuracy.total.recall).toBeCloseTo(kept / (kept + missed));
      expect(accuracy.enough).toBe(accuracy.decided >= 20);
    });

    it('shows a firm admin their own firm only, the platform admin any firm, and refuses the other roles', async () => {
      expect(
        (await reviewer.caller.request({ method: 'GET', url: '/api/compliance/accuracy' })).statusCode,
      ).toBe(403);
      expect(
        (await member.caller.request({ method: 'GET', url: '/api/compliance/accuracy' })).statusCode,
      ).toBe(403);
      const theirs = (
        await outsider.caller.request({ method: 'GET', url: '/api/compliance/accuracy' })
      ).json();
      expect(theirs.decided).toBe(0);
      expect(
        (
          await outsider.caller.request({
            method: 'GET',
            url: `/api/compliance/accuracy?firmId=${firmAdmin.id}`,
          })
        ).statusCode,
      ).toBe(404);
      const mine = (
        await firmAdmin.caller.request({ method: 'GET', url: '/api/compliance/accuracy' })
      ).json();
      const filtered = await platformAdmin.request({
        method: 'GET',
        url: `/api/compliance/accuracy?firmId=${firmAdmin.id}`,
      });
      expect(filtered.json()).toEqual(mine);
      const all = (await platformAdmin.request({ method: 'GET', url: '/api/compliance/accuracy' })).json();
      expect(all.firmId).toBeNull();
      expect(all.decided).toBeGreaterThanOrEqual(mine.decided);
    });

    it('exports the labelled decisions as JSON Lines: text, quote, rule and verdict', async () => {
      const res = await firmAdmin.caller.request({
        method: 'GET',
        url: '/api/compliance/accuracy/export.jsonl',
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
      const lines = res.body
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as LabelledDecision);
      expect(new Set(lines.map((l) => l.verdict))).toEqual(new Set(['kept', 'not_a_breach', 'missed']));
      expectEveryLine(lines);
      const miss = lines.find((l) => l.verdict === 'missed' && l.ruleId === wrong.ruleId)!;
      expect(miss).toMatchObject({ origin: 'reviewer', firmId: firmAdmin.id });
      expect(miss.text.toLowerCase()).toContain('double their money');
      const nab = lines.find((l) => l.verdict === 'not_a_breach')!;
      expect(nab).toMatchObject({ ruleId: wrong.ruleId, origin: 'rules' });
      // A finding of something missing (no risk warning) has no quote: its text is the document's opening.
      expect(nab.quote).toBe(wrong.evidence.map((e) => e.quote).join(' … '));
    });
  });
});

function expectEveryLine(lines: LabelledDecision[]) {
  for (const l of lines) {
    expect(Object.keys(l).sort()).toEqual(
      ['decidedAt', 'documentId', 'firmId', 'origin', 'quote', 'ruleId', 'text', 'tier', 'verdict'].sort(),
    );
    // the rules' and reviewers' decisions are the "finding" tier; the learned layer's are "possible"
    expect(l.tier).toBe(l.origin === 'possible' ? 'possible' : 'finding');
    expect(l.text.length).toBeGreaterThan(0);
  }
}
