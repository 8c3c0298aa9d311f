import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonymous,
  buildTestApp,
  signIn,
  startAndSettle,
  uploadAndExtract,
  waitFor,
  type Caller,
  type TestApp,
} from '../../../test/helpers.ts';
import { createClientUser } from '../../../test/factories.ts';
import { makePdf } from '../../../test/make-pdf.ts';
import type { BoilerplateListResponse, BoilerplatePassage } from '#common/api/boilerplate.ts';
import type { ComplianceCheck } from '#common/api/compliance.ts';
import type { AnalysisResultView } from '#common/api/analyses.ts';

// An index provider's licence notice, as factsheets print it: long, legal, and not the firm's to change.
const LICENCE = [
  'The Index is calculated by FTSE International Limited in conjunction with the London Stock Exchange Group companies, which do not sponsor, endorse or otherwise promote the Fund and accept no liability whatsoever arising out of the use of the Index.',
  'All rights in the Index vest in FTSE International Limited, and neither FTSE nor its licensors accept any liability for any errors or omissions in the Index or the underlying data contained in this communication.',
];
const OWN = [
  'We put your money into shares of big UK firms.',
  'We aim to grow it over five years or more.',
  'Prices go up and down, so you could get back less than you paid in.',
  'You can sell on any working day.',
  'We charge a small fee each year, taken from the fund.',
  'We send you a statement twice a year.',
  'Call us if you need help with anything at all.',
  'Our team answers letters within a week.',
  'You can move your money to another fund at no cost.',
  'We tell you by letter before we change the fee.',
  'You can read the full rules of the fund on our website.',
];

/** Lines of at most 80 characters: a line longer than the page is cut off by the page's edge. */
const wrap = (sentences: string[]) =>
  sentences.flatMap((s) => (s.match(/.{1,80}(?:\s|$)/g) ?? []).map((line) => line.trim()));

/**
 * A firm's boilerplate (issue 30 item 6): marked once by a reviewer or firm admin, read by every member, left out
 * of the reading measures of the check and the analysis, and nobody else's business.
 */
describe('firm boilerplate', () => {
  let t: TestApp;
  let firmAdmin: Caller;
  let reviewer: Caller;
  let member: Caller;
  let outsider: Caller;

  const add = (caller: Caller, text: unknown) =>
    caller.request({ method: 'POST', url: '/api/firm/boilerplate', payload: { text } });
  const list = async (caller: Caller): Promise<BoilerplateListResponse> =>
    (await caller.request({ method: 'GET', url: '/api/firm/boilerplate' })).json();
  const remove = (caller: Caller, id: string) =>
    caller.request({ method: 'DELETE', url: `/api/firm/boilerplate/${id}` });

  beforeAll(async () => {
    t = await buildTestApp();
    const founder = await createClientUser(t.app, { name: 'Fenwick Compliance' });
    const r = await createClientUser(t.app, {
      firmId: founder.id,
      firmRole: 'reviewer',
      name: 'Rae Reviewer',
    });
    const m = await createClientUser(t.app, { firmId: founder.id, firmRole: 'member' });
    const o = await createClientUser(t.app, { name: 'Other Firm' });
    firmAdmin = await signIn(t.app, founder.email, founder.password);
    reviewer = await signIn(t.app, r.email, r.password);
    member = await signIn(t.app, m.email, m.password);
    outsider = await signIn(t.app, o.email, o.password);
  });
  afterAll(async () => t.close());

  it('starts empty, and tells a member they may read but not manage the list', async () => {
    expect(await list(member)).toEqual({ items: [], canManage: false });
    expect((await list(reviewer)).canManage).toBe(true);
    expect((await list(firmAdmin)).canManage).toBe(true);
  });

  it('lets a reviewer mark a passage, shown to the whole firm with who marked it', async () => {
    const res = await add(reviewer, `  ${LICENCE.join(' ')}  `);
    expect(res.statusCode).toBe(201);
    const made: BoilerplatePassage = res.json();
    expect(made).toMatchObject({
      text: LICENCE.join(' '),
      sentences: 2,
      createdBy: { name: 'Rae Reviewer' },
    });
    expect((await list(member)).items.map((p) => p.id)).toEqual([made.id]);
    // the same passage again, however it is spaced or cased, is refused as a duplicate
    const again = await add(firmAdmin, LICENCE.join('\n\n').toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This passage is already marked as boilerplate.');
  });

  it('refuses a member (403, saying who can) and audits nothing for them', async () => {
    const res = await add(member, 'Past performance is not a guide to future returns.');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('reviewer');
    const [passage] = (await list(member)).items;
    const del = await remove(member, passage!.id);
    expect(del.statusCode).toBe(403);
    expect((await list(member)).items).toHaveLength(1);
  });

  it('validates the passage with a message that says what to do', async () => {
    const cases: [unknown, RegExp][] = [
      ['', /Paste the boilerplate passage/],
      ['   ', /Paste the boilerplate passage/],
      ['Risk warning', /at least 4 words/],
      ['x'.repeat(4001), /under 4,000 characters/],
      [42, /as text/],
    ];
    for (const [text, message] of cases) {
      const res = await add(reviewer, text);
      expect(res.statusCode, String(text).slice(0, 20)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await add(reviewer, undefined)).statusCode).toBe(400);
    expect((await remove(reviewer, 'not-a-uuid')).statusCode).toBe(400);
    expect((await list(reviewer)).items).toHaveLength(1);
  });

  it("hides a firm's boilerplate from another firm, which can neither read nor delete it (404)", async () => {
    const [passage] = (await list(reviewer)).items;
    expect((await list(outsider)).items).toEqual([]);
    const del = await remove(outsider, passage!.id);
    expect(del.statusCode).toBe(404);
    expect(del.json().message).toBe('There is no such boilerplate passage in your firm.');
    // the other firm's own marks are its own: the same text is no duplicate there
    expect((await add(outsider, LICENCE[0])).statusCode).toBe(201);
    expect((await list(reviewer)).items).toHaveLength(1);
    expect((await list(outsider)).items).toHaveLength(1);
  });

  it('refuses anonymous callers (401)', async () => {
    expect((await anonymous(t.app).request({ method: 'GET', url: '/api/firm/boilerplate' })).statusCode).toBe(
      401,
    );
    expect(
      (
        await anonymous(t.app).request({
          method: 'POST',
          url: '/api/firm/boilerplate',
          payload: { text: LICENCE[0] },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('leaves the marked sentences out of the check and the analysis, and lists them', async () => {
    // the licence is marked (as the tests above left it, or afresh when this one runs alone)
    const marked = await add(reviewer, LICENCE.join(' '));
    expect([201, 409]).toContain(marked.statusCode);
    const pdf = makePdf([
      { heading: 'Fenwick UK Growth Fund', lines: OWN },
      { heading: 'Index licence', lines: wrap(LICENCE) },
    ]);
    const doc = await uploadAndExtract(member, pdf, { documentType: 'financial-promotion' });
    const start = await member.request({
      method: 'POST',
      url: '/api/compliance/checks',
      payload: { documentId: doc.id },
    });
    expect(start.statusCode).toBe(202);
    const check: ComplianceCheck = await waitFor(
      async () =>
        (await member.request({ method: 'GET', url: `/api/compliance/checks/${start.json().id}` })).json(),
      (c: ComplianceCheck) => c.status === 'completed' || c.status === 'failed',
    );
    expect(check.status).toBe('completed');
    expect(check.excludedSentences?.map((s) => s.page)).toEqual([2, 2]);
    expect(check.excludedSentences?.[1]?.quote).toMatch(/^All rights in the Index vest/);
    // the long licence sentences are the ones a long-sentence finding would quote: they are not quoted now
    for (const f of check.findings)
      for (const e of f.evidence) expect(e.quote, f.ruleId).not.toMatch(/FTSE International/);

    const { settled } = await startAndSettle(member, `/api/documents/${doc.id}/analyses`, '/api/analyses');
    expect(settled.status).toBe('completed');
    const view = settled.result as AnalysisResultView;
    expect(view.readability.excludedSentences.map((s) => s.page)).toEqual([2, 2]);
    expect(view.readability.longestSentences.map((s) => s.text).join(' ')).not.toMatch(/FTSE/);
    expect(view.summary[0]).toMatch(/2 sentences of boilerplate excluded/);

    // removed, the passage is measured again on the next check
    const [passage] = (await list(reviewer)).items;
    expect((await remove(firmAdmin, passage!.id)).statusCode).toBe(200);
    expect((await list(member)).items).toEqual([]);
    const rerun = await member.request({
      method: 'POST',
      url: '/api/compliance/checks',
      payload: { documentId: doc.id },
    });
    const after: ComplianceCheck = await waitFor(
      async () =>
        (await member.request({ method: 'GET', url: `/api/compliance/checks/${rerun.json().id}` })).json(),
      (c: ComplianceCheck) => c.status === 'completed' || c.status === 'failed',
    );
    expect(after.excludedSentences).toEqual([]);
  }, 120_000);
});
