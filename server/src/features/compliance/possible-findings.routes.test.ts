import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  signIn,
  uploadDocument,
  waitFor,
  type Caller,
  type TestApp,
} from '../../../test/helpers.ts';
import { createClientUser } from '../../../test/factories.ts';
import { expectNone } from '#common/testing/expect-every.ts';
import { makePdf } from '../../../test/make-pdf.ts';
import type { AccuracyResponse, LabelledDecision } from '#common/api/accuracy.ts';
import type { ComplianceCheck, FindingItem } from '#common/api/compliance.ts';
import type { Review } from '#common/api/reviews.ts';

// A forecast the rule packs pass but the learned layer reads as one (an outside-written case of round fourteen,
// d14-058): its "possible" finding is high, for a person to judge, and must neither rate nor block (ADR 022).
const FORECAST = makePdf([
  {
    heading: 'Market outlook',
    lines: [
      'Our call: the FTSE 100 will hit 10,000 by next Christmas, and the Dunmore UK Index Fund will be right there with it.',
      'Clients who top up now will thank us in a year.',
      'Past performance is not a reliable indicator of future results. Capital at risk.',
      'Dunmore Wealth Partners LLP',
    ],
  },
]);
const RULE = 'COBS4.6.7R-future-performance';

type Member = { id: string; email: string; caller: Caller };

describe('the learned layer’s possible findings, a tier of their own (issue 26 item 4)', () => {
  let t: TestApp;
  let firmAdmin: Member;
  let member: Member;
  let reviewer: Member;
  let approver: Member;
  let outsider: Member;
  let check: ComplianceCheck;
  let possible: FindingItem;

  const join = async (firmId: string | undefined, firmRole?: 'member' | 'reviewer' | 'approver') => {
    const u = await createClientUser(t.app, firmId ? { firmId, firmRole } : {});
    return { id: u.id, email: u.email, caller: await signIn(t.app, u.email, u.password) };
  };
  const decide = (who: Member, ruleId: string, payload: object) =>
    who.caller.request({
      method: 'PATCH',
      url: `/api/compliance/checks/${check.id}/findings/${encodeURIComponent(ruleId)}`,
      payload,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    firmAdmin = await join(undefined);
    member = await join(firmAdmin.id, 'member');
    reviewer = await join(firmAdmin.id, 'reviewer');
    approver = await join(firmAdmin.id, 'approver');
    outsider = await join(undefined);
    const res = await uploadDocument(member.caller, FORECAST, { documentType: 'financial-promotion' });
    expect(res.statusCode).toBe(201);
    const documentId: string = res.json().id;
    await waitFor(
      async () =>
        (await member.caller.request({ method: 'GET', url: `/api/documents/${documentId}` })).json(),
      (d: { status: string }) => d.status === 'completed' || d.status === 'failed',
      90_000,
    );
    const start = await member.caller.request({
      method: 'POST',
      url: '/api/compliance/checks',
      payload: { documentId },
    });
    expect(start.statusCode).toBe(202);
    check = await waitFor(
      async () =>
        (
          await member.caller.request({ method: 'GET', url: `/api/compliance/checks/${start.json().id}` })
        ).json(),
      (c: ComplianceCheck) => c.status === 'completed' || c.status === 'failed',
      60_000,
    );
    expect(check.status).toBe('completed');
    possible = check.findings.find((f) => f.origin === 'possible' && f.relatesTo === RULE)!;
  }, 150_000);
  afterAll(async () => t.close());

  it('adds the possible finding beside the rules’, keyed apart, quoting the sentence it weighs most', () => {
    expect(possible).toMatchObject({
      ruleId: `possible:${RULE}`,
      severity: 'high',
      decision: null,
      evidence: [{ page: 1, quote: expect.stringContaining('FTSE 100 will hit 10,000') }],
    });
    expect(possible.probability).toBeGreaterThanOrEqual(0.9);
    // the rules passed the forecast: the layer speaks only where they were silent
    expectNone(check.findings, (f) => f.ruleId === RULE);
  });

  it('leaves it out of the rating and the counts', () => {
    const rated = check.findings.filter((f) => f.origin !== 'possible' && f.origin !== 'ai-suggested');
    const possibles = check.findings.filter((f) => f.origin === 'possible');
    // whatever the rules found here is below high, so only the possible finding could turn the rating red
    expectNone(rated, (f) => f.severity === 'high', 0);
    expect(check.rag).not.toBe('red');
    expect(check.counts.open).toBe(check.findings.length - possibles.length);
    expect(check.possibleCounts).toEqual({ open: possibles.length, dismissed: 0, resolved: 0 });
  });

  it('hides it from a member of another firm: the check, a decision and a comment are 404', async () => {
    const url = `/api/compliance/checks/${check.id}`;
    const key = encodeURIComponent(possible.ruleId);
    expect((await outsider.caller.request({ method: 'GET', url })).statusCode).toBe(404);
    expect(
      (
        await outsider.caller.request({
          method: 'PATCH',
          url: `${url}/findings/${key}`,
          payload: { status: 'dismissed', reason: 'Not ours', category: 'not_a_breach' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await outsider.caller.request({
          method: 'POST',
          url: `${url}/findings/${key}/comments`,
          payload: { body: 'Looking' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('does not block approval while open, and the certificate names it apart from the breaches', async () => {
    const submitted = await member.caller.request({
      method: 'POST',
      url: '/api/reviews',
      payload: { documentId: check.documentId },
    });
    expect(submitted.statusCode).toBe(201);
    const reviewId = (submitted.json() as Review).id;
    const panel = await member.caller.request({
      method: 'GET',
      url: `/api/documents/${check.documentId}/review`,
    });
    expect(panel.statusCode).toBe(200);
    expect(panel.json().openHighFindings).toEqual([]);
    const approved = await approver.caller.request({
      method: 'POST',
      url: `/api/reviews/${reviewId}/decision`,
      payload: { outcome: 'approved', attestation: true },
    });
    expect(approved.statusCode).toBe(200);
    const record = (approved.json() as Review).approvalRecord!;
    expect(record.overrideReason).toBeNull();
    expect(record.findings.open.map((f) => f.ruleId)).not.toContain(possible.ruleId);
    expect(record.possibleFindings!.open).toContainEqual(
      expect.objectContaining({ ruleId: possible.ruleId, origin: 'possible' }),
    );
    const certificate = await approver.caller.request({
      method: 'GET',
      url: `/api/reviews/${reviewId}/certificate`,
    });
    expect(certificate.body).toContain('Override of open high-severity findings</th><td>None');
    expect(certificate.body).toContain('Possible findings (learned layer; not counted above)');
    expect(certificate.body).toContain('Possible — for a person to judge');
    const register = await firmAdmin.caller.request({ method: 'GET', url: '/api/reviews/register.csv' });
    const [header, row] = register.body.trim().split(/\r?\n/);
    const column = header!.split(',').indexOf('Open high findings');
    expect(row!.split(',')[column]).toBe('0');
  });

  it('is dismissed like any finding, and the dismissal counts for the learned layer, not the rules', async () => {
    expect(
      (
        await decide(member, possible.ruleId, {
          status: 'dismissed',
          reason: 'x',
          category: 'not_a_breach',
        })
      ).statusCode,
    ).toBe(403);
    const res = await decide(reviewer, possible.ruleId, {
      status: 'dismissed',
      reason: 'A view of the market, not a promise of the fund’s return.',
      category: 'not_a_breach',
    });
    expect(res.statusCode).toBe(200);
    const after = res.json() as ComplianceCheck;
    expect(after.findings.find((f) => f.ruleId === possible.ruleId)!.decision).toMatchObject({
      status: 'dismissed',
      category: 'not_a_breach',
    });
    expect(after.possibleCounts).toMatchObject({ dismissed: 1 });
    expect(after.counts).toEqual(check.counts);

    const accuracy = (
      await firmAdmin.caller.request({ method: 'GET', url: '/api/compliance/accuracy' })
    ).json() as AccuracyResponse;
    expect(accuracy.learned).toMatchObject({ kept: 0, notABreach: 1, precision: 0, recall: null });
    expect(accuracy.rules.find((r) => r.ruleId === RULE)).toBeUndefined();
    expect(accuracy.total.notABreach).toBe(0);

    const exported = await firmAdmin.caller.request({
      method: 'GET',
      url: '/api/compliance/accuracy/export.jsonl',
    });
    expect(exported.statusCode).toBe(200);
    const lines = exported.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as LabelledDecision);
    expect(lines).toContainEqual(
      expect.objectContaining({
        ruleId: RULE,
        origin: 'possible',
        tier: 'possible',
        verdict: 'not_a_breach',
        quote: expect.stringContaining('FTSE 100 will hit 10,000'),
      }),
    );
  });
});
