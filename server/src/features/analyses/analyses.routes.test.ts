import { parse } from 'content-disposition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  anonymous,
  buildTestApp,
  signIn,
  startAndSettle,
  uploadAndExtract,
  type Caller,
  type TestApp,
} from '../../../test/helpers.ts';
import { createClientUser, createDocumentRow, grantModule } from '../../../test/factories.ts';
import { makePdf } from '../../../test/make-pdf.ts';
import { expectEvery } from '#common/testing/expect-every.ts';

/** An Assessment of Value report in miniature: three considerations covered, four not. */
const AOV_REPORT = makePdf([
  {
    heading: 'Assessment of Value 2025',
    lines: [
      'This report sets out our assessment of value for the Example Income Fund for the year to',
      '31 March 2025. We assessed the fund against the considerations the FCA requires.',
    ],
  },
  {
    heading: 'Quality of service',
    lines: [
      'Rating: Green. We reviewed the service investors receive from us and our suppliers.',
      'We concluded that the quality of service was good and no action is needed.',
    ],
  },
  {
    heading: 'Performance',
    lines: [
      'Rating: Amber. The fund returned 2.1% a year over five years against 3.4% for its benchmark.',
      'We have placed the fund on our watch list and will review the managers in six months.',
    ],
  },
  {
    heading: 'Economies of scale',
    lines: ['Rating: Green. The fund is small and we did not identify economies of scale to pass on.'],
  },
]);

async function analyse(caller: Caller, documentId: string) {
  const { statusCode, settled } = await startAndSettle(
    caller,
    `/api/documents/${documentId}/analyses`,
    '/api/analyses',
  );
  expect(statusCode).toBe(202);
  return settled;
}

describe('analyses (MODULE_PERMISSIONS=true)', () => {
  let t: TestApp;
  let owner: Caller;
  let other: Caller;
  let noAccess: Caller;
  let admin: Caller;
  let ownerId: string;
  let documentId: string;
  beforeAll(async () => {
    t = await buildTestApp({ MODULE_PERMISSIONS: 'true' });
    const a = await createClientUser(t.app);
    const b = await createClientUser(t.app);
    const c = await createClientUser(t.app);
    ownerId = a.id;
    await grantModule(t.app, a.id, 'aov_analysis');
    await grantModule(t.app, b.id, 'aov_analysis');
    owner = await signIn(t.app, a.email, a.password);
    other = await signIn(t.app, b.email, b.password);
    noAccess = await signIn(t.app, c.email, c.password);
    admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    documentId = (await uploadAndExtract(owner, AOV_REPORT, { fileName: 'aov-2025.pdf' })).id;
  });
  afterAll(async () => t.close());

  it('answers 401 to anonymous callers and 403 to a client without the module', async () => {
    expect((await anonymous(t.app).request({ method: 'GET', url: '/api/analyses' })).statusCode).toBe(401);
    const res = await noAccess.request({ method: 'POST', url: `/api/documents/${documentId}/analyses` });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('AoV Document Analysis');
  });

  it('analyses an AoV report: the seven-consideration grid with ratings and evidence pages', async () => {
    const analysis = await analyse(owner, documentId);
    expect(analysis).toMatchObject({ status: 'completed', kind: 'aov', fileName: 'aov-2025.pdf' });
    expect(analysis.engineVersion).toMatch(/^\d+\.\d+\.\d+$/);
    const grid = analysis.result.aov.considerations as {
      id: string;
      covered: boolean;
      rating: string;
      evidence: { page: number; quote: string }[];
      actionStated: boolean;
    }[];
    expect(grid).toHaveLength(7);
    const quality = grid.find((c) => c.id === 'quality-of-service')!;
    expect(quality).toMatchObject({ covered: true, rating: expect.stringMatching(/green/i) });
    expect(quality.evidence[0]?.page).toBe(2);
    const performance = grid.find((c) => c.id === 'performance')!;
    expect(performance).toMatchObject({ covered: true, actionStated: true });
    expect(grid.find((c) => c.id === 'comparable-services')?.covered).toBe(false);
    expect(analysis.result.readability.metrics.ukReadingAge).toBeGreaterThan(5);
    const missing = analysis.result.findings.find((f: { id: string }) => f.id.startsWith('aov.missing'));
    expect(missing).toMatchObject({ source: 'aov', citation: expect.stringContaining('COLL 6.6.21R') });

    const doc = (await owner.request({ method: 'GET', url: `/api/documents/${documentId}` })).json();
    expect(doc).toMatchObject({ hasAnalysis: true, analysisId: analysis.id });
  });

  it("hides a client's analyses from another client, and shows every client's to admins", async () => {
    const analysis = await analyse(owner, documentId);
    expect((await other.request({ method: 'GET', url: `/api/analyses/${analysis.id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await other.request({ method: 'POST', url: `/api/documents/${documentId}/analyses` })).statusCode,
    ).toBe(404);
    expect((await other.request({ method: 'GET', url: '/api/analyses' })).json()).toMatchObject({
      items: [],
      total: 0,
    });
    expect((await admin.request({ method: 'GET', url: `/api/analyses/${analysis.id}` })).statusCode).toBe(
      200,
    );
    const all = (await admin.request({ method: 'GET', url: '/api/analyses?limit=100' })).json();
    expect(all.items.find((a: { id: string }) => a.id === analysis.id)).toMatchObject({
      clientId: ownerId,
      clientEmail: expect.stringContaining('@'),
      ukReadingAge: expect.any(Number),
      findingCount: expect.any(Number),
    });
  });

  it('exports the whole stored result as a JSON attachment', async () => {
    const analysis = await analyse(owner, documentId);
    const res = await owner.request({ method: 'GET', url: `/api/analyses/${analysis.id}/export` });
    expect(res.statusCode).toBe(200);
    expect(parse(String(res.headers['content-disposition']))).toEqual({
      type: 'attachment',
      parameters: { filename: 'aov-2025-analysis.json' },
    });
    const body = res.json();
    expect(body).toMatchObject({
      analysisId: analysis.id,
      documentId,
      engineVersion: analysis.engineVersion,
    });
    // the export carries the detail the screen leaves out: metrics per section and paragraph
    expect(body.result.readability.sections[0].paragraphs.length).toBeGreaterThan(0);
  });

  it('refuses to start before the text is extracted, with a message that says what to do', async () => {
    const row = await createDocumentRow(t.app, ownerId, 'not-extracted.pdf');
    const res = await owner.request({ method: 'POST', url: `/api/documents/${row.id}/analyses` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/extraction has not finished/i);
  });

  it('asks for confirmation before analysing, as an AoV report, a document that does not look like one (422)', async () => {
    // A fund's annual report uploaded as an AoV report: its "Performance" section is about carbon ratings.
    const annualReport = makePdf([
      {
        heading: 'SCOR Euro High Yield: annual report 2020',
        lines: [
          'The fund is a French common fund. This report covers the year ended 31 December 2020.',
          'Statement of net assets and the auditor’s report follow the management report.',
        ],
      },
      {
        heading: 'Performance',
        lines: [
          'From a Carbon Risk Rating perspective, 21% of the fund is invested in issuers that have',
          'actively taken account of climate risk. 98% of the portfolio was covered by a WACI analysis.',
        ],
      },
    ]);
    const { id } = await uploadAndExtract(owner, annualReport, {
      fileName: 'annual-report-2020.pdf',
      documentType: 'aov-report',
    });
    const url = `/api/documents/${id}/analyses`;

    const refused = await owner.request({ method: 'POST', url });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'UNPROCESSABLE',
      message: expect.stringMatching(
        /does not look like an Assessment of Value report .*confirm that it should be analysed anyway/,
      ),
      details: { reason: 'not-aov-report', threshold: 0.5, signals: expect.any(Array) },
    });
    expect(refused.json().details.score).toBeLessThan(0.5);
    // An explicit "no" is refused the same way; a confirmation that is not a boolean is invalid input.
    expect((await owner.request({ method: 'POST', url, payload: { confirmNotAov: false } })).statusCode).toBe(
      422,
    );
    expect((await owner.request({ method: 'POST', url, payload: { confirmNotAov: 'yes' } })).statusCode).toBe(
      400,
    );
    expect((await owner.request({ method: 'POST', url, payload: { confirm: true } })).statusCode).toBe(400);
    // Nothing was started by the refusals.
    const none = (await owner.request({ method: 'GET', url: `/api/analyses?documentId=${id}` })).json();
    expect(none.total).toBe(0);

    const confirmed = await owner.request({ method: 'POST', url, payload: { confirmNotAov: true } });
    expect(confirmed.statusCode).toBe(202);
    expect(confirmed.json()).toMatchObject({ kind: 'aov', documentId: id });
  });

  it('starts an AoV report without a confirmation, with or without a body', async () => {
    const res = await owner.request({
      method: 'POST',
      url: `/api/documents/${documentId}/analyses`,
      payload: {},
    });
    expect(res.statusCode).toBe(202);
  });

  it('validates ids and filters', async () => {
    expect((await owner.request({ method: 'GET', url: '/api/analyses/not-a-uuid' })).statusCode).toBe(400);
    expect((await owner.request({ method: 'GET', url: '/api/analyses?limit=0' })).statusCode).toBe(400);
    expect(
      (await owner.request({ method: 'GET', url: '/api/analyses/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    const mine = (
      await owner.request({ method: 'GET', url: `/api/analyses?documentId=${documentId}&status=completed` })
    ).json();
    expect(mine.total).toBeGreaterThanOrEqual(3);
    expectEvery(mine.items, (a: { status: string }) => a.status === 'completed');
  });
});
