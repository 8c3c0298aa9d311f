import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import mammoth from 'mammoth';
import { parse } from 'content-disposition';
import { documentExtractions, improvementSuggestions, improvements } from '../../db/schema.ts';
import { generateImprovementsJob } from './generate-improvements.job.ts';
import {
  ADMIN,
  anonymous,
  buildTestApp,
  signIn,
  startAndSettle,
  uploadAndExtract,
  waitFor,
  type Caller,
  type TestApp,
} from '../../../test/helpers.ts';
import { createClientUser, grantModule } from '../../../test/factories.ts';
import { makePdf } from '../../../test/make-pdf.ts';
import { runAsSystem } from '../../db/tenant-context.ts';
import type { Analysis } from '#common/api/analyses.ts';
import { shownMeasure } from '#common/improvement-impact.ts';
import type { InterviewSummary, Persona, ReportEffectiveness } from '#common/api/personas.ts';
import { expectEvery } from '#common/testing/expect-every.ts';

/** A promotion with a long sentence, a passive with its agent, and performance without its warning. */
const PROMOTION = makePdf([
  {
    heading: 'The Example Growth Fund',
    lines: [
      'The fund invests mainly in the shares of large companies listed on the London Stock Exchange,',
      'and we aim to grow the value of your money over any period of five years or more for you.',
      'The fees are charged by the fund manager.',
      'The fund returned 12% over the past year.',
    ],
  },
]);

/** A KIID (UCITS key investor information) with the sections the regulation prescribes, long sentences in them. */
const KIID = makePdf([
  {
    heading: 'Key Investor Information',
    lines: [
      'This document provides you with key investor information about this fund, and it is not marketing material,',
      'and the information is required by law to help you understand the nature and the risks of investing in it.',
    ],
  },
  {
    heading: 'Objectives and investment policy',
    lines: [
      'The fund aims to grow the value of your investment over the long term by investing in the shares of',
      'companies around the world, and the fund manager selects them on the basis of their prospects for growth.',
    ],
  },
  {
    heading: 'Risk and reward profile',
    lines: ['The fund is in category 6 because its value can rise and fall sharply.'],
  },
  {
    heading: 'Charges',
    lines: ['The ongoing charges figure is based on expenses for the year ending 31 December 2025.'],
  },
  { heading: 'Past performance', lines: ['Past performance is not a guide to future performance.'] },
  {
    heading: 'Practical information',
    lines: [
      'The depositary is Example Trustees Limited.',
      'This key investor information is accurate as at 15 February 2021.',
    ],
  },
]);

type SuggestionItem = {
  id: string;
  type: string;
  status: string;
  recommended: boolean;
  proposed: string;
  editedText: string | null;
};

async function improve(caller: Caller, documentId: string) {
  const { statusCode, settled } = await startAndSettle(
    caller,
    `/api/documents/${documentId}/improvements`,
    '/api/improvements',
  );
  expect(statusCode).toBe(202);
  return settled;
}

describe('improvements (MODULE_PERMISSIONS=true)', () => {
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
    for (const id of [a.id, b.id]) {
      await grantModule(t.app, id, 'document_improvements');
      await grantModule(t.app, id, 'aov_analysis');
    }
    await grantModule(t.app, a.id, 'compliance');
    await grantModule(t.app, a.id, 'personas');
    await grantModule(t.app, c.id, 'aov_analysis');
    owner = await signIn(t.app, a.email, a.password);
    other = await signIn(t.app, b.email, b.password);
    noAccess = await signIn(t.app, c.email, c.password);
    admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    documentId = (
      await uploadAndExtract(owner, PROMOTION, { fileName: 'promo.pdf', documentType: 'financial-promotion' })
    ).id;
  });
  afterAll(async () => t.close());

  it('answers 401 to anonymous callers and 403 to a client without the module', async () => {
    expect((await anonymous(t.app).request({ method: 'GET', url: '/api/improvements' })).statusCode).toBe(
      401,
    );
    const res = await noAccess.request({ method: 'POST', url: `/api/documents/${documentId}/improvements` });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('Document Improvements');
  });

  it('runs on a KIID that has no analysis, and never queues a second run of the same version', async () => {
    const kiid = (await uploadAndExtract(owner, KIID, { fileName: 'kiid.pdf', documentType: 'ucits-kii' }))
      .id;
    const doc = (await owner.request({ method: 'GET', url: `/api/documents/${kiid}` })).json();
    expect(doc.hasAnalysis).toBe(false);
    // two requests at the same instant (a double click, a reload while the first is in flight): one run
    const start = () => owner.request({ method: 'POST', url: `/api/documents/${kiid}/improvements` });
    const [a, b] = await Promise.all([start(), start()]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 202]);
    expect(a.json().id).toBe(b.json().id);
    // asking again while it is queued or running returns the same run
    const again = await start();
    if (['pending', 'processing'].includes(again.json().status)) {
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(a.json().id);
    }
    const settled = await waitFor(
      async () => (await owner.request({ method: 'GET', url: `/api/improvements/${a.json().id}` })).json(),
      (r) => r.status === 'completed' || r.status === 'failed',
    );
    expect(settled).toMatchObject({ status: 'completed', fileName: 'kiid.pdf', documentType: 'ucits-kii' });
    expect(settled.suggestions.length).toBeGreaterThan(0);
    const runs = (await owner.request({ method: 'GET', url: `/api/improvements?documentId=${kiid}` })).json();
    expect(runs.total).toBe(again.json().id === a.json().id ? 1 : 2);
    // the database itself refuses a second queued run of one version, whatever the service does
    const { db } = t.app.deps.database;
    await expect(
      runAsSystem(async () => {
        await db.insert(improvements).values([
          { documentId: kiid, clientId: doc.clientId, version: 1, status: 'pending' },
          { documentId: kiid, clientId: doc.clientId, version: 1, status: 'processing' },
        ]);
      }),
    ).rejects.toThrow();
    const audit = (
      await admin.request({ method: 'GET', url: '/api/admin/audit?action=improvement.started' })
    ).json();
    expect(
      audit.items.filter(
        (e: { details: { improvementId: string } }) => e.details.improvementId === a.json().id,
      ),
    ).toHaveLength(1);
  });

  it("fixes the latest check's open finding first, linked to it, and leaves a dismissed one alone", async () => {
    const kiid = (
      await uploadAndExtract(owner, KIID, { fileName: 'kiid-stale.pdf', documentType: 'ucits-kii' })
    ).id;
    const started = await owner.request({
      method: 'POST',
      url: '/api/compliance/checks',
      payload: { documentId: kiid },
    });
    expect(started.statusCode).toBe(202);
    const check = await waitFor(
      async () =>
        (await owner.request({ method: 'GET', url: `/api/compliance/checks/${started.json().id}` })).json(),
      (c) => c.status === 'completed' || c.status === 'failed',
    );
    const stale = check.findings.find((f: { ruleId: string }) => f.ruleId === 'UCITS583-kii-review-date');
    expect(stale, 'the check finds the KII of February 2021 stale').toBeDefined();

    const first = await improve(owner, kiid);
    expect(first.suggestions[0]).toMatchObject({
      type: 'update-date',
      recommended: false,
      addresses: { kind: 'rule', id: stale.ruleId, finding: { checkId: check.id } },
      impact: { fixedRules: [stale.ruleId] },
    });
    expect(first.suggestions[0].proposed).toMatch(/^This key investor information is accurate as at \d/);
    // the check's other findings (statements the KII lacks) need writing by hand: listed as such
    const unfixed = first.unfixedFindings.map((f: { ruleId: string }) => f.ruleId);
    expect(unfixed).not.toContain(stale.ruleId);
    expect(check.findings.map((f: { ruleId: string }) => f.ruleId)).toEqual(expect.arrayContaining(unfixed));

    // dismissed by a reviewer: the next run proposes nothing for it
    const dismissed = await owner.request({
      method: 'PATCH',
      url: `/api/compliance/checks/${check.id}/findings/${stale.ruleId}`,
      payload: { status: 'dismissed', reason: 'Reviewed on 1 March; the republished KII is in print.' },
    });
    expect(dismissed.statusCode).toBe(200);
    const second = await improve(owner, kiid);
    expect(second.suggestions.map((s: { type: string }) => s.type)).not.toContain('update-date');
    // the KII's other open findings (its reading age above the KII's target) may still be addressed
    expect(
      second.suggestions.filter(
        (s: { addresses: { id?: string; finding?: unknown } }) =>
          s.addresses.finding && s.addresses.id === stale.ruleId,
      ),
    ).toEqual([]);
  });

  it('generates suggestions with their place, texts, reason, rule and impact, and flags the document', async () => {
    const analysis = await owner.request({ method: 'POST', url: `/api/documents/${documentId}/analyses` });
    expect(analysis.statusCode).toBe(202);
    await waitFor(
      async () => (await owner.request({ method: 'GET', url: `/api/documents/${documentId}` })).json(),
      (d: { hasAnalysis: boolean }) => d.hasAnalysis,
    );
    // two personas interviewed about the document, on the questions a wizard run without a choice asks
    const personas = (await owner.request({ method: 'GET', url: '/api/personas' })).json().items as Persona[];
    const started = await owner.request({
      method: 'POST',
      url: '/api/interviews',
      payload: { documentId, personaIds: personas.slice(0, 2).map((p) => p.id) },
    });
    expect(started.statusCode).toBe(202);
    const ids = (started.json().items as InterviewSummary[]).map((i) => i.id);
    await waitFor(
      async () =>
        (await owner.request({ method: 'GET', url: `/api/interviews?ids=${ids.join(',')}` })).json()
          .items as InterviewSummary[],
      (items) => items.every((i) => i.status === 'completed'),
    );
    const improvement = await improve(owner, documentId);
    expect(improvement).toMatchObject({ status: 'completed', fileName: 'promo.pdf', conflicts: [] });
    // the run keeps the hash of the file it read, not only its version number (issue 15 item 2)
    const current = (await owner.request({ method: 'GET', url: `/api/documents/${documentId}` })).json();
    const [run] = await runAsSystem(
      async () =>
        await t.app.deps.database.db
          .select({ sha256: improvements.sha256 })
          .from(improvements)
          .where(eq(improvements.id, improvement.id)),
    );
    expect(run!.sha256).toBe(current.sha256);
    const types = improvement.suggestions.map((s: SuggestionItem) => s.type);
    expect(types).toEqual(expect.arrayContaining(['add-warning', 'split-sentence', 'active-voice']));
    const warning = improvement.suggestions.find(
      (s: { addresses: { id: string } }) => s.addresses.id === 'COBS4.6.2R-past-performance-warning',
    );
    expect(warning).toMatchObject({
      page: 1,
      status: 'proposed',
      recommended: true,
      proposed: expect.stringMatching(/^Past performance is not a reliable indicator/),
      impact: { fixedRules: expect.arrayContaining(['COBS4.6.2R-past-performance-warning']) },
    });
    // nothing is accepted before a person decides: every suggestion is proposed, the document unchanged
    expectEvery(improvement.suggestions, (s: SuggestionItem) => s.status === 'proposed', 3, 'suggestions');
    expect(improvement.impact.after).toEqual(improvement.impact.before);
    // the starting figures are the other modules' own: Report Effectiveness's persona averages for the
    // categories the interviews asked (no visuals score when nobody was asked about visuals) ...
    const report = (
      await owner.request({ method: 'GET', url: `/api/documents/${documentId}/report-effectiveness` })
    ).json() as ReportEffectiveness;
    const asked = Object.fromEntries(
      Object.entries(report.categoryAverages).filter(([, score]) => score !== null),
    );
    expect(Object.keys(asked).length).toBeGreaterThan(0);
    expect(improvement.impact.before.personaScores).toEqual(asked);
    expect(improvement.impact.after.personaScores).toBeDefined();
    // ... and the analysis page's findings count and reading age
    const stored = (
      await owner.request({ method: 'GET', url: `/api/analyses/${analysis.json().id}` })
    ).json() as Analysis;
    expect(improvement.impact.before.analysisFindings).toBe(stored.result!.findings.length);
    expect(shownMeasure(improvement.impact.before.ukReadingAge, 1)).toBe(
      stored.result!.readability.metrics.ukReadingAge,
    );
    // and what accepting every suggestion would do, from the same starting point
    expect(improvement.impactAll.before).toEqual(improvement.impact.before);
    expect(improvement.impactAll.after.longSentences).toBeLessThan(
      improvement.impactAll.before.longSentences,
    );
    // nothing accepted yet, so the revision beside the original changes nothing
    const changed = improvement.comparison[0].blocks.filter((b: { changed: boolean }) => b.changed);
    expect(changed).toEqual([]);
    const doc = (await owner.request({ method: 'GET', url: `/api/documents/${documentId}` })).json();
    expect(doc.hasDocumentImprovements).toBe(true);
  });

  it('accepts, rejects and edits suggestions, audit-logged, re-measuring the impact', async () => {
    const [latest] = (
      await owner.request({ method: 'GET', url: `/api/improvements?documentId=${documentId}` })
    ).json().items;
    const before = (await owner.request({ method: 'GET', url: `/api/improvements/${latest.id}` })).json();
    const split = before.suggestions.find((s: SuggestionItem) => s.type === 'split-sentence');
    const active = before.suggestions.find((s: SuggestionItem) => s.type === 'active-voice');
    const url = (sid: string) => `/api/improvements/${latest.id}/suggestions/${encodeURIComponent(sid)}`;
    const warning = before.suggestions.find((s: SuggestionItem) => s.type === 'add-warning');

    const accepted = await owner.request({
      method: 'PATCH',
      url: url(warning.id),
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().impact.after.ruleFindings).toBeLessThan(
      accepted.json().impact.before.ruleFindings,
    );
    expect(
      accepted.json().comparison[0].blocks.filter((b: { changed: boolean }) => b.changed).length,
    ).toBeGreaterThan(0);

    const rejected = await owner.request({
      method: 'PATCH',
      url: url(split.id),
      payload: { status: 'rejected' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().impact.after.longSentences).toBe(before.impact.after.longSentences);

    const edited = await owner.request({
      method: 'PATCH',
      url: url(active.id),
      payload: { status: 'accepted', editedText: 'The fund manager takes the fees.' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().suggestions.find((s: SuggestionItem) => s.id === active.id)).toMatchObject({
      status: 'accepted',
      editedText: 'The fund manager takes the fees.',
    });

    // the same engine checks an edit: wording that breaks a rule is refused
    const refused = await owner.request({
      method: 'PATCH',
      url: url(active.id),
      payload: { status: 'accepted', editedText: 'Your returns are guaranteed.' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/COBS4\.2\.1R/);

    const audit = (
      await admin.request({ method: 'GET', url: '/api/admin/audit?action=improvement.suggestion_decided' })
    ).json();
    const entry = audit.items.find(
      (e: { details: { suggestionId: string } }) => e.details.suggestionId === active.id,
    );
    expect(entry.details).toMatchObject({
      before: { status: active.status, editedText: null },
      after: { status: 'accepted', editedText: 'The fund manager takes the fees.' },
    });
  });

  it('exports the revised document as DOCX and the change report as printable HTML', async () => {
    const [latest] = (
      await owner.request({ method: 'GET', url: `/api/improvements?documentId=${documentId}` })
    ).json().items;
    const docx = await owner.request({ method: 'GET', url: `/api/improvements/${latest.id}/export.docx` });
    expect(docx.statusCode).toBe(200);
    expect(parse(String(docx.headers['content-disposition']))).toEqual({
      type: 'attachment',
      parameters: { filename: 'promo-improved.docx' },
    });
    // the file opens: read it back as Word would, and find the reviewer's and the engine's wording in it
    const { value: text } = await mammoth.extractRawText({ buffer: docx.rawPayload });
    expect(text).toContain('The fund manager takes the fees.');
    expect(text).toContain('Past performance is not a reliable indicator of future results.');
    const report = await owner.request({ method: 'GET', url: `/api/improvements/${latest.id}/report` });
    expect(report.headers['content-type']).toMatch(/^text\/html/);
    expect(report.body).toContain('Change report');
    expect(report.body).toContain('edited by the reviewer');
  });

  it("hides a client's improvements from another client, and shows every client's to admins", async () => {
    const [latest] = (
      await owner.request({ method: 'GET', url: `/api/improvements?documentId=${documentId}` })
    ).json().items;
    expect((await other.request({ method: 'GET', url: `/api/improvements/${latest.id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await other.request({ method: 'POST', url: `/api/documents/${documentId}/improvements` })).statusCode,
    ).toBe(404);
    expect(
      (
        await other.request({
          method: 'PATCH',
          url: `/api/improvements/${latest.id}/suggestions/x`,
          payload: { status: 'rejected' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await other.request({ method: 'GET', url: `/api/improvements/${latest.id}/export.docx` })).statusCode,
    ).toBe(404);
    expect(
      (await other.request({ method: 'GET', url: `/api/improvements/${latest.id}/report` })).statusCode,
    ).toBe(404);
    const anon = anonymous(t.app);
    for (const url of [
      `/api/improvements/${latest.id}`,
      `/api/improvements/${latest.id}/export.docx`,
      `/api/improvements/${latest.id}/report`,
    ])
      expect((await anon.request({ method: 'GET', url })).statusCode).toBe(401);
    expect((await other.request({ method: 'GET', url: '/api/improvements' })).json()).toMatchObject({
      items: [],
      total: 0,
    });
    const all = (await admin.request({ method: 'GET', url: '/api/improvements?limit=100' })).json();
    expect(all.items.find((i: { id: string }) => i.id === latest.id)).toMatchObject({
      suggestionCount: expect.any(Number),
      readingAgeBefore: expect.any(Number),
    });
    expect((await admin.request({ method: 'GET', url: `/api/improvements/${latest.id}` })).statusCode).toBe(
      200,
    );
  });

  it('validates ids and bodies', async () => {
    expect((await owner.request({ method: 'GET', url: '/api/improvements/not-a-uuid' })).statusCode).toBe(
      400,
    );
    const [latest] = (
      await owner.request({ method: 'GET', url: `/api/improvements?documentId=${documentId}` })
    ).json().items;
    const bad = await owner.request({
      method: 'PATCH',
      url: `/api/improvements/${latest.id}/suggestions/x`,
      payload: { status: 'rejected', editedText: 'text' },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await owner.request({
      method: 'PATCH',
      url: `/api/improvements/${latest.id}/suggestions/no-such-suggestion`,
      payload: { status: 'rejected' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('writes the same suggestions again when its job is retried', async () => {
    const run = await improve(owner, documentId);
    await generateImprovementsJob.handler({ improvementId: run.id, documentId }, t.app.deps);
    const again = (await owner.request({ method: 'GET', url: `/api/improvements/${run.id}` })).json();
    expect(again.status).toBe('completed');
    expect(again.suggestions.map((s: SuggestionItem) => s.id)).toEqual(
      run.suggestions.map((s: SuggestionItem) => s.id),
    );
  });

  it('migration 0018 sets back to proposed what the engine accepted on its own, never what a person decided', async () => {
    const run = await improve(owner, documentId);
    const warning = run.suggestions.find((s: SuggestionItem) => s.type === 'add-warning');
    const auto = run.suggestions.find((s: SuggestionItem) => s.type === 'split-sentence');
    const decided = await owner.request({
      method: 'PATCH',
      url: `/api/improvements/${run.id}/suggestions/${encodeURIComponent(warning.id)}`,
      payload: { status: 'accepted' },
    });
    expect(decided.statusCode).toBe(200);
    const { db } = t.app.deps.database;
    const where = (sid: string) =>
      and(eq(improvementSuggestions.improvementId, run.id), eq(improvementSuggestions.suggestionId, sid));
    // a run written before 0018: the engine's own accept (no decision), under the flag's old name
    await runAsSystem(async () => {
      const [row] = await db.select().from(improvementSuggestions).where(where(auto.id));
      const { recommended, ...rest } = row!.suggestion as { recommended: boolean };
      await db
        .update(improvementSuggestions)
        .set({ status: 'accepted', suggestion: { ...rest, defaultAccepted: recommended } })
        .where(where(auto.id));
      await db.update(improvements).set({ impact: run.impactAll }).where(eq(improvements.id, run.id));
    });
    const migration = readFileSync(
      new URL('../../db/migrations/0018_suggestions_start_proposed.sql', import.meta.url),
      'utf8',
    );
    await runAsSystem(async () => {
      for (const statement of migration.split('--> statement-breakpoint'))
        await db.execute(sql.raw(statement));
    });
    const view = (await owner.request({ method: 'GET', url: `/api/improvements/${run.id}` })).json();
    const byId = (id: string) => view.suggestions.find((s: SuggestionItem) => s.id === id);
    expect(byId(auto.id)).toMatchObject({ status: 'proposed', recommended: auto.recommended });
    expect(byId(warning.id)).toMatchObject({ status: 'accepted' });
    // the impact is measured again from the person's decision alone
    expect(view.impact).toEqual(decided.json().impact);
  });

  it('measures each decision outside the transaction and keeps both of two made at once', async () => {
    const run = await improve(owner, documentId);
    const warning = run.suggestions.find((s: SuggestionItem) => s.type === 'add-warning');
    const split = run.suggestions.find((s: SuggestionItem) => s.type === 'split-sentence');
    const decide = (sid: string) =>
      owner.request({
        method: 'PATCH',
        url: `/api/improvements/${run.id}/suggestions/${encodeURIComponent(sid)}`,
        payload: { status: 'accepted' },
      });
    const responses = await Promise.all([decide(warning.id), decide(split.id)]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    const view = (await owner.request({ method: 'GET', url: `/api/improvements/${run.id}` })).json();
    expect(view.suggestions.filter((s: SuggestionItem) => s.status === 'accepted')).toHaveLength(2);
    // the impact kept is the one measured on both decisions, whichever was written last
    expect(view.impact.after.ruleFindings).toBeLessThan(view.impact.before.ruleFindings);
    expect(view.impact.after.longSentences).toBeLessThan(view.impact.before.longSentences);
  });

  it('refuses to apply suggestions to a document whose text has changed since', async () => {
    const run = await improve(owner, documentId);
    const { db } = t.app.deps.database;
    const [row] = await runAsSystem(
      async () =>
        await db.select().from(documentExtractions).where(eq(documentExtractions.documentId, documentId)),
    );
    const stored = row!.pages as { pages: { blocks: { text: string }[] }[] };
    for (const block of stored.pages[0]!.blocks) block.text = block.text.replace('fees', 'charges');
    await runAsSystem(
      async () =>
        await db
          .update(documentExtractions)
          .set({ pages: stored })
          .where(eq(documentExtractions.documentId, documentId)),
    );
    const view = (await owner.request({ method: 'GET', url: `/api/improvements/${run.id}` })).json();
    expect(view).toMatchObject({ stale: true, comparison: null });
    const sid = encodeURIComponent(run.suggestions[0].id);
    const patch = await owner.request({
      method: 'PATCH',
      url: `/api/improvements/${run.id}/suggestions/${sid}`,
      payload: { status: 'rejected' },
    });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().message).toMatch(/changed since these suggestions were made/);
    expect(
      (await owner.request({ method: 'GET', url: `/api/improvements/${run.id}/export.docx` })).statusCode,
    ).toBe(409);
  });
});
